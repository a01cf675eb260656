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
