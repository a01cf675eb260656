"""Krutrøyk's game state: roles, the opening duel, the prologue, challenges, bidding rounds, duels,
the showdown and the epilogue.

The turn flow is a phase (game/games/krutroyk/phases.py) with one table per thing the state does with it: who
acts (WHO_ACTS), the moves open (LIST_MOVES), the handler that applies a move (APPLY_MOVE) and how the story goes
on after a paragraph (AFTER_TELLING), each checked complete where it is built.

Free text (a narration, a written trait) is an action whose argument is the text. Such actions
cannot be listed in legal_actions(), so apply() also accepts them whenever `text_moves()` says a
text move of that kind is open.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from game.engine.state import CHANCE, TERMINAL, Action
from game.engine.tasks import TaskTable
from game.games.krutroyk.bidding import IN, UNASKED, BiddingRound, Money
from game.games.krutroyk.duel_outcomes import (
    AIR,
    CHOICE_KINDS,
    SELF,
    Choice,
    DuelKind,
    PendingDuel,
    action_choice,
    choice_action,
    options_for,
)
from game.games.krutroyk.duelling import DuelTable, names_list
from game.games.krutroyk.log_words import bid_words, dollars
from game.games.krutroyk.phases import (
    BIDDING,
    CHALLENGING,
    CHOOSING,
    CLOSING,
    DESCRIBING,
    NARRATING,
    OVER,
    PHASES,
    ROLES,
    TOLD_PHASES,
    Bidding,
    Challenging,
    ChoosingInSecret,
    Closing,
    DescribingConflict,
    MakingRoles,
    Narrating,
    Over,
    Phase,
    Presenting,
    TellingEpilogue,
)
from game.games.krutroyk.roles import NARRATION_LANGUAGES, Trait, table_trait, table_words, written_trait
from game.games.krutroyk.rules import KrutroykRules
from game.games.krutroyk.seat_view import build_view
from game.games.krutroyk.view_types import DuelRecord, KrutroykView, StoryEntry
from game.i18n import N_, game_text, language, words

_, ngettext = words("krutroyk")

# A written trait's key in the log ("writes the goal: …").
TRAIT_WORDS = {"name": N_("name"), "occupation": N_("occupation"), "personality": N_("personality"),
               "goal": N_("goal")}


def narration_language(choice: str) -> str:
    """The language AI roles narrate in: the option's, or with "auto" the client's when it has lines for it."""
    if choice != "auto":
        return choice
    spoken = language()
    return spoken if spoken in NARRATION_LANGUAGES else "en"


class KrutroykState(DuelTable):
    def __init__(self, num_players: int, options: dict[str, Any], rules: KrutroykRules) -> None:
        self.num_players = num_players
        self.rules = rules
        self.start_dollars = int(options["starting_dollars"])
        self.describe_duels = bool(options["duel_descriptions"])
        self.distinct_names = bool(options["distinct_names"])  # no two roles share a name
        self.language = narration_language(str(options["narration_language"]))
        self.money = Money([self.start_dollars] * num_players, [0] * num_players, 0)
        self.roles: list[dict[str, Trait]] = [{} for _ in range(num_players)]
        self.phase: Phase = ROLES
        self.role_seat = 0
        self.rolling = ""  # the trait a d6 is being rolled for
        self.duel: PendingDuel | None = None
        self.duels: list[DuelRecord] = []  # every duel drawn so far, public after the draw
        self.narrator = -1
        self.previous_narrator = -1
        self.situation = ""
        self.presented = 0
        self.queue: list[int] = []  # seats still to answer in a challenge round, or to close their story
        self.bidding: BiddingRound | None = None
        self.challenges = 0
        self.quiet = 0  # paragraphs since the last challenge
        self.folds_in_row = 0  # challenges answered by folding since the last bidding round
        self.winner = -1
        self.story: list[StoryEntry] = []

    # --- whose turn ---
    def current_player(self) -> int:
        return WHO_ACTS(self, self.phase)

    def _role_maker(self, _phase: Phase) -> int:
        return CHANCE if self.rolling else self.role_seat

    def _describer(self, _phase: Phase) -> int:
        assert self.duel is not None
        return self.duel.describe[0]

    def _chooser(self, _phase: Phase) -> int:
        assert self.duel is not None
        return self.duel.chooser()

    def _first_in_queue(self, _phase: Phase) -> int:
        return self.queue[0]

    def _bidder(self, _phase: Phase) -> int:
        assert self.bidding is not None
        return self.bidding.turn

    def _narrator(self, _phase: Phase) -> int:
        return self.narrator

    def next_trait(self) -> str:
        return next(t for t in self.rules.table.traits if t not in self.roles[self.role_seat])

    # --- moves ---
    def legal_actions(self) -> list[Action]:
        return LIST_MOVES(self, self.phase)

    def _role_moves(self, _phase: Phase, log: bool = False) -> list[Action]:
        """The moves of a seat making its role; `log` words them for the log ("take …" instead of "Take …")."""
        if self.rolling:
            return [a for a, _ in self.chance_outcomes()]
        trait = self.next_trait()
        label = self.rules.table.labels[trait]
        table = self.rules.table.entries[trait]
        roll = _("roll a d6 for the {trait}") if log else _("Roll a d6 for the {trait}")
        take = _("take {words}") if log else _("Take {words}")
        taken = self.taken_faces() if trait == "name" else set()
        return [Action("roll", (trait,), roll.format(trait=game_text("krutroyk", label["en"]))),
                *[Action("pick", (trait, face), take.format(words=table_words(entry.en, entry.nn)))
                  for face, entry in enumerate(table, start=1) if face not in taken]]

    def _telling_moves(self, _phase: Phase, log: bool = False) -> list[Action]:
        return [Action("skip", (), _("skip typing") if log else _("Skip typing"))]

    def _choice_moves(self, _phase: Phase) -> list[Action]:
        assert self.duel is not None
        seat = self.duel.chooser()
        return [self._choice_action(c) for c in options_for(seat, self.duel.duellists)]

    def _challenge_moves(self, _phase: Phase, log: bool = False) -> list[Action]:
        seat = self.queue[0]
        if log:
            labels = {"pocket": _("challenge with a dollar from the pocket"),
                      "stack": _("challenge with a dollar from the stack")}
        else:
            labels = {"pocket": _("Challenge with a dollar from the pocket"),
                      "stack": _("Challenge with a dollar from the stack")}
        moves = [Action("challenge", (source,), labels[source])
                 for source in ("pocket", "stack") if self._holds(seat, source) >= self.rules.ante]
        return [*moves, Action("pass", (), _("let the story go on") if log else _("Let the story go on"))]

    def _bid_moves(self, _phase: Phase, log: bool = False) -> list[Action]:
        assert self.bidding is not None
        return self.bidding.moves(self.money, self.bidding.turn, log)

    def _no_moves(self, _phase: Phase) -> list[Action]:
        return []

    def _choice_action(self, choice: Choice) -> Action:
        action = choice_action(choice)
        if action.kind == "shoot":
            return Action("shoot", action.args, _("Shoot {name}").format(name=self.role_name(int(choice))))
        return action

    def _holds(self, seat: int, source: str) -> int:
        return self.money.pockets[seat] if source == "pocket" else self.money.stacks[seat]

    def text_moves(self) -> list[str]:
        """Kinds of free-text move open now: "narrate" (text) or "write" (trait, text)."""
        if self.phase.told:
            return ["narrate"]
        if self.phase == ROLES and not self.rolling:
            return ["write"]
        return []

    def is_text_move(self, action: Action) -> bool:
        kinds = self.text_moves()
        if action.kind not in kinds or not action.args:
            return False
        text = action.args[-1]
        if not isinstance(text, str) or not text.strip() or len(text) > self.rules.max_text_length:
            return False
        if not text.replace("\n", "").isprintable():
            return False  # control characters or lone surrogates: text no screen or file can take
        if action.kind == "write":
            return len(action.args) == 2 and action.args[0] == self.next_trait() and not (
                action.args[0] == "name" and self.name_taken(text))
        return len(action.args) == 1

    def is_legal(self, action: Action) -> bool:
        """Typed text (a narration, a written trait) cannot be listed among the legal moves."""
        return (self.current_player() >= 0 and self.is_text_move(action)) or super().is_legal(action)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if not self.rolling:
            return []
        entries = self.rules.table.entries[self.rolling]
        rolls = _("rolls {face}: {words}")
        return [(Action("d6", (face,), rolls.format(face=face, words=table_words(entry.en, entry.nn))), 1 / 6)
                for face, entry in enumerate(entries, start=1)]

    def _apply(self, action: Action) -> None:
        APPLY_MOVE(self, self.phase, action)

    def _refuse_move(self, action: Action) -> None:
        raise ValueError(f"the episode is over: no {action.kind} move")

    # --- roles ---
    def _apply_role(self, action: Action) -> None:
        seat = self.role_seat
        if action.kind == "roll":
            self.rolling = str(action.args[0])
            return
        if action.kind == "d6":
            trait, self.rolling = self.rolling, ""
            face = self.free_face(int(action.args[0])) if trait == "name" else int(action.args[0])
            self.roles[seat][trait] = table_trait(self.rules.table, trait, face, rolled=True)
        elif action.kind == "pick":
            trait = str(action.args[0])
            self.roles[seat][trait] = table_trait(self.rules.table, trait, int(action.args[1]), rolled=False)
        else:
            trait = str(action.args[0])
            self.roles[seat][trait] = written_trait(str(action.args[1]).strip())
        if len(self.roles[seat]) < len(self.rules.table.traits):
            return
        role = self.roles[seat]
        words = ", ".join(role[t]["text"] for t in self.rules.table.traits)
        # A table names the seat (story.py), the state only knows its number.
        self._log(seat, "role", _("Player {number} plays {role}.").format(number=seat + 1, role=words), role=words)
        if seat + 1 < self.num_players:
            self.role_seat = seat + 1
            return
        self._log(None, "duel_start", _("Everyone duels to decide who narrates first."))
        self._start_duel(DuelKind.OPENING, list(range(self.num_players)))

    def other_names(self) -> list[Trait]:
        """The names the other roles have so far, while a seat makes its role."""
        return [role["name"] for seat, role in enumerate(self.roles) if seat != self.role_seat and "name" in role]

    def taken_spellings(self) -> set[str]:
        """Every spelling of the names the other roles have (written, the table's English and Nynorsk, and the
        client's words), casefolded; empty when names may repeat (option distinct_names off)."""
        if not self.distinct_names:
            return set()
        table = self.rules.table.entries["name"]
        out: set[str] = set()
        for name in self.other_names():
            out |= {name["text"].casefold(), name.get("nn", "").casefold()}
            face = name.get("entry")
            if isinstance(face, int):
                out |= {table[face - 1].en.casefold(), table[face - 1].nn.casefold()}
        return out - {""}

    def taken_faces(self) -> set[int]:
        """The table's names another role has, by d6 face."""
        taken = self.taken_spellings()
        return {face for face, entry in enumerate(self.rules.table.entries["name"], start=1)
                if entry.en.casefold() in taken or entry.nn.casefold() in taken}

    def name_taken(self, text: str) -> bool:
        """Whether another role already has this written name."""
        return text.strip().casefold() in self.taken_spellings()

    def free_face(self, face: int) -> int:
        """The rolled name, or the next free one down the table when another role has it (6 wraps to 1)."""
        taken = self.taken_faces()
        return next((f for f in (1 + (face - 1 + k) % 6 for k in range(6)) if f not in taken), face)

    # --- narration ---
    def _apply_narration(self, action: Action) -> None:
        seat = self.current_player()
        text = str(action.args[0]).strip() if action.kind == "narrate" else ""
        situation = "conflict" if self.phase == DESCRIBING else self.situation
        self._log(seat, "narration", text, situation=situation, skipped=action.kind == "skip")
        AFTER_TELLING(self, self.phase, seat)

    def _after_presentation(self, seat: int) -> None:
        dollars_stacked = min(self.rules.presentation_dollars, self.money.pockets[seat])
        self.money.pockets[seat] -= dollars_stacked
        self.money.stacks[seat] += dollars_stacked
        self._tell_dollars(seat, "pocket", "stack", dollars_stacked, _("presented their role"))
        self.presented += 1
        if self.presented < self.num_players:
            self.narrator = self.left_of(seat)
            return
        self._log(None, "prologue_end", _("The prologue is over: every role has been presented."))
        if self.rules.main_first_narrator == "left_of_last_presenter":
            self.narrator = self.left_of(seat)
        self.phase, self.situation = NARRATING, "story"

    def _after_story(self, _seat: int) -> None:
        self._open_challenge_round()

    def _after_conflict(self, _seat: int) -> None:
        assert self.duel is not None
        self.duel.describe.pop(0)
        if not self.duel.describe:
            self.phase = CHOOSING

    def _after_epilogue(self, seat: int) -> None:
        self.queue = [s for s in self.clockwise_from(seat) if s != seat]
        self.phase = CLOSING
        self._set_closing_situation()

    def _after_closing(self, _seat: int) -> None:
        self.queue.pop(0)
        if self.queue:
            self._set_closing_situation()
            return
        self._log(self.winner, "winner", _("{name} is hailed as the winner of the episode with {dollars} in the "
                                           "stack.").format(name=self.role_name(self.winner),
                                                            dollars=dollars(self.money.stacks[self.winner])))
        self.phase = OVER

    def _set_closing_situation(self) -> None:
        self.situation = "closing_dead" if self.money.stacks[self.queue[0]] == 0 else "closing_alive"

    # --- challenges ---
    def _open_challenge_round(self) -> None:
        others = [s for s in self.clockwise_from(self.narrator) if s != self.narrator]
        able = [s for s in others if self.money.total(s) >= self.rules.ante]
        if not able:
            self._log(None, "showdown", _("Nobody has a dollar left to challenge with: the showdown comes at once."))
            self._showdown()
            return
        self.queue = able
        self.phase = CHALLENGING

    def _apply_challenge(self, action: Action) -> None:
        seat = self.queue.pop(0)
        if action.kind == "pass":
            if not self.queue:
                self.quiet += 1
                self.phase, self.situation = NARRATING, "story"
            return
        source = str(action.args[0])
        ante = self.rules.ante
        self.money.pay(seat, ante if source == "pocket" else 0, ante if source == "stack" else 0)
        self._tell_dollars(seat, source, "pot", ante, _("the ante of a challenge"))
        self.challenges += 1
        self.quiet = 0
        self.queue = []
        said = (_("{challenger} challenged {narrator}, putting an ante dollar from the pocket into the pot.")
                if source == "pocket" else
                _("{challenger} challenged {narrator}, putting an ante dollar from the stack into the pot."))
        self._log(seat, "challenge", said.format(challenger=self.role_name(seat),
                                                 narrator=self.role_name(self.narrator)), source=source)
        self.bidding = BiddingRound.open(self.narrator, seat, self.num_players, ante,
                                         self.rules.call_source_order, self.rules.answer_source_order,
                                         self.money.pot - ante)
        self.phase = BIDDING

    # --- the bidding round ---
    def _apply_bid(self, action: Action) -> None:
        bidding = self.bidding
        assert bidding is not None
        seat = bidding.turn
        if action.kind == "fold" and not bidding.answered:
            # Jekke seg: the narrator takes the ante and the challenger takes over the story.
            self.money.take(seat, self.rules.ante, self.rules.fold_ante_to)
            self._tell_dollars(seat, "pot", self.rules.fold_ante_to, self.rules.ante, _("folded and took the ante"))
            self._log(seat, "fold", _("{narrator} folded and took the ante dollar; {challenger} took over the "
                                      "story.").format(narrator=self.role_name(seat),
                                                       challenger=self.role_name(bidding.challenger)))
            self.folds_in_row += 1
            self._new_narrator(bidding.challenger, "took_over")
            return
        done = bidding.apply(self.money, action)
        for source in ("pocket", "stack"):
            said = bid_words(done, self.role_name(done["seat"]))
            self._tell_dollars(done["seat"], source, "pot", done[source], said)
        self._log(seat, "bid", bid_words(done, self.role_name(done["seat"])), move=done["move"], bid=done["bid"],
                  pocket=done["pocket"], stack=done["stack"])
        for out in bidding.auto_out:
            self._log(out, "bid", _("{name} could not afford to join the bidding.").format(name=self.role_name(out)),
                      move="no_join")
        bidding.auto_out.clear()
        if not bidding.finished():
            return
        self.folds_in_row = 0
        left = bidding.in_seats()
        if len(left) == 1:
            winner = left[0]
            pot = self.money.pot
            self.money.take(winner, pot)
            self._tell_dollars(winner, "pot", "stack", pot, _("all the others folded"))
            self._log(winner, "pot", _("All the others folded: {name} took the pot of {pot} dollars and went on "
                                       "narrating.").format(name=self.role_name(winner), pot=pot), pot=pot)
            self._new_narrator(winner, "took_pot")
            return
        names = names_list([self.role_name(s) for s in left])
        self._log(None, "duel_start", _("{names} duel for the pot of {pot} dollars.").format(
            names=names, pot=self.money.pot))
        order = [s for s in self.clockwise_from(bidding.narrator) if s in left]
        self._start_duel(DuelKind.POT, order)

    # --- results ---
    def returns(self) -> list[float]:
        if self.phase != OVER:
            return [0.0] * self.num_players
        return [1.0 if s == self.winner else 0.0 for s in range(self.num_players)]

    def scores(self) -> list[float]:
        return [float(s) for s in self.money.stacks]

    def result_note(self) -> str:
        """The showdown: why it came (empty stacks after a duel for the pot, or nobody left able to challenge),
        and the winner's stack (or the duel for the epilogue that settled a tie for the most dollars)."""
        if self.phase != OVER or self.winner < 0:
            return ""
        stacks = self.money.stacks
        best = stacks[self.winner]
        winner = self.seat_name(self.winner)  # the players as the results list them (the story names the roles)
        shows = [i for i, entry in enumerate(self.story) if entry["kind"] == "showdown"]
        pots = [duel for duel in self.duels if duel["kind"] == "pot"]
        broke = [s for s in range(self.num_players) if stacks[s] == 0]
        if shows and shows[-1] > 0 and self.story[shows[-1] - 1]["kind"] == "result" and pots and broke:
            reason = ngettext("the duel for the pot of {pot} left {names} with an empty stack",
                              "the duel for the pot of {pot} left {names} with empty stacks", len(broke)).format(
                pot=dollars(pots[-1]["pot"]), names=self.names_and(broke))
        else:
            reason = _("nobody had a dollar left to challenge with")
        leaders = [s for s in range(self.num_players) if stacks[s] == best]
        if len(leaders) > 1:
            lead = _("{winner} beat {names} ({amount} each) in the epilogue duel").format(
                names=self.names_and([s for s in leaders if s != self.winner]), amount=dollars(best), winner=winner)
        else:
            lead = _("{winner} led with {amount}").format(winner=winner, amount=dollars(best))
        return _("Showdown: {reason}; {lead}.").format(reason=reason, lead=lead)

    def names_and(self, seats: list[int]) -> str:
        """The players' names as the results list them: "Anna", "Anna and Bo", "Anna, Bo and Cleo"."""
        names = [self.seat_name(s) for s in seats]
        if len(names) == 1:
            return names[0]
        return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])

    # --- what each seat knows ---

    def score_label(self) -> str:
        return _("dollars in the stack")

    def view(self, seat: int | None) -> KrutroykView:
        return build_view(self, seat)

    def clone(self) -> KrutroykState:
        # The rule data is frozen and shared: copying it for every clone would only cost time.
        return copy.deepcopy(self, {id(self.rules): self.rules})

    def resample(self, seat: int, rng: random.Random) -> KrutroykState:
        """Other duellists' secret choices are the only hidden thing: redraw them at random."""
        state = self.clone()
        if state.duel is not None:
            for other in list(state.duel.choices):
                if other != seat:
                    state.duel.choices[other] = rng.choice(options_for(other, state.duel.duellists))
        return state

    def invariants(self) -> list[str]:
        problems = []
        money = self.money
        if money.total_all() != self.start_dollars * self.num_players:
            problems.append(f"dollars are not conserved: {money.total_all()} instead of "
                            f"{self.start_dollars * self.num_players}")
        if min(money.pockets + money.stacks + [money.pot]) < 0:
            problems.append("a pocket, stack or the pot holds fewer than no dollars")
        if self.bidding is not None:
            if money.pot != self.bidding.pot_before + sum(self.bidding.bids):
                problems.append("the pot does not hold the bids plus what was there before the challenge")
            if self.phase == BIDDING and self.bidding.status[self.bidding.turn] not in (IN, UNASKED):
                problems.append("a folded player is asked to bid")
        if self.phase == OVER and not 0 <= self.winner < self.num_players:
            problems.append("the episode is over without a winner")
        return problems

    # --- the log's words ---
    def chance_for(self) -> int | None:
        return self.role_seat if self.phase == ROLES else None

    def seen_by(self, action: Action) -> frozenset[int] | None:
        """A duel choice is read only by its chooser until the draw shows every choice at once."""
        return frozenset({self.current_player()}) if action.kind in CHOICE_KINDS else None

    def hidden_text(self, action: Action) -> str:
        return _("chooses in secret")

    def move_text(self, action: Action) -> str:
        kind = action.kind
        if kind in CHOICE_KINDS:  # read only by the chooser (seen_by)
            choice = action_choice(action)
            if choice == AIR:
                return _("chooses to shoot into the air")
            if choice == SELF:
                return _("chooses to shoot themself")
            return _("chooses to shoot {name}").format(name=self.role_name(int(choice)))
        if kind == "narrate":  # the typed story stays as it was typed
            return _("narrates: {text}").format(text=action.args[0])
        if kind == "write":
            trait = str(action.args[0])
            word = TRAIT_WORDS.get(trait)
            return _("writes the {trait}: {text}").format(trait=_(word) if word else trait, text=action.args[1])
        listed = LOG_MOVES.get(type(self.phase))
        if listed is not None and self.current_player() >= 0:  # the log's words for a listed move ("calls …")
            found = next((m for m in listed(self, self.phase, True) if m == action), None)
            if found is not None:
                return found.describe()
        text = action.describe()
        return text[0].lower() + text[1:] if text else text

    def story_text(self) -> str:
        """The story log as plain text, for reading back or saving at the end of the episode."""
        lines = []
        for entry in self.story:
            if entry["kind"] == "narration":
                name = self.role_name(entry["who"] if entry["who"] is not None else -1)
                said = entry["text"] or _("({name} narrated without typing.)").format(name=name)
                lines.append(f"{name}: {said}")
            else:
                lines.append(entry["text"])
        return "\n".join(lines) + "\n"


# The turn machine's tables: one handler per phase for each thing the state does with a phase.
WHO_ACTS = TaskTable[KrutroykState, int]("say who acts in", {
    MakingRoles: KrutroykState._role_maker,
    DescribingConflict: KrutroykState._describer,
    ChoosingInSecret: KrutroykState._chooser,
    Presenting: KrutroykState._narrator,
    Narrating: KrutroykState._narrator,
    Challenging: KrutroykState._first_in_queue,
    Bidding: KrutroykState._bidder,
    TellingEpilogue: KrutroykState._narrator,
    Closing: KrutroykState._first_in_queue,
    Over: lambda _state, _phase: TERMINAL,
}).check_covers(PHASES)

LIST_MOVES = TaskTable[KrutroykState, list[Action]]("list the moves of", {
    MakingRoles: KrutroykState._role_moves,
    DescribingConflict: KrutroykState._telling_moves,
    ChoosingInSecret: KrutroykState._choice_moves,
    Presenting: KrutroykState._telling_moves,
    Narrating: KrutroykState._telling_moves,
    Challenging: KrutroykState._challenge_moves,
    Bidding: KrutroykState._bid_moves,
    TellingEpilogue: KrutroykState._telling_moves,
    Closing: KrutroykState._telling_moves,
    Over: KrutroykState._no_moves,
}).check_covers(PHASES)

# A phase's handler for a move: every paragraph (typed or skipped) goes through the narration handler.
APPLY_MOVE = TaskTable[KrutroykState, None]("apply a move in", {
    MakingRoles: lambda state, _phase, action: state._apply_role(action),
    DescribingConflict: lambda state, _phase, action: state._apply_narration(action),
    ChoosingInSecret: lambda state, _phase, action: state._apply_choice(action),
    Presenting: lambda state, _phase, action: state._apply_narration(action),
    Narrating: lambda state, _phase, action: state._apply_narration(action),
    Challenging: lambda state, _phase, action: state._apply_challenge(action),
    Bidding: lambda state, _phase, action: state._apply_bid(action),
    TellingEpilogue: lambda state, _phase, action: state._apply_narration(action),
    Closing: lambda state, _phase, action: state._apply_narration(action),
    Over: lambda state, _phase, action: state._refuse_move(action),
}).check_covers(PHASES)

# How the episode goes on once the seat given has told its paragraph.
AFTER_TELLING = TaskTable[KrutroykState, None]("go on after a paragraph in", {
    Presenting: lambda state, _phase, seat: state._after_presentation(seat),
    Narrating: lambda state, _phase, seat: state._after_story(seat),
    DescribingConflict: lambda state, _phase, seat: state._after_conflict(seat),
    TellingEpilogue: lambda state, _phase, seat: state._after_epilogue(seat),
    Closing: lambda state, _phase, seat: state._after_closing(seat),
}).check_covers(TOLD_PHASES)

# The log's words for the moves listed in a phase (the same moves as LIST_MOVES, worded as a line of the log).
LOG_MOVES: dict[type[Phase], Callable[[KrutroykState, Phase, bool], list[Action]]] = {
    MakingRoles: KrutroykState._role_moves,
    Challenging: KrutroykState._challenge_moves,
    Bidding: KrutroykState._bid_moves,
    **dict.fromkeys(TOLD_PHASES, KrutroykState._telling_moves),
}
