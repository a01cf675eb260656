"""The table session: the one turn loop under the window, headless play and the replay viewer."""

from __future__ import annotations

import json
from functools import partial

import pytest

from game.ai import bot_for
from game.engine.bots import Decision
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.engine.state import CHANCE, TERMINAL, Action
from game.headless import play_out
from game.session.session import NotYourMove, TableSession
from game.session.thinking import BotFailed


def session_for(key: str, seats: list[Seat], seed: int = 3, **kw: object) -> TableSession:
    info = get_game(key)
    return TableSession(Match(info, {}, seats, seed), partial(bot_for, info), **kw)  # type: ignore[arg-type]


def person(name: str = "Anna") -> Seat:
    return Seat(name, "human")


def ai(name: str, level: str = "easy") -> Seat:
    return Seat(name, "ai", level)


def to_person(session: TableSession) -> int:
    """Lets the table make its own moves until a person must act."""
    for _ in range(10_000):
        seat = session.person_to_act()
        if seat is not None:
            return seat
        session.advance()
    raise AssertionError("no person was asked")


class Saving:
    def __init__(self) -> None:
        self.handed: list[int] = []
        self.busy = False

    def submit(self, match: Match) -> None:
        self.handed.append(len(match.actions))

    def pending(self) -> bool:
        return self.busy


def test_headless_play_is_the_session_and_the_same_seed_gives_the_same_game() -> None:
    info = get_game("krutroyk")
    seats = [ai("A", "normal"), ai("B"), ai("C", "random")]
    games = []
    for _ in range(2):
        match = Match(info, {}, seats, 11)
        play_out(match, [bot_for(info, s) for s in seats])
        assert match.is_over()
        games.append([a.to_json() for a in match.actions])
    assert games[0] == games[1]


def test_a_move_out_of_turn_or_against_the_rules_is_refused_and_changes_nothing() -> None:
    session = session_for("trippel_yatzy", [person(), ai("Bo")])
    seat = to_person(session)
    before = session.match.state.snapshot()
    with pytest.raises(NotYourMove):
        session.play(1, session.legal()[0])
    with pytest.raises(IllegalAction):
        session.play(seat, Action("score", ("no such box",)))
    assert session.match.state.snapshot() == before and len(session.played) == len(session.match.actions)


def test_the_table_makes_no_move_of_its_own_while_the_last_is_not_on_disk() -> None:
    saver = Saving()
    session = session_for("kinesisk_bank", [ai("A"), ai("B")], saver=saver)
    session.advance()
    session.advance()
    made = len(session.match.actions)
    assert made > 0 and saver.handed[-1] == made  # every move was handed to the saver
    saver.busy = True
    for _ in range(5):
        assert session.advance() is None
    assert len(session.match.actions) == made
    saver.busy = False
    session.advance()
    session.advance()
    assert len(session.match.actions) > made


def test_undo_takes_the_persons_last_move_back_with_everything_after_it() -> None:
    session = session_for("trippel_yatzy", [person(), ai("Bo")])
    seat = to_person(session)
    session.play(seat, session.legal()[0])
    to_person(session)
    count = session.match.actors.index(seat)
    log = session.log(seat)
    assert session.can_undo() and session.undo()
    assert len(session.match.actions) == count and len(session.played) == count
    assert session.person_to_act() == seat and session.log(seat) == log[:len(session.log(seat))]


def test_undo_is_only_for_one_person_against_ai() -> None:
    session = session_for("trippel_yatzy", [person(), person("Bo")])
    seat = to_person(session)
    session.play(seat, session.legal()[0])
    assert not session.can_undo() and not session.undo()


class Failing:
    def choose(self, decision: Decision) -> Action:
        raise RuntimeError("out of ideas")


class Cheating:
    def choose(self, decision: Decision) -> Action:
        return Action("take everything")


@pytest.mark.parametrize(("bot", "words"), [(Failing(), "out of ideas"), (Cheating(), "rules do not allow")])
def test_a_failing_bot_costs_its_move_with_the_reason_and_its_seat_can_be_handed_over(bot: object,
                                                                                        words: str) -> None:
    session = session_for("krutroyk", [ai("A"), ai("B")])
    session.bots[0] = bot  # type: ignore[assignment]
    with pytest.raises(BotFailed, match=words):
        for _ in range(1000):
            session.advance()
    moves = len(session.match.actions)
    session.hand_seat(0, "easy")
    assert session.match.seats[0].level == "easy"
    session.play_to_end(100_000)
    assert session.is_over() and len(session.match.actions) > moves


def test_a_step_is_plain_data_and_shows_a_seat_nothing_hidden_from_it() -> None:
    session = session_for("narrespillet", [person(), ai("Bo"), ai("Cy")])
    seat = to_person(session)
    step = session.step(seat)
    json.dumps(step.to_json())
    assert step.seat == seat and step.choices and step.to_act == seat
    assert {c.action for c in step.choices} == set(session.legal())
    assert all(c.label for c in step.choices)
    entities = step.view["entities"]
    assert entities[seat]["hand"] is not None
    assert all(e["hand"] is None for i, e in enumerate(entities) if i != seat and not e["handless"])
    spectator = session.step(None)
    assert not spectator.choices and all(e["hand"] is None for e in spectator.view["entities"])
    other = session.step(1)
    assert not other.choices  # it is not Bo's move, and Bo is an AI


def test_log_lines_are_each_seats_own_words() -> None:
    session = session_for("krutroyk", [person(), person("Bo")])
    while len(session.played) < 300 and not session.is_over():
        seat = session.person_to_act()
        if seat is None:
            session.advance()
        else:
            session.play(seat, session.legal()[-1])
    mine, theirs, public = session.log(0), session.log(1), session.log(None)
    assert len(mine) == len(theirs) == len(public)
    assert mine != theirs  # each seat reads its own secret choices; the other does not


def test_a_replaying_session_makes_no_move_and_asks_nobody() -> None:
    info = get_game("jackpot")
    seats = [person(), ai("Bo")]
    match = Match(info, {}, seats, 5)
    session = TableSession(match, partial(bot_for, info), replaying=True)
    assert session.advance() is None and session.person_to_act() is None and session.people == []
    assert session.to_act() in (CHANCE, 0, 1, TERMINAL)
    action = match.state.sample_chance(match.step_rng("chance")) if session.to_act() == CHANCE else session.legal()[0]
    session.replay_move(action)
    assert len(match.actions) == 1


def test_an_event_shown_to_others_is_face_down_with_its_hidden_words() -> None:
    drawn = Event("moved", "Anna draws the Queen of Cups", seat=0, piece="card:50", source="deck", target="hand",
                  seen_by=frozenset({0}), hidden_text="Anna draws a card")
    assert drawn.as_seen_by(0) == drawn
    other = drawn.as_seen_by(1)
    assert other.text == "Anna draws a card" and other.piece == "card" and not other.face_up
    assert drawn.as_seen_by(None) == other
    assert json.loads(json.dumps(other.to_json()))["face_up"] is False
