"""Narrespillet's tarot table: the hand fanned at the bottom, every player's four battlefields, the deck,
the pile and the cards lying on the table; placing by selecting cards and clicking a battlefield, trumps and
decisions through panels built from the legal moves, a round summary and a game log."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine.match import Match
from game.engine.state import Action
from game.games.narrespillet.action_parts import (
    discarded,
    placed_cards,
    placement_houses,
    trump_card,
    trump_choices,
    trump_key,
)
from game.games.narrespillet.ai import level_seconds
from game.games.narrespillet.at_hand import cards_at_hand_in_view
from game.games.narrespillet.data import NarreRules
from game.games.narrespillet.refusals import placement_targets
from game.games.narrespillet.trump_book import BOOK
from game.games.narrespillet.view_types import EntityView, PendingView
from game.i18n import capital, words
from game.ui import theme
from game.ui.table import AI_PAUSE
from game.ui.table_drawing import Tip
from game.ui.tables.narrespillet import board, images
from game.ui.tables.narrespillet.choices import BOX, LOW_BOX, ChoicePanel
from game.ui.tables.narrespillet.drawing import CONTROL_Y, LOG_BOX, VICTORY_BOX
from game.ui.tables.narrespillet.flights import CardFlights
from game.ui.tables.narrespillet.greyed import why_no_discard, why_no_trump
from game.ui.tables.narrespillet.pointing import TablePointing
from game.ui.theme import layout
from game.ui.widgets import Button, Group, Widget, clicked

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("narrespillet")

FOOL_EXTRA = 0.4  # seconds added to an AI seat's longest thinking time in the Fool's window
# With several people at one screen, the Fool's question is one shared window after a placement instead of a
# pass-the-device screen per person: it opens for every placement the public rules let someone steal, the same
# whoever holds the Fool, and stays open until every person has answered or its time is up (rules_data,
# fool_window).
FOOL_WINDOW = 3.0  # the longest a window may stay open when the rule data gives no other length
FOOL_ROW = 42  # from one person's row of answers to the next
HINT_ROW = 4  # the column's last row: the Hint button (right half)


def fool_box(people: int) -> tuple[float, float, float, float]:
    """The shared window over the hand's place, one row of answers per person, its foot above the window's."""
    height = 150 + people * FOOL_ROW
    return 190, 708 - height, 620, height


@dataclass
class SharedFoolWindow:
    seats: list[int]  # the people the rules may ask about this placement
    left: float = FOOL_WINDOW
    claim: int | None = None  # the person who played the Fool
    answered: set[int] = field(default_factory=set)  # the people who said no
    close_when_answered: bool = True

    @property
    def open(self) -> bool:
        everyone = self.close_when_answered and self.answered >= set(self.seats)
        return self.left > 0 and self.claim is None and not everyone


def names_said(names: list[str]) -> str:
    """Names as a sentence lists them: "Kana", "Kana and Bot", "Kana, Bot and Tove"."""
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


class TarotTable(CardFlights, TablePointing):
    def __init__(self, app: App, match: Match, save_path: Path | None = None, replaying: bool = False) -> None:
        self.selected: list[int] = []
        self.panel: ChoicePanel | None = None
        self.panel_opener: Callable[[], None] | None = None  # opens the panel again (in another language)
        self.summaries_seen = 0
        self.summary_open: int | None = None
        self.controls = Group()
        self.role_buttons: dict[str, Button] = {}
        self.move_buttons: dict[Action, Button] = {}
        self.panel_actions: list[Action] = []
        self._key: tuple[object, ...] = ()
        self.greyed: list[tuple[Button, str]] = []  # a greyed turn button and why it is greyed
        self.hand_rects: list[tuple[int, pygame.Rect]] = []
        self.pool_rects: list[tuple[int, pygame.Rect]] = []
        self.field_rects: dict[tuple[int, int], pygame.Rect] = {}
        self.seat_rects: dict[int, pygame.Rect] = {}
        # A trump's choices that lie on the table: (entity, house or -1 for the player) -> the move.
        self.targets: dict[tuple[int, int], Action] = {}
        self.tips: list[tuple[pygame.Rect, Tip]] = []  # what each thing drawn is, for the pointer
        self.fool_started = 0.0
        self.shared_fool = True  # False: the Fool's question goes to each person behind a pass screen
        self.fool_window: SharedFoolWindow | None = None
        self.fool_buttons = Group()
        super().__init__(app, match, save_path, replaying)
        rules = match.info.data
        assert isinstance(rules, NarreRules)
        self.rules = rules  # static rule data: card and house names, and what the refusals explain
        self.names = rules.names
        images.name_cards(rules.names)
        self.summaries_seen = len(self.view["round_summaries"])  # a resumed game shows only new summaries
        self.summary_open = None

    # --- names ---
    def seat_names(self) -> list[str]:
        return [s.name for s in self.match.seats]

    def entity_label(self, entity: int) -> str:
        """A player's name or the Demons', as the view gives it, for a label."""
        ent = self.entity(entity)
        return capital(ent["name"]) if ent is not None else self.seat_names()[entity]

    def words(self, action: Action) -> str:
        """A move's words on its button, for the one who makes it ("Does not play the Fool")."""
        return capital(self.session.words_of(action))

    # --- whose cards the screen works with ---
    def legal(self) -> list[Action]:
        player = self.human_to_act()
        if player is None or player != self.viewer() or self.summary_open is not None:
            return []
        if self.said_for_the_person() is not None:
            return []  # answered by the table in its next step
        return self.moves_open()

    def acting_entity(self) -> int | None:
        """The entity whose turn the viewer plays now (their own seat or the Demons they own)."""
        pending = self.view["pending"]
        if pending.get("kind") == "turn" and self.legal():
            return int(pending["entity"])
        return None

    def entity(self, e: int) -> EntityView | None:
        return next((x for x in self.view["entities"] if x["entity"] == e), None)

    def pool(self) -> list[int]:
        """Cards the acting entity may use: hand, open cards, Justice's cards, its Chariot."""
        e = self.acting_entity()
        if e is None:
            return []
        return cards_at_hand_in_view(self.view, e)

    # --- the loop ---
    def refresh_view(self) -> None:
        super().refresh_view()
        if self.view["pending"].get("kind") != "fool":
            self.fool_window = None
        if len(self.view["round_summaries"]) > self.summaries_seen:
            self.summaries_seen = len(self.view["round_summaries"])
            self.summary_open = self.summaries_seen - 1
        pool = set(self.pool())
        self.selected = [c for c in self.selected if c in pool]

    def language_changed(self) -> None:
        """The buttons, an open panel and the Fool's window are made again with their words in the new language."""
        reopen = self.panel_opener if self.panel is not None else None
        self.close_panel()
        super().language_changed()
        if reopen is not None:
            reopen()
        if self.fool_window is not None:
            self.fool_buttons = self.make_fool_buttons(self.fool_window.seats)

    def after_undo(self) -> None:
        self.flights.skip()
        self.last_placed.clear()  # the marks belonged to moves no longer on the table
        # Taken back across a round's end: that round's summary is no longer there to show.
        self.summaries_seen = len(self.view["round_summaries"])
        if self.summary_open is not None and self.summary_open >= self.summaries_seen:
            self.summary_open = None

    def moving(self) -> bool:
        return self.fool_window is not None and self.fool_window.open  # its bar counts down

    def needs_frames(self) -> bool:
        return self.summary_open is None and super().needs_frames()  # the summary holds the table still

    def update(self, dt: float) -> None:
        if self.summary_open is not None:
            return  # the round summary holds the table until it is closed
        if self.fool_window is not None and self.fool_window.open:
            self.fool_window.left -= dt
        pending = self.view["pending"]
        if pending.get("kind") == "fool" and not self.fool_started and self.wait <= 0:
            self.fool_started = time.monotonic()
        super().update(dt)

    def after_action(self, action: Action, actor: int) -> None:
        self.selected = []
        self.panel = None
        self.targets = {}
        if action.kind in ("pass", "steal") and actor >= 0 and self.bots[actor] is not None:
            # The same time for every AI answer in the Fool's window, so how long it took tells nothing
            # about who holds the Fool (a seat without it answers at once; one with it may search).
            spent = time.monotonic() - (self.fool_started or time.monotonic())
            self.wait = max(self.wait, self.fool_seconds(actor) - spent)
        self.fool_started = 0.0

    def fool_seconds(self, seat: int) -> float:
        """How long an AI seat's answer in the Fool's window takes, counted from when it starts thinking."""
        if not self.app.settings.animation_factor:
            return 0.0
        thinking = level_seconds(self.match.seats[seat].level) * 1.25
        if self.alone():
            return thinking  # as soon as its level allows, holding the Fool or not: nothing added
        return thinking + self.pace(AI_PAUSE + FOOL_EXTRA)

    # --- the Fool's shared window ---
    def need_seat(self, seat: int) -> None:
        pending = self.view["pending"]
        if pending.get("kind") == "fool" and self.shared_fool and len(self.humans) > 1:
            self.answer_fool(seat, pending)
            return
        answer = self.said_for_the_person()
        if answer is not None:
            self.say_for_the_person(answer)
            return
        super().need_seat(seat)

    def say_for_the_person(self, answer: Action) -> None:
        """The table's own answer for the person (no to a Fool they cannot play). A lesson's step waits for a
        move of the learner's, not for this one, which the learner never sees: the guide does not judge it."""
        guide, self.guide = self.guide, None
        try:
            self.submit(answer)
        finally:
            self.guide = guide

    def said_for_the_person(self) -> Action | None:
        """Alone with AI players, the no to a Fool's question the person cannot play it on: the table says it
        for them (they know their own hand), so the question never shows."""
        if self.view["pending"].get("kind") != "fool" or not self.alone() or \
                not self.rules.fool_screen.alone_only_when_able or self.session.to_act() not in self.humans:
            return None
        legal = self.moves_open()
        if any(a.kind == "steal" for a in legal):
            return None
        return next((a for a in legal if a.kind == "pass"), None)

    def alone(self) -> bool:
        """One person (or none) at the screen, the other seats AI."""
        return len(self.humans) <= 1

    def ai_pause(self, action: Action | None = None) -> float:
        if action is not None and action.kind == "pass" and self.alone():
            return 0.0  # an AI's no to the Fool is no event to follow
        return super().ai_pause(action)

    def undo_point(self, index: int) -> bool:
        return self.match.actions[index].kind != "pass"  # the no to the Fool the table said for the person

    def answer_fool(self, seat: int, pending: PendingView) -> None:
        """Opens the shared window on the table's public side, or, once it has closed, answers for `seat`:
        the Fool if that person claimed it (and holds it), else no."""
        window = self.fool_window
        if window is None:
            screen = self.rules.fool_screen
            self.fool_window = SharedFoolWindow([s for s in pending.get("asked", [seat]) if s in self.humans],
                                                screen.seconds, close_when_answered=screen.close_when_answered)
            self.hide_seat()  # everyone looks at the screen: no hand shows
            self.fool_buttons = self.make_fool_buttons(self.fool_window.seats)
            return
        if window.open:
            return
        legal = self.moves_open()
        steal = next((a for a in legal if a.kind == "steal"), None) if window.claim == seat else None
        if window.claim == seat and steal is None:
            self.refuse(_("{name} does not hold the Fool (or cannot use it here).").format(
                name=self.match.seats[seat].name))
        answer = steal or next(a for a in legal if a.kind == "pass")
        self.submit(answer)

    def make_fool_buttons(self, seats: list[int]) -> Group:
        """Per person a row: play the Fool, or no. Everyone answers alike, so no answer tells who holds it."""
        x, y, _w, _h = fool_box(len(seats))
        buttons: list[Widget] = []
        for i, s in enumerate(seats):
            top = y + 112 + i * FOOL_ROW
            name = self.match.seats[s].name
            buttons += [Button(_("{name}: play the Fool").format(name=name), (x + 30, top, 300, 36),
                               partial(self.claim_fool, s), size=16),
                        Button(_("{name}: no").format(name=name), (x + 340, top, 250, 36),
                               partial(self.decline_fool, s), size=16)]
        return Group(buttons)

    def missed_moves(self, seat: int) -> list[str]:
        """The others' moves since `seat` last had the device, the Fool's non-events summed up in one line where
        the first of them stood ("Kana and Bot did not play the Fool")."""
        lines = super().missed_moves(seat)
        if len(self.log_texts) != len(self.match.actions) - len(self.pending_log):
            return lines  # the log and the moves are not side by side: say every line
        start = self.seen_log.get(seat, 0)
        passed = [i for i in range(len(lines)) if self.match.actions[start + i].kind == "pass"]
        if len(passed) < 2:
            return lines
        names = list(dict.fromkeys(self.match.seats[self.match.actors[start + i]].name for i in passed))
        line = ngettext("{names} did not play the Fool (asked {n} time)",
                        "{names} did not play the Fool (asked {n} times)", len(passed)).format(
            names=names_said(names), n=len(passed))
        kept = [text for i, text in enumerate(lines) if i not in set(passed)]
        kept.insert(passed[0], line)  # every line before the first no is kept
        return kept

    def pass_reason(self, seat: int) -> str:
        pending = self.view["pending"]
        return capital(pending["text"]) + "." if pending.get("text") else super().pass_reason(seat)

    def claim_fool(self, seat: int) -> None:
        if self.fool_window is not None and self.fool_window.open:
            self.fool_window.claim = seat

    def decline_fool(self, seat: int) -> None:
        window = self.fool_window
        if window is None or not window.open:
            return
        window.answered.add(seat)
        row = window.seats.index(seat)
        for button in self.fool_buttons.widgets[2 * row:2 * row + 2]:
            button.enabled = False  # answered: the row stays, greyed

    def draw_fool_window(self, surface: pygame.Surface) -> None:
        window = self.fool_window
        if window is None or not window.open:
            return
        x, y, w, h = fool_box(len(window.seats))
        theme.panel(surface, layout.rect(x, y, w, h), theme.PAPER, theme.GOLD, radius=14)
        theme.draw_text(surface, _("The Fool?"), x + w / 2, y + 16, 30, theme.INK, bold=True, anchor="midtop",
                        family="serif")
        victim = self.entity_label(int(self.view["pending"]["victim"]))
        said = _("Whoever holds the Fool may steal {victim}'s placement now. "
                 "Everyone answers alike; the window closes once all have answered.").format(victim=victim)
        for i, line in enumerate(theme.wrap(said, 15, w - 60)):
            theme.draw_text(surface, line, x + w / 2, y + 62 + i * 20, 15, theme.INK_SOFT, anchor="midtop")
        share = min(1.0, max(0.0, window.left) / self.rules.fool_screen.seconds)  # never past the window
        bar = layout.rect(x + 30, y + h - 26, (w - 60) * share, 8)
        pygame.draw.rect(surface, theme.GOLD_DARK, bar, border_radius=layout.px(4))
        self.fool_buttons.draw(surface)

    def seat_shown(self, seat: int) -> None:
        self.flights.skip()
        self.selected = []
        self.panel = None
        self.targets = {}
        super().seat_shown(seat)

    # --- controls ---
    def refresh_controls(self) -> None:
        legal = self.legal()
        hint = self.hint_button_enabled()
        key = (tuple(legal), self.viewer(), tuple(self.selected), id(self.panel), self.summary_open, hint)
        if key == self._key:
            return
        self._key = key
        self.role_buttons, self.move_buttons = {}, {}
        widgets: list[Widget] = []
        if self.summary_open is not None:
            last = self.view["finished"] and self.summary_open == len(self.view["round_summaries"]) - 1
            widgets.append(self.role("continue", Button(_("See the results") if last else _("Continue"),
                                                        (470, 520, 200, 40), self.close_summary,
                                                        hotkey=pygame.K_RETURN, primary=True, size=18)))
        elif self.panel is not None:
            widgets += self.panel.buttons
        elif legal and self.view["pending"]["kind"] == "turn":
            widgets += self.turn_buttons(legal)
        elif legal:
            widgets += self.decision_buttons(legal)
        if self.hints is not None and self.summary_open is None:
            # The last row of the column, right half: there whenever the table is, greyed while nobody at the
            # screen is to move or a hint for this position is already asked.
            widgets.append(self.role("hint", self.column_button(HINT_ROW, _("Hint"), self.ask_hint, half=2,
                                                                enabled=hint)))
        self.controls = Group(widgets)

    def role(self, name: str, button: Button) -> Button:
        """A button the hint's marks and a lesson's steps name (button:<name>)."""
        self.role_buttons[name] = button
        return button

    def controls_shown(self) -> list[object]:
        return list(self.controls.widgets)

    def column_button(self, row: int, label: str, callback: Callable[[], object], *, half: int = 0,
                      enabled: bool = True, primary: bool = False) -> Button:
        x, w = 1004, 264
        if half:
            w = 128
            x = 1004 if half == 1 else 1140
        button = Button(label, (x, CONTROL_Y + 26 + row * 42, w, 36), callback, size=15, primary=primary)
        button.enabled = enabled
        return button

    def turn_buttons(self, legal: list[Action]) -> list[Button]:
        sel = sorted(self.selected)
        discard = next((a for a in legal if a.kind == "discard" and len(sel) == 1 and discarded(a) == sel[0]), None)
        trumps = self.trump_matches(legal)
        load = next((a for a in legal if a.kind == "load" and sorted(a.args) == sel), None)
        discard_button = self.role("discard", self.column_button(0, _("Discard"), partial(self.submit_if, discard),
                                                                 half=1, enabled=discard is not None))
        trump_button = self.role("trump", self.column_button(0, _("Play trump"), self.play_trump, half=2,
                                                             enabled=bool(trumps), primary=bool(trumps)))
        self.greyed = [(discard_button, why_no_discard(sel)),
                       (trump_button, why_no_trump(sel, self.names.name, self.card_tip))]
        buttons = [
            discard_button,
            trump_button,
            self.role("forfeit", self.column_button(1, _("Forfeit…"), self.ask_forfeit, half=1,
                                                    enabled=any(a.kind == "forfeit" for a in legal))),
            self.role("clear", self.column_button(1, _("Clear"), self.clear_selection, half=2, enabled=bool(sel))),
        ]
        row = 2
        if any(a.kind == "load" for a in legal):
            buttons.append(self.role("chariot", self.column_button(row, _("Into the Chariot"),
                                                                   partial(self.submit_if, load),
                                                                   enabled=load is not None)))
            row += 1
        for action in legal:
            if action.kind in ("scrap", "untemper", "exorcise") and row < HINT_ROW:
                buttons.append(self.move(action, self.column_button(row, self.words(action),
                                                                    partial(self.submit, action))))
                row += 1
        # Beside the Hint button when it comes down to the last row.
        buttons.append(self.role("every", self.column_button(row, _("Every move…"), self.ask_all,
                                                             half=1 if row == HINT_ROW else 0)))
        return buttons

    def move(self, action: Action, button: Button) -> Button:
        """A button that makes one move (the hint rings it when it advises the move)."""
        self.move_buttons[action] = button
        return button

    def decision_buttons(self, legal: list[Action]) -> list[Button]:
        if len(legal) > HINT_ROW and self.panel is None:  # the column's last row is the Hint button's
            self.open_panel(capital(self.view["pending"]["text"]), legal, cancel=False)
            return list(self.panel.buttons) if self.panel else []
        buttons = [self.move(a, self.column_button(i, self.words(a), partial(self.submit, a), primary=i == 0))
                   for i, a in enumerate(legal)]
        buttons[0].hotkey = pygame.K_RETURN  # Enter takes the first answer (not playing the Fool, …)
        return buttons

    # --- choosing ---
    def open_panel(self, title: str, actions: list[Action], cancel: bool = True, low: bool = False,
                   hint: str = "") -> None:
        options: list[tuple[str, Callable[[], None]]] = [(self.words(a), partial(self.choose, a)) for a in actions]
        self.panel = ChoicePanel(title, options, self.close_panel if cancel else None,
                                 box=LOW_BOX if low else BOX, hint=hint)
        self.panel_actions = list(actions)
        self._key = ()

    def close_panel(self) -> None:
        self.panel = None
        self.panel_actions = []
        self.panel_opener = None
        self.targets = {}
        self._key = ()

    def choose(self, action: Action) -> None:
        self.close_panel()
        self.submit(action)

    def close_summary(self) -> None:
        self.summary_open = None
        self._key = ()

    def clear_selection(self) -> None:
        self.selected = []

    def ask_forfeit(self) -> None:
        self.panel_opener = self.ask_forfeit
        self.open_panel(_("Forfeit which battlefield?"), [a for a in self.legal() if a.kind == "forfeit"])

    def ask_all(self) -> None:
        self.panel_opener = self.ask_all
        self.open_panel(_("Every move you may make now"), self.legal())

    def trump_matches(self, legal: list[Action]) -> list[Action]:
        """Trump moves that use exactly the selected cards (the Chariot: the trump and the cards it stores)."""
        sel = set(self.selected)
        if not sel:
            return []
        return [a for a in legal if a.kind == "trump" and trump_card(a) in sel
                and ({*trump_choices(a), trump_card(a)} == sel or len(sel) == 1 and not self.is_chariot(a))]

    def is_chariot(self, action: Action) -> bool:
        return trump_key(self.names, action) == "chariot"

    def play_trump(self) -> None:
        matches = self.trump_matches(self.legal())
        if len(matches) == 1:
            self.submit(matches[0])
        elif matches:
            card = trump_card(matches[0])
            self.targets = self.table_targets(matches)
            hint = _("or click a battlefield on the table") if any(h >= 0 for _e, h in self.targets) else \
                _("or click a player on the table") if self.targets else ""
            self.open_panel(self.names.name(card), matches, low=True, hint=hint)
            self.panel_opener = self.play_trump

    def table_targets(self, matches: list[Action]) -> dict[tuple[int, int], Action]:
        """A trump's choices that can be clicked on the table: a player's battlefield, a player, your house."""
        out: dict[tuple[int, int], Action] = {}
        acting = self.acting_entity()
        for a in matches:
            target = BOOK[trump_key(self.names, a)].target
            args = trump_choices(a)
            if target == "battlefield":
                out[(args[0], args[1])] = a
            elif target == "player":
                out[(args[0], -1)] = a
            elif target == "own house" and acting is not None:
                out[(acting, args[0])] = a
        return out

    def place_on(self, house: int) -> None:
        entity = self.acting_entity()
        if entity is None:
            return
        if not self.selected:
            self.refuse(_("Select cards first, then click the battlefield."))
            return
        sel = tuple(sorted(self.selected))
        matches = [a for a in self.legal()
                   if a.kind == "place" and placed_cards(a) == sel and house in placement_houses(a)]
        if not matches:
            reason = placement_targets(self.view, self.rules, bool(self.match.options["kroam"]), self.legal(),
                                       sel).get(house, "")
            self.refuse(reason or _("those cards cannot be placed there"))
            return
        if len(matches) == 1:
            self.submit(matches[0])
        else:
            self.open_panel(_("Which placement?"), matches, low=True)
            self.panel_opener = lambda: self.place_on(house)

    def accepting(self) -> set[int]:
        sel = tuple(sorted(self.selected))
        if not sel:
            return set()
        return {h for a in self.legal() if a.kind == "place" and placed_cards(a) == sel for h in placement_houses(a)}

    # --- input ---
    def handle_table(self, event: pygame.event.Event) -> None:
        if self.fool_window is not None and self.fool_window.open:
            self.fool_buttons.handle(event)
            return
        self.refresh_controls()
        if self.summary_open is not None:
            self.controls.handle(event)
            return
        if self.panel is not None:
            if not self.panel.handle(event) and self.targets and event.type == pygame.MOUSEBUTTONUP:
                self.click_target(event)
            return
        if self.controls.handle(event):
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        entity = self.acting_entity()
        if entity is None:
            return
        pool = set(self.pool())
        for card, rect in reversed(self.hand_rects + self.pool_rects):
            if card in pool and clicked(event, rect):
                self.toggle(card)
                return
        for (e, house), rect in self.field_rects.items():
            if e == entity and clicked(event, rect):
                self.place_on(house)
                return

    def click_target(self, event: pygame.event.Event) -> None:
        for (e, house), action in self.targets.items():
            rect = self.field_rects.get((e, house)) if house >= 0 else self.seat_rects.get(e)
            if rect is not None and clicked(event, rect):
                self.choose(action)
                return

    def toggle(self, card: int) -> None:
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        self.refresh_controls()
        theme.draw_felt(surface)
        self.tips = []
        self.field_rects = {}
        view = self.view
        head = capital(self.turn_view()["pending"].get("text", ""))
        if self.fool_window is not None and self.fool_window.open:
            head = _("The Fool's window: whoever holds the Fool may play it now")
        theme.draw_text(surface, "Narrespillet", 24, 8, 18, theme.GOLD, bold=True, family="serif")
        board.draw_fitted(surface, head, 160, 9, 17, 820, theme.PAPER, bold=True)
        with self.showing(self.on_table()):
            self.draw_others(surface)
            self.draw_mine(surface)
            self.draw_middle(surface)
            self.draw_hand(surface)
            self.draw_marks(surface)
        self.flights.draw(surface)
        board.draw_victories(surface, view, self.seat_names(), self.names, VICTORY_BOX)
        self.draw_scroll_log(surface, LOG_BOX)
        self.draw_column(surface)
        if self.summary_open is not None:
            board.draw_summary(surface, view["round_summaries"][self.summary_open], self.summary_open + 1,
                               self.seat_names(), view, self.names)
        elif self.panel is not None:
            self.panel.draw(surface)
        fool = self.fool_window is not None and self.fool_window.open
        if fool:
            self.draw_fool_window(surface)
        else:
            self.controls.draw(surface)
            self.tips += [(button.screen_rect(), Tip(reason, section)) for (button, reason), section
                          in zip(self.greyed, ("round", "trumps")) if button in self.controls.widgets
                          and not button.enabled]
        self.draw_hover(surface, show=self.panel is None and self.summary_open is None and not fool)

    def tip_under(self, pos: tuple[int, int]) -> Tip | None:
        """The card, battlefield, pile or greyed button under the pointer, as the last frame drew them."""
        return next((tip for rect, tip in reversed(self.tips) if rect.collidepoint(pos)), None)

