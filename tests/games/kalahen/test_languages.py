"""Kalahen in Svenska and Norsk: a seeded game's log, prompts and buttons in the player's language, and the
plurals a count needs."""

from __future__ import annotations

import re

import pytest

from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.engine.state import CHANCE
from game.i18n import set_language

NAMES = ["Ann", "Bo", "Cai", "Dag"]
OPTIONS = {"traps": True, "floating": True, "cooperation": True, "high_risk": True, "round_limit": 25}
# Words of the English log, buttons and prompts that are no word of Svenska or Norsk (not "monster", "ring",
# "to", "at", "for" or "in", which they use too).
ENGLISH = {"the", "and", "of", "a", "an", "from", "with", "now", "rolls", "roll", "goes", "takes", "take", "shows",
           "throws", "loses", "starts", "stays", "walk", "stay", "fight", "fights", "attack", "attacks", "give",
           "buy", "leave", "search", "trial", "chest", "champion", "dragon", "enchantment", "scroll", "scrolls",
           "castle", "village", "place", "strength", "won", "lost", "scores", "numeral", "pip", "turn", "order",
           "danger", "markers", "red", "green", "blue", "yellow", "mountain", "plains", "swamp", "tower", "gate",
           "magic", "journey", "rings", "shuffles", "deals", "cards", "card", "wandering", "monsters", "choose",
           "end", "here", "float", "teleport", "safe", "dangerous", "special", "die", "dice", "keep", "these",
           "finds", "purse", "flask", "medicine", "key", "sword", "shield", "crystal", "bridge", "forest", "west",
           "east", "nothing", "happens", "combat", "holding", "reach", "uses", "meets", "overcomes", "fails",
           "wins", "stakes", "high", "risk", "game", "trap", "put", "blocking", "secretly", "spend", "score",
           "peace", "them", "or", "not", "pay", "face", "drink", "swap", "then", "on", "is"}


def played(language: str, seed: int = 7) -> list[str]:
    """Every line of a seeded game a player reads at the table: each move as the log tells it, the prompt and
    the buttons of the seat on turn, and the story log at the end (random seats: they play the same moves in
    every language)."""
    set_language(language)
    info = get_game("kalahen")
    seats = [Seat(name, "random") for name in NAMES]
    match = Match(info, OPTIONS, seats, seed)
    lines: list[str] = []
    while not match.state.is_terminal():
        state = match.state
        player = state.current_player()
        if player == CHANCE:
            action = match.play_chance()
            lines.append(match.describe(action))
            continue
        pending = state.view(player)["pending"]
        lines.append(pending["prompt"])
        lines += [entry["text"] for entry in pending.get("actions", [])]
        rng = match.step_rng("bot")
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        lines.append(match.describe(action))
        match.apply(action)
    return lines + match.state.log_lines(30)


def english_words(line: str) -> set[str]:
    """The English words in a line (a castle's capital letter, "A", is a name)."""
    return {w.lower() for w in re.findall(r"[A-Za-z]+", line) if w.lower() in ENGLISH and w != "A"}


@pytest.fixture(scope="module")
def english_game() -> list[str]:
    lines = played("en")
    set_language("en")
    return lines


@pytest.mark.parametrize("language, words", [("sv", ("visar", "går till", "kastar")),
                                             ("nb", ("viser", "går til", "kaster"))])
def test_a_seeded_game_speaks_the_players_language_from_the_first_line_to_the_last(
        english_game, language, words) -> None:
    lines = played(language)
    assert len(lines) == len(english_game)  # the same game, move for move
    left = {line: english_words(line) for line in lines if english_words(line)}
    assert not left, f"English words left in {language}: {list(left.items())[:5]}"
    changed = [ours for ours, theirs in zip(lines, english_game, strict=True) if ours != theirs]
    assert len(changed) > 0.9 * len(lines)
    text = "\n".join(lines)
    assert all(word in text for word in words), words
    assert any(word in "\n".join(english_game) for word in ("rolls", "goes to"))


def test_the_english_game_is_the_english_one(english_game) -> None:
    """The test above would pass on a game with no words at all: the English run has its words."""
    assert sum(1 for line in english_game if english_words(line)) > 0.9 * len(english_game)


@pytest.mark.parametrize("language, one, two", [
    ("nb", "legger fra seg 1 pergament hjemme", "legger fra seg 2 pergamenter hjemme"),
    ("sv", "lägger fram 1 pergament hemma", "lägger fram 2 pergament hemma"),
])
def test_scrolls_laid_down_at_home_are_counted_in_the_languages_plural(script, language, one, two) -> None:
    said = []
    for count in (1, 2):
        set_language(language)
        s = script()
        for stars in range(1, count + 1):
            s.give(0, s.card_of("scroll", formula=2, stars=stars))
        s.place(0, "Ekby")
        s.act("move", "A")
        said.append(s.state.log[-1])
    assert said[0].endswith(one) and said[1].endswith(two), said


@pytest.mark.parametrize("language, one, three", [("sv", "(1 ring)", "(3 ringar)"), ("nb", "(1 ring)", "(3 ringer)")])
def test_a_teleports_rings_are_counted_in_the_languages_plural(language, one, three) -> None:
    from game.games.kalahen.actions import way_to

    set_language(language)
    assert way_to("teleport", "Ekby", 1).describe().endswith(one)
    assert way_to("teleport", "Ekby", 3).describe().endswith(three)
    assert way_to("teleport", "Tower", 3).describe().startswith(("Teletransport till Tornet", "Teleporter til Tårnet"))


def test_every_kind_of_circle_on_the_map_says_what_it_does_in_every_language(info) -> None:
    from game.games.kalahen.wording import place_tip
    from game.i18n import set_language

    rules = info.data
    kinds = {c.kind for c in rules.board.circles.values()}
    assert kinds == {"castle", "village", "place", "tower", "gate", "forest"}
    said = {}
    for code in ("en", "sv", "nb"):
        set_language(code)
        said[code] = {kind: place_tip(kind, rules) for kind in kinds}
        assert all(text.endswith(".") and len(text) > 40 for text in said[code].values()), said[code]
    set_language("en")
    assert all(said["sv"][k] != said["en"][k] != said["nb"][k] for k in kinds)
    assert f"costs {rules.ring_price} GM" in said["en"]["village"]
    assert f"{rules.forest_rings} rings" in said["en"]["forest"]


def test_every_danger_marker_says_what_it_means_in_every_language(info) -> None:
    from game.games.kalahen.wording import danger_tip
    from game.i18n import set_language

    rules = info.data
    assert set(rules.board.danger_spots) == {"mountain", "plains", "forest", "swamp"}
    english = danger_tip("swamp", rules)
    assert english.startswith("The swamp danger marker.") and f"costs {rules.danger_loss} LP" in english
    for code in ("sv", "nb"):
        set_language(code)
        assert danger_tip("swamp", rules) != english and "LP" in danger_tip("swamp", rules)
    set_language("en")
