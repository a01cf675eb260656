"""Scenes by name and their life cycle: the stack calls enter() on the scene that becomes the top and leave() on
the one that stops being it; the base scenes' constructors call nothing a subclass may override."""

from __future__ import annotations

import ast
import inspect
import textwrap

import pygame
import pytest

from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.saves import save_match
from game.engine.seats import Seat
from game.ui import scene_names
from game.ui.scene import Scene, SceneStack, WidgetScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.settings import SettingsScene
from game.ui.table import TableScene
from game.ui.tables.dice.jackpot import JackpotTable
from tests.ui.conftest import Driver


class Recorder(Scene):
    def __init__(self, name: str, said: list[str]) -> None:
        super().__init__(app=None)  # type: ignore[arg-type]
        self.name, self.said = name, said

    def enter(self) -> None:
        self.said.append(f"enter {self.name}")

    def leave(self) -> None:
        self.said.append(f"leave {self.name}")

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing to draw: the stack is tested alone."""


def test_the_stack_calls_enter_and_leave_on_every_change() -> None:
    said: list[str] = []
    stack = SceneStack()
    a, b, c, d = (Recorder(name, said) for name in "abcd")
    stack.push(a)
    assert said == ["enter a"]
    stack.push(b)
    assert said[1:] == ["leave a", "enter b"]
    stack.replace(c)
    assert said[3:] == ["leave b", "enter c"]
    assert stack.pop() is c
    assert said[5:] == ["leave c", "enter a"]
    stack.push(b)
    stack.clear_to(d)
    assert said[7:] == ["leave a", "enter b", "leave b", "enter d"]
    assert stack.scenes == [d]
    stack.pop()
    assert said[11:] == ["leave d"]
    assert stack.pop() is None and len(said) == 12


@pytest.mark.parametrize("name", scene_names.SCENE_NAMES)
def test_every_name_is_a_scene(name: scene_names.SceneName) -> None:
    cls = scene_names.scene_class(name)
    assert inspect.isclass(cls) and issubclass(cls, Scene)


def test_the_names_and_the_table_agree() -> None:
    assert set(scene_names.SCENE_NAMES) == set(scene_names._WHERE)


def test_opening_by_name_pushes_and_enters(app, driver: Driver) -> None:
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    settings = app.open("settings")
    assert isinstance(settings, SettingsScene) and app.stack.top is settings
    app.switch_to("message", "A title", "A message.")
    assert type(app.stack.top).__name__ == "MessageScene" and app.stack.scenes[0] is menu
    driver.key(pygame.K_ESCAPE)
    assert app.stack.top is menu


def test_the_menu_reads_the_saves_when_it_is_the_top_again(app, driver: Driver) -> None:
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.latest is None and not menu.continue_button.enabled
    app.open("settings")
    seats = [Seat("Astrid", "human"), Seat("Bjørn", "ai")]
    save_match(Match(get_game("jackpot"), {}, seats, seed=3), app.store.new_path("jackpot"))
    app.pop()
    assert menu.latest is not None and menu.continue_button.enabled


def base_constructor_calls_on_self(cls: type) -> list[str]:
    """The methods of `self` that `cls.__init__` calls (super().__init__ aside)."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(cls.__init__)))
    return [node.func.attr for node in ast.walk(tree) if isinstance(node, ast.Call) and
            isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name) and
            node.func.value.id == "self"]


@pytest.mark.parametrize("cls", [Scene, WidgetScene, TableScene])
def test_the_base_scenes_call_nothing_overridable_from_their_constructor(cls: type) -> None:
    assert base_constructor_calls_on_self(cls) == []


class LateTable(JackpotTable):
    """A table that extends refresh_view with a field set after the base constructor ran."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)  # type: ignore[arg-type]
        self.refreshed = 0

    def refresh_view(self) -> None:
        super().refresh_view()
        self.refreshed += 1


def test_a_table_first_refreshes_its_view_when_it_enters(app) -> None:
    seats = [Seat("Astrid", "human"), Seat("Bjørn", "ai")]
    table = LateTable(app, Match(get_game("jackpot"), {}, seats, seed=3))
    assert table.refreshed == 0 and table.view  # the view is there for a game's constructor to read
    app.push(table)
    assert table.refreshed == 1
    app.open("pause", table)
    app.pop()
    assert table.refreshed == 1  # back from the pause: the view is as it was
