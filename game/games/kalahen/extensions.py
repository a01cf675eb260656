"""Kalahen's extension rules: traps and wandering monsters (1), crossing the Crystal Bridge together (3) and the
high-risk game at the gates (4)."""

from __future__ import annotations

from game.engine.state import Action
from game.games.kalahen.actions import shared
from game.games.kalahen.core import KalahenCore
from game.games.kalahen.tasks import Circle, CoopAnswer, CoopAsk, Gift, Risk, RiskTargetRoll, SpecialDice, Trap, Walk


class ExtensionsMixin(KalahenCore):
    # ------------------------------------------------------------------ extension 1: traps
    def _moves_trap(self, task: Trap) -> list[Action]:
        taken = {(t[0], t[1]) for t in self.traps}
        acts = [shared("no_trap", (), "Place no trap")]
        for road in self.rules.board.roads:
            if road.crystal:
                continue
            spots = ["mid", "bridge"] if road.bridge else ["mid"]
            for spot in spots:
                if (road.index, spot) not in taken:
                    what = "a wandering monster on" if spot == "mid" else "a trap blocking the bridge of"
                    acts.append(shared("trap", (road.index, spot), f"Put {what} {road.key}"))
        return acts

    def _do_trap(self, task: Trap, action: Action) -> None:
        if action.kind == "no_trap":
            return
        if len(self.traps) >= self.rules.trap_markers:
            self.traps.pop(0)  # Decision: once all markers are out, the oldest one moves
        self.traps.append([int(action.args[0]), str(action.args[1])])
        self._say(f"{self.name(task.seat)} places a trap on {self.rules.board.roads[int(action.args[0])].key}")

    # ------------------------------------------------------------------ extension 3: cooperation at the Crystal Bridge
    def _coop_partners(self, seat: int) -> list[int]:
        r = self.rules
        tower = r.board.of_kind("tower")[0]
        return [c.seat for c in self.champions if c.seat != seat and not c.out and self.has(c.seat, "shield")
                and (c.pos == tower or c.life > r.coop_travel_loss)]

    def _moves_coop_ask(self, task: CoopAsk) -> list[Action]:
        acts = [shared("alone", (), "Cross the Crystal Bridge alone")]
        partners = self._coop_partners(task.seat)
        return acts + [shared("ask", (s,), f"Ask {self.log_name(s)} to cooperate") for s in partners]

    def _do_coop_ask(self, task: CoopAsk, action: Action) -> None:
        if action.kind == "ask":
            self._push(CoopAnswer(int(action.args[0]), task.seat))

    def _moves_coop_answer(self, task: CoopAnswer) -> list[Action]:
        return [shared("agree", (), "Agree and go to the bridge"), shared("decline", (), "Decline")]

    def _do_coop_answer(self, task: CoopAnswer, action: Action) -> None:
        if action.kind == "decline":
            self._say(f"{self.name(task.seat)} declines")
            return
        partner, asker = task.seat, task.asker
        tower = self.rules.board.of_kind("tower")[0]
        forest = self.rules.board.of_kind("forest")[0]
        if self.champions[partner].pos != tower:
            self._lose(partner, self.rules.coop_travel_loss, "the journey to the Crystal Bridge")
        self._say(f"{self.name(partner)} joins at the Crystal Bridge")
        # Both enter the Magic Forest together: the walk that follows is replaced.
        walk = self.agenda.pop(0)
        assert isinstance(walk, Walk)
        self.champions[partner].pos = forest
        self.champions[asker].pos = forest
        self._push(Circle(asker, forest, "move", (partner,)))

    # ------------------------------------------------------------------ extension 4: the high-risk game
    def _moves_risk(self, task: Risk) -> list[Action]:
        r, champion = self.rules, self.champions[task.seat]
        stakes = r.risk_stakes
        acts = [shared("no_risk", (), "Do not play")]
        if champion.life > stakes["life"]:
            acts.append(shared("stake", ("life",), f"Stake {stakes['life']} LP"))
        if champion.gold >= stakes["gold"]:
            acts.append(shared("stake", ("gold",), f"Stake {stakes['gold']} GM"))
        if champion.carried() >= stakes["ring"]:
            acts += [shared("stake", ("ring", c), f"Stake a {c} ring") for c in r.colours if champion.rings[c]]
        return acts

    def _do_risk(self, task: Risk, action: Action) -> None:
        if action.kind == "no_risk":
            return
        r, seat = self.rules, task.seat
        champion = self.champions[seat]
        what = str(action.args[0])
        if what == "life":
            champion.life -= r.risk_stakes["life"]
        elif what == "gold":
            champion.gold -= r.risk_stakes["gold"]
        else:
            champion.rings[str(action.args[1])] -= r.risk_stakes["ring"]
        self._say(f"{self.name(seat)} stakes {what} in the high-risk game")
        bonus = self.bonus(seat) if r.risk_weapons else 0
        self.fight = {"seat": seat, "kind": "risk", "strength": 0, "factor": 1, "rings": 0, "bonus": bonus, "dice": [],
                      "throws": 0, "final": None, "then": "risk", "stake": list(action.args)}
        self._push(RiskTargetRoll(seat, r.risk_target_die))

    def _do_risk_target_roll(self, task: RiskTargetRoll, action: Action) -> None:
        assert self.fight is not None
        value = int(action.args[0])
        self.fight["strength"] = value
        self._say(f"{self.name(task.seat)} must reach {value} in the high-risk game")
        self._push(SpecialDice(7))

    def _risk_result(self, seat: int, won: bool) -> None:
        assert self.fight is not None
        r, champion = self.rules, self.champions[seat]
        stake = self.fight["stake"]
        if not won:
            self._say(f"{self.name(seat)} loses the stake")
            return
        back = 1 + r.risk_extra_stakes
        if stake[0] == "life":
            self._gain_life(seat, r.risk_stakes["life"] * back)
        elif stake[0] == "gold":
            champion.gold += r.risk_stakes["gold"] * back
        else:
            for _ in range(r.risk_stakes["ring"]):
                self._give_ring(seat, str(stake[1]))
            self._push(Gift(seat, r.risk_stakes["ring"] * r.risk_extra_stakes, "high-risk win"))
        self._say(f"{self.name(seat)} wins the high-risk game")
