"""The search's fast playout step: its moves are legal, and on a turn it finds a move the rule-based player
scores as high as its favourite among all the legal moves (it only skips moves that can never score higher)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.ai.base import RandomBot, decision_for
from game.engine.state import CHANCE, Action
from game.games.narrespillet import policy, trumps
from game.games.narrespillet.ai import PLAYOUT_STEPS, RuleBot
from game.games.narrespillet.card_places import CardPlaces
from game.games.narrespillet.cards import HOUSES, KNIGHT, TRUMP_BASE, action, card_of
from game.games.narrespillet.lean_playout import play as lean_play
from game.games.narrespillet.placements import every_candidate, placed_kind, whole_candidates
from game.games.narrespillet.playout import PLAYOUT_LIMIT, play
from game.games.narrespillet.policy import _call_score, _forfeit_score, _turn_score, playout_move
from game.games.narrespillet.quick_choice import best_call, turn_choice
from game.games.narrespillet.sight import Sight, table_from_state
from game.games.narrespillet.state import NarreState
from game.games.narrespillet.valuation import _card_worth, _placement_value, rules


@pytest.mark.parametrize(("players", "options", "seed"), [
    (4, {"rounds": 2}, 21),
    (3, {"rounds": 2, "malderia": True, "kroam": True}, 22),
    (5, {"rounds": 1, "althea": True}, 23),
    (2, {"rounds": 2}, 24),
    (6, {"rounds": 1, "malderia": True}, 25),
])
def test_the_fast_playout_move_is_legal_and_as_good_as_the_best_of_all_moves(info, players, options, seed):
    rng = random.Random(seed)
    state = info.new_state(players, info.resolve(options))
    turns = 0
    while not state.is_terminal():
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        legal = state.legal_actions()
        assert playout_move(state, random.Random(rng.random())) in legal
        if state.ask[0] == "turn":
            turns += 1
            entity = state.ask[2]
            move = action(*turn_choice(state, entity, random.Random(rng.random())))
            assert move in legal
            tab = table_from_state(state, entity)
            assert _turn_score(move, tab) == max(_turn_score(a, tab) for a in legal)
            assert set(state.turn_moves(few=True)) <= set(legal)
        state.apply(RandomBot().choose(decision_for(state, seat, random.Random(rng.random()))))
    assert turns > 20


def reference_playout(state, rng: random.Random, first_round: int, limit: int) -> list[Action]:
    """The search's own playout loop (game/ai/ismcts.py) with playout_move and the levels' stop tests."""
    moves = []
    for _step in range(limit):
        if state.is_terminal() or state.round != first_round:
            break
        move = state.sample_chance(rng) if state.current_player() == CHANCE else playout_move(state, rng)
        moves.append(move)
        state.apply_known_legal(move)
    return moves


def states_to_play_from(info, players: int, options: dict, seed: int, every: int) -> list[NarreState]:
    """Every `every`-th decision of a seeded game of easy and random seats, determinized for its mover."""
    rng = random.Random(seed)
    state = info.new_state(players, info.resolve(options))
    bots = [RuleBot() if s % 2 else RandomBot() for s in range(players)]
    out, seen = [], 0
    while not state.is_terminal():
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        if seen % every == 0:
            out.append(state.resample(seat, random.Random(seed * 1000 + seen)))
        seen += 1
        state.apply(bots[seat].choose(decision_for(state, seat, random.Random(rng.random()))))
    return out


GAMES = [  # (players, options, seed)
    (4, {"rounds": 2}, 31),
    (3, {"rounds": 2, "malderia": True, "kroam": True}, 32),
    (5, {"rounds": 1, "althea": True, "priestess_extra_turn": False}, 33),
    (2, {"rounds": 2, "justice_extra_turn": False, "hierophant_extra_turn": False}, 34),
    (6, {"rounds": 1, "malderia": True, "althea": True}, 35),
    (4, {"rounds": 1, "kroam": True, "stake_each": 6}, 36),
]


EVERY_TRUMP = frozenset(range(TRUMP_BASE, TRUMP_BASE + 22))


@pytest.fixture(params=["playout trumps", "every trump"])
def playable(request, monkeypatch):
    """The playouts as they play (only policy.PLAYOUT_TRUMPS played for their effect), and with every trump
    played, so that the comparisons take every trump's steps (its calls, discards and extra turns) too."""
    if request.param == "every trump":
        monkeypatch.setattr(policy, "_playout_trumps", lambda: EVERY_TRUMP)
    return request.param


@pytest.mark.parametrize(("players", "options", "seed"), GAMES)
def test_the_playout_plays_the_same_moves_as_the_search_loop(info, players, options, seed, playable):
    """playout.play against the search's loop with the same policy, from the same sampled states with the same
    random numbers: one action at a time, the states (every card, the queue, the decision pending) and the
    generators are equal after every action, and whole playouts (cut at 60 actions, or to the round's end)
    end equal."""
    assert compare_playouts(info, players, options, seed)


def compare_playouts(info, players: int, options: dict, seed: int) -> Counter[str]:
    """Plays and compares (see above); the moves of the reference playouts by kind, trumps by their key."""
    kinds: Counter[str] = Counter()
    for start in states_to_play_from(info, players, options, seed, every=7):
        first = start.round
        for limit in (PLAYOUT_STEPS, PLAYOUT_LIMIT):
            mine, theirs = start.clone(), start.clone()
            rng_mine, rng_theirs = random.Random(first * 7 + limit), random.Random(first * 7 + limit)
            moves = reference_playout(theirs, rng_theirs, first, limit)
            play(mine, rng_mine, first, limit)
            assert mine.snapshot() == theirs.snapshot()
            assert rng_mine.getstate() == rng_theirs.getstate()
            kinds.update(trump_key(m) for m in moves)
        mine, theirs = start.clone(), start.clone()
        rng_mine, rng_theirs = random.Random(first), random.Random(first)
        while not theirs.is_terminal() and theirs.round == first:
            reference_playout(theirs, rng_theirs, first, 1)
            play(mine, rng_mine, first, 1)
            assert mine.snapshot() == theirs.snapshot()
            assert rng_mine.getstate() == rng_theirs.getstate()
    return kinds


def trump_key(move: Action) -> str:
    """A trump by its key, a placement by its kind ("place:imperial"; "place:magician" with the Magician)."""
    if move.kind == "trump":
        return rules().names.trump_keys[int(move.args[0]) - TRUMP_BASE]
    if move.kind == "place":
        if int(move.args[2]) >= 0:
            return "place:magician"
        return "place:" + placed_kind(tuple(int(c) for c in move.args[3:]), rules().placing)
    return move.kind


def test_the_compared_playouts_reach_every_trump_and_every_kind_of_decision(info, monkeypatch):
    """The games above are enough to put every trump, the Fool and every decision through the comparison (with
    every trump played, as the "every trump" comparisons play; the playouts never load a Chariot: their random
    move is a discard)."""
    monkeypatch.setattr(policy, "_playout_trumps", lambda: EVERY_TRUMP)
    kinds: Counter[str] = Counter()
    for players, options, seed in GAMES[:3]:
        kinds += compare_playouts(info, players, options, seed)
    played = {key for key in rules().names.trump_keys if kinds[key]}
    placed_only = {"magician", "empress", "emperor", "lovers", "world", "fool"}
    assert played >= set(rules().names.trump_keys) - placed_only
    assert {"discard", "forfeit", "steal", "pass", "vote", "call", "hermit", "extra", "shuffle", "scrap",
            "untemper", "exorcise"} <= set(kinds)
    assert {f"place:{kind}" for kind in ("world", "imperial", "royal", "illegitimate", "number", "knight", "page",
                                          "magician")} <= set(kinds)


def reference_turn_move(state, e: int, rng: random.Random, playable: frozenset[int] = EVERY_TRUMP) -> Action:
    """turn_choice as it was written first, plainly (placements scored through _placement_value, the
    summary of the table always built, every placement from placements.every_candidate): the fast one must
    pick the same move and draw the same random numbers. Only the trumps in `playable` are played."""
    table = state.table
    tab = table_from_state(state, e)
    pool = state.placement_pool(e)
    world = state.world_houses() if state.trumps.world in pool else []
    scored = [(_placement_value(args, tab), "place", args)
              for args in every_candidate(state.trumps, pool, state.open_houses(e), world, bool(state.options["kroam"]),
                                          state.rules.imperial_max_houses, True)]
    hand = tab.hand
    if hand:
        values, partners = _card_worth()
        mine, usable = tab.mine, tab.usable
        card, least = -1, 1e9
        for c in hand:  # worth(c, tab), inline: this runs at every playout turn
            if c < TRUMP_BASE and mine[c // 14] is not None:
                w = 0.0
            elif partners[c] >= 0 and partners[c] in usable:
                w = 1.4
            else:
                w = values[c]
            if w < least:
                card, least = c, w
        scored.append((-6.0 if tab.deck == 0 else 1.0 - 2.0 * least, "discard", (card,)))
    houses_at_hand = {c // 14 for c in tab.usable if c < TRUMP_BASE}
    row = table.fields[e]
    for h in range(HOUSES):
        if row[h] is None:
            scored.append((_forfeit_score(h, h in houses_at_hand, tab), "forfeit", (h,)))
    scored += [(_turn_score(move, tab), move.kind, move.args) for move in trumps.trump_actions(state, e, True)
               if move.args[0] in playable]
    top = max(scored)[0]
    tied = [(kind, args) for score, kind, args in scored if score == top]

    def offer(score, move):
        nonlocal top, tied
        if score > top:
            top, tied = score, [move]
        elif score == top:
            tied.append(move)

    if top < -3.0:  # load, scrap and untemper score -3 (rarely worth a turn)
        if table.chariot[e] is not None:
            offer(-3.0, ("scrap", ()))
        if table.temperance is not None and table.temperance[0] == e:
            offer(-3.0, ("untemper", ()))
    if state.options["malderia"] and table.demons_active and e != state.demons:
        knight = card_of(0, KNIGHT)
        if knight in hand or knight in table.justice:
            offer(8.0, ("exorcise", (knight,)))
    kind, args = tied[0] if len(tied) == 1 else rng.choice(tied)
    return action(kind, args)



@pytest.mark.parametrize(("players", "options", "seed"), GAMES)
def test_the_fast_turn_choice_is_the_plain_one(info, players, options, seed):
    """At every turn of the playouts from sampled states: the same move, and the same random numbers drawn."""
    turns = 0
    for start in states_to_play_from(info, players, options, seed, every=5):
        state, rng = start.clone(), random.Random(seed)
        first = state.round
        while not state.is_terminal() and state.round == first:
            if state.current_player() != CHANCE and state.ask.kind == "turn":
                luck = rng.random()
                mine, theirs = random.Random(luck), random.Random(luck)
                assert action(*turn_choice(state, state.ask.entity, mine)) == reference_turn_move(
                    state, state.ask.entity, theirs)
                assert mine.getstate() == theirs.getstate()
                few = policy._playout_trumps()  # as the playouts choose, with fewer trumps
                assert action(*turn_choice(state, state.ask.entity, mine, few)) == reference_turn_move(
                    state, state.ask.entity, theirs, few)
                assert mine.getstate() == theirs.getstate()
                turns += 1
            reference_playout(state, rng, first, 1)
    assert turns > 100


def test_the_quick_placements_are_every_candidate_whole():
    """placements.whole_candidates against every_candidate with whole_only, on random pools of cards."""
    tr = rules().placing
    rng = random.Random(8)
    for _ in range(20_000):
        pool = rng.sample(range(78), rng.randint(0, 12))
        if rng.random() < 0.5:
            pool += [c for c in rng.sample(list(tr), rng.randint(1, 4)) if c not in pool]
        open_houses = sorted(rng.sample(range(4), rng.randint(0, 4)))
        world = sorted(rng.sample(range(4), rng.randint(0, 4)))
        kroam, most = rng.random() < 0.5, rng.choice([1, 2])
        assert whole_candidates(tr, pool, open_houses, world, kroam, most) == every_candidate(
            tr, pool, open_houses, world, kroam, most, True)


@pytest.mark.parametrize(("players", "options", "seed"), GAMES)
def test_the_lean_playout_ends_as_the_playout(info, players, options, seed, playable):
    """lean_playout.play against playout.play from the same sampled states with the same random numbers: the
    states and the generators are equal after whole playouts (cut at 60 actions, or to the round's end) and
    after playouts cut at every length up to 60 actions."""
    for start in states_to_play_from(info, players, options, seed, every=3):
        first = start.round
        for limit in (*range(1, PLAYOUT_STEPS + 1), PLAYOUT_LIMIT):
            mine, theirs = start.clone(), start.clone()
            rng_mine, rng_theirs = random.Random(first * 11 + limit), random.Random(first * 11 + limit)
            play(theirs, rng_theirs, first, limit)
            lean_play(mine, rng_mine, first, limit)
            assert mine.snapshot() == theirs.snapshot()
            assert rng_mine.getstate() == rng_theirs.getstate()


def test_the_quick_call_is_the_best_scored_call():
    """policy.best_call against _call_score over the same cards (the first best, or a random one of the tied,
    with the same random numbers), on random tables."""
    rng = random.Random(9)
    for _ in range(20_000):
        usable = rng.sample(range(78), rng.randint(0, 12))
        mine = [rng.choice([None, (4, 12), (99, 0)]) for _h in range(HOUSES)]
        tab = Sight(0, 0, usable, usable, mine, [], [], 20, rng.choice([-1, 0, 1, 2, 3]), False, 0, (), ())
        cards = rng.sample([c for c in range(78) if c not in usable], rng.randint(1, 20))
        luck = rng.random()
        scores = [_call_score(c, tab) for c in cards]
        tied = [c for c, score in zip(cards, scores) if score == max(scores)]
        theirs = random.Random(luck)
        expected = tied[0] if len(tied) == 1 else theirs.choice(tied)
        mine_rng = random.Random(luck)
        assert best_call(cards, tab, mine_rng) == expected
        assert mine_rng.getstate() == theirs.getstate()


def test_a_forfeit_ranks_below_every_placement():
    """turn_choice takes a forfeit's rank key (the last line, no total) for a house without placements of the
    others: every kind of placement, at any total, must rank on an earlier line."""
    r = rules()
    forfeit = len(r.ranking) - 1
    assert r.line_of("forfeit", 0) == forfeit
    for kind in ("world", "imperial", "royal", "illegitimate", "knight", "page"):
        assert r.line_of(kind, 0) < forfeit
    assert all(r.line_of("number", total) < forfeit for total in range(0, 70))


def test_forgetting_a_done_hand_at_once_is_forgetting_each_card():
    """CardPlaces.forget_all against CardPlaces.forget card by card, on random knowledge of random hands."""
    rng = random.Random(10)
    for _ in range(2_000):
        public = {c: rng.randrange(4) for c in rng.sample(range(78), rng.randint(0, 6))}
        private = [{c: rng.randrange(4) for c in rng.sample(range(78), rng.randint(0, 3))} for _seat in range(4)]
        one, other = CardPlaces(4), CardPlaces(4)
        for t in (one, other):
            t.public_known, t.private_known = dict(public), [dict(k) for k in private]
        cards = rng.sample(range(78), rng.randint(0, 10))
        one.forget_all(cards)
        for c in cards:
            other.forget(c)
        assert (one.public_known, one.private_known) == (other.public_known, other.private_known)
        assert all(c not in one.public_known and all(c not in k for k in one.private_known) for c in cards)
