"""Fights: rings spent, the special dice thrown and thrown again, and what a fight ends in (a trial's card, the
dragon, a wandering monster, the high-risk game); fights between champions with rings chosen in secret, and the
spoils the winner takes."""

from __future__ import annotations

from dataclasses import replace

from game.engine import events as told  # what a move did, for the table
from game.engine.state import Action
from game.games.kalahen import special_dice as dice
from game.games.kalahen.actions import rerolls, said, shared
from game.games.kalahen.extensions import ExtensionsMixin
from game.games.kalahen.places import PlacesMixin
from game.games.kalahen.tasks import (
    Attack,
    DuelFight,
    DuelGo,
    DuelLoss,
    DuelRings,
    FightEnd,
    FightRings,
    Pay,
    Reroll,
    SpecialDice,
    Spoils,
    Take,
)
from game.games.kalahen.wording import colour, place
from game.i18n import N_, words

_, ngettext = words("kalahen")


class FightsMixin(PlacesMixin, ExtensionsMixin):
    # ------------------------------------------------------------------ the special dice
    def _start_dragon(self, seat: int) -> None:
        self.fought_dragon = True
        self._say(_("{name} fights the dragon").format(name=self.name(seat)))
        self._start_fight(seat, "dragon", self.rules.dragon_strength, {"then": "dragon"})

    def _moves_fight_rings(self, task: FightRings) -> list[Action]:
        champion = self.champions[task.seat]
        top = min(len(self.rules.ring_factors) - 1, champion.carried())
        # The English says "ring(s)" for every count (the recorded games keep it).
        return [shared("rings", (k,), ngettext("Spend {n} ring(s): dice score ×{factor}",
                                               "Spend {n} ring(s): dice score ×{factor}", k).format(
            n=k, factor=self.rules.factor(k))) for k in range(top + 1)]

    def _do_fight_rings(self, task: FightRings, action: Action) -> None:
        assert self.fight is not None
        rings = int(action.args[0])
        self.fight["rings"] = rings
        self.fight["factor"] = self.rules.factor(rings)
        if rings:
            self._push(Pay(task.seat, rings, "fight"), SpecialDice(7))
        else:
            self._push(SpecialDice(7))

    def _do_special_dice(self, task: SpecialDice, action: Action) -> None:
        fight = self.fight
        assert fight is not None
        fight["dice"] = [int(a) for a in action.args]
        fight["throws"] += 1
        if fight["throws"] <= self.rules.rerolls:
            self._push(Reroll(fight["seat"]))
        else:
            self._push(FightEnd(fight["seat"]))

    def _moves_reroll(self, task: Reroll) -> list[Action]:
        return list(rerolls())

    def _do_reroll(self, task: Reroll, action: Action) -> None:
        if action.kind == "stop":
            self._push(FightEnd(task.seat))
        else:
            self._push(SpecialDice(int(action.args[0])))

    def _auto_fight_end(self, task: FightEnd) -> None:
        fight = self.fight
        assert fight is not None
        seat = fight["seat"]
        fight["final"] = dice.final_score(fight["dice"], fight["factor"], fight["bonus"])
        won = fight["final"] >= fight["strength"] if fight["strength"] is not None else None
        then = fight["then"]
        if then == "duel":
            self._duel_scored(seat, fight["final"])
            return
        self._say((_("{name} scores {score} against {strength}: won") if won else
                   _("{name} scores {score} against {strength}: lost")).format(
            name=self.name(seat), score=fight["final"], strength=fight["strength"]))
        r = self.rules
        if then == "trial":
            if won:
                self._push(Take(seat, self.pile_of(fight["at"])))
            else:
                self._fail_trial(seat, fight["at"])
        elif then == "dragon":
            if won:
                self.winner = seat
                self.finished = True
                self._say(_("{name} beats the dragon and rules Kalahen!").format(name=self.name(seat)))
            else:
                self._lose(seat, r.dragon_loss, _("the dragon"))
        elif then == "wander":
            monster = fight["monster"]
            self.monster_deck.remove(monster)
            if won and r.wandering[monster].bonus:
                self.champions[seat].experience.append(monster)
                if self.telling:
                    self.tell(told.Event("changed", _("{name} keeps the wandering monster of strength {strength} "
                                                      "as experience").format(name=self.log_name(seat),
                                                                              strength=fight["strength"]),
                                         seat=seat, figure="experience", amount=1,
                                         cause=_("a wandering monster beaten")))
            else:
                self.monster_deck.append(monster)  # Decision: a monster card goes back under its deck
            walk = fight["walk"]
            if won:
                self._push(replace(walk, passed=True))
            else:
                self._say(_("{name} goes back to {place}").format(name=self.name(seat), place=place(walk.origin)))
        elif then == "risk":
            self._risk_result(seat, bool(won))

    # ------------------------------------------------------------------ champion combat
    def _moves_attack(self, task: Attack) -> list[Action]:
        targets = self.rivals_to_attack(task.seat)
        if task.target is not None:
            targets = [s for s in targets if s == task.target]
        acts = [said("attack", (s,), N_("Attack {name}"), name=self.log_name(s)) for s in targets]
        return acts + [said("no_attack", (), N_("Leave them in peace"))]

    def _do_attack(self, task: Attack, action: Action) -> None:
        if action.kind == "no_attack":
            return
        # A fight settles this meeting: nobody else on the circle is asked.
        while self.agenda and isinstance(self.agenda[0], Attack) and self.agenda[0].out_of_turn:
            self.agenda.pop(0)
        self._start_duel(task.seat, int(action.args[0]))

    def _start_duel(self, seat: int, other: int) -> None:
        self.duelled += [seat, other]
        self._say(_("{name} attacks {other}").format(name=self.name(seat), other=self.name(other)))
        if self.weak(other):
            self._say(_("{name} is too weak to fight and loses at once").format(name=self.name(other)))
            self._duel_won(seat, other)
            return
        self.duel = {"attacker": seat, "defender": other, "rings": {}, "final": {}, "revealed": False}
        self._push(DuelRings(seat), DuelRings(other), DuelGo())

    def _moves_duel_rings(self, task: DuelRings) -> list[Action]:
        top = min(self.rules.duel_max_rings, self.champions[task.seat].carried())
        return [shared("secret_rings", (k,), ngettext("Secretly choose {n} ring(s)", "Secretly choose {n} ring(s)",
                                                      k).format(n=k)) for k in range(top + 1)]

    def _do_duel_rings(self, task: DuelRings, action: Action) -> None:
        assert self.duel is not None
        self.duel["rings"][task.seat] = int(action.args[0])

    def _auto_duel_go(self, task: DuelGo) -> None:
        duel = self.duel
        assert duel is not None
        duel["revealed"] = True
        attacker, defender = duel["attacker"], duel["defender"]
        rings = duel["rings"]
        self._say(_("rings revealed: {attacker} {attacker_rings}, {defender} {defender_rings}").format(
            attacker=self.name(attacker), attacker_rings=rings[attacker], defender=self.name(defender),
            defender_rings=rings[defender]))
        self._push(*(Pay(s, rings[s], "duel") for s in (attacker, defender) if rings[s]), DuelFight(attacker))

    def _auto_duel_fight(self, task: DuelFight) -> None:
        assert self.duel is not None
        self._start_fight(task.seat, "duel", None, {"then": "duel"}, rings=self.duel["rings"][task.seat])

    def _duel_scored(self, seat: int, final: int) -> None:
        duel = self.duel
        assert duel is not None
        duel["final"][seat] = final
        self._say(_("{name} scores {score}").format(name=self.name(seat), score=final))
        if seat == duel["attacker"]:
            self._push(DuelFight(duel["defender"]))
            return
        attacker, defender = duel["attacker"], duel["defender"]
        if duel["final"][attacker] == duel["final"][defender]:
            self._say(_("a tie: nobody wins the fight"))
        elif duel["final"][attacker] > duel["final"][defender]:
            self._duel_won(attacker, defender)
        else:
            self._duel_won(defender, attacker)

    def _duel_won(self, winner: int, loser: int) -> None:
        self._say(_("{name} wins the fight").format(name=self.name(winner)))
        self._push(Spoils(winner, loser), DuelLoss(loser))

    def _auto_duel_loss(self, task: DuelLoss) -> None:
        self._lose(task.seat, self.rules.duel_loser_loss, _("a lost fight"))

    def _moves_spoils(self, task: Spoils) -> list[Action]:
        seat, loser = task.seat, self.champions[task.loser]
        acts = [shared("take_card", (c,), _("Take {card}").format(card=self.card(c).name)) for c in loser.cards
                if self.may_keep(seat, c)]
        if loser.gold:
            acts.append(shared("take_gold", (), _("Take {gm} GM").format(gm=min(loser.gold, self.rules.spoils_gold))))
        acts += [shared("take_ring", (c,), _("Take a {colour} ring").format(colour=colour(c)))
                 for c in self.rules.colours if loser.rings[c]]
        return acts or [shared("take_nothing", (), _("There is nothing to take"))]

    def _do_spoils(self, task: Spoils, action: Action) -> None:
        seat, loser = task.seat, self.champions[task.loser]
        champion = self.champions[seat]
        taken = _("nothing")
        if action.kind == "take_card":
            cid = int(action.args[0])
            loser.cards.remove(cid)
            champion.cards.append(cid)
            if self.telling:  # the loser knows what it lost
                name, other = self.log_name(seat), self.log_name(loser.seat)
                self._tell_card(seat, cid, f"cards:{loser.seat}", "cards", _("{name} takes {card} from {other}").format(
                    name=name, card=self.card(cid).name, other=other), _("the spoils of a won fight"),
                    _("{name} takes a card from {other}").format(name=name, other=other),
                    frozenset({seat, loser.seat}))
            taken = self.card(cid).name if not self.hidden_card(cid) else _("a card")
        elif action.kind == "take_gold":
            amount = min(loser.gold, self.rules.spoils_gold)
            self._gold(task.loser, -amount, _("the spoils of a lost fight"))
            self._gold(seat, amount, _("the spoils of a won fight"))
            taken = _("{gm} GM").format(gm=amount)
        elif action.kind == "take_ring":
            self._rings(loser.seat, str(action.args[0]), -1, N_("the spoils of a lost fight"))
            self._give_ring(seat, str(action.args[0]), N_("the spoils of a won fight"))
            taken = _("a {colour} ring").format(colour=colour(str(action.args[0])))
        self._say(_("{name} takes {spoils} from {other}").format(name=self.name(seat), spoils=taken,
                                                                 other=self.name(loser.seat)))
