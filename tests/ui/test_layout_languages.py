"""Every scene of every game keeps its layout in every language: drawn at 1280×720 in English, Svenska, Norsk
and a pseudo-locale that makes every text 40 % longer, no text is cut off at the window's or its control's edge,
shortened with "…", or drawn over another text or a control it does not belong to (game/ui/text_probe.py)."""

from __future__ import annotations

import pygame
import pytest

from game.ai import bot_for
from game.ai.base import decision_for
from game.engine.match import Match
from game.engine.registry import all_games
from game.engine.seats import Seat
from game.engine.state import CHANCE
from game.headless import play_out
from game.i18n import PSEUDO, set_language
from game.selftest import records_scenes
from game.ui import text_probe
from game.ui.scenes.pass_device import PassScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.player_aid import PlayerAidScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.rules_reader import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.tables import TABLES, has_aid, table_for
from tests.ui.conftest import make_app

LANGUAGES = ["en", "sv", "nb", PSEUDO]
MOVES_IN = 40  # a table is also drawn this many moves into a game, with its log full


def played(match: Match, moves: int) -> Match:
    """The match after `moves` moves chosen by bots for every seat (the human's too), stopping at its end."""
    bots = [bot_for(match.info, Seat(s.name, "ai", "easy")) for s in match.seats]
    while len(match.actions) < moves and not match.state.is_terminal():
        player = match.state.current_player()
        if player == CHANCE:
            match.play_chance()
        else:
            match.apply(bots[player].choose(decision_for(match.state, player, match.step_rng("bot"))))
    return match


def game_scenes(app, key):
    info = all_games()[key]
    count = max(3, info.min_players) if info.max_players >= 3 else info.min_players
    seats = [Seat("Astrid", "human")] + [Seat(f"Bot {i}", "ai") for i in range(1, count)]
    yield "setup", SetupScene(app, info)
    yield "rules", RulesScene(app, info)
    if has_aid(key):
        yield "how to play", PlayerAidScene(app, info)
    table = table_for(app, Match(info, {}, seats, seed=9))
    yield "table", table
    yield "pause", PauseScene(app, table)
    yield "pass", PassScene(app, table, 0)
    yield "table later", table_for(app, played(Match(info, {}, seats, seed=9), MOVES_IN))
    bots = [Seat(f"Bot {i}", "ai", "easy") for i in range(count)]
    yield "results", ResultsScene(app, play_out(Match(info, {}, bots, seed=3), [bot_for(info, s) for s in bots]))


def shared_scenes(app, folder):
    from game.net.tickets import SeatTicket, keep_ticket
    from game.ui.scenes.join import JoinScene

    yield "menu", None
    yield "settings", SettingsScene(app)
    yield "join", JoinScene(app)
    keep_ticket(SeatTicket("ws://spel.example.org:8765", "ABC234", 1, "ab" * 16, "narrespillet", "Cecilia Wwwwwwww"))
    keep_ticket(SeatTicket("ws://127.0.0.1:8765", "XYZ789", 0, "cd" * 16, "kalahen", "Astrid", hosted=True))
    yield "join with tables", JoinScene(app)
    yield from records_scenes(app, folder)


def faults_of(app, scene) -> list[str]:
    """Draws the scene as the top of the stack would and returns what the probe found."""
    app.home()
    if scene is not None:
        app.push(scene)
    for _ in range(3):
        app.frame(0.05)
    top = app.stack.top
    target = text_probe.ProbeSurface(app.screen.get_size())
    with text_probe.watching() as probe:
        top.draw(target)
    return probe.faults(target.get_rect())


def check(app, scenes) -> list[str]:
    found = []
    for name, scene in scenes:
        found += [f"{name}: {fault}" for fault in faults_of(app, scene)]
    return found


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", list(TABLES))
def test_every_scene_of_a_game_keeps_its_layout(tmp_path, key, language):
    app = make_app(tmp_path, animation="off")
    set_language(language)
    found = check(app, game_scenes(app, key))
    pygame.quit()
    assert not found, f"{len(found)} layout faults in {language}:\n" + "\n".join(found[:40])


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_shared_screens_keep_their_layout(tmp_path, language):
    app = make_app(tmp_path, animation="off")
    set_language(language)
    found = check(app, shared_scenes(app, tmp_path / "records"))
    pygame.quit()
    assert not found, f"{len(found)} layout faults in {language}:\n" + "\n".join(found[:40])


def test_the_probe_finds_a_clipped_label_and_text_over_text(tmp_path):
    """The check itself: a label too long for its button, and two texts drawn on one spot, are caught."""
    from game.ui import theme
    from game.ui.widgets import Button, Group

    make_app(tmp_path)
    group = Group([Button("A label far too long for so narrow a button " * 3, (100, 100, 60, 40), lambda: None)])
    target = text_probe.ProbeSurface((1280, 720))
    with text_probe.watching() as probe:
        group.draw(target)
        theme.draw_text(target, "Over", 400, 400, 20)
        theme.draw_text(target, "Under", 402, 402, 20)
        theme.fit("A line that cannot fit", 18, 40)
    faults = probe.faults(target.get_rect())
    pygame.quit()
    assert any("wider than its control" in f for f in faults)
    assert any("texts drawn over each other" in f for f in faults)
    assert any("shortened with an ellipsis" in f for f in faults)
