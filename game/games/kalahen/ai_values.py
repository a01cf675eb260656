"""The Kalahen planner's judgements that every choice shares: its level's settings, what a trial at a place is
worth now, the ring colours it wants, and the free actions (drink, buy, fetch, store) it takes when they help.

The choices themselves are in ai_moves.py (routes and the turn), ai_fights.py (trials and fights) and
ai_extensions.py (the optional rules); ai.py puts them together in the bot.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.ai.base import Decision
from game.engine.state import Action
from game.games.kalahen.memory import PileMemory
from game.games.kalahen.planning import CARD_VALUE, RING_VALUE, default_rules, prospect, ring_need, warm_dice_tables
from game.games.kalahen.rules import KalahenRules

# noise: share of loose random choices; lp_weight: an LP against a turn; low_lp: heal at or below;
# teleport_gain: turns a teleport must save (normal and hard: route cost, turns and weighted LP, on top of the
# rings' worth); card_price: the route cost a teleport card must save (normal and hard); careful: keeps rings in
# reserve and a 2-LP margin on red roads;
# death_weight: how a chance of dying in a trial counts; home_near: carried scrolls go home from this close;
# hunt_reach: a weak rival (below 5 LP, so it loses any fight at once) this many turns away is hunted down (0: never);
# forest_reach: with the key and a shield, this many roads from the tower the champion goes on to the Magic Forest
# rather than turn back to heal (0: never); remember: keeps track of the cards it put back under the piles (memory.py).
# fight_ring_weight: what a ring bid on a monster weighs against its planning value (RING_VALUE): rings bind a
# champion's pace (one of hard's alone, its hand topped up before every turn, rules after a median of 54 rounds
# against 75), and one spent is 3 GM or a share of a trip to the Magic Forest to replace.
# duel_strong: attacks a rival able to fight back when the loot looks worth the risk. Normal and hard do not: such
# a duel costs both champions rings and one of them an LP for a coin's chance of a card, and four hard AIs that
# fought them took a median of 88-89 rounds to find a ruler against 62-64 without (seeds 1000-1359 and
# 2000-2359), with the same share of games with a ruler; four normal AIs 91 and 83 rounds against 62 and 59, a
# ruler in 90.3 and 88.1 % of games against 90.3 and 92.2 % (hard's share of decided games against normal fell
# from 80.0 to 65.6 % on seeds 6000-6239: the ladder holds, with a smaller step).
# weak_weight: how a chance that a lost trial leaves the champion weak (alive, below 5 LP) counts while a rival able
# to hunt it is on the board: a weak champion loses every fight at once, and hunters took such champions out in
# a median of 2 rounds, their scrolls with them (four hard AIs: 88.3 -> 92.8 % with a ruler on seeds 1000-1359,
# 88.6 -> 91.7 % on 2000-2359).
# dare_lp: with this many LP, when only such trials are left (say places 1-4 searched empty), the champion takes
# them on rather than wait in a village that has no more LP to give it (four hard AIs on seeds 1000, 2000, 3000
# and 4000, 360 games each: 341 -> 343, 336 -> 340, 328 -> 331 and 333 -> 340 with a ruler, a small gain but on
# every range; from 10 LP it was worse, 88-92 %).
# dare_keep: a dare once begun goes on down to this many LP. The walk to the far chests crosses red roads: a
# champion that turned back at 11 LP walked between a village and place 5 or 6 for a hundred rounds.
# quest: with no chest worth the walk, goes after a rival carrying the key or shield it lacks for the chests left,
# and fights it for that item (ai_endgame.py), from quest_lp LP, once quest_idle of its turns in a row have brought
# it no new card (a stalled game, not the early waits for LP).
# heal_to: once healing, with only the costly chests left (places 5 and 6, the tower), goes on to this many LP.
# hunt_memory: a rival at home still counts as able to hunt when it was seen out on the board within this many turns
# (of all seats). A rival walking between its castle and a village was a hunter every other turn, and a champion at
# place 6 with 8 LP chose its chest while the rival was at home, stepped out to come back, and on its return (the
# rival out again) skipped the search as too risky, for a hundred rounds.
# hunt_near: such a rival counts against a trial only within this many roads of the chest (0: anywhere); one farther
# off cannot catch the weakened champion before it reaches the village next door, whose gold buys LP back.
# buy_lp_freely: buys every LP its gold pays for (after the rings below five). Keeping 9 GM in hand between 10 and
# 12 LP, hard lost an LP on a red road as fast as a village's gold bought one and stayed short of the 12 LP a dare on
# the costly chests begins with (with spare_rings, four hard AIs on seeds 910000-910999: 22 -> 14 games stopped by the
# round limit, 946 -> 954 with a ruler).
# spare_rings: with 9 GM or more left after the LP, buys the rings the chests ask for up to a full hand (a champion
# with 50 GM and five rings, none green, waited by place 6, whose enchantments ask for green, for a hundred rounds).
# magic_heal: with at least this many rings at home, heals by magic moves between its castle and a village
# (ai_moves.magic_heal), and its gold buys LP before rings.
# Normal heals from 6 LP and is careful as hard is: four normal AIs found a ruler in 1,300 of 1,440 games on seeds
# 1000, 2000, 3000 and 4000 (below 90 % on the last two) and now in 1,345 (93.4 %), medians 62, 57, 65, 63 ->
# 61, 62, 60, 59 rounds; hard still takes 59.6 and 65.0 % of the decided games against it, and it 94.5 and 94.0 %
# against easy (seeds 6000 and 7000).
LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    "easy": {"noise": 0.1, "lp_weight": 0.6, "low_lp": 5, "teleport_gain": 99, "careful": False,
             "death_weight": 0.0, "home_near": 2.0, "loot_weight": 1.2, "hunt_reach": 0, "scrolls_home": 2,
             "skip_below": -0.5, "duel_strong": True},
    "normal": {"noise": 0.0, "lp_weight": 1.0, "low_lp": 6, "teleport_gain": 4, "card_price": 2.0,
               "careful": True, "death_weight": 30.0, "forest_reach": 1, "remember": True, "home_near": 2.0,
               "loot_weight": 1.2, "hunt_reach": 0, "scrolls_home": 2, "skip_below": -0.5,
               "duel_strong": False},
    "hard": {"noise": 0.0, "lp_weight": 1.0, "low_lp": 6, "teleport_gain": 2, "card_price": 1.0, "careful": True,
             "death_weight": 60.0, "forest_reach": 1, "remember": True, "home_near": 3.5, "loot_weight": 1.2,
             "hunt_reach": 2, "scrolls_home": 2, "skip_below": -0.5, "fight_ring_weight": 3.0,
             "duel_strong": False, "weak_weight": 25.0, "dare_lp": 12, "dare_keep": 9, "quest": True,
             "quest_lp": 11, "quest_idle": 10, "heal_to": 8, "hunt_memory": 8, "buy_lp_freely": True,
             "spare_rings": True, "hunt_near": 3, "magic_heal": 14,
             "forest_stock": True},
}


# What a card is worth, as shares of a missing star: a scroll that starts a formula, any other card.
_NEW_WORTH, _OTHER_WORTH = 0.6, 0.3


class Planner:
    """One seat's planner: its settings by level, its memory of the piles, and the judgements built on them."""

    def __init__(self, level: str, rules: KalahenRules | None = None) -> None:
        self.level = level if level in LEVEL_SETTINGS else "normal"
        settings = LEVEL_SETTINGS[self.level]
        self.noise: float = settings["noise"]
        self.lp_weight: float = settings["lp_weight"]
        self.low_lp: int = settings["low_lp"]
        self.teleport_gain: int = settings["teleport_gain"]
        self.card_price: float = settings.get("card_price", 99.0)
        self.careful: bool = settings["careful"]
        self.death_weight: float = settings["death_weight"]
        self.home_near: float = settings["home_near"]
        self.loot_weight: float = settings["loot_weight"]
        self.hunt_reach: int = settings["hunt_reach"]
        self.scrolls_home: int = settings["scrolls_home"]
        self.skip_below: float = settings["skip_below"]
        self.forest_reach: int = settings.get("forest_reach", 0)
        self.remember: bool = settings.get("remember", False)
        self.fight_ring_weight: float = settings.get("fight_ring_weight", 1.0)
        self.duel_strong: bool = settings["duel_strong"]
        self.weak_weight: float = settings.get("weak_weight", 0.0)
        self.dare_lp: int = settings.get("dare_lp", 99)
        self.dare_keep: int = settings.get("dare_keep", self.dare_lp)
        self.dare: str | None = None  # the chest chosen although a failure there might leave it weak
        self.daring = False  # the last chest chosen was such a dare (it goes on down to dare_keep LP)
        self.heal_to: int = settings.get("heal_to", 0)
        self.healing = False  # the last goal chosen was a village to heal in
        self.quest: bool = settings.get("quest", False)
        self.quest_lp: int = settings.get("quest_lp", 99)
        self.quest_idle: int = settings.get("quest_idle", 0)
        self.hunt_memory: int = settings.get("hunt_memory", 0)
        self.buy_lp_freely: bool = settings.get("buy_lp_freely", False)
        self.spare_rings: bool = settings.get("spare_rings", False)
        self.hunt_near: int = settings.get("hunt_near", 0)
        self.magic_heal: int = settings.get("magic_heal", 0)
        self.forest_stock: bool = settings.get("forest_stock", False)
        self._away: dict[int, int] = {}  # rival seat -> the last turn it was seen out of its castle (hunt_memory)
        self._roads: dict[str, dict[str, int]] = {}  # roads from a circle to every other (the board never changes)
        self.questing: int | None = None  # the rival it goes after for a key or shield (ai_endgame.quest)
        self.idle = 0  # its turns in a row that brought it no new card (ai_endgame.quest)
        self._held = 0  # its cards (carried and scrolls at home) at its last turn
        self._idle_turn = -1  # the turn idle was last counted in
        # What the last turn's choice was for, as the choice was made (the adviser says it in words; the bot never
        # reads them): motive names the branch that chose (MOTIVES in advice.py), goal the circle it walks to.
        self.motive = ""
        self.goal: str | None = None

        self.memory = PileMemory()
        self.rules = rules or default_rules()
        cards = self.rules.cards
        self.scrolls = sum(1 for c in cards if c.kind == "scroll")
        # An unseen card's worth at the start, when every scroll would start a formula.
        self.start_worth = (self.scrolls * _NEW_WORTH + (len(cards) - self.scrolls) * _OTHER_WORTH) / len(cards)
        warm_dice_tables()

    # ------------------------------------------------------------------ helpers
    def me(self, view: Mapping[str, Any]) -> Mapping[str, Any]:
        mine: Mapping[str, Any] = view["champions"][view["seat"]]
        return mine

    @staticmethod
    def find(legal: list[Action], kind: str, *args: Any) -> Action | None:
        for a in legal:
            if a.kind == kind and (not args or a.args == tuple(args)):
                return a
        return None

    def free_action(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        """Drink, buy and fetch rings when it helps; None when nothing is worth doing."""
        me, legal = self.me(view), decision.legal
        lp = me["lp"]
        flasks = [c for c in me.get("cards", []) if c["kind"] == "flask"]
        for card in sorted(flasks, key=lambda c: c["value"]):
            if lp + card["value"] <= 12 and (lp <= 8 or lp < self.rules.weak_below) or lp < self.rules.weak_below:
                act = self.find(legal, "drink", card["id"])
                if act:
                    return act
        if self.find(legal, "buy_life") and lp <= 7:
            return self.find(legal, "buy_life")
        if self.magic_heal and sum(me["home_rings"].values()) >= self.magic_heal and self.find(legal, "buy_life"):
            return self.find(legal, "buy_life")  # rings wait at home: gold goes to LP
        if me["rings_carried"] < (5 if self.careful else 4) and me["gold"] >= self.rules.ring_price:
            colour = self.wanted_colour(view)
            act = self.find(legal, "buy_ring", colour)
            if act:
                return act
        if self.find(legal, "buy_life") and lp < 10:
            return self.find(legal, "buy_life")
        if self.level == "hard" and self.find(legal, "buy_life") and me["gold"] >= 3 * self.rules.ring_price:
            return self.find(legal, "buy_life")  # gold to spare: the tower's trials can cost 9 LP
        if self.buy_lp_freely and self.find(legal, "buy_life"):
            return self.find(legal, "buy_life")  # LP, not gold, hold it back from the costly trials
        if self.spare_rings and me["gold"] >= 3 * self.rules.ring_price and me["rings_carried"] < self.rules.carry_max:
            # Gold to spare (and LP bought): a full hand pays more of the enchantments the chests left ask for.
            act = self.find(legal, "buy_ring", self.wanted_colour(view))
            if act:
                return act
        fetches = [str(a.args[0]) for a in legal if a.kind == "fetch"]
        if fetches:
            # Colours short of their share first: a ring just left at home to make room is never fetched back.
            want = self._ring_shares(view)
            short = [c for c in fetches if me["rings"][c] < want[c]]
            return self.find(legal, "fetch", self.wanted_colour(view, among=short or fetches))
        if self.level != "easy" and any(a.kind == "store" for a in legal):
            return self._rebalance(view, legal)
        return None

    def _rebalance(self, view: Mapping[str, Any], legal: list[Action]) -> Action | None:
        """At home with a full hand: leave a ring of a colour carried beyond its share when home holds a
        colour the hand lacks (the fetch follows as the next free action)."""
        me = self.me(view)
        want = self._ring_shares(view)
        short = [c for c in self.rules.colours if me["home_rings"][c] and me["rings"][c] < want[c]]
        if not short or me["rings_carried"] < self.rules.carry_max:
            return None
        surplus = [c for c in self.rules.colours if me["rings"][c] > want[c] and c not in short]
        if not surplus:
            return None
        return self.find(legal, "store", max(surplus, key=lambda c: (me["rings"][c] - want[c], c)))

    def _ring_shares(self, view: Mapping[str, Any]) -> dict[str, int]:
        """How many rings of each colour a full hand should hold: what the places with cards left ask for."""
        need = self._ring_need(view)
        total = sum(need.values()) or 1.0
        return {c: max(1, round(self.rules.carry_max * need[c] / total)) for c in self.rules.colours}

    def _ring_need(self, view: Mapping[str, Any]) -> dict[str, float]:
        piles = view["piles"]
        return dict(ring_need(self.rules, tuple(bool(piles.get(p)) for p in self.rules.schedule)))

    def wanted_colour(self, view: Mapping[str, Any], among: list[str] | None = None) -> str:
        """The ring colour most worth having: what the places with full chests ask for, as their hints show."""
        me = self.me(view)
        colours = among or list(self.rules.colours)
        need = self._ring_need(view)
        if self.level == "easy":
            need = {c: 0.0 for c in need}
        if self.level == "hard" and me["rings_carried"] >= self.rules.carry_max:
            # A ring received now goes home: keep the stock at home balanced too.
            return min(colours, key=lambda c: (me["rings"][c] + me["home_rings"][c] - 2 * need[c], c))
        return min(colours, key=lambda c: (me["rings"][c] - need[c], c))

    # ------------------------------------------------------------------ place values
    def trial_prospect(self, pile: str, rings: tuple[int, ...], bonus: int, items: tuple[bool, bool]
                       ) -> tuple[float, float, float, int]:
        return prospect(self.rules, pile, rings, bonus, items, self.lp_weight)

    def place_value(self, view: Mapping[str, Any], circle: str, lp: int | None = None, wary: bool = True) -> float:
        """What one trial at this circle is worth now (lp: the LP expected on arrival; wary: a failure that
        would leave the champion weak while hunted counts by weak_weight)."""
        r, me = self.rules, self.me(view)
        lp = me["lp"] if lp is None else lp
        kind = r.board.circles[circle].kind
        if kind == "forest":
            # A sure card, 7 rings and a free journey home that lays the scrolls carried down in safety.
            carried_scrolls = sum(1 for c in me.get("cards", []) if c["kind"] == "scroll")
            rings = r.forest_rings
            if self.level != "easy":
                # Rings beyond the 7 carried go home, where a stock of a few is worth having and more is not.
                stock = sum(me["home_rings"].values())
                room = r.carry_max - me["rings_carried"] + max(0, 6 - stock)
                if self.forest_stock:
                    # The forest sends it home, where the stock refills the hand: only rings beyond it count.
                    room = max(0, r.carry_max + 6 - me["rings_carried"] - stock)
                rings = min(rings, room)
            # The journey home is worth something only with scrolls to lay down there; an empty chest gives
            # no card (the walk there for the rings alone is a loop that pays three rings to get seven).
            card = 0.0
            if view["piles"].get("forest"):
                card = CARD_VALUE * self.card_worth(view) * self._freshness(view, "forest")
            return (card + rings * RING_VALUE
                    + (1.0 + carried_scrolls if carried_scrolls or self.level == "easy" else 0.0))
        pile = str(r.board.circles[circle].number) if kind == "place" else "tower"
        if not view["piles"][pile]:
            return 0.0
        ring_counts = tuple(me["rings"][c] for c in r.colours)
        p_card, e_loss, e_rings, _ = self.trial_prospect(pile, ring_counts, me["bonus"], (me["sword"], me["shield"]))
        p_card *= self.card_worth(view) * self._freshness(view, pile)
        if self.death_weight:
            # The chance that a failure here kills: weigh it heavily, so the champion heals first.
            amounts = self.loss_amounts(pile)
            mean = sum(amounts) / len(amounts)
            p_fail = e_loss / mean if mean else 0.0
            p_death = p_fail * sum(a >= lp for a in amounts) / len(amounts)
            e_loss += p_death * self.death_weight
            if wary and self.weak_weight and self.hunters(view, near=circle):
                p_weak = p_fail * sum(lp - r.weak_below < a < lp for a in amounts) / len(amounts)
                e_loss += p_weak * self.weak_weight
        if lp < r.weak_below:
            return -1.0  # too weak to search on arrival
        # An LP weighs more the fewer are left.
        weight = self.lp_weight * (1 + max(0, 9 - lp) / 3)
        return p_card * CARD_VALUE - e_loss * weight - e_rings * RING_VALUE

    def note_rivals(self, view: Mapping[str, Any]) -> None:
        """Remember when each rival was last seen out of its castle (hunters)."""
        for c in view["champions"]:
            if c["pos"] and c["pos"] != c["castle"]:
                self._away[c["seat"]] = view["turn"]

    def hunters(self, view: Mapping[str, Any], near: str | None = None) -> list[str]:
        """Where the rivals able to attack stand out on the board (one at home lays down scrolls and restocks
        there, unless it was out a few turns ago: hunt_memory; a weak one cannot attack). near: only those within
        hunt_near roads of that circle (for hard; the others everywhere)."""
        turn = view["turn"]
        found = [c["pos"] for c in view["champions"] if c["seat"] != view["seat"] and not c["out"]
                 and not c["weak"] and c["pos"]
                 and (c["pos"] != c["castle"]
                      or self.hunt_memory and turn - self._away.get(c["seat"], turn - 999) <= self.hunt_memory)]
        if near is None or not self.hunt_near:
            return found
        roads = self._roads.get(near)
        if roads is None:
            roads = self._roads[near] = self.rules.board.distances(near)
        return [h for h in found if roads.get(h, 99) <= self.hunt_near]

    def card_worth(self, view: Mapping[str, Any]) -> float:
        """What an unseen chest card is worth to this champion now, against one at the start (1.0).

        A scroll is worth most when it is a missing star of a formula the champion holds (more so of one with
        two stars), less when it would start a formula (while fewer than three are held) and nothing when it
        would be put back. The scrolls still unseen are the 24 less the champion's own and those laid down in
        rivals' castles (their count is public); the piles hold them and the rivals' face-down cards."""
        if self.level == "easy":
            return 1.0
        r, me, seat = self.rules, self.me(view), view["seat"]
        stars: dict[int, set[int]] = {}
        for c in me.get("cards", []) + me.get("home_scrolls", []):
            if c["kind"] == "scroll":
                stars.setdefault(c["formula"], set()).add(c["stars"])
        others = [c for c in view["champions"] if c["seat"] != seat]
        laid: int = sum(c["home_scrolls_count"] for c in others)
        hidden: int = sum(c["cards_count"] - len(c["public_cards"]) for c in others if not c["out"])
        unseen = self.scrolls - sum(len(v) for v in stars.values()) - laid
        in_piles: int = sum(view["piles"].values())
        if unseen <= 0 or not in_piles:
            return _OTHER_WORTH / self.start_worth
        share = min(1.0, max(0.0, unseen - 0.5 * hidden) / in_piles)  # of the pile cards, scrolls
        missing = sum((3 - len(v)) * (1.0 if len(v) < 2 else 1.5) for v in stars.values())
        wanted = sum(3 - len(v) for v in stars.values())
        new = max(0, unseen - wanted) * _NEW_WORTH if len(stars) < r.formulas_held else 0.0
        scroll = min(1.5, (missing + new) / unseen)
        return (share * scroll + (1 - share) * _OTHER_WORTH) / self.start_worth

    def loss_amounts(self, pile: str) -> list[int]:
        """The LP a failed trial at this pile may cost, one entry per face of its die."""
        loss = self.rules.trial_loss[self.rules.schedule[pile].loss]
        return [loss.amount(f) for f in loss.faces()]

    def ring_value(self, view: Mapping[str, Any]) -> float:
        """What one carried ring is worth: less with a big stock at home (the forest's) to refill the hand there
        (so a journey away from home, which leaves with the hand it has, prices its rings at RING_VALUE)."""
        if self.level == "easy":
            return RING_VALUE
        stock = sum(self.me(view)["home_rings"].values())
        return RING_VALUE if stock < 2 * self.rules.carry_max else RING_VALUE / 3

    def _freshness(self, view: Mapping[str, Any], pile: str) -> float:
        """How likely the top card is one not yet turned: cards a champion may not keep go back under their
        pile, so a pile searched down to a few cards mostly holds scrolls somebody already put back."""
        if self.level == "easy":
            return 1.0
        if self.remember:
            return self._fresh_by_memory(view, pile)
        start = self._pile_sizes().get(pile, 1)
        return float(max(0.25, min(1.0, view["piles"].get(pile, 0) / start)) ** 0.7)

    def _fresh_by_memory(self, view: Mapping[str, Any], pile: str) -> float:
        """The put-backs it saw: a top card not among them is unseen (1.0). Under a run of them lie cards not yet
        turned, so each search there brings one nearer: worth a share of an unseen card; nothing when every card
        in the pile is one it put back."""
        size = int(view["piles"].get(pile, 0))
        known = {d for d in self.memory.depths.get(pile, []) if d < size}
        if 0 not in known:
            return 1.0
        if len(known) >= size:
            return 0.0
        run = next(k for k in range(size) if k not in known)
        return 1.0 / (1 + run)

    def pile_at(self, circle: str) -> str | None:
        c = self.rules.board.circles[circle]
        return str(c.number) if c.kind == "place" else {"tower": "tower", "forest": "forest"}.get(c.kind)

    def _pile_sizes(self) -> dict[str, int]:
        piles = self.rules.piles
        n = len(self.rules.cards)
        return {p: len(range(i, n, len(piles))) for i, p in enumerate(piles)}
