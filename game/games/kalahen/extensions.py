"""Kalahen's extension rules: traps and wandering monsters (1), crossing the Crystal Bridge together (3) and the
high-risk game at the gates (4)."""

from __future__ import annotations

from game.engine import events as told  # what a move did, for the table
from game.engine.state import Action
from game.games.kalahen.actions import shared
from game.games.kalahen.core import KalahenCore
from game.games.kalahen.tasks import Circle, CoopAnswer, CoopAsk, Gift, Risk, RiskTargetRoll, SpecialDice, Trap, Walk
from game.games.kalahen.wording import colour, road
from game.i18n import N_, words

_, ngettext = words("kalahen")


class ExtensionsMixin(KalahenCore):
    # ------------------------------------------------------------------ extension 1: traps
    def _moves_trap(self, task: Trap) -> list[Action]:
        taken = {(t[0], t[1]) for t in self.traps}
        acts = [shared("no_trap", (), _("Place no trap"))]
        for way in self.rules.board.roads:
            if way.crystal:
                continue
            spots = ["mid", "bridge"] if way.bridge else ["mid"]
            for spot in spots:
                if (way.index, spot) not in taken:
                    text = (_("Put a wandering monster on {road}") if spot == "mid" else
                            _("Put a trap blocking the bridge of {road}")).format(road=road(way.a, way.b))
                    acts.append(shared("trap", (way.index, spot), text))
        return acts

    def _do_trap(self, task: Trap, action: Action) -> None:
        if action.kind == "no_trap":
            return
        source = "supply"
        if len(self.traps) >= self.rules.trap_markers:
            oldest = self.traps.pop(0)  # Decision: once all markers are out, the oldest one moves
            source = f"road:{oldest[0]}:{oldest[1]}"
        self.traps.append([int(action.args[0]), str(action.args[1])])
        way = self.rules.board.roads[int(action.args[0])]
        if self.telling:
            spot = str(action.args[1])
            text = (_("{name} puts a wandering monster on {road}") if spot == "mid" else
                    _("{name} blocks the bridge of {road}")).format(name=self.log_name(task.seat),
                                                                    road=road(way.a, way.b))
            self.tell(told.Event("moved", text, seat=task.seat, piece=f"trap:{spot}", source=source,
                                 target=f"road:{way.index}:{spot}", amount=1,
                                 cause=_("a dangerous road walked: a trap marker to place")))
        self._say(_("{name} places a trap on {road}").format(name=self.name(task.seat), road=road(way.a, way.b)))

    # ------------------------------------------------------------------ extension 3: cooperation at the Crystal Bridge
    def _coop_partners(self, seat: int) -> list[int]:
        r = self.rules
        tower = r.board.of_kind("tower")[0]
        return [c.seat for c in self.champions if c.seat != seat and not c.out and self.has(c.seat, "shield")
                and (c.pos == tower or c.life > r.coop_travel_loss)]

    def _moves_coop_ask(self, task: CoopAsk) -> list[Action]:
        acts = [shared("alone", (), _("Cross the Crystal Bridge alone"))]
        partners = self._coop_partners(task.seat)
        return acts + [shared("ask", (s,), _("Ask {name} to cooperate").format(name=self.log_name(s)))
                       for s in partners]

    def _do_coop_ask(self, task: CoopAsk, action: Action) -> None:
        if action.kind == "ask":
            self._push(CoopAnswer(int(action.args[0]), task.seat))

    def _moves_coop_answer(self, task: CoopAnswer) -> list[Action]:
        return [shared("agree", (), _("Agree and go to the bridge")), shared("decline", (), _("Decline"))]

    def _do_coop_answer(self, task: CoopAnswer, action: Action) -> None:
        if action.kind == "decline":
            self._say(_("{name} declines").format(name=self.name(task.seat)))
            return
        partner, asker = task.seat, task.asker
        tower = self.rules.board.of_kind("tower")[0]
        forest = self.rules.board.of_kind("forest")[0]
        if self.champions[partner].pos != tower:
            self._lose(partner, self.rules.coop_travel_loss, _("the journey to the Crystal Bridge"))
        self._say(_("{name} joins at the Crystal Bridge").format(name=self.name(partner)))
        # Both enter the Magic Forest together: the walk that follows is replaced.
        walk = self.agenda.pop(0)
        assert isinstance(walk, Walk)
        telling = self.telling
        self._move_pawn(partner, forest, _("joined {name} at the Crystal Bridge").format(name=self.log_name(asker))
                        if telling else "")
        self._move_pawn(asker, forest, _("crossed the Crystal Bridge with {name}").format(
            name=self.log_name(partner)) if telling else "")
        self._push(Circle(asker, forest, "move", (partner,)))

    # ------------------------------------------------------------------ extension 4: the high-risk game
    def _moves_risk(self, task: Risk) -> list[Action]:
        r, champion = self.rules, self.champions[task.seat]
        stakes = r.risk_stakes
        acts = [shared("no_risk", (), _("Do not play"))]
        if champion.life > stakes["life"]:
            acts.append(shared("stake", ("life",), _("Stake {lp} LP").format(lp=stakes["life"])))
        if champion.gold >= stakes["gold"]:
            acts.append(shared("stake", ("gold",), _("Stake {gm} GM").format(gm=stakes["gold"])))
        if champion.carried() >= stakes["ring"]:
            acts += [shared("stake", ("ring", c), _("Stake a {colour} ring").format(colour=colour(c)))
                     for c in r.colours if champion.rings[c]]
        return acts

    def _do_risk(self, task: Risk, action: Action) -> None:
        if action.kind == "no_risk":
            return
        r, seat = self.rules, task.seat
        champion = self.champions[seat]
        what = str(action.args[0])
        if what == "life":
            champion.life -= r.risk_stakes["life"]
            if self.telling:
                self.tell(told.Event("changed", _("{name} stakes {amount} LP in the high-risk game").format(
                    name=self.log_name(seat), amount=r.risk_stakes["life"]), seat=seat, figure="LP",
                    amount=-r.risk_stakes["life"], cause=_("staked in the high-risk game")))
        elif what == "gold":
            self._gold(seat, -r.risk_stakes["gold"], _("staked in the high-risk game"))
        else:
            self._rings(seat, str(action.args[1]), -r.risk_stakes["ring"], N_("staked in the high-risk game"))
        stake = {"life": _("life"), "gold": _("gold")}.get(what, _("ring"))
        self._say(_("{name} stakes {stake} in the high-risk game").format(name=self.name(seat), stake=stake))
        bonus = self.bonus(seat) if r.risk_weapons else 0
        self.fight = {"seat": seat, "kind": "risk", "strength": 0, "factor": 1, "rings": 0, "bonus": bonus, "dice": [],
                      "throws": 0, "final": None, "then": "risk", "stake": list(action.args)}
        self._push(RiskTargetRoll(seat, r.risk_target_die))

    def _do_risk_target_roll(self, task: RiskTargetRoll, action: Action) -> None:
        assert self.fight is not None
        value = int(action.args[0])
        self.fight["strength"] = value
        self._say(_("{name} must reach {value} in the high-risk game").format(name=self.name(task.seat), value=value))
        self._push(SpecialDice(7))

    def _risk_result(self, seat: int, won: bool) -> None:
        assert self.fight is not None
        r = self.rules
        stake = self.fight["stake"]
        if not won:
            self._say(_("{name} loses the stake").format(name=self.name(seat)))
            return
        back = 1 + r.risk_extra_stakes
        if stake[0] == "life":
            self._gain_life(seat, r.risk_stakes["life"] * back, _("the stakes of a risk won back"))
        elif stake[0] == "gold":
            self._gold(seat, r.risk_stakes["gold"] * back, _("the stakes of a risk won back"))
        else:
            for _ring in range(r.risk_stakes["ring"]):
                self._give_ring(seat, str(stake[1]), N_("the stakes of a risk won back"))
            self._push(Gift(seat, r.risk_stakes["ring"] * r.risk_extra_stakes, "high-risk win"))
        self._say(_("{name} wins the high-risk game").format(name=self.name(seat)))
