"""Krutrøyk's guided first game tells the story its seed plays: the lesson's words name who shot whom and who won,
so a change of the rules, the AI or the seed that changes the story must show here (the generic lesson test,
tests/ui/test_lessons.py, plays it by its clicks at the table)."""

from __future__ import annotations

from game.ai import bot_for
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.state import Action
from game.session.session import TableSession


def play_lesson():
    """The lesson's game as its table plays it: the learner's moves are the steps' moves, the AI seats answer."""
    info = get_game("krutroyk")  # as loaded with the games: with its lesson
    lesson = info.lesson
    assert lesson is not None
    seats = lesson.seats("Astrid")
    match = Match(info, lesson.options, seats, lesson.seed)
    session = TableSession(match, lambda seat: None, words=False,
                           bots=[None, *(bot_for(info, seat) for seat in seats[1:])])
    for step in (s for s in lesson.steps if s.do is not None):
        while session.person_to_act() != 0:
            assert session.advance() is not None, "the table stopped before the learner's move"
        session.play(0, Action(step.do[0], step.do[1:]))
    return lesson, match.state


def test_the_lesson_game_goes_as_its_words_say():
    lesson, state = play_lesson()
    said = " ".join(step.say for step in lesson.steps)
    assert [state.role_name(seat) for seat in range(3)] == ["Jonas Henderson", "Will Kane", "Little Timmy"]
    for name in ("Jonas Henderson", "Will Kane", "Little Timmy", "Bo", "Cleo"):
        assert name in said
    opening, pot = state.duels
    # "Little Timmy shot you, so you lost; Will Kane shot himself and nobody shot him, so he lost too."
    assert opening["kind"] == "opening" and opening["choices"] == {"0": "air", "1": "self", "2": 0}
    assert opening["winners"] == [2]
    assert [e["who"] for e in state.story if e["kind"] == "narration"][:2] == [2, 0]  # Little Timmy presents first
    # The learner challenged the narrator, Little Timmy, who called; the learner stood; Will Kane stayed out.
    bids = [(e["who"], e.get("move")) for e in state.story if e["kind"] in ("challenge", "bid")]
    assert bids == [(0, None), (2, "call"), (0, "stand"), (1, "stay_out")]
    # "Little Timmy shot himself and nobody shot him, so he fell; nobody shot you, so you won the pot."
    assert pot["kind"] == "pot" and pot["duellists"] == [2, 0] and pot["pot"] == 2
    assert pot["choices"] == {"2": "self", "0": "air"} and pot["winners"] == [0] and pot["result"] == "one_winner"
    # "His stack is empty, and that ends the episode ... won by the richest stack, yours."
    assert state.money.stacks == [3, 1, 0]
    assert state.phase.name == "epilogue" and state.winner == 0 and state.current_player() == 0
