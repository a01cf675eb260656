"""Krutrøyk's game state: roles, the opening duel, the prologue, challenges, bidding rounds, duels,
the showdown and the epilogue.

Phases, in the order an episode meets them:
  roles          each seat fills its four traits: writes one (free text), picks a table entry, or rolls a d6
  duel_describe  duellists tell a line about the conflict (duels for a pot, when the option is on)
  duel_choose    duellists choose in secret, one seat at a time; the draw follows the last choice
  present        the prologue: each player in turn presents their role and stacks a dollar
  narrate        the narrator tells the story
  challenge      the others, clockwise from the narrator's left, challenge or let the story go on
  bidding        the narrator answers a challenge, then the bidding round
  epilogue       the winner tells how the showdown went
  closing        each other player closes their role's story
  over           the winner is hailed

Free text (a narration, a written trait) is an action whose argument is the text. Such actions
cannot be listed in legal_actions(), so apply() also accepts them whenever `text_moves()` says a
text move of that kind is open.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any

from game.engine.state import CHANCE, TERMINAL, Action, GameState
from game.games.krutroyk.bidding import IN, BiddingRound, Money
from game.games.krutroyk.duel import AIR, SELF, Choice, fates, options_for
from game.games.krutroyk.roles import table_trait, written_trait
from game.games.krutroyk.rules import KrutroykRules

SKIP = Action("skip", (), "Skip typing")
PASS = Action("pass", (), "Let the story go on")
NARRATION_PHASES = ("present", "narrate", "duel_describe", "epilogue", "closing")


@dataclass
class PendingDuel:
    kind: str  # "opening", "pot" or "epilogue"
    duellists: list[int]  # in the order they choose
    describe: list[int] = field(default_factory=list)  # duellists still to describe the conflict
    choices: dict[int, Choice] = field(default_factory=dict)  # secret until the draw
    round: int = 1

    def chooser(self) -> int:
        return next(s for s in self.duellists if s not in self.choices)


def choice_action(choice: Choice) -> Action:
    if choice == AIR:
        return Action("air", (), "Shoot into the air")
    if choice == SELF:
        return Action("self", (), "Shoot yourself")
    return Action("shoot", (int(choice),), f"Shoot seat {int(choice) + 1}")


def action_choice(action: Action) -> Choice:
    if action.kind == "air":
        return AIR
    if action.kind == "self":
        return SELF
    return int(action.args[0])


class KrutroykState(GameState):
    def __init__(self, num_players: int, options: dict[str, Any], rules: KrutroykRules) -> None:
        self.num_players = num_players
        self.rules = rules
        self.start_dollars = int(options["starting_dollars"])
        self.describe_duels = bool(options["duel_descriptions"])
        self.language = str(options["narration_language"])
        self.money = Money([self.start_dollars] * num_players, [0] * num_players, 0)
        self.roles: list[dict[str, dict[str, Any]]] = [{} for _ in range(num_players)]
        self.phase = "roles"
        self.role_seat = 0
        self.rolling = ""  # the trait a d6 is being rolled for
        self.duel: PendingDuel | None = None
        self.duels: list[dict[str, Any]] = []  # every duel drawn so far, public after the draw
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
        self.story: list[dict[str, Any]] = []

    # --- names for the log ---
    def role_name(self, seat: int) -> str:
        """The role's name; two roles with the same name (the dice allow it) get their seat number."""
        name = self.roles[seat].get("name")
        if not name:
            return f"Player {seat + 1}"
        text = str(name["text"])
        twins = [s for s in range(self.num_players) if (self.roles[s].get("name") or {}).get("text") == text]
        return f"{text} ({seat + 1})" if len(twins) > 1 else text

    def _log(self, who: int | None, kind: str, text: str, **extra: Any) -> None:
        entry = {"who": who, "kind": kind, "text": text, "chapter": self.challenges}
        entry.update(extra)
        self.story.append(entry)

    # --- turn order ---
    def left_of(self, seat: int) -> int:
        return (seat + 1) % self.num_players

    def clockwise_from(self, seat: int) -> list[int]:
        return [(seat + k) % self.num_players for k in range(self.num_players)]

    def current_player(self) -> int:
        phase = self.phase
        if phase == "over":
            return TERMINAL
        if phase == "roles":
            return CHANCE if self.rolling else self.role_seat
        if phase == "duel_describe":
            assert self.duel is not None
            return self.duel.describe[0]
        if phase == "duel_choose":
            assert self.duel is not None
            return self.duel.chooser()
        if phase in ("challenge", "closing"):
            return self.queue[0]
        if phase == "bidding":
            assert self.bidding is not None
            return self.bidding.turn
        return self.narrator  # present, narrate, epilogue

    def next_trait(self) -> str:
        return next(t for t in self.rules.table.traits if t not in self.roles[self.role_seat])

    # --- moves ---
    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "over":
            return []
        if phase == "roles":
            if self.rolling:
                return [a for a, _ in self.chance_outcomes()]
            trait = self.next_trait()
            label = self.rules.table.labels[trait]["en"]
            table = self.rules.table.entries[trait]
            return [Action("roll", (trait,), f"Roll a d6 for the {label}"),
                    *[Action("pick", (trait, face), f"Take {entry.en} ({entry.nn})")
                      for face, entry in enumerate(table, start=1)]]
        if phase in NARRATION_PHASES:
            return [SKIP]
        if phase == "duel_choose":
            assert self.duel is not None
            seat = self.duel.chooser()
            return [self._choice_action(c) for c in options_for(seat, self.duel.duellists)]
        if phase == "challenge":
            seat = self.queue[0]
            moves = [Action("challenge", (source,), f"Challenge with a dollar from the {source}")
                     for source in ("pocket", "stack") if self._holds(seat, source) >= self.rules.ante]
            return [*moves, PASS]
        assert self.bidding is not None
        moves = self.bidding.moves(self.money, self.bidding.turn)
        if not self.bidding.answered:
            relabel = {"fold": "Fold (jekke seg): take the ante, the challenger narrates"}
            moves = [Action(m.kind, m.args, relabel.get(m.kind, m.text.replace("Call", "Call (syne)", 1)))
                     for m in moves]
        return moves

    def _choice_action(self, choice: Choice) -> Action:
        action = choice_action(choice)
        if action.kind == "shoot":
            return Action("shoot", action.args, f"Shoot {self.role_name(int(choice))}")
        return action

    def _holds(self, seat: int, source: str) -> int:
        return self.money.pockets[seat] if source == "pocket" else self.money.stacks[seat]

    def text_moves(self) -> list[str]:
        """Kinds of free-text move open now: "narrate" (text) or "write" (trait, text)."""
        if self.phase in NARRATION_PHASES:
            return ["narrate"]
        if self.phase == "roles" and not self.rolling:
            return ["write"]
        return []

    def is_text_move(self, action: Action) -> bool:
        kinds = self.text_moves()
        if action.kind not in kinds or not action.args:
            return False
        text = action.args[-1]
        if not isinstance(text, str) or not text.strip() or len(text) > self.rules.max_text_length:
            return False
        if action.kind == "write":
            return len(action.args) == 2 and action.args[0] == self.next_trait()
        return len(action.args) == 1

    def is_legal(self, action: Action) -> bool:
        """Typed text (a narration, a written trait) cannot be listed among the legal moves."""
        return (self.current_player() >= 0 and self.is_text_move(action)) or super().is_legal(action)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if not self.rolling:
            return []
        entries = self.rules.table.entries[self.rolling]
        return [(Action("d6", (face,), f"rolls {face}: {entry.en} ({entry.nn})"), 1 / 6)
                for face, entry in enumerate(entries, start=1)]

    def _apply(self, action: Action) -> None:
        kind = action.kind
        if self.phase == "roles":
            self._apply_role(action)
        elif kind in ("narrate", "skip"):
            self._apply_narration(action)
        elif self.phase == "duel_choose":
            assert self.duel is not None
            self.duel.choices[self.duel.chooser()] = action_choice(action)
            if len(self.duel.choices) == len(self.duel.duellists):
                self._draw()
        elif self.phase == "challenge":
            self._apply_challenge(action)
        else:
            self._apply_bid(action)

    # --- roles ---
    def _apply_role(self, action: Action) -> None:
        seat = self.role_seat
        if action.kind == "roll":
            self.rolling = str(action.args[0])
            return
        if action.kind == "d6":
            trait, self.rolling = self.rolling, ""
            self.roles[seat][trait] = table_trait(self.rules.table, trait, int(action.args[0]), rolled=True)
        elif action.kind == "pick":
            trait = str(action.args[0])
            self.roles[seat][trait] = table_trait(self.rules.table, trait, int(action.args[1]), rolled=False)
        else:
            trait = str(action.args[0])
            self.roles[seat][trait] = written_trait(str(action.args[1]).strip())
        if len(self.roles[seat]) < len(self.rules.table.traits):
            return
        role = self.roles[seat]
        words = ", ".join(str(role[t]["text"]) for t in self.rules.table.traits)
        self._log(seat, "role", f"Player {seat + 1} plays {words}.", role=words)  # a table names the seat
        if seat + 1 < self.num_players:
            self.role_seat = seat + 1
            return
        self._log(None, "duel_start", "Everyone duels to decide who narrates first.")
        self._start_duel("opening", list(range(self.num_players)))

    # --- narration ---
    def _apply_narration(self, action: Action) -> None:
        seat = self.current_player()
        text = str(action.args[0]).strip() if action.kind == "narrate" else ""
        situation = "conflict" if self.phase == "duel_describe" else self.situation
        self._log(seat, "narration", text, situation=situation, skipped=action.kind == "skip")
        if self.phase == "present":
            dollars = min(self.rules.presentation_dollars, self.money.pockets[seat])
            self.money.pockets[seat] -= dollars
            self.money.stacks[seat] += dollars
            self.presented += 1
            if self.presented < self.num_players:
                self.narrator = self.left_of(seat)
                return
            self._log(None, "prologue_end", "The prologue is over: every role has been presented.")
            if self.rules.main_first_narrator == "left_of_last_presenter":
                self.narrator = self.left_of(seat)
            self.phase, self.situation = "narrate", "story"
        elif self.phase == "narrate":
            self._open_challenge_round()
        elif self.phase == "duel_describe":
            assert self.duel is not None
            self.duel.describe.pop(0)
            if not self.duel.describe:
                self.phase = "duel_choose"
        elif self.phase == "epilogue":
            self.queue = [s for s in self.clockwise_from(seat) if s != seat]
            self.phase = "closing"
            self._set_closing_situation()
        else:  # closing
            self.queue.pop(0)
            if self.queue:
                self._set_closing_situation()
            else:
                self._log(self.winner, "winner", f"{self.role_name(self.winner)} is hailed as the winner of the "
                          f"episode with {_dollars(self.money.stacks[self.winner])} in the stack.")
                self.phase = "over"

    def _set_closing_situation(self) -> None:
        self.situation = "closing_dead" if self.money.stacks[self.queue[0]] == 0 else "closing_alive"

    # --- challenges ---
    def _open_challenge_round(self) -> None:
        others = [s for s in self.clockwise_from(self.narrator) if s != self.narrator]
        able = [s for s in others if self.money.total(s) >= self.rules.ante]
        if not able:
            self._log(None, "showdown", "Nobody has a dollar left to challenge with: the showdown comes at once.")
            self._showdown()
            return
        self.queue = able
        self.phase = "challenge"

    def _apply_challenge(self, action: Action) -> None:
        seat = self.queue.pop(0)
        if action.kind == "pass":
            if not self.queue:
                self.quiet += 1
                self.phase, self.situation = "narrate", "story"
            return
        source = str(action.args[0])
        ante = self.rules.ante
        self.money.pay(seat, ante if source == "pocket" else 0, ante if source == "stack" else 0)
        self.challenges += 1
        self.quiet = 0
        self.queue = []
        self._log(seat, "challenge", f"{self.role_name(seat)} challenged {self.role_name(self.narrator)}, "
                  f"putting an ante dollar from the {source} into the pot.", source=source)
        self.bidding = BiddingRound.open(self.narrator, seat, self.num_players, ante,
                                         self.rules.call_source_order, self.rules.answer_source_order,
                                         self.money.pot - ante)
        self.phase = "bidding"

    # --- the bidding round ---
    def _apply_bid(self, action: Action) -> None:
        bidding = self.bidding
        assert bidding is not None
        seat = bidding.turn
        if action.kind == "fold" and not bidding.answered:
            # Jekke seg: the narrator takes the ante and the challenger takes over the story.
            self.money.take(seat, self.rules.ante, self.rules.fold_ante_to)
            self._log(seat, "fold", f"{self.role_name(seat)} folded and took the ante dollar; "
                      f"{self.role_name(bidding.challenger)} took over the story.")
            self.folds_in_row += 1
            self._new_narrator(bidding.challenger, "took_over")
            return
        done = bidding.apply(self.money, action)
        self._log(seat, "bid", self._bid_words(done), move=done["move"], bid=done["bid"],
                  pocket=done["pocket"], stack=done["stack"])
        for out in bidding.auto_out:
            self._log(out, "bid", f"{self.role_name(out)} could not afford to join the bidding.", move="no_join")
        bidding.auto_out.clear()
        if not bidding.finished():
            return
        self.folds_in_row = 0
        left = bidding.in_seats()
        if len(left) == 1:
            winner = left[0]
            pot = self.money.pot
            self.money.take(winner, pot)
            self._log(winner, "pot", f"All the others folded: {self.role_name(winner)} took the pot of {pot} "
                      "dollars and went on narrating.", pot=pot)
            self._new_narrator(winner, "took_pot")
            return
        names = ", ".join(self.role_name(s) for s in left)
        self._log(None, "duel_start", f"{names} duel for the pot of {self.money.pot} dollars.")
        order = [s for s in self.clockwise_from(bidding.narrator) if s in left]
        self._start_duel("pot", order)

    def _bid_words(self, done: dict[str, Any]) -> str:
        who = self.role_name(done["seat"])
        paid = done["pocket"] + done["stack"]
        where = _from_words(done["pocket"], done["stack"])
        move = done["move"]
        if move == "fold":
            return f"{who} folded and is out of the bidding."
        if move == "stay_out":
            return f"{who} stayed out of the bidding."
        if move == "stand":
            return f"{who} stood: the bid of {done['bid']} was matched."
        if move == "call":
            return f"{who} called with {_dollars(paid)}{where}."
        if move == "allin":
            return f"{who} went all-in with {_dollars(paid)}{where}: no more raises."
        return f"{who} raised by {done['raise_by']} to a bid of {done['bid']}{where}."

    def _new_narrator(self, seat: int, situation: str) -> None:
        self.previous_narrator = self.narrator
        self.narrator = seat
        self.situation = situation
        self.bidding = None
        self.phase = "narrate"

    # --- duels ---
    def _start_duel(self, kind: str, duellists: list[int], round_no: int = 1) -> None:
        describe = list(duellists) if kind == "pot" and self.describe_duels else []
        self.duel = PendingDuel(kind, list(duellists), describe, {}, round_no)
        self.phase = "duel_describe" if describe else "duel_choose"

    def _draw(self) -> None:
        duel = self.duel
        assert duel is not None
        decided = fates(duel.choices)
        rules = self.rules.outcome_rules
        won = [s for s in duel.duellists if rules[decided[s]].won]
        record: dict[str, Any] = {
            "kind": duel.kind, "round": duel.round, "duellists": list(duel.duellists),
            "choices": {str(s): c for s, c in duel.choices.items()},
            "fates": {str(s): {"won": rules[decided[s]].won, "rule": decided[s], "text": rules[decided[s]].en,
                               "text_nn": rules[decided[s]].nn} for s in duel.duellists},
            "winners": sorted(won), "pot": self.money.pot if duel.kind == "pot" else 0,
        }
        self.duels.append(record)
        lines = [f"{self.role_name(s)} {_choice_words(duel.choices[s], self)}: "
                 f"{'won' if rules[decided[s]].won else 'lost'}, {rules[decided[s]].en}." for s in duel.duellists]
        self._log(None, "duel", " ".join(lines), duel=len(self.duels) - 1)
        self.duel = None
        if duel.kind == "pot":
            self._settle_pot(won, record)
            return
        if len(won) == 1:
            self._duel_decided(duel.kind, won[0])
            return
        # The opening duel's all-lose redo follows the Decision; the epilogue's stays among the tied leaders.
        everyone = duel.kind == "opening" and self.rules.all_lose_redo == "all_players"
        again = won or (list(range(self.num_players)) if everyone else duel.duellists)
        self._log(None, "duel_start", "No single winner: " + ", ".join(self.role_name(s) for s in again)
                  + " duel again.")
        self._start_duel(duel.kind, again, duel.round + 1)

    def _duel_decided(self, kind: str, seat: int) -> None:
        if kind == "opening":
            self._log(seat, "opening", f"{self.role_name(seat)} won the opening duel and presents first.")
            self.narrator = seat
            self.phase, self.situation = "present", "presentation"
            return
        self._begin_epilogue(seat)

    def _settle_pot(self, won: list[int], record: dict[str, Any]) -> None:
        bidding = self.bidding
        assert bidding is not None
        previous = bidding.narrator
        pot = self.money.pot
        if len(won) == 1:
            self.money.take(won[0], pot)
            record.update(result="one_winner", share=pot, remainder=0)
            self._log(won[0], "result", f"{self.role_name(won[0])} won the duel alone and took the pot of {pot}.")
            narrator, situation = won[0], "won_duel"
        elif won:
            share = pot // len(won)
            for seat in won:
                self.money.take(seat, share)
            record.update(result="several_winners", share=share, remainder=self.money.pot)
            narrator = self._fewest(won, previous)
            self._log(None, "result", f"{len(won)} winners shared the pot: {share} dollars each, "
                      f"{self.money.pot} left in the pot. {self.role_name(narrator)}, the winner with the fewest "
                      "dollars, narrates a drawn outcome.")
            situation = "drawn_duel"
        else:
            record.update(result="all_lose", share=0, remainder=pot)
            narrator = self._fewest(list(range(self.num_players)), previous)
            self._log(None, "result", f"Every duellist lost; the pot of {pot} stays. {self.role_name(narrator)}, "
                      "with the fewest dollars, narrates how badly it went for them.")
            situation = "all_lost"
        record["narrator"] = narrator
        self._new_narrator(narrator, situation)
        self.previous_narrator = previous
        if any(stack == 0 for stack in self.money.stacks):
            broke = ", ".join(self.role_name(s) for s in range(self.num_players) if self.money.stacks[s] == 0)
            self._log(None, "showdown", f"Showdown: {broke} sat with an empty stack, and the episode ends.")
            self._showdown()

    def _fewest(self, candidates: list[int], previous: int) -> int:
        """The candidate with the fewest stack dollars; ties go clockwise from the previous narrator."""
        start = previous if self.rules.tie_start == "narrator" else self.left_of(previous)
        low = min(self.money.stacks[s] for s in candidates)
        tied = [s for s in candidates if self.money.stacks[s] == low]
        return min(tied, key=lambda s: (s - start) % self.num_players)

    # --- the end ---
    def _showdown(self) -> None:
        self.bidding = None
        best = max(self.money.stacks)
        leaders = [s for s in self.clockwise_from(max(self.narrator, 0)) if self.money.stacks[s] == best]
        if len(leaders) == 1:
            self._begin_epilogue(leaders[0])
            return
        self._log(None, "duel_start", ", ".join(self.role_name(s) for s in leaders)
                  + f" share the most dollars ({best}) and duel for the epilogue.")
        self._start_duel("epilogue", leaders)

    def _begin_epilogue(self, seat: int) -> None:
        self.winner = seat
        self.previous_narrator = self.narrator
        self.narrator = seat
        self.phase, self.situation = "epilogue", "epilogue"
        self._log(seat, "epilogue_start", f"{self.role_name(seat)} has the most dollars and tells the epilogue.")

    # --- results ---
    def returns(self) -> list[float]:
        if self.phase != "over":
            return [0.0] * self.num_players
        return [1.0 if s == self.winner else 0.0 for s in range(self.num_players)]

    def scores(self) -> list[float]:
        return [float(s) for s in self.money.stacks]

    # --- what each seat knows ---

    def score_label(self) -> str:
        return "dollars in the stack"

    def view(self, seat: int | None) -> dict[str, Any]:
        current = self.current_player()
        duel_view = None
        if self.duel is not None:
            duel = self.duel
            duel_view = {
                "kind": duel.kind, "round": duel.round, "duellists": list(duel.duellists),
                "describing": list(duel.describe),
                "chosen": [s for s in duel.duellists if s in duel.choices],
                "my_choice": duel.choices.get(seat) if seat is not None else None,
            }
        roles = []
        for s in range(self.num_players):
            roles.append({t: dict(v) for t, v in self.roles[s].items()})
        moves = [] if current < 0 else self.legal_actions()
        return {
            "phase": self.phase,
            "seat": seat,
            "players": self.num_players,
            "current": current,
            "starting_dollars": self.start_dollars,
            "pockets": list(self.money.pockets),
            "stacks": list(self.money.stacks),
            "pot": self.money.pot,
            "narrator": self.narrator,
            "previous_narrator": self.previous_narrator,
            "situation": self.situation if self.phase != "duel_describe" else "conflict",
            "roles": roles,
            "role_names": [self.role_name(s) for s in range(self.num_players)],
            "role_setup": self._role_setup_view(),
            "presented": self.presented,
            "challenge_queue": list(self.queue) if self.phase == "challenge" else [],
            "bidding": self.bidding.view() if self.bidding is not None else None,
            "duel": duel_view,
            "duels": [dict(d) for d in self.duels],
            "last_duel": dict(self.duels[-1]) if self.duels else None,
            "challenges": self.challenges,
            "quiet": self.quiet,
            "folds_in_row": self.folds_in_row,
            "winner": self.winner if self.phase == "over" else -1,
            "story": [dict(e) for e in self.story],
            "open_moves": [{"kind": m.kind, "args": list(m.args), "text": m.describe()} for m in moves],
            "text_moves": self.text_moves(),
            "max_text_length": self.rules.max_text_length,
            "language": self.language,
            "ante": self.rules.ante,
            "call_source_order": list(self.rules.call_source_order),
            "answer_source_order": list(self.rules.answer_source_order),
        }

    def clone(self) -> KrutroykState:
        # The rule data is frozen and shared: copying it for every clone would only cost time.
        return copy.deepcopy(self, {id(self.rules): self.rules})

    def _role_setup_view(self) -> dict[str, Any] | None:
        """While roles are made: whose trait is next, and the table to pick from (both languages)."""
        if self.phase != "roles":
            return None
        table = self.rules.table
        return {
            "seat": self.role_seat, "trait": self.next_trait(), "rolling": self.rolling,
            "labels": {t: dict(table.labels[t]) for t in table.traits},
            "table": {t: [{"face": f, "en": e.en, "nn": e.nn} for f, e in enumerate(table.entries[t], start=1)]
                      for t in table.traits},
        }

    def resample(self, seat: int, rng: random.Random) -> KrutroykState:
        """Other duellists' secret choices are the only hidden thing: redraw them at random."""
        state = self.clone()
        assert isinstance(state, KrutroykState)
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
            if self.phase == "bidding" and self.bidding.status[self.bidding.turn] not in (IN, "unasked"):
                problems.append("a folded player is asked to bid")
        if self.phase == "over" and not 0 <= self.winner < self.num_players:
            problems.append("the episode is over without a winner")
        return problems

    def chance_for(self) -> int | None:
        return self.role_seat if self.phase == "roles" else None

    def move_text(self, action: Action) -> str:
        kind = action.kind
        if kind in ("air", "self", "shoot"):
            return "chooses in secret"  # never reveal a duel choice in the log
        if kind == "narrate":
            return f"narrates: {action.args[0]}"
        if kind == "write":
            return f"writes the {action.args[0]}: {action.args[1]}"
        text = action.describe()
        return text[0].lower() + text[1:] if text else text

    def story_text(self) -> str:
        """The story log as plain text, for reading back or saving at the end of the episode."""
        lines = []
        for entry in self.story:
            who = entry["who"]
            if entry["kind"] == "narration":
                name = self.role_name(who)
                said = entry["text"] or f"({name} narrated without typing.)"
                lines.append(f"{name}: {said}")
            else:
                lines.append(entry["text"])
        return "\n".join(lines) + "\n"


def _dollars(count: int) -> str:
    return f"{count} dollar" if count == 1 else f"{count} dollars"


def _from_words(pocket: int, stack: int) -> str:
    if pocket and stack:
        return f" ({pocket} from the pocket, {stack} from the stack)"
    if pocket:
        return " from the pocket"
    return " from the stack" if stack else ""


def _choice_words(choice: Choice, state: KrutroykState) -> str:
    if choice == AIR:
        return "shot into the air"
    if choice == SELF:
        return "shot themself"
    return f"shot at {state.role_name(int(choice))}"
