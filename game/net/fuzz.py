"""Hostile frames for the authority's tests and tools/fuzz_net.py: malformed, oversized, out-of-turn, wrong-seat,
wrong-token, stale and repeated, each drawn from a seeded generator."""

from __future__ import annotations

import json
import random
from typing import Any

from game.net.frames import MAX_FRAME, PROTOCOL

KINDS = ("garbage", "not_object", "version", "unknown", "oversized", "deep", "bad_move", "stale", "illegal",
         "wrong_token", "bad_join", "bad_create", "bad_speak", "bad_hint", "repeat")


def hostile_frame(rng: random.Random, code: str, version: int, last: str | None = None) -> tuple[str, str | bytes]:
    """(kind, frame): one frame a careless or hostile guest might send to table `code` at position `version`."""
    kind = rng.choice(KINDS)
    frame: Any
    if kind == "garbage":
        return kind, bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))
    if kind == "not_object":
        frame = rng.choice([[1, 2, 3], "move", 42, None, True])
    elif kind == "version":
        frame = {"v": rng.choice([0, 2, "1", None]), "type": "hello", "name": "x"}
    elif kind == "unknown":
        frame = {"v": PROTOCOL, "type": rng.choice(["shout", "undo", "", "MOVE", 7])}
    elif kind == "oversized":
        return kind, json.dumps({"v": PROTOCOL, "type": "hello", "name": "x" * (MAX_FRAME + rng.randrange(1, 5000))})
    elif kind == "deep":
        depth = rng.randrange(5, 60)
        return kind, "[" * depth + "]" * depth
    elif kind == "bad_move":
        action = rng.choice([[], ["roll", 1.5], [1, 2], "roll", [["x"]], ["bet", True], ["score", None],
                             ["x" * 300]])
        frame = {"v": PROTOCOL, "type": "move", "seq": rng.choice([version, -1, "1", 1.5, None]), "action": action}
    elif kind == "stale":
        frame = {"v": PROTOCOL, "type": "move", "seq": max(0, version - rng.randrange(1, 5)), "action": ["roll"]}
    elif kind == "illegal":
        action = rng.choice([["fly", 1], ["bet", 9, 999], ["score", 0, "nothing"], ["place", 999, "cups"],
                             ["walk", -4]])
        frame = {"v": PROTOCOL, "type": "move", "seq": version, "action": action}
    elif kind == "wrong_token":
        frame = {"v": PROTOCOL, "type": "resume", "code": code, "token": f"{rng.getrandbits(128):032x}"}
    elif kind == "bad_join":
        frame = {"v": PROTOCOL, "type": "join", "code": rng.choice([code, "ZZZZZZ", "abc", 5]),
                 "seat": rng.choice([None, 0, 99, -1, "0"]), "name": rng.choice(["", "x" * 50, "Eve", None])}
    elif kind == "bad_create":
        frame = {"v": PROTOCOL, "type": "create", "game": rng.choice(["chess", "", "jackpot"]),
                 "seats": rng.choice([[], [{"kind": "king", "name": "x"}], "all", [{"kind": "ai", "level": "godlike",
                                                                                   "name": "x"}]])}
    elif kind == "bad_speak":
        frame = {"v": PROTOCOL, "type": "speak", "lang": rng.choice(["xx", "", 5, None, "EN", "sv" * 40])}
    elif kind == "bad_hint":  # not a position, or one the table has left
        frame = {"v": PROTOCOL, "type": "hint", "seq": rng.choice([-1, "1", 1.5, None, version - 1 - rng.randrange(3)])}
    else:  # a frame sent again as it was
        return kind, last if last is not None else json.dumps({"v": PROTOCOL, "type": "move", "seq": 0,
                                                              "action": ["roll"]})
    return kind, json.dumps(frame)
