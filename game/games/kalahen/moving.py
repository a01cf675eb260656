"""The turn: who starts, a champion's choices before and after it moves, the ways to leave a circle (walk, float,
teleport) and what happens on the road and on arrival."""

from __future__ import annotations

from game.engine.state import Action
from game.games.kalahen.actions import MOVES, far_ways, said, way_to
from game.games.kalahen.endings import formula_possible
from game.games.kalahen.fights import FightsMixin
from game.games.kalahen.tasks import (
    After,
    Arrive,
    Attack,
    Circle,
    CoopAsk,
    EndTurn,
    Meet,
    OrderRoll,
    Pay,
    Trap,
    Turn,
    Walk,
)
from game.games.kalahen.wording import place, terrain
from game.games.kalahen.wording import road as road_words
from game.i18n import N_, words

_, ngettext = words("kalahen")


class MovingMixin(FightsMixin):
    # ------------------------------------------------------------------ the turn
    def _do_order_roll(self, task: OrderRoll, action: Action) -> None:
        value = int(action.args[0])
        seat = task.seat
        self.order_rolls[seat] = value
        self._say(_("{name} rolls {value} for the turn order").format(name=self.name(seat), value=value))
        if any(isinstance(t, OrderRoll) for t in self.agenda):
            return
        best = max(self.order_rolls.values())
        tied = [s for s, v in self.order_rolls.items() if v == best]
        if len(tied) > 1:  # Decision: the tied champions roll again
            self.order_rolls = {}
            self._push(*(OrderRoll(s, 10) for s in tied))
        else:
            self.starter = tied[0]
            self._say(_("{name} starts").format(name=self.name(self.starter)))
            self.round = 1
            self._begin_turn(self.starter)

    def _auto_end_turn(self, task: EndTurn) -> None:
        alive = [c.seat for c in self.champions if not c.out]
        if not alive:
            self.finished = True
            self._say(_("every champion is out: nobody rules Kalahen"))
            return
        if self.options.get("no_formula_end") and not formula_possible(self):
            # Decision no_formula_end: nobody can ever rule (endings.py says why a formula is lost for good).
            self.finished = True
            self._say(_("no champion left can ever hold a whole formula: nobody rules Kalahen"))
            return
        seat = self.turn_seat
        crossed = False
        for k in range(1, self.num_players + 1):
            seat = (self.turn_seat + k) % self.num_players
            if seat == self.starter:
                crossed = True
            if not self.champions[seat].out:
                break
        if crossed:
            self.round += 1
            if self.round > int(self.options.get("round_limit", 200)):
                self.finished = True
                self._say(_("the round limit is reached: nobody rules Kalahen"))
                return
        self._begin_turn(seat)

    def _dragon_action(self) -> Action:
        return said("dragon", (), N_("Fight the dragon (strength {strength})"), strength=self.rules.dragon_strength)

    def _moves_turn(self, task: Turn) -> list[Action]:
        seat = task.seat
        acts = self.move_options(seat) + [said("stay", (), N_("Stay here"))]
        if self.may_fight_dragon(seat):
            acts.append(self._dragon_action())
        acts += [said("attack", (s,), N_("Attack {name}"), name=self.log_name(s)) for s in self.rivals_to_attack(seat)]
        return acts + self._free_actions(seat)

    def _do_turn(self, task: Turn, action: Action) -> None:
        seat = task.seat
        if self._do_free(seat, action):
            self._push(task)
            return
        if action.kind == "attack":
            # Either champion sharing a circle may fight on its own turn, before it moves.
            self._push(task)
            self._start_duel(seat, int(action.args[0]))
        elif action.kind == "stay":
            self._say(_("{name} stays at {place}").format(name=self.name(seat),
                                                          place=place(str(self.champions[seat].pos))))
            self._push(EndTurn())
        elif action.kind == "dragon":
            self._push(After(seat), EndTurn())
            self._start_dragon(seat)
        else:
            self._push(After(seat), EndTurn())
            self._start_move(seat, action.kind, str(action.args[0]))

    def _moves_after(self, task: After) -> list[Action]:
        seat = task.seat
        acts = self._free_actions(seat)
        if self.may_fight_dragon(seat):
            acts.append(self._dragon_action())
            if self.dragon_due:
                return acts  # the source: "Under samma tur MÅSTE han": no ending the turn before the fight
        return acts + [said("end", (), N_("End the turn"))]

    def _do_after(self, task: After, action: Action) -> None:
        seat = task.seat
        if action.kind == "end":
            return
        self._push(task)
        if action.kind == "dragon":
            self._start_dragon(seat)
        else:
            self._do_free(seat, action)

    # ------------------------------------------------------------------ the ways to move
    def move_options(self, seat: int) -> list[Action]:
        """Every way to leave the circle this turn, with what it costs, as actions."""
        r, champion, board = self.rules, self.champions[seat], self.rules.board
        acts = []
        here = champion.pos
        assert here is not None
        blocked = {t[0] for t in self.traps if t[1] == "bridge"}
        monsters = {t[0] for t in self.traps if t[1] == "mid"}
        for there, index in board.neighbours[here]:
            road = board.roads[index]
            kind = board.circles[there].kind
            if kind == "tower" and not self.has(seat, "key"):
                continue
            if road.crystal and not (self.has(seat, "shield") and board.circles[here].kind == "tower"):
                continue
            if kind == "tower" and road.crystal:
                continue  # nobody walks back out of the Magic Forest
            red = not road.crystal and self.danger[road.terrain]
            if index not in blocked and not (index in monsters and self.weak(seat)):
                acts.append(way_to("move", there, road.crystal, road.terrain, red, index in monsters))
            if self.options.get("floating") and not road.crystal and champion.carried() >= r.floating_cost:
                acts.append(way_to("float", there, r.floating_cost))
        if board.circles[here].kind not in ("tower", "forest"):
            # The source: a magic move goes to a circle "som inte finns närmast", not one road away.
            targets = r.far_circles[here]
            if champion.carried() >= r.teleport_cost:
                acts += far_ways("teleport", targets, r.teleport_cost)
            if self.has(seat, "teleport"):
                acts += far_ways("teleport_card", targets)
        return acts

    def why_not_to(self, seat: int, there: str) -> str:
        """Why the champion at `seat` may not go to circle `there` this turn, in the rules' words (asked of a
        circle that move_options does not offer)."""
        r, champion, board = self.rules, self.champions[seat], self.rules.board
        here = champion.pos
        name = self.log_name(seat)
        if here is None or there not in board.circles:
            return _("{place} is not a circle on the map").format(place=there)
        if there == here:
            return _("{name} is already at {place}: choose Stay here to stay").format(name=name, place=place(here))
        road = board.road_between(here, there)
        if road is not None:
            kind = board.circles[there].kind
            index = board.roads.index(road)
            if kind == "tower" and road.crystal:
                return _("Nobody walks back out of the Magic Forest")
            if kind == "tower":
                return _("The Tower's gate opens only to a champion who carries a key")
            if road.crystal:
                return _("The Crystal Bridge is crossed only from the Tower, by a champion who carries a shield")
            if any(t[0] == index and t[1] == "bridge" for t in self.traps):
                return _("A trap blocks the bridge on this road")
            if any(t[0] == index and t[1] == "mid" for t in self.traps) and self.weak(seat):
                return _("A monster waits on this road, and a champion below {lp} LP may not fight it").format(
                    lp=r.weak_below)
            return _("{name} may not walk to {place} now").format(name=name, place=place(there))
        if board.circles[here].kind in ("tower", "forest"):
            return _("No magic move leaves the Tower or the Magic Forest: walk a road")
        kind = board.circles[there].kind
        if kind == "tower":
            return _("The Tower is entered only along the road from a gate, by a champion who carries a key")
        if kind == "forest":
            return _("The Magic Forest is reached only across the Crystal Bridge from the Tower, by a champion who "
                     "carries a shield")
        return ngettext("{place} is not one road away. A magic move there costs {cost} ring or a teleport card; "
                        "{name} carries {rings}",
                        "{place} is not one road away. A magic move there costs {cost} rings or a teleport card; "
                        "{name} carries {rings}", r.teleport_cost).format(
            place=place(there), cost=r.teleport_cost, name=name, rings=champion.carried())

    def _start_move(self, seat: int, how: str, there: str) -> None:
        r, champion = self.rules, self.champions[seat]
        here = champion.pos
        assert here is not None
        if how == "teleport_card":
            cid = next(c for c in champion.cards if self.card(c).kind == "teleport")
            champion.cards.remove(cid)
            self.removed.append(cid)
            self.shown = [cid]
            if self.telling:
                self._tell_card(seat, cid, "cards", "removed", _("{name} uses {card}").format(
                    name=self.log_name(seat), card=self.card(cid).name), _("used for a magic move"))
            self._say(_("{name} uses a teleport card to reach {place}").format(name=self.name(seat),
                                                                                place=place(there)))
            self._push(Arrive(seat, there, "teleport"))
        elif how == "teleport":
            self._say(_("{name} teleports to {place}").format(name=self.name(seat), place=place(there)))
            self._push(Pay(seat, r.teleport_cost, "teleport"), Arrive(seat, there, "teleport"))
        else:
            road = r.board.road_between(here, there)
            assert road is not None
            step = Walk(seat, here, there, road.index, how)
            if how == "float":
                self._push(Pay(seat, r.floating_cost, "floating"), step)
            elif road.crystal and self.options.get("cooperation") and self._coop_partners(seat):
                self._push(CoopAsk(seat), step)
            else:
                self._push(step)

    def _auto_walk(self, task: Walk) -> None:
        r, seat = self.rules, task.seat
        road = r.board.roads[task.road]
        trap: list[Trap] = []
        if task.how == "move":
            if any(t == [road.index, "mid"] for t in self.traps) and not task.passed:
                monster = self.monster_deck[0]
                strength = r.wandering[monster].strength
                self._say(_("{name} meets a wandering monster of strength {strength}").format(name=self.name(seat),
                                                                                              strength=strength))
                self._start_fight(seat, "wander", strength, {"then": "wander", "walk": task, "monster": monster})
                return
            if not road.crystal:
                red = self.danger[road.terrain]
                self._flip_danger(road.terrain, not red, _("{name} walks the road {road}").format(
                    name=self.log_name(seat), road=road_words(road.a, road.b)) if self.telling else "")
                if red:
                    self._lose(seat, r.danger_loss, _("dangerous {terrain}").format(terrain=terrain(road.terrain)))
                    if self.champions[seat].out:
                        return
                    if self.options.get("traps") and r.trap_markers:
                        trap.append(Trap(seat))
        self._say(_("{name} goes to {place}").format(name=self.name(seat), place=place(task.to)))
        self._push(*trap, Arrive(seat, task.to, task.how))

    def _auto_arrive(self, task: Arrive) -> None:
        seat, at = task.seat, task.at
        self._move_pawn(seat, at, self._arrival_cause(seat, at, task.how) if self.telling else "")
        if task.how in MOVES and self.rivals_here(seat):
            self._push(Meet(seat, at), Circle(seat, at, task.how))
        else:
            self._push(Circle(seat, at, task.how))

    def _arrival_cause(self, seat: int, at: str, how: str) -> str:
        """Why a champion comes to `at`, in words: the road walked or floated over, or a magic move."""
        here = self.champions[seat].pos
        way = self.rules.board.road_between(here, at) if here is not None and how in ("move", "float") else None
        if way is None:
            return _("a magic move")
        if way.crystal:
            return _("crossed the Crystal Bridge")
        if how == "float":
            return _("floated over the road {road}").format(road=road_words(way.a, way.b))
        return _("walked the {terrain} road {road}").format(terrain=terrain(way.terrain),
                                                           road=road_words(way.a, way.b))

    def _auto_meet(self, task: Meet) -> None:
        """Two champions share a circle: the arriving one may attack; if it does not, each champion already
        there is asked at once, out of turn (clockwise from the arriving one), until one attacks."""
        seat = task.seat
        steps: list[Attack] = []
        if self.rivals_to_attack(seat):
            steps.append(Attack(seat, task.at))
        steps += [Attack(s, task.at, target=seat, out_of_turn=True)
                  for s in self.rivals_here(seat) if seat in self.rivals_to_attack(s)]
        self._push(*steps)
