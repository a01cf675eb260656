"""Every game's setup at 1280×720: no two controls overlap, no text is clipped or drawn under a control, every
option can be reached, and its help is shown whole."""

from __future__ import annotations

import pygame
import pytest

from game.engine.registry import all_games
from game.ui import theme
from game.ui.scenes.setup import SetupScene
from game.ui.widgets import Button, Stepper, TextField
from tests.ui.conftest import make_app


def drawn_texts(scene, surface, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    texts: list[tuple[str, pygame.Rect]] = []
    original = theme.draw_text

    def record(target, text, *args, **kwargs):
        rect = original(target, text, *args, **kwargs)
        texts.append((text, rect))
        return rect

    monkeypatch.setattr(theme, "draw_text", record)
    scene.draw(surface)
    monkeypatch.setattr(theme, "draw_text", original)
    return texts


def label_width(widget) -> int:
    if isinstance(widget, Button):
        return theme.fitted_text(widget.label, widget.size, widget.screen_rect().width - 2 * theme.layout.px(6),
                                 bold=True).get_width()
    if isinstance(widget, Stepper):
        inner = widget.screen_rect().width - 2 * widget.screen_rect().height
        return theme.fitted_text(widget.show(widget.value), widget.size, inner).get_width()
    return 0


def check_layout(scene, surface, monkeypatch) -> list[str]:
    """The texts drawn, after checking that nothing overlaps and nothing runs off the screen."""
    screen = surface.get_rect()
    widgets = [w for w in scene.widgets.widgets if w.visible]
    rects = [w.screen_rect() for w in widgets]
    for i, a in enumerate(rects):
        assert screen.contains(a), f"{widgets[i]} runs off the window"
        for j in range(i + 1, len(rects)):
            assert not a.colliderect(rects[j]), f"{getattr(widgets[i], 'label', widgets[i])} overlaps " \
                                                f"{getattr(widgets[j], 'label', widgets[j])}"
    for w in widgets:
        if isinstance(w, Stepper):
            inner = w.screen_rect().width - 2 * w.screen_rect().height
            assert label_width(w) <= inner, f"{w.show(w.value)!r} does not fit its stepper"
        elif isinstance(w, Button):
            room = w.screen_rect().width - 2 * theme.layout.px(6)
            assert label_width(w) <= room, f"{w.label!r} does not fit its button"
    texts = drawn_texts(scene, surface, monkeypatch)
    for k, (text, rect) in enumerate(texts):
        assert screen.contains(rect), f"{text!r} is clipped by the window"
        for w, wr in zip(widgets, rects, strict=True):
            if not isinstance(w, TextField):
                assert not rect.colliderect(wr), f"{text!r} is drawn under {getattr(w, 'label', w)}"
        for other, orect in texts[k + 1:]:
            assert not rect.colliderect(orect), f"{text!r} overlaps {other!r}"
    return [t for t, _ in texts]


@pytest.mark.parametrize("key", list(all_games()))
def test_setup_fits_at_1280x720_with_every_option_and_its_whole_help(key, tmp_path, monkeypatch):
    app = make_app(tmp_path)
    info = all_games()[key]
    scene = SetupScene(app, info)
    while scene.add_button.visible:  # the most seats the game takes
        scene.add_seat()
    seen: dict[str, str] = {}
    for _ in range(len(info.options) + 1):
        texts = check_layout(scene, app.screen, monkeypatch)
        for spec, _ in scene.options_shown:
            start = texts.index(spec.label)
            lines = texts[start + 1:start + 1 + len(theme.wrap(spec.help, 13, 520))] if spec.help else []
            seen[spec.key] = " ".join(lines)
        if not scene.scroll_down.visible or not scene.scroll_down.enabled:
            break
        scene.scroll_options(1)
    assert sorted(seen) == sorted(spec.key for spec in info.options), "some options cannot be reached"
    for spec in info.options:
        assert seen[spec.key] == spec.help, f"the help of {spec.label!r} is not shown whole"
    pygame.quit()


def test_the_option_list_scrolls_with_the_wheel(tmp_path):
    app = make_app(tmp_path)
    scene = SetupScene(app, all_games()["narrespillet"])
    assert scene.scroll_down.visible and scene.option_top == 0
    pygame.mouse.set_pos(theme.layout.point(760, 400))
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert scene.option_top == 1
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert scene.option_top == 0
    pygame.quit()


def test_kinesisk_bank_alone_a_person_plays_and_an_ai_banks_unless_they_choose_the_bank(tmp_path):
    from game.engine.match import Match

    app = make_app(tmp_path)
    info = all_games()["kinesisk_bank"]
    scene = SetupScene(app, info)  # Astrid (a person) and two AIs
    seats = scene.seats()
    assert seats[0].kind == "ai" and [s.name for s in seats if s.is_human] == ["Astrid"]
    state = Match(info, scene.options(), seats, seed=1).state
    human = next(i for i, s in enumerate(seats) if s.is_human)
    assert state.view(human)["banker"] != human and state.current_player() == human  # she bets first
    scene.choose_role(scene.rows[0][0])  # she clicks the bank toggle on her own row
    assert scene.seats()[0].name == "Astrid"
    assert [b.label for b in scene.role_buttons] == ["●", "○", "○"]
    pygame.quit()


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    area = surface.subsurface(rect.clip(surface.get_rect()))
    return {tuple(area.get_at((x, y)))[:3] for x in range(area.get_width()) for y in range(area.get_height())}


def test_kinesisk_bank_a_seat_keeps_its_number_and_colour_from_setup_to_the_table(tmp_path, monkeypatch):
    """The bank sits first at the table: setup numbers and colours each row as the seat it will take there."""
    from game.engine.match import Match

    app = make_app(tmp_path)
    info = all_games()["kinesisk_bank"]
    scene = SetupScene(app, info)  # Astrid (a person) and two AIs: the first AI banks
    for choose in (None, 2, 0):
        if choose is not None:
            scene.choose_role(scene.rows[choose][0])
        surface = pygame.Surface((1280, 720))
        numbers = {text: rect for text, rect in drawn_texts(scene, surface, monkeypatch) if rect.x < 90}
        seats = Match(info, scene.options(), scene.seats(), seed=1).seats
        for row, (name, _kind, _remove) in enumerate(scene.rows):
            seat = next(i for i, s in enumerate(seats) if s.name == name.text)
            rect = numbers[str(seat + 1)]
            assert abs(rect.centery - (name.screen_rect().centery)) < 12, (row, seat)
            assert theme.seat_colour(seat) in colours_in(surface, rect), (name.text, seat)
    pygame.quit()
