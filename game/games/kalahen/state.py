"""Kalahen's game state under the one state protocol: the agenda of tasks (tasks.py) carried out through three
handler tables (carry out an automatic step, list a seat's moves, apply a move or a chance outcome), the chance
events, the words of a move for each seat, and the results.

The rules themselves live in the mixins the state is built from: core.py, places.py, extensions.py, fights.py and
moving.py; what a seat sees is seat_view.py, and what it cannot see, dealt anew, hidden.py.
"""

from __future__ import annotations

import random
from itertools import product
from typing import Any

from game.engine.state import CHANCE, TERMINAL, Action
from game.engine.tasks import TaskTable
from game.games.kalahen import special_dice as dice
from game.games.kalahen.actions import MOVES, dice_text, roll_outcomes, roll_text
from game.games.kalahen.core import Champion
from game.games.kalahen.endings import end_text
from game.games.kalahen.extensions import ExtensionsMixin
from game.games.kalahen.fights import FightsMixin
from game.games.kalahen.hidden import resample
from game.games.kalahen.moving import MovingMixin
from game.games.kalahen.places import PlacesMixin
from game.games.kalahen.rules import KalahenRules
from game.games.kalahen.seat_view import build_view
from game.games.kalahen.tasks import (
    AUTO_KINDS,
    CHANCE_KINDS,
    CHOICE_KINDS,
    After,
    Arrive,
    Attack,
    ChoiceTask,
    Circle,
    CoopAnswer,
    CoopAsk,
    Deal,
    DuelFight,
    DuelGo,
    DuelLoss,
    DuelRings,
    Enchant,
    EndTurn,
    FightEnd,
    FightRings,
    Gift,
    GoldRoll,
    Home,
    JourneyRoll,
    LossRoll,
    Markers,
    Meet,
    Monsters,
    OrderRoll,
    Pay,
    Reroll,
    Risk,
    RiskTargetRoll,
    Roll,
    Search,
    Seated,
    SpecialDice,
    Spoils,
    StrengthRoll,
    Take,
    Trap,
    TrialRoll,
    Turn,
    Walk,
)
from game.games.kalahen.view_types import KalahenView
from game.games.kalahen.wording import colour, terrain
from game.i18n import capital, language, words

__all__ = ["Champion", "KalahenState"]

_, ngettext = words("kalahen")
# The danger markers' words by language and colours (the set-up lists all sixteen outcomes more than once; a fixed
# size).
_MARKERS: dict[tuple[str, tuple[int, ...]], str] = {}


class KalahenState(MovingMixin):
    def __init__(self, num_players: int, options: dict[str, Any], rules: KalahenRules) -> None:
        super().__init__(num_players, options, rules)
        self._advance()

    # ------------------------------------------------------------------ protocol
    def current_player(self) -> int:
        if self.finished:
            return TERMINAL
        task = self.agenda[0]
        if task.chance:
            return CHANCE
        assert isinstance(task, Seated)
        return task.seat

    def _advance(self) -> None:
        """Carries out automatic steps until a seat or chance must act."""
        while not self.finished:
            if not self.agenda:
                raise RuntimeError("the agenda ran dry")
            task = self.agenda[0]
            if isinstance(task, Seated) and self.champions[task.seat].out:
                self.agenda.pop(0)
                if isinstance(task, Turn):  # put out by a fight it started before moving
                    self.agenda.insert(0, EndTurn())
                continue
            if task.waits:
                if task.may_find_no_move and not LIST_MOVES(self, task):
                    raise RuntimeError(f"no move for task {task}")
                return
            self.agenda.pop(0)
            CARRY_OUT(self, task)

    def legal_actions(self) -> list[Action]:
        if self.finished:
            return []
        task = self.agenda[0]
        if task.chance:
            return [a for a, _ in self.chance_outcomes()]
        acts = LIST_MOVES(self, task)
        self._moves = (self._applied, acts)
        return list(acts)

    def known_moves(self) -> list[Action]:
        """The legal moves, from the last listing when no action was applied since (do not change the list).
        Code that edits a state by hand (tests) lists them afresh with legal_actions()."""
        if self._moves is not None and self._moves[0] == self._applied and not self.finished:
            return self._moves[1]
        return self.legal_actions()

    def refusal(self, action: Action) -> str:
        """A circle the champion may not go to says why (the rules of roads, gates, bridges and magic moves)."""
        task = None if self.finished else self.agenda[0]
        if action.kind in MOVES and action.args and isinstance(task, Turn):
            return self.why_not_to(task.seat, str(action.args[0]))
        if action.kind in MOVES and isinstance(task, Seated):
            return _("{name} may move only at the start of a turn").format(name=self.log_name(task.seat))
        return super().refusal(action)

    def is_legal(self, action: Action) -> bool:
        return action in self.known_moves() or action in self.legal_actions()

    def _apply(self, action: Action) -> None:
        self._applied += 1
        task = self.agenda.pop(0)
        APPLY(self, task, action)
        self._advance()

    # ------------------------------------------------------------------ chance
    def _current_dice(self) -> list[int]:
        return list(self.fight["dice"]) if self.fight and self.fight["dice"] else [1, 1, 1]

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.finished or not self.agenda[0].chance:
            return []
        task = self.agenda[0]
        if isinstance(task, Markers):
            return [(Action("markers", bits, self._markers_text(bits)), 1 / 16)
                    for bits in product((0, 1), repeat=4)]
        if isinstance(task, Roll):
            return roll_outcomes(task.die)
        if isinstance(task, SpecialDice):
            outs = dice.reroll_outcomes(tuple(self._current_dice()), task.mask)
            return [(Action("sdice", o, dice_text(o)), 1 / len(outs)) for o in outs]
        return []  # a shuffle: too many orders to list; see sample_chance

    def sample_chance(self, rng: random.Random) -> Action:
        task = self.agenda[0] if not self.finished else None
        if isinstance(task, Deal):
            order = list(range(len(self.rules.cards)))
            rng.shuffle(order)
            return Action("deal", tuple(order), _("shuffles and deals the chest cards"))
        if isinstance(task, Monsters):
            order = list(range(len(self.rules.wandering)))
            rng.shuffle(order)
            return Action("monsters", tuple(order), _("shuffles the wandering monsters"))
        if isinstance(task, SpecialDice):
            current = self._current_dice()
            for i in range(3):
                if task.mask >> i & 1:
                    current[i] = rng.randint(1, 6)
            return Action("sdice", tuple(current), dice_text(current))
        return super().sample_chance(rng)

    def is_chance_action_valid(self, action: Action) -> bool:
        if self.finished:
            return False
        task = self.agenda[0]
        if isinstance(task, (Deal, Monsters)):
            size = len(self.rules.cards) if isinstance(task, Deal) else len(self.rules.wandering)
            return action.kind == task.view_name and sorted(action.args) == list(range(size))
        if isinstance(task, Roll):
            return action.kind == "roll" and any(action == a for a, _ in roll_outcomes(task.die, copy=False))
        if isinstance(task, SpecialDice):
            if action.kind != "sdice" or len(action.args) != 3 or not all(a in dice.FACES for a in action.args):
                return False
            if not self.fight or not self.fight["dice"]:
                return task.mask == 7
            return all(action.args[i] == self.fight["dice"][i] for i in range(3) if not task.mask >> i & 1)
        return any(action == a for a, _ in self.chance_outcomes())

    def _markers_text(self, bits: tuple[int, ...]) -> str:
        key = (language(), bits)
        text = _MARKERS.get(key)
        if text is None:
            pairs = zip(self.danger, bits, strict=True)
            text = _MARKERS[key] = _("danger markers: {markers}").format(markers=", ".join(
                _("{terrain} {colour}").format(terrain=terrain(t), colour=colour("red" if b else "green"))
                for t, b in pairs))
        return text

    # ------------------------------------------------------------------ set-up
    def _do_deal(self, task: Deal, action: Action) -> None:
        for i, cid in enumerate(action.args):
            self.piles[self.rules.piles[i % len(self.rules.piles)]].append(int(cid))

    def _do_markers(self, task: Markers, action: Action) -> None:
        start = self.rules.danger_start
        why = _("the danger markers are set") if self.telling else ""
        for ground, bit in zip(list(self.danger), action.args, strict=False):
            self._flip_danger(ground, bool(bit) if start == "random" else start == "red", why)
        self._say(self._markers_text(tuple(int(self.danger[t]) for t in self.danger)))

    def _do_monsters(self, task: Monsters, action: Action) -> None:
        self.monster_deck = [int(m) for m in action.args]

    # ------------------------------------------------------------------ results
    def returns(self) -> list[float]:
        return [1.0 if s == self.winner else 0.0 for s in range(self.num_players)]

    def scores(self) -> list[float]:
        return [10.0 if s == self.winner else float(self.best_formula_progress(s)) for s in range(self.num_players)]

    def score_label(self) -> str:
        return _("scrolls of one formula")

    def result_score(self, seat: int) -> float:
        return float(self.best_formula_progress(seat))

    def result_note(self) -> str:
        return end_text(self.end_reason())

    def is_terminal(self) -> bool:
        return self.finished

    # ------------------------------------------------------------------ what a seat sees and reads
    def resample(self, seat: int, rng: random.Random) -> KalahenState:
        return resample(self, seat, rng)

    def view(self, seat: int | None) -> KalahenView:
        to_act = seat is not None and not self.finished and self.current_player() == seat
        return build_view(self, seat, self.known_moves() if to_act else [])

    def describe(self, action: Action, viewer: int | None = None) -> str:
        """The log's line: who acts (a die is thrown for somebody: the log names them), then the words the
        viewer may read (seen_by, hidden_text)."""
        if self.finished:
            return action.describe()
        player = self.current_player()
        if player >= 0 and action not in self.known_moves():
            return action.describe()  # not a move now: its own words
        subject = player if player >= 0 else self.chance_for()
        text = self.move_text(action) if self.may_read(action, viewer) else self.hidden_text(action)
        return f"{self.log_name(subject)}: {text}" if subject is not None else capital(text)

    def move_text(self, action: Action) -> str:
        if self.finished:
            return action.describe()
        task = self.agenda[0]
        if isinstance(task, ChoiceTask):
            # The words of the listed move (an action rebuilt from a save carries none of its own).
            return next((a.describe() for a in self.known_moves() if a == action), action.describe())
        if isinstance(task, SpecialDice) and action.kind == "sdice":
            return dice_text(action.args)
        if isinstance(task, Roll) and action.kind == "roll":
            return roll_text(task.die, int(action.args[0]))
        if isinstance(task, Markers) and action.kind == "markers":
            return self._markers_text(tuple(int(b) for b in action.args))
        if action.kind == "deal":
            return _("shuffles and deals the chest cards")
        if action.kind == "monsters":
            return _("shuffles the wandering monsters")
        return action.describe()

    def seen_by(self, action: Action) -> frozenset[int] | None:
        """A duel's rings are chosen in secret (the log tells nobody, the chooser's own view shows them); a card a
        winner takes from a beaten champion is read only by the winner, unless it is one kept face up."""
        if action.kind == "secret_rings":
            return frozenset()
        if action.kind == "take_card" and self.hidden_card(int(action.args[0])):
            return frozenset({self.current_player()})
        return None

    def hidden_text(self, action: Action) -> str:
        if action.kind == "secret_rings":
            return _("chooses rings for the duel in secret")
        return _("takes a card from the beaten champion")

    def chance_for(self) -> int | None:
        """A die is thrown for somebody: the log names them (not whoever acted last)."""
        if self.finished or not self.agenda:
            return None
        task = self.agenda[0]
        if isinstance(task, Roll):
            return task.seat
        if isinstance(task, SpecialDice) and self.fight:
            return int(self.fight["seat"])
        return None

    def invariants(self) -> list[str]:
        r = self.rules
        problems = []
        seen = [cid for p in self.piles.values() for cid in p] + self.removed
        for c in self.champions:
            seen += c.cards + c.home_scrolls
            if not 0 <= c.life <= r.life_max:
                problems.append(f"{self.name(c.seat)} has {c.life} LP")
            if c.carried() > r.carry_max or min(c.rings.values()) < 0 or min(c.home_rings.values()) < 0:
                problems.append(f"{self.name(c.seat)} carries {c.rings}")
            if c.gold < 0:
                problems.append(f"{self.name(c.seat)} has {c.gold} GM")
            if c.out != (c.life == 0):
                problems.append(f"{self.name(c.seat)} out={c.out} with {c.life} LP")
            if len(self.formulas_held(c.seat)) > r.formulas_held:
                problems.append(f"{self.name(c.seat)} holds scrolls of more than {r.formulas_held} formulas")
            for kind, limit in r.item_limits.items():
                if sum(1 for x in c.cards if self.card(x).kind == kind) > limit:
                    problems.append(f"{self.name(c.seat)} holds more than {limit} {kind}")
        if sorted(seen) != list(range(len(r.cards))):
            problems.append("the chest cards are not conserved")
        if self.options.get("traps"):
            monsters = self.monster_deck + [m for c in self.champions for m in c.experience]
            if self.monster_deck and sorted(monsters) != list(range(len(r.wandering))):
                problems.append("the wandering monsters are not conserved")
            if len(self.traps) > r.trap_markers:
                problems.append("too many trap markers")
        return problems


# The three handler tables of the agenda; check_covers fails at import when a task class has no handler.
CARRY_OUT = TaskTable[KalahenState, None]("carry out", {
    EndTurn: MovingMixin._auto_end_turn, Walk: MovingMixin._auto_walk, Arrive: MovingMixin._auto_arrive,
    Meet: MovingMixin._auto_meet, Circle: PlacesMixin._auto_circle, Home: PlacesMixin._auto_home,
    Take: PlacesMixin._auto_take, FightEnd: FightsMixin._auto_fight_end, DuelGo: FightsMixin._auto_duel_go,
    DuelFight: FightsMixin._auto_duel_fight, DuelLoss: FightsMixin._auto_duel_loss,
}).check_covers(AUTO_KINDS)

LIST_MOVES = TaskTable[KalahenState, list[Action]]("list the moves of", {
    Turn: MovingMixin._moves_turn, After: MovingMixin._moves_after, Pay: PlacesMixin._moves_pay,
    Gift: PlacesMixin._moves_gift, Search: PlacesMixin._moves_search, Enchant: PlacesMixin._moves_enchant,
    Attack: FightsMixin._moves_attack, FightRings: FightsMixin._moves_fight_rings, Reroll: FightsMixin._moves_reroll,
    DuelRings: FightsMixin._moves_duel_rings, Spoils: FightsMixin._moves_spoils, Trap: ExtensionsMixin._moves_trap,
    Risk: ExtensionsMixin._moves_risk, CoopAsk: ExtensionsMixin._moves_coop_ask,
    CoopAnswer: ExtensionsMixin._moves_coop_answer,
}).check_covers(CHOICE_KINDS)


APPLY = TaskTable[KalahenState, None]("apply a move to", {
    Deal: KalahenState._do_deal, Markers: KalahenState._do_markers, Monsters: KalahenState._do_monsters,
    SpecialDice: FightsMixin._do_special_dice, OrderRoll: MovingMixin._do_order_roll,
    GoldRoll: PlacesMixin._do_gold_roll, TrialRoll: PlacesMixin._do_trial_roll,
    JourneyRoll: PlacesMixin._do_journey_roll, StrengthRoll: PlacesMixin._do_strength_roll,
    LossRoll: PlacesMixin._do_loss_roll, RiskTargetRoll: ExtensionsMixin._do_risk_target_roll,
    Turn: MovingMixin._do_turn, After: MovingMixin._do_after, Pay: PlacesMixin._do_pay, Gift: PlacesMixin._do_gift,
    Search: PlacesMixin._do_search, Enchant: PlacesMixin._do_enchant, Attack: FightsMixin._do_attack,
    FightRings: FightsMixin._do_fight_rings, Reroll: FightsMixin._do_reroll, DuelRings: FightsMixin._do_duel_rings,
    Spoils: FightsMixin._do_spoils, Trap: ExtensionsMixin._do_trap, Risk: ExtensionsMixin._do_risk,
    CoopAsk: ExtensionsMixin._do_coop_ask, CoopAnswer: ExtensionsMixin._do_coop_answer,
}).check_covers(CHANCE_KINDS | CHOICE_KINDS)
