"""The program's modules import each other without circles, and an import inside a function says why it is late.

Screens open each other by name (game/ui/scene_names.py), so no screen needs to import another to show it; an
import kept inside a function is one that start-up should not pay for, with a `# late:` comment saying so."""

from __future__ import annotations

import ast
from pathlib import Path

from game.ui import scene_names

ROOT = Path(__file__).resolve().parent.parent
UI = ROOT / "game" / "ui"
LATE = "# late:"

def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def ui_modules(folder: Path = UI) -> dict[str, Path]:
    """The modules under `folder` (the UI by default) by their dotted names."""
    return {module_name(path): path for path in sorted(folder.rglob("*.py"))}


def is_type_checking(node: ast.stmt) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def top_level_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    """The imports that run when the module is imported: at module level, also inside a top-level if/try,
    but not under `if TYPE_CHECKING:` (they never run)."""
    found: list[ast.Import | ast.ImportFrom] = []

    def scan(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                found.append(node)
            elif isinstance(node, ast.If) and not is_type_checking(node):
                scan(node.body)
                scan(node.orelse)
            elif isinstance(node, ast.Try):
                scan(node.body)
                for handler in node.handlers:
                    scan(handler.body)
                scan(node.orelse)
                scan(node.finalbody)

    scan(tree.body)
    return found


def imported_modules(node: ast.Import | ast.ImportFrom, known: set[str]) -> set[str]:
    """The UI modules an import statement loads (`from game.ui import theme` loads game.ui.theme)."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names if alias.name in known}
    base = node.module or ""
    found = {f"{base}.{alias.name}" for alias in node.names if f"{base}.{alias.name}" in known}
    if base in known and len(found) < len(node.names):
        found.add(base)
    return found


def import_graph(folder: Path = UI) -> dict[str, set[str]]:
    modules = ui_modules(folder)
    known = set(modules)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        graph[name] = {target for node in top_level_imports(tree) for target in imported_modules(node, known)}
        graph[name].discard(name)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def late_imports_without_a_reason(source: str) -> list[int]:
    """Lines of imports inside a function or class with no `# late:` comment on the line or just above it."""
    tree = ast.parse(source)
    lines = source.splitlines()
    top = {id(node) for node in top_level_imports(tree)}
    type_checking = {id(inner) for node in tree.body if is_type_checking(node) for inner in ast.walk(node)}
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Import, ast.ImportFrom)) or id(node) in top or id(node) in type_checking:
            continue
        said = [lines[node.lineno - 1]]
        above = node.lineno - 2
        while above >= 0 and lines[above].strip().startswith("#"):
            said.append(lines[above])
            above -= 1
        if not any(LATE in line for line in said):
            found.append(node.lineno)
    return found


def test_the_ui_imports_no_circle() -> None:
    assert circles(import_graph()) == []


def test_imports_inside_functions_say_why_they_are_late() -> None:
    offenders = {}
    for path in ui_modules().values():
        relative = str(path.relative_to(ROOT))
        lines = late_imports_without_a_reason(path.read_text(encoding="utf-8"))
        if lines:
            offenders[relative] = lines
    assert not offenders, f"imports inside functions without a `{LATE}` comment: {offenders}"


def test_the_whole_program_imports_no_circle() -> None:
    """The engine, the games, the AI, the records and the UI together: no module needs itself back."""
    assert circles(import_graph(ROOT / "game")) == []


def test_imports_inside_functions_of_the_rules_say_why_they_are_late() -> None:
    """The engine, the games, the AI and the records (the command line's and the self-test's sub-commands load
    what each needs when it runs, by design)."""
    offenders = {}
    parts = ("engine", "games", "ai", "records")
    rules = [path for part in parts for path in ui_modules(ROOT / "game" / part).values()]
    for path in rules:
        lines = late_imports_without_a_reason(path.read_text(encoding="utf-8"))
        if lines:
            offenders[str(path.relative_to(ROOT))] = lines
    assert not offenders, f"imports inside functions without a `{LATE}` comment: {offenders}"


def test_a_circle_is_found() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_an_import_inside_a_function_needs_its_reason() -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from game.ui.app import App\n"
        "def f():\n"
        "    from game.ui.scenes.menu import MenuScene\n"
        "def g():\n"
        "    # late: the record book's database is loaded when first asked for\n"
        "    from game.ui.records import open_records_screen\n"
        "def h():\n"
        "    import sqlite3  # late: only this screen uses it\n"
    )
    assert late_imports_without_a_reason(source) == [5]


def test_the_graph_sees_each_kind_of_import() -> None:
    known = {"game.ui", "game.ui.theme", "game.ui.scene"}
    from_package, plain, from_module = ast.parse(
        "from game.ui import theme\nimport game.ui.scene\nfrom game.ui.scene import Scene\n").body
    assert imported_modules(from_package, known) == {"game.ui.theme"}  # type: ignore[arg-type]
    assert imported_modules(plain, known) == {"game.ui.scene"}  # type: ignore[arg-type]
    assert imported_modules(from_module, known) == {"game.ui.scene"}  # type: ignore[arg-type]
    graph = import_graph()
    assert "game.ui.scene" in graph["game.ui.app"]
    assert "game.ui.scene_names" in graph["game.ui.app"]


def test_the_named_screens_do_not_import_each_other() -> None:
    """A screen opens another by name; importing it (at any depth of the file) is what the names replace."""
    screens = {f"game.ui.scenes.{module}" for module, _ in scene_names._WHERE.values()}
    modules = ui_modules()
    offenders = {}
    for name in sorted(screens):
        tree = ast.parse(modules[name].read_text(encoding="utf-8"))
        imports = [node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]
        reached = {target for node in imports for target in imported_modules(node, set(modules))}
        if reached & (screens - {name}):
            offenders[name] = sorted(reached & (screens - {name}))
    assert not offenders, f"screens importing other screens instead of opening them by name: {offenders}"
