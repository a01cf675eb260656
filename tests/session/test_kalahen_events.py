"""Kalahen tells what every move does to the board, not only to LP and gold: each pawn's walk or magic move, each
ring carried or kept at home, each chest card taken, laid down or used, each monster kept as experience and each
marker turned or placed. Seeded games of bots are played through the table session, and after every move each
seat's view and a spectator's are compared with the view before and the events told; a seat never learns from
another seat's events what its own view hides."""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Any

import pytest

from game.ai import bot_for
from game.engine.events import Event
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.session.session import TableSession

EXTENSIONS = {"traps": True, "floating": True, "cooperation": True, "high_risk": True}
Viewer = int | None


def session_of(players: int, seed: int, level: str, options: dict[str, Any]) -> TableSession:
    """Bots of one level; "mixed": random players (the planner never places a trap) beside easy and normal bots."""
    info = get_game("kalahen")
    mixed = [Seat("P1", "random"), Seat("P2", "ai", "easy"), Seat("P3", "random"), Seat("P4", "ai", "normal")]
    seats = mixed[:players] if level == "mixed" else [Seat(f"P{i + 1}", "ai", level) for i in range(players)]
    return TableSession(Match(info, info.resolve(options), seats, seed), partial(bot_for, info))


def card_id(event: Event) -> int | None:
    kind, _, number = event.piece.partition(":")
    return int(number) if kind == "card" and number else None


def pawn_moves(events: tuple[Event, ...], seat: int) -> list[Event]:
    return [e for e in events if e.kind == "moved" and e.piece == "pawn" and e.seat == seat]


def card_moves(events: tuple[Event, ...]) -> list[Event]:
    return [e for e in events if e.kind == "moved" and e.piece.startswith("card")]


def card_place(where: str, seat: int) -> tuple[str, str]:
    """An event's place of a chest card, as the views count them: a pile, a seat's carried cards or scrolls at home,
    or out of the game."""
    kind, _, rest = where.partition(":")
    if kind == "chest":
        return ("pile", rest)
    if kind == "cards":
        return ("cards", rest or str(seat))
    if kind == "home_scrolls":
        return ("home", str(seat))
    assert where == "removed", where
    return ("removed", "")


def card_counts(view: dict[str, Any]) -> Counter[tuple[str, str]]:
    held: Counter[tuple[str, str]] = Counter({("pile", pile): n for pile, n in view["piles"].items()})
    for c in view["champions"]:
        held[("cards", str(c["seat"]))] = c["cards_count"]
        held[("home", str(c["seat"]))] = c["home_scrolls_count"]
    return held


class Tally:
    """How many of each thing were told over a game, so a test knows the game gave it something to check."""

    def __init__(self) -> None:
        self.told: Counter[str] = Counter()


def check_pawns(before: dict[str, Any], after: dict[str, Any], events: tuple[Event, ...], tally: Tally) -> None:
    """Every pawn that changed its circle (or left the board) was told going there, step by step from where the
    view had it, with words and a cause."""
    for seat, (was, now) in enumerate(zip(before["champions"], after["champions"], strict=True)):
        chain = pawn_moves(events, seat)
        here = was["pos"] or "out"
        for event in chain:
            assert event.source == here, (seat, here, event)
            assert event.text and event.cause and event.amount == 1, event
            here = event.target
            tally.told["pawn out" if event.target == "out" else "pawn"] += 1
        assert here == (now["pos"] or "out"), (seat, was["pos"], now["pos"], chain)


def check_rings(before: dict[str, Any], after: dict[str, Any], events: tuple[Event, ...], tally: Tally) -> None:
    """Every ring gained, paid, laid down or fetched, carried and at home, by colour, was told with its cause."""
    changes = [e for e in events if e.kind == "changed"]
    for event in changes:
        where, _, colour = event.figure.partition(":")
        assert event.figure in ("LP", "GM", "experience") or (where in ("rings", "home_rings")
                                                              and colour in before["colours"]), event
    for seat, (was, now) in enumerate(zip(before["champions"], after["champions"], strict=True)):
        for where in ("rings", "home_rings"):
            for colour in before["colours"]:
                said = [e for e in changes if e.seat == seat and e.figure == f"{where}:{colour}"]
                assert sum(e.amount for e in said) == now[where][colour] - was[where][colour], (seat, where, said)
                assert all(e.text and e.cause and e.amount for e in said), said
                tally.told[where] += len(said)
        experience = [e for e in changes if e.seat == seat and e.figure == "experience"]
        assert sum(e.amount for e in experience) == len(now["experience"]) - len(was["experience"]), experience
        assert all(e.text and e.cause for e in experience)
        tally.told["experience"] += len(experience)


def check_card_counts(before: dict[str, Any], after: dict[str, Any], events: tuple[Event, ...],
                      tally: Tally) -> None:
    """The cards every seat may count (each pile, each champion's carried cards and scrolls at home) changed exactly
    as the told moves of cards say."""
    expected = card_counts(before)
    for event in card_moves(events):
        assert event.seat is not None and event.text and event.amount == 1, event
        expected[card_place(event.source, event.seat)] -= 1
        expected[card_place(event.target, event.seat)] += 1
        tally.told[f"card to {event.target.partition(':')[0]}"] += 1
    del expected[("removed", "")]
    now = card_counts(after)
    assert {k: expected[k] for k in expected | now} == {k: now[k] for k in expected | now}, card_moves(events)


def check_own_cards(seat: int, before: dict[str, Any], after: dict[str, Any], events: tuple[Event, ...]) -> None:
    """A seat's own cards and scrolls at home, card by card, changed as the events it sees say (they name each card
    to it, with the cause)."""
    held = {"cards": Counter(c["id"] for c in before["champions"][seat]["cards"]),
            "home_scrolls": Counter(c["id"] for c in before["champions"][seat]["home_scrolls"])}
    for event in card_moves(events):
        seen = event.as_seen_by(seat)
        for where, sign in ((seen.source, -1), (seen.target, 1)):
            if card_place(where, seen.seat or 0) in (("cards", str(seat)), ("home", str(seat))):
                cid = card_id(seen)
                assert cid is not None and seen.cause, seen  # a seat is told which card is its own, and why
                held["home_scrolls" if where == "home_scrolls" else "cards"][cid] += sign
    mine = after["champions"][seat]
    assert +held["cards"] == Counter(c["id"] for c in mine["cards"]), (seat, events)
    assert +held["home_scrolls"] == Counter(c["id"] for c in mine["home_scrolls"]), (seat, events)


def known_to(viewer: Viewer, cid: int, views: dict[Viewer, dict[str, Any]], public: set[str],
             kinds: tuple[str, ...]) -> bool:
    """Whether a viewer's own view (before or after the move) shows this card: a kind kept face up, a card used and
    shown to everybody, one of its own, or a purse (opened at once, its GM told to all)."""
    if kinds[cid] in public or kinds[cid] == "purse":
        return True
    view = views[viewer]
    if any(card["id"] == cid for card in view["shown"]):
        return True
    if viewer is None:
        return False
    own = view["champions"][viewer]
    return any(card["id"] == cid for card in own.get("cards", []) + own.get("home_scrolls", []))


def check_secrets(events: tuple[Event, ...], seats: int, before: dict[Viewer, dict[str, Any]],
                  after: dict[Viewer, dict[str, Any]], names: tuple[str, ...], public: set[str],
                  kinds: tuple[str, ...], tally: Tally) -> None:
    """An event about a card a viewer's view hides reaches that viewer face down: no card, no cause, no name."""
    for event in card_moves(events):
        cid = card_id(event)
        assert cid is not None
        for viewer in (*range(seats), None):
            seen = event.as_seen_by(viewer)
            if known_to(viewer, cid, before, public, kinds) or known_to(viewer, cid, after, public, kinds):
                continue
            assert event.seen_by is not None, event  # told to somebody who may not see the card
            assert seen.piece == "card" and not seen.face_up and not seen.cause, seen
            assert seen.text and names[cid] not in seen.text, seen
            assert f"card:{cid}" not in str(seen.to_json()), seen
            tally.told["hidden"] += 1


def check_markers(before: dict[str, Any], after: dict[str, Any], events: tuple[Event, ...], tally: Tally) -> None:
    """Every danger marker turned and every trap marker placed or moved on was told, from what it showed (or where
    it lay) to what it shows now."""
    danger = dict(before["danger"])
    traps = [(t["road"], t["spot"]) for t in before["traps"]]
    for event in events:
        if event.kind != "moved":
            continue
        kind, _, what = event.piece.partition(":")
        if kind == "danger":
            assert event.seat is None and event.source == danger[what] and event.target != event.source, event
            assert event.text and event.cause
            danger[what] = event.target
            tally.told["danger"] += 1
        elif kind == "trap":
            assert event.text and event.cause and event.seat is not None, event
            if event.source != "supply":
                _, road, spot = event.source.split(":")
                traps.remove((int(road), spot))
            _, road, spot = event.target.split(":")
            assert spot == what
            traps.append((int(road), spot))
            tally.told["trap"] += 1
    assert danger == after["danger"], events
    assert traps == [(t["road"], t["spot"]) for t in after["traps"]], events


def play_and_check(players: int, seed: int, level: str, options: dict[str, Any], moves: int = 3000) -> Tally:
    session = session_of(players, seed, level, options)
    rules = session.match.state.rules
    kinds = rules.card_kinds
    public = set(rules.public_cards)
    names = tuple(card.name for card in rules.cards)
    viewers: tuple[Viewer, ...] = (*range(players), None)
    tally = Tally()
    before = {v: dict(session.view(v)) for v in viewers}
    for _ in range(moves):
        if session.is_over():
            break
        played = session.advance()
        if played is None:
            continue
        after = {v: dict(session.view(v)) for v in viewers}
        events = played.events
        check_pawns(before[None], after[None], events, tally)
        check_rings(before[None], after[None], events, tally)
        if played.action.kind != "deal":  # the set-up's deal fills the piles, before anybody holds a card
            check_card_counts(before[None], after[None], events, tally)
        check_markers(before[None], after[None], events, tally)
        for seat in range(players):
            check_own_cards(seat, before[seat], after[seat], events)
        check_secrets(events, players, before, after, names, public, kinds, tally)
        before = after
    return tally


@pytest.mark.parametrize(("players", "seed", "level"), [(2, 4, "easy"), (3, 1, "easy"), (4, 7, "normal")])
def test_every_pawn_ring_card_and_marker_change_of_kalahen_is_told_with_its_cause(players: int, seed: int,
                                                                                   level: str) -> None:
    tally = play_and_check(players, seed, level, {})
    for kind in ("pawn", "rings", "card to cards", "card to home_scrolls", "danger", "hidden"):
        assert tally.told[kind] > 0, (kind, tally.told)  # the game gave every kind something to check


@pytest.mark.parametrize("seed", [2, 5])
def test_the_extensions_tell_their_traps_monsters_stakes_and_crossings_too(seed: int) -> None:
    tally = play_and_check(4, seed, "mixed", EXTENSIONS)
    for kind in ("trap", "experience", "pawn out", "home_rings", "card to removed"):
        assert tally.told[kind] > 0, (kind, tally.told)


def test_a_champion_put_out_of_the_game_is_told_leaving_the_board() -> None:
    """The last LP lost on a dangerous road: the marker turns, and the pawn leaves the board from where it stood
    (to "out"), never reaching the road's end."""
    match = session_of(2, 3, "easy", {}).match
    state = match.state
    while state.current_player() < 0:
        match.play_chance()
    seat = state.current_player()
    champion = state.champions[seat]
    here = champion.pos
    assert here is not None
    board = state.rules.board
    road = next(r for r in board.roads if here in (r.a, r.b) and not r.crystal
                and board.circles[r.other(here)].kind not in ("tower", "forest"))
    state.danger[road.terrain] = True
    champion.life = 1
    move = next(a for a in state.legal_actions() if a.kind == "move" and a.args[0] == road.other(here))
    events = tuple(match.apply_telling(move))
    assert [(e.source, e.target) for e in pawn_moves(events, seat)] == [(here, "out")]
    assert pawn_moves(events, seat)[0].cause and champion.out and champion.pos is None
    danger = [e for e in events if e.piece == f"danger:{road.terrain}"]
    assert [(e.source, e.target, e.seat) for e in danger] == [("red", "green", None)]
