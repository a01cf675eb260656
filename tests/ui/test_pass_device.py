"""Hot-seat with hidden information: a "pass to" screen before each person's turn, and nothing private
reaches the screen in between. Checked with a tiny secret-pick game made for this test."""

from __future__ import annotations

from typing import Any

import pygame

from game.ai.base import RandomBot
from game.engine.match import Match
from game.engine.registry import GameInfo
from game.engine.seats import Seat
from game.engine.state import TERMINAL, Action, GameState
from game.ui.scenes.pass_device import PassScene
from game.ui.table import TableScene
from tests.ui.conftest import Driver, make_app


class SecretPick(GameState):
    """Each seat secretly picks 1, 2 or 3; the highest pick wins once everyone has picked."""

    def __init__(self, n: int) -> None:
        self.num_players = n
        self.picks: list[int] = []

    def current_player(self) -> int:
        return TERMINAL if len(self.picks) == self.num_players else len(self.picks)

    def legal_actions(self) -> list[Action]:
        return [] if self.is_terminal() else [Action("pick", (v,)) for v in (1, 2, 3)]

    def _apply(self, action: Action) -> None:
        self.picks.append(int(action.args[0]))

    def returns(self) -> list[float]:
        best = max(self.picks)
        return [1.0 if p == best else 0.0 for p in self.picks]

    def scores(self) -> list[float]:
        return [float(p) for p in self.picks]

    def view(self, seat: int | None) -> dict[str, Any]:
        done = self.is_terminal()
        return {"mine": self.picks[seat] if seat is not None and seat < len(self.picks) else None,
                "picks": list(self.picks) if done else [None] * len(self.picks)}


INFO = GameInfo("secret", "Secret pick", "Hemligt", "test", 2, 4, (), lambda n, o: SecretPick(n),
                lambda level: RandomBot(), "none.md", hidden_information=True)


class SecretTable(TableScene):
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 60, 0))


def test_each_person_gets_a_pass_screen_and_sees_only_their_own_pick(tmp_path):
    app = make_app(tmp_path)
    app.home()
    match = Match(INFO, {}, [Seat("Ann", "human"), Seat("Bo", "human"), Seat("Cy", "ai")], seed=1)
    table = SecretTable(app, match)
    app.push(table)
    driver = Driver(app)
    views_on_screen = []
    for name in ("Ann", "Bo"):
        driver.frames(2)
        cover = app.stack.top
        assert isinstance(cover, PassScene) and cover.name == name
        assert table.view["mine"] is None  # nothing private while the device changes hands
        driver.click(cover.button)
        assert app.stack.top is table and table.viewer() == match.seats.index(next(s for s in match.seats
                                                                                    if s.name == name))
        table.submit(Action("pick", (2,)))
        views_on_screen.append(dict(table.view))
    assert views_on_screen[0]["mine"] == 2 and views_on_screen[1]["mine"] == 2
    # Ann's pick was never on screen while Bo played: Bo's view only has his own.
    assert views_on_screen[1]["picks"] == [None, None]


def test_no_pass_screen_for_a_single_person_against_ai(tmp_path):
    app = make_app(tmp_path)
    app.home()
    match = Match(INFO, {}, [Seat("Ann", "human"), Seat("Cy", "ai")], seed=1)
    table = SecretTable(app, match)
    app.push(table)
    Driver(app).frames(3)
    assert app.stack.top is table and table.viewer() == 0


def test_the_pass_screen_says_why_and_lists_what_the_others_did_meanwhile(tmp_path):
    app = make_app(tmp_path)
    app.home()
    match = Match(INFO, {}, [Seat("Ann", "human"), Seat("Bo", "human"), Seat("Cy", "human")], seed=1)
    table = SecretTable(app, match)
    app.push(table)
    driver = Driver(app)
    for _ in range(3):
        driver.frames(2)
        cover = app.stack.top
        assert isinstance(cover, PassScene)
        assert cover.reason == f"It is {cover.name}'s move."
        if cover.name == "Ann":
            assert cover.missed == []  # nothing has happened yet
        if cover.name == "Cy":
            # Cy has not had the table yet: everything so far, in the public words of the log.
            assert cover.missed == ["Ann pick 2", "Bo pick 2"]
        cover.draw(app.screen)
        driver.click(cover.button)
        table.submit(Action("pick", (2,)))
    assert table.seen_log == {0: 1, 1: 2}
