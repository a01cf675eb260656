"""Draws every game's table at fixed positions of seeded games and writes the pictures, so two versions of the
client can be compared pixel by pixel (a restructuring must leave every screen as it was).

    SDL_VIDEODRIVER=dummy python tools/screens.py OUT_DIR [--moves 0 15 60 200]
    python tools/screens.py --compare DIR_A DIR_B

Each position is reached by AI players (the easy level, from the match's own seeded generators), then the table
is made with a person at every seat and drawn once, as the first seat sees it. The positions are played by a small
loop of the protocol's own calls rather than the table session, so the same script draws versions from before the
session too.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import sys
import tempfile
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

GAMES = ("kalahen", "narrespillet", "krutroyk", "trippel_yatzy", "kinesisk_bank", "dodsspranget", "jackpot",
         "bovjakten", "fangelse")


def position(key: str, players: int, seed: int, moves: int):  # -> Match, with people at every seat
    from game.ai import bot_for
    from game.ai.base import decision_for
    from game.engine.match import Match
    from game.engine.registry import get_game
    from game.engine.seats import Seat
    from game.engine.state import CHANCE

    info = get_game(key)
    played = Match(info, {}, [Seat(f"Player {i + 1}", "ai", "easy") for i in range(players)], seed)
    bots = [bot_for(info, s) for s in played.seats]
    while len(played.actions) < moves and not played.state.is_terminal():
        player = played.state.current_player()
        if player == CHANCE:
            played.apply(played.state.sample_chance(played.step_rng("chance")))
            continue
        bot = bots[player]
        assert bot is not None
        played.apply(bot.choose(decision_for(played.state, player, partial(random.Random, played.step_seed("bot")))))
    people = [Seat(f"Player {i + 1}", "human") for i in range(players)]
    match = Match(info, {}, people, seed)
    for action in played.actions:
        match.apply(action)
    return match


def draw_all(out: Path, counts: list[int]) -> None:
    import pygame

    from game.engine.registry import get_game
    from game.settings import Settings
    from game.ui.app import App
    from game.ui.tables import table_for

    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        app = App(Settings(width=1280, height=720, animation="off"), saves=Path(home) / "saves")
        surface = pygame.Surface((1280, 720))
        for key in GAMES:
            info = get_game(key)
            for moves in counts:
                match = position(key, max(info.min_players, min(3, info.max_players)), 5, moves)
                table = table_for(app, match)
                table.enter()
                surface.fill((0, 0, 0))
                table.draw(surface)
                pygame.image.save(surface, str(out / f"{key}-{moves:04}.png"))
                table.put_away()
        pygame.quit()


def compare(a: Path, b: Path) -> int:
    import pygame

    differ = 0
    for picture in sorted(a.glob("*.png")):
        other = b / picture.name
        if not other.exists():
            print(f"{picture.name}: missing in {b}")
            differ += 1
            continue
        one, two = pygame.image.load(str(picture)), pygame.image.load(str(other))
        same = hashlib.sha256(pygame.image.tobytes(one, "RGB")).digest() == \
            hashlib.sha256(pygame.image.tobytes(two, "RGB")).digest()
        if not same:
            differ += 1
            pixels = sum(one.get_at((x, y)) != two.get_at((x, y)) for x in range(0, one.get_width(), 2)
                         for y in range(0, one.get_height(), 2))
            print(f"{picture.name}: differs (about {pixels * 4:,} pixels)")
    print(f"{len(list(a.glob('*.png')))} screens compared, {differ} differ")
    return 1 if differ else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", nargs="?", type=Path)
    parser.add_argument("--moves", type=int, nargs="+", default=[0, 15, 60, 200])
    parser.add_argument("--compare", type=Path, nargs=2)
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.compare:
        return compare(*args.compare)
    if args.out is None:
        parser.error("give a folder to draw into, or --compare A B")
    draw_all(args.out, args.moves)
    return 0


if __name__ == "__main__":
    sys.exit(main())
