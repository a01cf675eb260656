"""Narrespillet tells every card that moves: for every move of seeded games and every seat (and a spectator), the
cards each view shows after the move lie where the view before showed them, moved as the events that seat may see
say (a card it may see moves by name; a card it may not see changes only how many cards a place hides), and no
event shows a seat a card its views do not."""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Mapping
from functools import partial
from typing import Any

import pytest

from game.ai import bot_for
from game.engine.events import Event
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.session.session import TableSession

INFO = get_game("narrespillet")
NAMES = INFO.data.names
PACK = 78
# The trumps that lie in front of a player for their effect: the views say so in words, not in a row of cards.
LYING = {key: NAMES.trump(key) for key in ("chariot", "strength", "hermit", "temperance", "justice", "demons")}
IN_ORDER = ("discard", "justice", "chariot")  # places whose order the table shows (the pile's top card)


def session_of(players: int, seed: int, options: dict[str, Any]) -> TableSession:
    seats = [Seat(f"P{i + 1}", "ai", "easy") for i in range(players)]
    return TableSession(Match(INFO, options, seats, seed), partial(bot_for, INFO))


def shown(view: Mapping[str, Any]) -> tuple[dict[str, list[int]], Counter[str]]:
    """Every card the view shows, by place (in the view's order), and how many cards each place hides."""
    cards: dict[str, list[int]] = defaultdict(list)
    hidden: Counter[str] = Counter(deck=view["deck_count"])
    cards["discard"] = list(view["discard"])
    if view["justice"]:
        cards["justice"] = list(view["justice"]["cards"])
        cards[f"table:{view['justice']['owner']}"].append(LYING["justice"])
    for key, who in (("temperance", "entity"), ("hermit", "entity"), ("demons", "owner")):
        if view[key]:
            cards[f"table:{view[key][who]}"].append(LYING[key])
    for ent in view["entities"]:
        e = ent["entity"]
        held = list(ent["hand"] or []) + list(ent["open_cards"]) + list(ent["known_cards"])
        cards[f"hand:{e}"] += held
        hidden[f"hand:{e}"] = ent["hand_count"] - len(held)
        assert hidden[f"hand:{e}"] >= 0
        if ent["chariot"] is not None:
            cards[f"chariot:{e}"] = list(ent["chariot"])
            cards[f"table:{e}"].append(LYING["chariot"])
        if ent["strength"]:
            cards[f"table:{e}"].append(LYING["strength"])
        for house, field in enumerate(ent["fields"]):
            if field.get("cards") and (field["state"] == "forfeit" or field["houses"][0] == house):
                cards[f"field:{e}:{house}"] += field["cards"]  # a placement on two houses lies at its first
    return cards, hidden


def where(cards: Mapping[str, list[int]], card: int) -> str | None:
    return next((place for place, held in cards.items() if card in held), None)


def check_move(before: Mapping[str, Any], after: Mapping[str, Any], events: tuple[Event, ...],
               viewer: int | None) -> None:
    """The view after is the view before with the events, as this viewer sees them, applied."""
    cards, hidden = shown(before)
    now, now_hidden = shown(after)
    was = {c for held in cards.values() for c in held}
    visible_now = {c for held in now.values() for c in held}
    if not was and not +hidden and (visible_now or +now_hidden):
        hidden["deck"] = PACK  # at the first deal the whole pack is the deck
    known = defaultdict(set, {f"hand:{ent['entity']}": set(ent["known_cards"]) for ent in after["entities"]})
    for told in events:
        if told.kind != "moved":
            continue
        seen = told.as_seen_by(viewer)
        card = int(told.piece.removeprefix("card:"))
        at = where(cards, card)
        if seen.piece == told.piece:  # this viewer may see the card
            assert card in was or card in visible_now, f"{told.text} shows {viewer} a card its views hide"
            if at is not None:
                assert at == told.source, f"{told.text}: from {told.source}, but it lay at {at}"
                cards[at].remove(card)
            else:
                assert hidden[told.source] > 0, f"{told.text}: nothing hidden at {told.source}"
                hidden[told.source] -= 1
            if told.target == "deck" or (told.target.startswith("hand:") and card not in now[told.target]):
                hidden[told.target] += 1
            else:
                cards[told.target].append(card)
        else:  # face down for this viewer: it must not be able to see the card where it leaves or lands
            assert seen.piece == "card" and seen.text == told.hidden_text and seen.text, told
            assert NAMES.name(card) not in seen.text
            assert at is None, f"{told.text} is hidden from {viewer}, who sees the card at {at}"
            assert hidden[told.source] > 0, f"{told.text}: nothing hidden at {told.source}"
            hidden[told.source] -= 1
            hidden[told.target] += 1
    for place in sorted(set(cards) | set(now)):
        model, real = cards.get(place, []), now.get(place, [])
        if place.startswith("hand:"):
            # A card in a hidden hand may become known without moving (the Hierophant names it, the High
            # Priestess looks): it comes out of that hand's hidden cards, and was shown nowhere else.
            learned = [c for c in real if c not in model]
            assert set(learned) <= known[place], (viewer, place, learned, [e.text for e in events])
            assert not any(where(cards, c) for c in learned), (place, learned)
            hidden[place] -= len(learned)
            model = model + learned
        if place.split(":")[0] in IN_ORDER:
            assert model == real, (viewer, place, model, real, [e.text for e in events])
        else:
            assert sorted(model) == sorted(real), (viewer, place, model, real, [e.text for e in events])
    assert +hidden == +now_hidden and -hidden == Counter(), (viewer, hidden, now_hidden)
    if visible_now or now_hidden["deck"]:
        assert len(visible_now) + sum(now_hidden.values()) == PACK  # every card is somewhere


# Seeds whose games, among them, take every kind of move: the pile turned into a deck (4 players, seed 32; 3, 34),
# Death, calls, the Fool's thefts, the Chariot, Justice and the Demons, the national variants' rules.
# Seeded games of easy AIs that between them make every kind of card move (3, 56: a Chariot's card placed, since the
# easy player keeps its Fool and plays the Tower otherwise than before).
GAMES = [(2, 1, {}), (3, 5, {"malderia": True}), (4, 9, {"althea": True, "kroam": True}),
         (2, 22, {"malderia": True, "althea": True}), (4, 32, {}), (3, 34, {}), (3, 56, {})]


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_every_card_move_is_told_as_each_seat_and_a_spectator_see_it(players: int, seed: int,
                                                                      options: dict[str, Any]) -> None:
    session = session_of(players, seed, {"rounds": 3, **options})
    viewers: list[int | None] = [*range(players), None]
    places: Counter[str] = Counter()
    hidden_draws = 0
    while not session.is_over():
        before = {v: session.view(v) for v in viewers}
        played = session.advance()
        if played is None:
            continue
        for v in viewers:
            check_move(before[v], session.view(v), played.events, v)
        for event in played.events:
            if event.kind == "moved":
                places[event.source.split(":")[0]] += 1
                places[event.target.split(":")[0]] += 1
                hidden_draws += event.seen_by is not None
    # Cards went everywhere the table has places, and draws into closed hands were seen by their holders only.
    assert {"deck", "hand", "field", "discard", "table"} <= set(places), places
    assert hidden_draws > 30


def test_the_games_above_take_every_kind_of_card_move() -> None:
    """The checks above met every kind of move: each place of the vocabulary, and each rule that moves cards."""
    moves: Counter[tuple[str, str]] = Counter()
    pile_turned = 0
    for players, seed, options in GAMES:
        session = session_of(players, seed, {"rounds": 3, **options})
        session.play_to_end(5000)
        for played in session.played:
            told = [e for e in played.events if e.kind == "moved"]
            for event in told:
                moves[(event.source.split(":")[0], event.target.split(":")[0])] += 1
            # A shuffle mid-round (no card dealt): the discard pile became the deck, and the draw that asked for it
            # went on.
            if played.action.kind == "shuffle" and told and all("dealt" not in e.text for e in told):
                assert {(e.source, e.target) for e in told} >= {("discard", "deck")}, [e.text for e in told]
                pile_turned += 1
    assert pile_turned >= 2
    for move in (("deck", "hand"), ("hand", "field"), ("justice", "field"), ("chariot", "field"), ("hand", "discard"),
                 ("field", "discard"), ("field", "field"), ("hand", "hand"), ("deck", "discard"), ("field", "deck"),
                 ("discard", "deck"), ("table", "deck"), ("deck", "justice"), ("hand", "justice"), ("justice", "hand"),
                 ("hand", "chariot"), ("chariot", "discard"), ("hand", "table"), ("justice", "table"),
                 ("table", "discard")):
        assert moves[move], (move, moves)


def test_a_searching_bots_playouts_tell_nothing() -> None:
    """The rules tell only while a match listens: a state played on outside it keeps no events."""
    session = session_of(3, 7, {"rounds": 1})
    for _ in range(40):
        session.advance()
    state = session.match.state.clone()
    rng = random.Random(3)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(state.sample_chance(rng) if not legal else rng.choice(legal))
        assert not state.telling and "_told" not in vars(state)
