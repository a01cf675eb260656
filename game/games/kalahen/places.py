"""What the circles do to a champion who comes: a village's gold, a castle's magician, a chest and its trial, the
Magic Forest; and paying and receiving rings, one choice at a time."""

from __future__ import annotations

from game.engine.state import Action
from game.games.kalahen.actions import said, shared
from game.games.kalahen.core import SEARCHES_SHOWN, KalahenCore
from game.games.kalahen.events import DieSpec
from game.games.kalahen.tasks import (
    Circle,
    Enchant,
    Gift,
    GoldRoll,
    Home,
    JourneyRoll,
    LossRoll,
    Pay,
    Risk,
    Search,
    StrengthRoll,
    Take,
    TrialRoll,
)
from game.games.kalahen.wording import colours, place
from game.i18n import N_, words

_, ngettext = words("kalahen")


# The causes of rings paid and received (Pay's and Gift's `why`), said in the client's language when told.
PAID_FOR = {"teleport": N_("paid for a magic move"), "floating": N_("paid to float"), "fight": N_("spent in a fight"),
            "duel": N_("spent in a fight with a champion")}
GIFT_OF = {"magician": N_("a gift of the castle's magician"), "forest": N_("a gift of the Magic Forest"),
           "high-risk win": N_("won in the high-risk game")}


class PlacesMixin(KalahenCore):
    # ------------------------------------------------------------------ the circles
    def _auto_circle(self, task: Circle) -> None:
        r, seat, at = self.rules, task.seat, task.at
        champion = self.champions[seat]
        kind = r.board.circles[at].kind
        if kind == "village":
            self._push(GoldRoll(seat, r.income_die))
        elif kind == "castle" and at == champion.castle:
            scrolls = [c for c in champion.cards if self.card(c).kind == "scroll"]
            if scrolls:
                had_formula = self.complete_formula(seat) is not None
                champion.home_scrolls += scrolls
                champion.cards = [c for c in champion.cards if c not in scrolls]
                if self.telling:
                    name = self.log_name(seat)
                    for cid in scrolls:
                        self._tell_card(seat, cid, "cards", "home_scrolls", _("{name} lays down {card} at home").format(
                            name=name, card=self.card(cid).name), _("brought home to the castle"),
                            _("{name} lays down a scroll at home").format(name=name))
                # The English says "scroll(s)" for one and many alike (the recorded games' logs keep it).
                self._say(ngettext("{name} lays down {n} scroll(s) at home", "{name} lays down {n} scroll(s) at home",
                                   len(scrolls)).format(name=self.name(seat), n=len(scrolls)))
                if not had_formula and self.complete_formula(seat) is not None and seat == self.turn_seat:
                    self.dragon_due = True
                    self._say(_("{name} brings a complete formula home and must fight the dragon this turn").format(
                        name=self.name(seat)))
            if task.how != "forest" and r.home_gift:
                self._push(Gift(seat, r.home_gift, "magician"))
        elif kind in ("place", "tower"):
            self._push(Search(seat, at))
        elif kind == "gate" and self.options.get("high_risk"):
            self._push(Risk(seat))
        elif kind == "forest":
            steps: list[Take | Gift | Home] = []
            comers = [seat, *task.partners]
            for s in comers:
                if not self.weak(s):
                    steps.append(Take(s, "forest"))
            for s in comers:
                # 7 rings, whatever is carried; those beyond the 7 a champion may carry are laid down at home
                # on the free teleport home (see _give_ring).
                if r.forest_rings:
                    steps.append(Gift(s, r.forest_rings, "forest"))
                steps.append(Home(s))
            self._push(*steps)

    def _auto_home(self, task: Home) -> None:
        seat = task.seat
        champion = self.champions[seat]
        self._move_pawn(seat, champion.castle, _("carried home by magic from the Magic Forest") if self.telling
                        else "")
        self._say(_("{name} returns home from the Magic Forest by magic").format(name=self.name(seat)))
        self._push(Circle(seat, champion.castle, "forest"))

    def _do_gold_roll(self, task: GoldRoll, action: Action) -> None:
        value = int(action.args[0])
        self._gold(task.seat, value, _("found in the village"))
        self._say(_("{name} finds {gm} GM in the village").format(name=self.name(task.seat), gm=value))

    # ------------------------------------------------------------------ paying and receiving rings
    def _moves_pay(self, task: Pay) -> list[Action]:
        champion = self.champions[task.seat]
        return [said("pay", (c,), N_("Give up a {colour} ring ({left} to give)"), colour=c, left=task.left)
                for c in self.rules.colours if champion.rings[c]]

    def _do_pay(self, task: Pay, action: Action) -> None:
        self._rings(task.seat, str(action.args[0]), -1, PAID_FOR.get(task.why, task.why))
        if task.left > 1:
            self._push(Pay(task.seat, task.left - 1, task.why))

    def _moves_gift(self, task: Gift) -> list[Action]:
        return [said("gift", (c,), N_("Take a {colour} ring ({left} to take)"), colour=c, left=task.left)
                for c in self.rules.colours]

    def _do_gift(self, task: Gift, action: Action) -> None:
        self._give_ring(task.seat, str(action.args[0]), GIFT_OF.get(task.why, task.why))
        if task.left > 1:
            self._push(Gift(task.seat, task.left - 1, task.why))

    # ------------------------------------------------------------------ chests and trials
    def _moves_search(self, task: Search) -> list[Action]:
        seat = task.seat
        acts = []
        if not self.weak(seat) and self.piles[self.pile_of(task.at)]:
            acts.append(said("search", (), N_("Face the trial and search the chest")))
        return acts + self._free_actions(seat) + [said("skip", (), N_("Do not search"))]

    def _do_search(self, task: Search, action: Action) -> None:
        seat = task.seat
        if action.kind == "skip":
            return
        if action.kind != "search":
            self._do_free(seat, action)
            self._push(task)
            return
        column = self.rules.schedule[self.pile_of(task.at)]
        self._push(TrialRoll(seat, column.die, task.at))

    def _do_trial_roll(self, task: TrialRoll, action: Action) -> None:
        r, seat, at = self.rules, task.seat, task.at
        roll = int(action.args[0])
        event = r.schedule[self.pile_of(at)].rolls[roll]
        said = event.text()
        self._say(_("{name}'s trial at {place}: {event}").format(name=self.name(seat), place=place(at), event=said))
        self.last_trial = (seat, at, said)
        if event.kind == "journey":
            self._push(JourneyRoll(seat, r.journey_die))
        elif event.kind == "combat":
            spec = r.monsters[event.monster]
            self._push(StrengthRoll(seat, spec.die, spec.base, at))
        elif event.kind == "enchantment":
            self._push(Enchant(seat, at, roll))

    def _do_journey_roll(self, task: JourneyRoll, action: Action) -> None:
        value = int(action.args[0])
        there = self.rules.board.place_name(value)
        trial = self.last_trial[1] if self.last_trial is not None else ""
        self._move_pawn(task.seat, there, _("a magic journey from the trial at {place}").format(
            place=place(trial)) if self.telling else "")
        self._say(_("{name} is carried by magic to place {number}").format(name=self.name(task.seat), number=value))
        self._push(Take(task.seat, self.pile_of(there)))

    def _do_strength_roll(self, task: StrengthRoll, action: Action) -> None:
        strength = task.base + int(action.args[0])
        self._say(_("{name} meets a monster of strength {strength}").format(name=self.name(task.seat),
                                                                             strength=strength))
        self._start_fight(task.seat, "monster", strength, {"then": "trial", "at": task.at})

    def _do_loss_roll(self, task: LossRoll, action: Action) -> None:
        roll = int(action.args[0])
        why = _("a failed trial")
        if self.telling and self.last_trial is not None and self.last_trial[0] == task.seat:
            _seat, at, said = self.last_trial
            loss = (_("the trial at {place} failed, {event}; the loss die showed {roll}, plus {base}") if task.base
                    else _("the trial at {place} failed, {event}; the loss die showed {roll}"))
            why = loss.format(place=place(at), event=said[:1].lower() + said[1:], roll=roll, base=task.base)
        self._lose(task.seat, DieSpec(task.die, task.base).amount(roll), why)

    def _moves_enchant(self, task: Enchant) -> list[Action]:
        event = self.event_at(task.at, task.roll)
        acts = []
        if self.can_pay_enchantment(task.seat, event):
            acts.append(shared("overcome", (), _("Give up {rings} and overcome the enchantment").format(
                rings=colours(event.rings))))
        return acts + [shared("refuse", (), _("Do not pay: the trial fails"))]

    def _do_enchant(self, task: Enchant, action: Action) -> None:
        seat, at = task.seat, task.at
        if action.kind == "overcome":
            for c in self.event_at(at, task.roll).rings:
                self._rings(seat, c, -1, N_("paid to overcome an enchantment"))
            self._say(_("{name} overcomes the enchantment").format(name=self.name(seat)))
            self._push(Take(seat, self.pile_of(at)))
        else:
            self._fail_trial(seat, at)

    def _auto_take(self, task: Take) -> None:
        seat, pile = task.seat, self.piles[task.pile]
        if not pile:
            self._say(_("the chest of tower is empty") if task.pile == "tower" else
                      _("the chest of forest is empty") if task.pile == "forest" else
                      _("the chest of {pile} is empty").format(pile=task.pile))
            return
        cid = pile.pop(0)
        card = self.card(cid)
        champion = self.champions[seat]
        put_back = False
        if card.kind == "purse":
            self._gold(seat, card.value, _("a purse from a chest"))
            self.removed.append(cid)
            if self.telling:  # the purse is opened at once: everybody knows it
                self._tell_card(seat, cid, f"chest:{task.pile}", "removed", _("{name} opens {card}").format(
                    name=self.log_name(seat), card=card.name), self._chest_cause(seat, task.pile))
            self._say(_("{name} finds a purse of {gm} GM").format(name=self.name(seat), gm=card.value))
        elif not self.may_keep(seat, cid):
            pile.append(cid)  # Decision: a card over a limit goes back under its pile
            put_back = True
            self._say(_("{name} finds a card it may not keep and puts it back under the pile").format(
                name=self.name(seat)))
        else:
            champion.cards.append(cid)
            if self.telling:
                name = self.log_name(seat)
                self._tell_card(seat, cid, f"chest:{task.pile}", "cards",
                                _("{name} takes {card} from the chest").format(name=name, card=card.name),
                                self._chest_cause(seat, task.pile), _("{name} takes a card from the chest").format(
                                    name=name))
            public = card.kind in self.rules.public_cards
            self._say(_("{name} takes {card} from the chest").format(name=self.name(seat),
                                                                      card=card.name if public else _("a card")))
        self._searched(task.pile, seat, put_back)

    def _chest_cause(self, seat: int, pile: str) -> str:
        """Why a champion takes a chest's card, in words: the Magic Forest's chest, or the trial it passed."""
        if pile == "forest":
            return _("the chest of the Magic Forest")
        trial = self.last_trial
        at = trial[1] if trial is not None and trial[0] == seat else pile
        if at in self.rules.board.circles and self.pile_of(at) != pile:  # carried here by the trial's magic
            return _("a magic journey from the trial at {place}").format(place=place(at))
        return _("the trial at {place} passed").format(place=place(at))

    def _searched(self, pile: str, seat: int, put_back: bool) -> None:
        """Tells every view of a chest searched (see core's recent_searches)."""
        self.searches += 1
        self.recent_searches = (*self.recent_searches[1 - SEARCHES_SHOWN:],
                                (pile, seat, put_back, len(self.piles[pile])))

