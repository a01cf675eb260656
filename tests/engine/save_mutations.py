"""Mutated saves for the property test and tools/fuzz_saves.py: real saves of several games, damaged
in every way the issue lists (truncations, byte flips, wrong types, huge numbers, deep nesting, long
strings, edited dice, illegal moves). Each mutation is driven by a random.Random, so hypothesis (in the
suite) and a seeded loop (in the tool) feed the same kinds of file."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from functools import cache
from typing import Any

from game.ai import bot_for
from game.ai.base import decision_for
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.saves import save_document
from game.engine.seats import Seat
from game.engine.state import legal_by_json

# (game, seats, moves): short real games, so that a replay costs well under a millisecond or two
BASE_GAMES = [("jackpot", 3, 30), ("trippel_yatzy", 2, 40), ("krutroyk", 3, 40), ("dodsspranget", 2, 20),
              ("kinesisk_bank", 2, 30), ("fangelse", 2, 20), ("bovjakten", 4, 30)]


@cache
def base_documents() -> list[dict[str, Any]]:
    documents = []
    for key, players, moves in BASE_GAMES:
        info = get_game(key)
        seats = [Seat(f"Player {i + 1}", "human" if i == 0 else "ai", "easy") for i in range(players)]
        match = Match(info, {}, seats, seed=11)
        bots = [bot_for(info, Seat("x", "ai", "easy")) for _ in seats]
        while len(match.actions) < moves and not match.state.is_terminal():
            player = match.state.current_player()
            if player < 0:
                match.play_chance()
            else:
                match.apply(bots[player].choose(decision_for(match.state, player, match.step_rng("bot"))))
        documents.append(save_document(match))
    return documents


def _random_path(rng: random.Random, document: Any, wanted: Callable[[Any], bool] = lambda v: True) -> tuple:
    """A place in a document (keys and indexes) holding a value `wanted` accepts, found by random
    descents (listing every place of a long save would cost more than reading it)."""
    for _ in range(40):
        path: tuple = ()
        value = document
        while True:
            leaf = not isinstance(value, (dict, list)) or not value
            if path and wanted(value) and (leaf or rng.random() < 0.3):
                return path
            if not isinstance(value, (dict, list)) or not value:
                break
            step = rng.choice(list(value)) if isinstance(value, dict) else rng.randrange(len(value))
            path, value = (*path, step), value[step]
    return ("seed",)


def _set(document: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    target = document
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return document


def _get(document: Any, path: tuple) -> Any:
    for step in path:
        document = document[step]
    return document


def _text(document: Any) -> bytes:
    return json.dumps(document, ensure_ascii=False).encode()


def _odd_value(rng: random.Random) -> Any:
    return rng.choice([None, True, False, 0, -1, 7, 2**63, -(10**30), 1.5, -0.0, "", "x", "jackpot", [], [1, "a"],
                       {}, {"name": "A"}, ["dice", 1], "\u0000\u202e", "Åsa"])


def truncate(rng: random.Random, doc: dict) -> bytes:
    raw = _text(doc)
    return raw[:rng.randrange(len(raw))]


def flip_bytes(rng: random.Random, doc: dict) -> bytes:
    raw = bytearray(_text(doc))
    for _ in range(rng.randint(1, 8)):
        raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
    return bytes(raw)


def wrong_type(rng: random.Random, doc: dict) -> bytes:
    return _text(_set(doc, _random_path(rng, doc), _odd_value(rng)))


def drop_key(rng: random.Random, doc: dict) -> bytes:
    path = _random_path(rng, doc)
    while path and not isinstance(path[-1], str):
        path = path[:-1]
    del _get(doc, path[:-1])[path[-1]]
    return _text(doc)


def huge_number(rng: random.Random, doc: dict) -> bytes:
    marker = "\u0001HUGE\u0001"
    _set(doc, _random_path(rng, doc, lambda v: isinstance(v, (int, float)) and not isinstance(v, bool)), marker)
    digits = rng.choice(["1" + "0" * rng.randint(15, 5000), "-9" * rng.randint(10, 400), "1e400", "-1e999",
                         "1.7976931348623157e309", "123456789012345678901", "NaN", "Infinity", "0.1e-400"])
    return _text(doc).replace(json.dumps(marker).encode(), digits.encode())


def deep_nesting(rng: random.Random, doc: dict) -> bytes:
    depth = rng.choice([9, 9, 9, 12, 50, 200, 1000, 5000])  # the file nests 5,000 deep
    opening, closing = rng.choice([("[", "]"), ('{"a":', "}")])
    marker = "\u0001DEEP\u0001"
    _set(doc, _random_path(rng, doc), marker)
    return _text(doc).replace(json.dumps(marker).encode(), (opening * depth + "1" + closing * depth).encode())


def long_string(rng: random.Random, doc: dict) -> bytes:
    length = rng.choice([41, 41, 41, 41, 200, 1000, 20_001, 100_000])
    path = _random_path(rng, doc, lambda v: isinstance(v, str))
    return _text(_set(doc, path, rng.choice("Aé😀 ") * length))


def many_items(rng: random.Random, doc: dict) -> bytes:
    key = rng.choice(["actions", "seats", "options"])
    count = rng.choice([65, 65, 65, 65, 65, 200, 1000, 50_001])
    if key == "options":
        doc[key] = {f"o{i}": i for i in range(count)}
    else:
        doc[key] = (doc[key] or [["roll"]]) * (count // max(1, len(doc[key])) + 1)
    return _text(doc)


def edit_dice(rng: random.Random, doc: dict) -> bytes:
    """A chance outcome changed to another possible one: only the seed check can catch it."""
    match = Match(get_game(doc["game"]), doc["options"], [Seat.from_json(s) for s in doc["seats"]], doc["seed"])
    spots = []
    for index, value in enumerate(doc["actions"]):
        if match.state.current_player() < 0:
            others = [a.to_json() for a, _ in match.state.chance_outcomes() if a.to_json() != value]
            if others:
                spots.append((index, others))
        match.apply(legal_by_json(match.state, value))
    if spots:
        index, others = rng.choice(spots)
        doc["actions"][index] = rng.choice(others)
    return _text(doc)


def illegal_move(rng: random.Random, doc: dict) -> bytes:
    actions = doc["actions"]
    move = rng.choice([["cheat"], ["roll", 99], ["bet", -1, 10**6], ["narrate", "x" * 5000], ["dice", 7, 7],
                       [], [None], "roll", ["hold", "a"], *[list(a) for a in actions[:5]]])
    index = rng.randrange(len(actions) + 1)
    if rng.random() < 0.5 and index < len(actions):
        actions[index] = move
    else:
        actions.insert(index, move)
    return _text(doc)


def shuffle_seats(rng: random.Random, doc: dict) -> bytes:
    rng.shuffle(doc["seats"])
    doc["seed"] = rng.choice([doc["seed"] + 1, 0, -5])
    return _text(doc)


MUTATIONS: list[Callable[[random.Random, dict], bytes]] = [
    truncate, flip_bytes, wrong_type, drop_key, huge_number, deep_nesting, long_string, many_items, edit_dice,
    illegal_move, shuffle_seats]
# Later rounds of a mutation stay small, so that big files stay one case in eight or so and the suite
# can afford its 10,000 examples (the unit tests hold the biggest files).
LIGHT = [truncate, flip_bytes, wrong_type, drop_key, huge_number, edit_dice, illegal_move, shuffle_seats]


def mutated(rng: random.Random, base: int, mutation: int, rounds: int = 1) -> bytes:
    """One damaged save: a base document with `rounds` mutations (after the first, byte-level ones only
    apply to the text, so later rounds re-parse when they can)."""
    doc = json.loads(json.dumps(base_documents()[base]))
    raw = MUTATIONS[mutation](rng, doc)
    for _ in range(rounds - 1):
        try:
            doc = json.loads(raw)
            if not isinstance(doc, dict) or not isinstance(doc.get("actions"), list):
                break
            raw = rng.choice(LIGHT)(rng, doc)
        except Exception:  # noqa: BLE001 - the previous round made something no mutation can aim at
            break
    return raw
