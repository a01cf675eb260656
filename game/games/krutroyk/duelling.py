"""Krutrøyk's duels, the showdown and the epilogue, and the story log they write: the part of the episode's state
that KrutroykState (state.py) builds on, kept apart so each file stays readable."""

from __future__ import annotations

from typing import Unpack

from game.engine.events import Event
from game.engine.state import Action, GameState
from game.games.krutroyk.bidding import BiddingRound, Money
from game.games.krutroyk.duel_outcomes import DuelKind, PendingDuel, action_choice, fates
from game.games.krutroyk.log_words import choice_words
from game.games.krutroyk.phases import CHOOSING, DESCRIBING, EPILOGUE, NARRATING, PRESENTING, Phase
from game.games.krutroyk.roles import Trait
from game.games.krutroyk.rules import KrutroykRules
from game.games.krutroyk.view_types import DuelRecord, StoryEntry, StoryExtras
from game.i18n import game_text, words

_, ngettext = words("krutroyk")


def names_list(names: list[str]) -> str:
    """Names in a row, as a sentence lists them (the same in every language the client speaks)."""
    return ", ".join(names)


class DuelTable(GameState):
    """Who is at the table and what they hold, the story so far, and the duels that settle it."""

    num_players: int
    rules: KrutroykRules
    describe_duels: bool  # duellists for a pot describe the conflict before they choose
    money: Money
    roles: list[dict[str, Trait]]
    phase: Phase
    duel: PendingDuel | None
    duels: list[DuelRecord]  # every duel drawn so far, public after the draw
    bidding: BiddingRound | None
    narrator: int
    previous_narrator: int
    situation: str
    challenges: int
    winner: int
    story: list[StoryEntry]

    # --- names for the log ---
    def role_name(self, seat: int) -> str:
        """The role's name; two roles with the same name (the dice allow it) get their seat number."""
        name = self.roles[seat].get("name")
        if not name:
            return _("Player {number}").format(number=seat + 1)
        text = name["text"]
        twins = [s for s, role in enumerate(self.roles) if "name" in role and role["name"]["text"] == text]
        return f"{text} ({seat + 1})" if len(twins) > 1 else text

    def _tell_dollars(self, seat: int, source: str, target: str, amount: int, cause: str) -> None:
        """Dollars moved between a seat's pocket or stack and the pot, and why (the table moves its coins so)."""
        if amount and self.telling:
            self.tell(Event("moved", cause, seat=seat, piece="dollars", source=source, target=target, amount=amount,
                            cause=cause))

    def _log(self, who: int | None, kind: str, text: str, **extra: Unpack[StoryExtras]) -> None:
        self.story.append({"who": who, "kind": kind, "text": text, "chapter": self.challenges, **extra})

    # --- turn order ---
    def left_of(self, seat: int) -> int:
        return (seat + 1) % self.num_players

    def clockwise_from(self, seat: int) -> list[int]:
        return [(seat + k) % self.num_players for k in range(self.num_players)]

    def _new_narrator(self, seat: int, situation: str) -> None:
        self.previous_narrator = self.narrator
        self.narrator = seat
        self.situation = situation
        self.bidding = None
        self.phase = NARRATING

    # --- duels ---
    def _start_duel(self, kind: DuelKind, duellists: list[int], round_no: int = 1) -> None:
        describe = list(duellists) if kind == DuelKind.POT and self.describe_duels else []
        self.duel = PendingDuel(kind, list(duellists), describe, {}, round_no)
        self.phase = DESCRIBING if describe else CHOOSING

    def _apply_choice(self, action: Action) -> None:
        assert self.duel is not None
        self.duel.choices[self.duel.chooser()] = action_choice(action)
        if len(self.duel.choices) == len(self.duel.duellists):
            self._draw()

    def _draw(self) -> None:
        duel = self.duel
        assert duel is not None
        decided = fates(duel.choices)
        rules = self.rules.outcome_rules
        won = [s for s in duel.duellists if rules[decided[s]].won]
        record: DuelRecord = {
            "kind": duel.kind.value, "round": duel.round, "duellists": list(duel.duellists),
            "choices": {str(s): c for s, c in duel.choices.items()},
            "fates": {str(s): {"won": rules[decided[s]].won, "rule": decided[s], "text": rules[decided[s]].en,
                               "text_nn": rules[decided[s]].nn} for s in duel.duellists},
            "winners": sorted(won), "pot": self.money.pot if duel.kind == DuelKind.POT else 0,
        }
        self.duels.append(record)
        lines = [(_("{name} {shot}: won, {rule}.") if rules[decided[s]].won else _("{name} {shot}: lost, {rule}."))
                 .format(name=self.role_name(s), shot=choice_words(duel.choices[s], self.role_name),
                         rule=game_text("krutroyk", rules[decided[s]].en)) for s in duel.duellists]
        self._log(None, "duel", " ".join(lines), duel=len(self.duels) - 1)
        self.duel = None
        if duel.kind == DuelKind.POT:
            self._settle_pot(won, record)
            return
        if len(won) == 1:
            self._duel_decided(duel.kind, won[0])
            return
        # The opening duel's all-lose redo follows the Decision; the epilogue's stays among the tied leaders.
        everyone = duel.kind == DuelKind.OPENING and self.rules.all_lose_redo == "all_players"
        again = won or (list(range(self.num_players)) if everyone else duel.duellists)
        self._log(None, "duel_start", _("No single winner: {names} duel again.").format(
            names=names_list([self.role_name(s) for s in again])))
        self._start_duel(duel.kind, again, duel.round + 1)

    def _duel_decided(self, kind: DuelKind, seat: int) -> None:
        if kind == DuelKind.OPENING:
            self._log(seat, "opening", _("{name} won the opening duel and presents first.").format(
                name=self.role_name(seat)))
            self.narrator = seat
            self.phase, self.situation = PRESENTING, "presentation"
            return
        self._begin_epilogue(seat)

    def _settle_pot(self, won: list[int], record: DuelRecord) -> None:
        bidding = self.bidding
        assert bidding is not None
        previous = bidding.narrator
        pot = self.money.pot
        if len(won) == 1:
            self.money.take(won[0], pot)
            self._tell_dollars(won[0], "pot", "stack", pot, _("won the duel alone"))
            record["result"], record["share"], record["remainder"] = "one_winner", pot, 0
            self._log(won[0], "result", _("{name} won the duel alone and took the pot of {pot}.").format(
                name=self.role_name(won[0]), pot=pot))
            narrator, situation = won[0], "won_duel"
        elif won:
            share = pot // len(won)
            for seat in won:
                self.money.take(seat, share)
                self._tell_dollars(seat, "pot", "stack", share, _("a share of the pot"))
            record["result"], record["share"], record["remainder"] = "several_winners", share, self.money.pot
            narrator = self._fewest(won, previous)
            self._log(None, "result", _("{count} winners shared the pot: {share} dollars each, {left} left in the "
                                        "pot. {name}, the winner with the fewest dollars, narrates a drawn outcome.")
                      .format(count=len(won), share=share, left=self.money.pot, name=self.role_name(narrator)))
            situation = "drawn_duel"
        else:
            record["result"], record["share"], record["remainder"] = "all_lose", 0, pot
            narrator = self._fewest(list(range(self.num_players)), previous)
            self._log(None, "result", _("Every duellist lost; the pot of {pot} stays. {name}, with the fewest "
                                        "dollars, narrates how badly it went for them.")
                      .format(pot=pot, name=self.role_name(narrator)))
            situation = "all_lost"
        record["narrator"] = narrator
        self._new_narrator(narrator, situation)
        self.previous_narrator = previous
        if any(stack == 0 for stack in self.money.stacks):
            broke = names_list([self.role_name(s) for s in range(self.num_players) if self.money.stacks[s] == 0])
            self._log(None, "showdown", _("Showdown: {names} sat with an empty stack, and the episode ends.").format(
                names=broke))
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
        self._log(None, "duel_start", _("{names} share the most dollars ({best}) and duel for the epilogue.").format(
            names=names_list([self.role_name(s) for s in leaders]), best=best))
        self._start_duel(DuelKind.EPILOGUE, leaders)

    def _begin_epilogue(self, seat: int) -> None:
        self.winner = seat
        self.previous_narrator = self.narrator
        self.narrator = seat
        self.phase, self.situation = EPILOGUE, "epilogue"
        self._log(seat, "epilogue_start", _("{name} has the most dollars and tells the epilogue.").format(
            name=self.role_name(seat)))

