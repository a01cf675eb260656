"""The walls of the protocol: the screens reach a game's state only through the protocol's methods."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
UI = ROOT / "game" / "ui"

# What a screen may ask a state: the protocol of game/engine/state.py, and nothing a game adds to it.
PROTOCOL = {
    "current_player", "legal_actions", "is_legal", "is_terminal", "view", "describe", "move_text", "returns", "scores",
    "score_label", "result_score", "places", "winners", "num_players", "chance_outcomes", "sample_chance", "clone",
    "seat_names",
}


def state_reads(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, attribute) of every attribute read from a state: `<anything>.state.x`, or `s.x` where s was
    bound to `<anything>.state` or a parameter named `state` in the same function."""
    found: list[tuple[int, str]] = []

    def is_state(node: ast.AST, names: set[str]) -> bool:
        return (isinstance(node, ast.Attribute) and node.attr == "state") or \
            (isinstance(node, ast.Name) and node.id in names)

    def visit(scope: ast.AST, names: set[str]) -> None:
        names = set(names)
        if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            names |= {a.arg for a in scope.args.args + scope.args.kwonlyargs if a.arg == "state"}
        for node in ast.walk(scope):
            if isinstance(node, ast.Assign) and is_state(node.value, names):
                names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        for node in ast.walk(scope):
            if isinstance(node, ast.Attribute) and is_state(node.value, names) and node.attr not in PROTOCOL:
                found.append((node.lineno, node.attr))

    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            visit(node, set())
    return sorted(set(found))


def test_screens_ask_a_state_only_through_the_protocol() -> None:
    offenders: dict[str, list[tuple[int, str]]] = {}
    for path in sorted(UI.rglob("*.py")):
        reads = state_reads(ast.parse(path.read_text(encoding="utf-8")))
        if reads:
            offenders[str(path.relative_to(ROOT))] = reads
    assert not offenders, f"screens reading a game's state beyond the protocol: {offenders}"


def test_a_read_past_the_protocol_is_found() -> None:
    source = (
        "def draw(self):\n"
        "    view = self.match.state.view(0)\n"
        "    duels = self.match.state.duels\n"
        "    state = self.match.state\n"
        "    return state.agenda[0], state.legal_actions()\n"
        "def rule(state):\n"
        "    return state.rules\n"
    )
    assert state_reads(ast.parse(source)) == [(3, "duels"), (5, "agenda"), (7, "rules")]


# What a screen may import from a game's package: the modules that give its words, its pictures' data and
# its view's types (a game's public face; every game's view_types, which its table is typed by). Rules, state and
# AI internals stay behind the session.
VIEW_TYPES = "view_types"
PUBLIC_MODULES = {
    "kalahen": {"board", "wording", "view_types", "action_parts"},
    "narrespillet": {"cards", "view_types", "refusals", "data", "ai", "at_hand", "trump_book", "action_parts"},
    "krutroyk": {"log_words", "roles", "view_types", "action_parts"},
    "trippel_yatzy": {"ai", "view_types", "action_parts"},
    "kinesisk_bank": {"action_parts"},
}


def match_state_reads(tree: ast.AST) -> list[int]:
    """Lines where a screen reads a `.state` attribute of anything: a match's state is the session's alone."""
    return sorted({node.lineno for node in ast.walk(tree) if isinstance(node, ast.Attribute) and node.attr == "state"})


def game_imports(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, module) of every import from a game's package outside its public face."""
    found = []
    for node in ast.walk(tree):
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
        if isinstance(node, ast.ImportFrom) and node.module:
            package = node.module.split(".")
            # `from game.games.kalahen import wording` imports the module wording
            names = [f"{node.module}.{a.name}" for a in node.names] if len(package) == 3 else [node.module]
        for name in names:
            parts = name.split(".")
            if parts[:2] == ["game", "games"] and len(parts) > 2:
                module = parts[3] if len(parts) > 3 else ""
                if module != VIEW_TYPES and module not in PUBLIC_MODULES.get(parts[2], set()):
                    found.append((node.lineno, name))
    return found


def test_screens_never_reach_a_match_state_or_a_games_internals() -> None:
    offenders: dict[str, list[object]] = {}
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found = [*match_state_reads(tree), *game_imports(tree)]
        if found:
            offenders[str(path.relative_to(ROOT))] = found
    assert not offenders, f"screens reaching past the table session: {offenders}"


def test_a_reach_past_the_session_is_found() -> None:
    source = (
        "from game.games.kalahen.core import KalahenState\n"
        "from game.games.kalahen.wording import place\n"
        "import game.games.narrespillet.policy\n"
        "def draw(self, match):\n"
        "    moves = self.session.legal()\n"
        "    return match.state.legal_actions()\n"
    )
    tree = ast.parse(source)
    assert match_state_reads(tree) == [6]
    assert game_imports(tree) == [(1, "game.games.kalahen.core"), (3, "game.games.narrespillet.policy")]


def positional_reads(tree: ast.AST) -> list[int]:
    """Lines where a screen reads a move's arguments by position (`action.args[0]`): a game's action_parts
    names them."""
    return sorted({node.lineno for node in ast.walk(tree) if isinstance(node, ast.Subscript)
                   and isinstance(node.value, ast.Attribute) and node.value.attr == "args"})


def test_no_screen_decodes_a_move_by_the_position_of_its_arguments() -> None:
    offenders = {str(path.relative_to(ROOT)): lines for path in sorted(UI.rglob("*.py"))
                 if (lines := positional_reads(ast.parse(path.read_text(encoding="utf-8"))))}
    assert not offenders, f"screens decoding moves by position: {offenders}"
    assert positional_reads(ast.parse("card = int(action.args[0])\ncards = a.args[3:]\n")) == [1, 2]
