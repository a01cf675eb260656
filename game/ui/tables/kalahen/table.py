"""Kalahen's map table: the Tiled board with champions and markers, the players' panels, reachable
circles to click, the trial card, the special-dice tray for fights, and a panel of every other choice.

Everything is drawn from `self.view`; the actions offered are the ones the view lists for the seat at
the screen, so a hidden card or a secret ring choice never reaches another player's eyes.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict

import pygame

from game.engine.advice import Advice
from game.engine.events import Event
from game.engine.match import Match
from game.engine.state import Action, JsonScalar
from game.games.kalahen import wording
from game.games.kalahen.action_parts import destination, reroll_mask, rolled, special_faces, walk_to
from game.games.kalahen.view_types import ActionView, KalahenView, ReachableView
from game.i18n import capital, number, words
from game.paths import maps_dir
from game.session.steps import Played
from game.ui import theme
from game.ui.hints import draw_mark
from game.ui.motion import ease
from game.ui.table import TableScene
from game.ui.table_drawing import Tip, draw_thinking
from game.ui.tables.kalahen.board_art import CIRCLE_R, BoardArt, MapView, circle_at, road_at
from game.ui.tables.kalahen.boxes import BOARD_BOX, CHAMPS_BOX, DECIDE_BOX, HINT_BUTTON, LOG_BOX, TRAY_BOX
from game.ui.tables.kalahen.decisions import DecisionPanel
from game.ui.tables.kalahen.markers import draw_markers, draw_pawns, draw_reachable, draw_trails, pawn_spots
from game.ui.tables.kalahen.panels import draw_champions, panel_height, ring_chip
from game.ui.tables.kalahen.special_dice import SpecialTray
from game.ui.tables.kalahen.targets import advised, find
from game.ui.theme import layout
from game.ui.widgets import Button, Group, Paragraph, ScrollText

LOG_TEXT = 13  # the log's type size
ROLL_SECONDS = 0.7
GLIDE_SECONDS = 0.45  # a pawn walking to its new circle
# The rules section a circle's tip opens, by the circle's kind (the others open "board").
PLACE_SECTIONS = {"village": "arriving", "castle": "arriving", "place": "trials", "tower": "arriving",
                  "forest": "arriving", "gate": "board"}

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("kalahen")


class TrialCard(TypedDict):
    """The trial's card on the map: whose trial at which circle, the die and its roll, and the event it gave
    (None until the view tells it)."""

    seat: int | None
    at: str | None
    roll: JsonScalar
    die: int | str | None
    event: str | None


def consequences(played: Played, viewer: int | None) -> list[str]:
    """What a move did, in the told events' words as `viewer` may see them; a walk's own pawn move is left out
    (the move's line says where it went)."""
    walked = played.action.kind == "move"
    return [event.text for event in played.events_for(viewer)
            if event.text and not (walked and event.piece == "pawn" and event.seat == played.actor)]


@dataclass
class Glide:
    """A pawn walking from one spot to another (map coordinates), eased in and out."""

    start: tuple[float, float]
    end: tuple[float, float]
    seconds: float
    elapsed: float = 0.0

    def point(self) -> tuple[float, float]:
        t = ease(self.elapsed / self.seconds)
        return (self.start[0] + (self.end[0] - self.start[0]) * t, self.start[1] + (self.end[1] - self.start[1]) * t)


class KalahenTable(TableScene[KalahenView]):
    def __init__(self, app: App, match: Match, save_path: Path | None = None, replaying: bool = False) -> None:
        self.board = match.info.data.board
        self.art = BoardArt(maps_dir() / "kalahen.tmx", self.board)
        self.tray = SpecialTray(TRAY_BOX)
        self.panel = DecisionPanel(DECIDE_BOX, self.pick)
        self.fight_controls = Group()
        self.reroll_button = Button(_("Re-roll marked dice"), (0, 0, 0, 0), self.reroll)
        self.keep_button = Button(_("Keep these dice"), (0, 0, 0, 0), self.keep)
        self.hint_button = Button(_("Hint"), HINT_BUTTON, self.ask_hint, size=15)
        self.selected: str | None = None  # a circle reachable in several ways, waiting for the way
        self.trial_card: TrialCard | None = None
        self.glides: dict[int, Glide] = {}  # pawns on their way, by seat
        self.trails: dict[int, tuple[str, str]] = {}  # each champion's last move: the circle left, the one reached
        super().__init__(app, match, save_path, replaying)
        self.log_box: ScrollText = ScrollText(LOG_BOX, follow_end=True)  # the story log's widget, reading back and all
        self._log_len = -1

    # --- what the seat at the screen may do
    def my_actions(self) -> list[Action]:
        """The legal moves of the seat at the screen, when it is theirs to make (the view says how each looks)."""
        if not self.my_action_views():
            return []
        return self.moves_open()

    def my_action_views(self) -> list[ActionView]:
        """The view's entries of those actions (each says the circle it moves to, if it is a move)."""
        if self.human_to_act() is None:
            return []
        pending = self.view.get("pending", {})
        if pending.get("seat") != self.viewer():
            return []
        return list(pending.get("actions", []))

    def reachable(self) -> dict[str, list[ReachableView]]:
        """Circles reachable this turn, each with its ways (walk, float, teleport) and costs."""
        if self.human_to_act() is None:
            return {}
        out: dict[str, list[ReachableView]] = {}
        for item in self.view.get("reachable", []):
            out.setdefault(item["to"], []).append(item)
        return out

    def language_changed(self) -> None:
        self._log_len = -1  # the log box takes the log again, said in the new language
        super().language_changed()

    def refresh_view(self) -> None:
        super().refresh_view()
        self.rebuild()

    def view_changed(self, before: KalahenView, after: KalahenView, events: list[Event]) -> None:
        """Pawns walk as the rules told them moving: each from where it stood (or from where it was on its way to)
        to its spot now; a pawn told several moves at once (a walk into the Magic Forest and home by magic) goes
        straight to the last. The pawns standing on the circles those moves left or reached slide along their row
        to their new places beside them. A pawn that leaves the board (out of the game) just goes."""
        seconds = self.pace(GLIDE_SECONDS)
        moves = [e for e in events if e.kind == "moved" and e.piece == "pawn" and e.seat is not None]
        self.mark_last_moves(moves)
        if not seconds or not moves:
            return
        old, new = pawn_spots(self.board, before), pawn_spots(self.board, after)
        first: dict[int, str] = {}
        for event in moves:
            assert event.seat is not None
            first.setdefault(event.seat, event.source)
        circles = {e.source for e in moves} | {e.target for e in moves}
        neighbours = {c["seat"] for c in after["champions"] if c["pos"] in circles and c["seat"] not in first}
        for seat in [*first, *sorted(neighbours)]:
            spot = new.get(seat)
            start = self.glides[seat].point() if seat in self.glides else old.get(seat)
            if start is None and first.get(seat) in self.board.circles:  # not on the board before: from its circle
                circle = self.board.circles[first[seat]]
                start = (circle.x, circle.y)
            if spot is not None and start is not None and start != spot:
                self.glides[seat] = Glide(start, spot, seconds)

    @staticmethod
    def log_entry(played: Played) -> tuple[str, ...] | None:
        """A move's line and, below it, what it did as the rules told it (LP, gold and rings with their causes,
        cards taken, markers turned, a pawn sent elsewhere), each seat's entry with what that seat may see."""
        if played.lines is None:
            return None
        seats = len(played.lines) - 1
        return tuple(line + "".join(f"\n\u00a0\u00a0\u00a0→ {capital(text)}"
                                    for text in consequences(played, None if i == seats else i))
                     for i, line in enumerate(played.lines))

    def mark_last_moves(self, moves: list[Event]) -> None:
        """Each champion's last move stays marked on the map until its next one: from the circle it left to the
        circle it reached (a champion out of the game leaves no mark)."""
        ways: dict[int, tuple[str, str]] = {}
        for event in moves:
            assert event.seat is not None
            ways[event.seat] = (ways.get(event.seat, (event.source, ""))[0], event.target)
        for seat, (source, target) in ways.items():
            if source in self.board.circles and target in self.board.circles and source != target:
                self.trails[seat] = (source, target)
            else:
                self.trails.pop(seat, None)

    def after_undo(self) -> None:
        self.trails.clear()  # an undo or a jump in a replay: the marks belonged to moves no longer on the table
        self.selected = None
        self.trial_card = None
        self.tray.clear()

    def rebuild(self) -> None:
        """The decision panel for the current view."""
        actions = self.my_actions()
        task = self.view.get("pending", {}).get("task")
        self.fight_controls = Group()
        top = DECIDE_BOX[1] + 8 + 22 * len(self.prompt_lines())
        if task == "enchant":
            top += 30
        if self.show_tray():
            self.tray.box = (TRAY_BOX[0], top, TRAY_BOX[2], TRAY_BOX[3])
            top += TRAY_BOX[3] + 10
        if task == "reroll" and actions:
            x = TRAY_BOX[0]
            self.reroll_button = Button(_("Re-roll marked dice"), (x, top, 236, 40), self.reroll, primary=True,
                                        hotkey=pygame.K_SPACE, size=17)
            self.keep_button = Button(_("Keep these dice"), (x + 246, top, 236, 40), self.keep,
                                      hotkey=pygame.K_RETURN, size=17)
            self.fight_controls.add(self.reroll_button)
            self.fight_controls.add(self.keep_button)
            self.panel.set([], "", top + 50)
            return
        if task == "turn":
            circles = [a["to_circle"] for a in self.my_action_views()]
            if self.selected:
                ways = [a for a, to in zip(actions, circles, strict=True) if to == self.selected]
                others = [Action("cancel", (), _("Back: choose another circle"))]
                self.panel.set(ways + others, self.selected, top)
                return
            actions = [a for a, to in zip(actions, circles, strict=True) if to is None]
        self.panel.set(actions, task or "", top)

    def show_tray(self) -> bool:
        """The fight tray shows while a fight is on, and after it while nothing else needs the room."""
        fight = self.view.get("fight")
        if fight is None:
            return False
        task = self.view.get("pending", {}).get("task")
        if fight.get("final") is None:
            return task in ("fight_rings", "reroll", "sdice", "pay", "roll", "duel_rings")
        return task in ("after", "spoils", "end_turn", None)

    def prompt_lines(self) -> list[str]:
        pending = self.view.get("pending", {})
        if pending.get("seat") is None or pending.get("seat") != self.viewer() or not pending.get("prompt"):
            return []
        text = capital(pending["prompt"])
        if pending.get("task") == "turn" and self.view.get("reachable"):
            costs = {i["rings"] for i in self.view["reachable"] if i["how"] == "teleport"}
            card = any(i["how"] == "teleport_card" for i in self.view["reachable"])
            if costs:
                n = min(costs)
                hint = (ngettext("Click a lit circle: gold = walk (cost shown), blue = teleport ({n} ring), or use "
                                 "the teleport card", "Click a lit circle: gold = walk (cost shown), blue = teleport "
                                 "({n} rings), or use the teleport card", n) if card else
                        ngettext("Click a lit circle: gold = walk (cost shown), blue = teleport ({n} ring)",
                                 "Click a lit circle: gold = walk (cost shown), blue = teleport ({n} rings)", n))
                hint = hint.format(n=n)
            elif card:
                hint = _("Click a lit circle: gold = walk (cost shown), or use the teleport card")
            else:
                hint = _("Click a lit circle: gold = walk (cost shown)")
            text = _("{prompt}. {hint}").format(prompt=text, hint=hint)
        if pending.get("task") == "enchant":
            text = _("{event}: {prompt}").format(event=pending.get("event", _("Enchantment")), prompt=text)
        return theme.wrap(text, 16, DECIDE_BOX[2] - 24, bold=True)[:3]

    def pick(self, action: Action) -> None:
        if action.kind == "cancel":
            self.selected = None
            self.rebuild()
            return
        self.selected = None
        self.submit(action)

    def reroll(self) -> None:
        mask = self.tray.mask()
        if not mask:
            self.refuse(_("Click the dice to throw again first (or keep these dice)."))
            return
        action = next((a for a in self.my_actions() if a.kind == "reroll" and reroll_mask(a) == mask), None)
        if action is not None:
            self.tray.clear()
            self.submit(action)

    def keep(self) -> None:
        action = next((a for a in self.my_actions() if a.kind == "stop"), None)
        if action is not None:
            self.tray.clear()
            self.submit(action)

    def go_to(self, circle: str) -> None:
        ways = self.reachable().get(circle)
        if not ways:
            if self.human_to_act() is not None and self.my_actions():
                self.submit(walk_to(circle))  # not a way open now: the rules say why
            return
        if len(ways) == 1:
            self.selected = None
            action = self.session.legal_move(ways[0]["action"])
            if action is not None:
                self.submit(action)
            return
        self.selected = circle
        self.rebuild()

    # --- the loop
    def after_action(self, action: Action, actor: int) -> None:
        pending = self.view.get("pending", {})
        if actor < 0 and action.kind == "roll" and pending.get("why") == "trial":
            self.trial_card = {"seat": pending.get("for_seat"), "at": pending.get("at"),
                               "roll": rolled(action), "die": pending.get("die"), "event": None}
        if actor >= 0 and action.kind in ("end", "stay"):
            self.trial_card = None
        if action.kind == "sdice":
            self.app.sounds.play("dice")
            fight = self.view.get("fight")
            old = (fight["dice"] if fight else None) or []
            faces = special_faces(action)
            mask = sum(1 << i for i in range(3) if i >= len(old) or old[i]["face"] != faces[i]) or 7
            seconds = self.pace(ROLL_SECONDS)
            if seconds:
                self.tray.throw(mask if old else 7, seconds)
                self.hold_view(seconds)

    def animate(self, dt: float) -> None:
        self.tray.update(dt)
        for seat, glide in list(self.glides.items()):
            glide.elapsed += dt
            if glide.elapsed >= glide.seconds:
                del self.glides[seat]

    def animation_done(self) -> bool:
        return not self.tray.rolling

    def moving(self) -> bool:
        return bool(self.glides)

    def skip_animation(self) -> None:
        self.tray.timer = 0.0
        self.glides.clear()
        super().skip_animation()

    def catch_up(self) -> None:
        super().catch_up()
        if self.trial_card is not None and self.trial_card["event"] is None:
            self.trial_card["event"] = self.trial_event()

    def trial_event(self) -> str:
        """The schedule's result for the trial on the card, as the view tells it."""
        trial = self.view.get("last_trial")
        card = self.trial_card
        if trial and card and trial["seat"] == card["seat"] and trial["at"] == card["at"]:
            return str(trial["event"])
        return ""

    def update(self, dt: float) -> None:
        turn = self.view.get("turn_seat")
        super().update(dt)
        if self.trial_card is not None and self.view.get("turn_seat") != turn:
            self.trial_card = None

    def map_view(self) -> MapView:
        rect = self.art.fit(layout.rect(*BOARD_BOX))
        return MapView(rect, self.art.size)

    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP:
            self.glides.clear()  # a click finishes the pawns' walks, and still counts
        if self.hint_button.handle(event):
            return
        if self.fight_controls.handle(event):
            return
        if self.panel.handle(event):
            return
        if self.log_box.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            reroll = self.view.get("pending", {}).get("task") == "reroll" and self.my_actions()
            if reroll and self.tray.click(event.pos):
                return
            mx, my = self.map_view().to_map(event.pos)
            circle = circle_at(self.board, mx, my)
            if circle is not None:
                self.go_to(circle)

    def circle_point(self, name: str) -> tuple[int, int]:
        """Where a circle is on the screen (for tests and pointers)."""
        c = self.board.circles[name]
        return self.map_view().to_screen(c.x, c.y)

    # --- drawing
    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        info = self.match.info
        theme.draw_text(surface, info.native_name, 18, 8, 28, theme.PAPER, bold=True, family="serif")
        theme.draw_text(surface, _("Esc: menu"), 1266, 14, 14, theme.PAPER_DARK, anchor="topright")
        self.hint_button.visible = self.hints is not None
        self.hint_button.enabled = self.hint_button_enabled()
        self.hint_button.draw(surface)
        room = HINT_BUTTON[0] - 16 - 150
        status = self.status_line()
        if theme.font(17, True).size(status)[0] > room * layout.scale:
            status = self.status_line(prompt=False)  # the decision panel says it in full
        theme.draw_text(surface, status, 150, 16, 17, theme.GOLD, bold=True)
        mv = self.map_view()
        frame = mv.rect.inflate(layout.px(8), layout.px(8))
        pygame.draw.rect(surface, (60, 40, 22), frame, border_radius=layout.px(6))
        surface.blit(self.art.surface(mv.rect.size), mv.rect)
        draw_markers(surface, mv, self.board, self.art, self.view)
        draw_reachable(surface, mv, self.board, self.reachable(), self.selected)
        draw_trails(surface, mv, self.board, self.trails)
        draw_pawns(surface, mv, self.board, self.view, {seat: g.point() for seat, g in self.glides.items()})
        if self.trial_card:
            self.draw_trial_card(surface, mv)
        current = self.view.get("pending", {}).get("seat")
        draw_champions(surface, self.view, [s.name for s in self.match.seats], CHAMPS_BOX, current,
                       draw_thinking if self.thinking() else None)
        self.draw_decisions(surface)
        self.draw_game_log(surface)
        self.draw_hover(surface)

    def tip_under(self, pos: tuple[int, int]) -> Tip | None:
        """A champion's figures, a danger marker, a circle or a road: what it is, with the rules' own numbers."""
        rules = self.match.info.data
        if self.champion_under(pos) is not None:
            return Tip(self.figures_tip(), "champion")
        terrain = self.marker_under(pos)
        if terrain is not None:
            return Tip(wording.danger_tip(terrain, rules), "danger")
        mv = self.map_view()
        if not mv.rect.collidepoint(pos) or self.trial_card:
            return None
        mx, my = mv.to_map(pos)
        name = circle_at(self.board, mx, my)
        if name is not None:
            c = self.board.circles[name]
            below = mv.to_screen(c.x - CIRCLE_R, c.y + CIRCLE_R + 14)  # below: the cost label is above
            return Tip(f"{wording.place(c.label)}: {wording.place_tip(c.kind, rules)}", PLACE_SECTIONS.get(c.kind),
                       below)
        road = road_at(self.board, mx, my)
        if road is not None:
            return Tip(wording.road_tip(road.terrain, road.bridge, road.crystal, rules), "board")
        return None

    def marker_under(self, pos: tuple[int, int]) -> str | None:
        """The terrain whose danger marker is under the window point `pos`."""
        mv = self.map_view()
        mx, my = mv.to_map(pos)
        return next((terrain for terrain, (x, y) in self.board.danger_spots.items()
                     if (mx - x) ** 2 + (my - y) ** 2 <= 18 ** 2), None)

    def champion_rect(self, seat: int) -> pygame.Rect | None:
        """A champion's panel (window pixels), as draw_champions lays it out."""
        count = len(self.view.get("champions", []))
        if not 0 <= seat < count:
            return None
        x, y, w, _h = CHAMPS_BOX
        row = panel_height(CHAMPS_BOX, count)
        return layout.rect(x, y + seat * row, w, row - 5)

    # --- hints and lessons: the table's parts by name (targets.py)
    def mark_advice(self, surface: pygame.Surface, advice: Advice) -> None:
        """Rings the advised move's place (a walk's circle lit as the chosen one, its button, the dice to throw
        again) and the parts the reason speaks of (the goal circle, a danger marker, a champion)."""
        action = advice.action
        there = destination(action)
        ways = self.reachable().get(there) if there is not None else None
        if there is not None and ways:
            draw_reachable(surface, self.map_view(), self.board, {there: ways}, there)
        named = [find(self, name) for name in advice.points_at]
        for rect in advised(self, action) + [part for part in named if part is not None]:
            draw_mark(surface, rect)

    def hint_anchor(self) -> pygame.Rect:
        """The hint's card stands over the game log, the one part of the table a player need not see then."""
        x, y, w, h = LOG_BOX
        return layout.rect(x + w / 2 - 1, y + h - 4, 2, 2)

    def lesson_card_places(self) -> list[tuple[float, float, str]]:
        return [(14, 706, "bottom")]  # over the game log, clear of the map, the panels and the choices

    def lesson_target(self, name: str) -> pygame.Rect | None:
        return find(self, name)

    def champion_under(self, pos: tuple[int, int]) -> int | None:
        """The seat whose champion's panel is under the window point `pos`."""
        x, y, w, _h = CHAMPS_BOX
        champions = self.view.get("champions", [])
        row = panel_height(CHAMPS_BOX, len(champions))
        dx, dy = layout.to_design(pos)
        seat = int((dy - y) // row)
        return seat if x <= dx <= x + w and dy >= y and seat < len(champions) else None

    def figures_tip(self) -> str:
        """What a champion's figures mean, in words and with the rules' own numbers."""
        r = self.match.info.data
        figures = _("LP: life points, at most {max}. With none left a champion is out of the game; below {weak} LP it "
                    "may not search a chest or fight. GM: gold coins, spent in villages: a ring costs {ring} GM, an LP "
                    "{lp} GM. Rings by colour: carried (at most {carry}) and laid down at home.").format(
            max=r.life_max, weak=r.weak_below, ring=r.ring_price, lp=r.life_price, carry=r.carry_max)
        items = _("A key opens the Tower's gate; a sword adds {sword} and a shield {shield} in a fight, and a shield "
                  "crosses the Crystal Bridge.").format(sword=r.sword_bonus, shield=r.shield_bonus)
        return f"{figures}\n{items}"

    def draw_game_log(self, surface: pygame.Surface) -> None:
        if len(self.log) != self._log_len:
            self._log_len = len(self.log)
            self.log_box.set_paragraphs([Paragraph(line, LOG_TEXT, space_before=1) for line in self.log])
        self.log_box.draw(surface)
        x, y = LOG_BOX[0], LOG_BOX[1]
        title = _("Game log  (wheel or ↑ ↓ to read back)") if self.log_box.max_offset() > 0 else _("Game log")
        theme.draw_text(surface, title, x + 4, y - 20, 14, theme.PAPER, bold=True)

    def status_line(self, prompt: bool = True) -> str:
        v = self.view
        if v.get("finished"):
            w = v.get("winner")
            return (_("{name} rules Kalahen!").format(name=self.actor_name(w)) if w is not None
                    else _("The game is over: nobody rules"))
        pending = v.get("pending", {})
        seat = pending.get("seat")
        # The round limit is a safety net, not a promise of length: only the round is shown.
        head = _("Round {round}").format(round=number(v.get("round", 0)))
        if seat is None:
            return head
        if not prompt:
            return _("{round} · {name}").format(round=head, name=self.actor_name(seat))
        return _("{round} · {name}: {prompt}").format(round=head, name=self.actor_name(seat),
                                                      prompt=pending.get("prompt", ""))

    def draw_decisions(self, surface: pygame.Surface) -> None:
        x, y, w, h = DECIDE_BOX
        theme.panel(surface, layout.rect(x, y, w, h), theme.FELT_DARK, theme.GOLD_DARK, radius=10)
        for i, line in enumerate(self.prompt_lines()):
            theme.draw_text(surface, line, x + 12, y + 8 + i * 22, 16, theme.GOLD, bold=True)
        fight = self.view.get("fight") if self.show_tray() else None
        if fight is not None:
            task = self.view.get("pending", {}).get("task")
            who = self.actor_name(fight["seat"])
            title = {"monster": _("{name} fights a monster"), "dragon": _("{name} fights the dragon"),
                     "wander": _("{name} fights a wandering monster"), "duel": _("{name} fights a champion"),
                     "risk": _("{name} plays the high-risk game")}.get(fight["kind"], "{name}").format(name=who)
            mine = task == "reroll" and bool(self.my_actions())
            self.tray.draw(surface, fight, title, mine)
        self.draw_duel(surface)
        self.draw_enchantment(surface)
        self.fight_controls.draw(surface)
        self.panel.draw(surface)
        seat = self.view["pending"]["seat"]
        if self.human_to_act() is None and seat is not None and not fight:
            theme.draw_text(surface, _("{name} is choosing…").format(name=self.actor_name(seat)), x + w / 2,
                            y + h / 2, 18, theme.PAPER_DARK, anchor="center")

    def draw_enchantment(self, surface: pygame.Surface) -> None:
        """The rings an enchantment asks for, as chips with their letters, beside what the champion carries."""
        pending = self.view["pending"]
        viewer = self.viewer()
        if pending.get("task") != "enchant" or viewer is None or pending.get("seat") != viewer:
            return
        x, y = DECIDE_BOX[0] + 12, DECIDE_BOX[1] + 8 + 22 * len(self.prompt_lines()) + 2
        letters = self.view["colour_letters"]
        asks = theme.draw_text(surface, _("Asks"), x, y + 2, 14, theme.PAPER, bold=True)
        cx = layout.to_design(asks.topright)[0] + 6
        for colour in pending.get("event_rings", []):
            cx = ring_chip(surface, cx, y, colour, letters[colour])
        needs = pending.get("event_needs") or []
        if needs:
            items = ", ".join(wording.item(n) for n in needs)
            theme.draw_text(surface, _("and holding {items}").format(items=items), cx + 6, y + 2, 14, theme.PAPER)
        mine = self.view["champions"][viewer]["rings"]
        cx = x + 250
        carry = theme.draw_text(surface, _("You carry"), cx, y + 2, 14, theme.PAPER, bold=True)
        cx = layout.to_design(carry.topright)[0] + 6
        for colour in self.view["colours"]:
            if mine[colour]:
                cx = ring_chip(surface, cx, y, colour, letters[colour], None)
                theme.draw_text(surface, f"×{mine[colour]}", cx, y + 2, 13, theme.PAPER)
                cx += 22

    def draw_duel(self, surface: pygame.Surface) -> None:
        duel = self.view.get("duel")
        if not duel or not (self.show_tray() or self.view.get("pending", {}).get("task") == "duel_rings"):
            return
        x, y, w, h = DECIDE_BOX
        parts = []
        for seat in (duel["attacker"], duel["defender"]):
            rings = duel["rings"].get(str(seat))
            chosen = seat in duel["chosen"]
            shown = (ngettext("{n} ring", "{n} rings", rings).format(n=rings) if rings is not None
                     else _("chosen in secret") if chosen else _("choosing"))
            parts.append(_("{name}: {rings}").format(name=self.actor_name(seat), rings=shown))
        theme.draw_text(surface, _("Duel · {sides}").format(sides=" · ".join(parts)), x + 12, y + h - 22, 14,
                        theme.PAPER, bold=True)

    def trial_card_box(self) -> tuple[float, float, float, float]:
        """The trial's card (design pixels): at the top right corner of the map."""
        w, h = 230, 96
        right = self.map_view().rect.right / layout.scale - layout.ox / layout.scale
        return right - w - 10, BOARD_BOX[1] + 10, w, h

    def draw_trial_card(self, surface: pygame.Surface, mv: MapView) -> None:
        card = self.trial_card
        if card is None:
            return
        x, y, w, h = self.trial_card_box()
        theme.panel(surface, layout.rect(x, y, w, h), theme.PAPER, theme.GOLD, radius=10)
        seat = card["seat"]
        who = self.actor_name(seat) if isinstance(seat, int) else ""
        at = wording.place(str(card["at"] or ""))
        theme.draw_text(surface, _("Trial at {place}").format(place=at), x + 12, y + 8, 16, theme.INK, bold=True,
                        family="sans")
        theme.draw_text(surface, _("{name} rolls d{die}: {roll}").format(name=who, die=card["die"],
                                                                         roll=card["roll"]),
                        x + 12, y + 30, 14, theme.INK_SOFT)
        for i, line in enumerate(theme.wrap(card["event"] or "", 15, w - 24, bold=True)[:3]):
            theme.draw_text(surface, line, x + 12, y + 52 + i * 19, 15, theme.RED, bold=True)
