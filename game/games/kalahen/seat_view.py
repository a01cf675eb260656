"""What one seat may see of a Kalahen game: everything the map scene draws and the AI decides from."""

from __future__ import annotations

from collections.abc import Callable

from game.engine.state import Action
from game.games.kalahen import special_dice as dice
from game.games.kalahen.actions import MOVES
from game.games.kalahen.moving import MovingMixin
from game.games.kalahen.tasks import (
    After,
    Attack,
    CoopAnswer,
    Enchant,
    Gift,
    Pay,
    Roll,
    Search,
    Spoils,
    StrengthRoll,
    TrialRoll,
    Turn,
)
from game.games.kalahen.view_types import CardView, ChampionView, DieView, KalahenView, PendingView, ReachableView
from game.i18n import N_, language, words

_, ngettext = words("kalahen")

# The prompts are said in the client's language when a view is made.

PROMPTS = {
    "turn": N_("choose a move: walk, teleport, stay (or drink, buy, swap rings)"),
    "after": N_("drink, buy or swap rings, then end the turn"),
    "after_dragon": N_("the formula is home: you must fight the dragon this turn (drink or swap rings first)"),
    "pay": N_("choose which ring to give up"),
    "attack": N_("another champion stands here: attack or leave them"),
    "attack_out_of_turn": N_("a champion arrives on your circle and leaves you in peace: attack it now, or not"),
    "search": N_("face the trial to search the chest, or pass"),
    "enchant": N_("give up the rings the enchantment asks for, or fail"),
    "fight_rings": N_("choose how many rings to spend: 1 doubles, 2 triples the dice score"),
    "reroll": N_("choose dice to throw again, or keep them"),
    "duel_rings": N_("secretly choose 0, 1 or 2 rings for the fight"),
    "spoils": N_("choose what to take from the beaten champion"),
    "gift": N_("choose the colour of a ring to receive"),
    "trap": N_("place a blue trap marker on a road or a bridge, or none"),
    "risk": N_("stake 1 LP, 5 GM or 1 ring in the high-risk game, or pass"),
    "coop_ask": N_("ask a champion with a shield to cross the Crystal Bridge with you, or go alone"),
    "coop_answer": N_("you are asked to cooperate at the Crystal Bridge: agree or decline"),
    "deal": N_("the chest cards are shuffled and dealt"),
    "markers": N_("the danger markers are set"),
    "monsters": N_("the wandering monsters are shuffled"),
    "sdice": N_("the special dice are thrown"),
}
ROLL_PROMPTS = {
    "order": N_("roll the d10 for the turn order"),
    "gold": N_("roll the d6 for the village's gold"),
    "trial": N_("roll for the trial on the event schedule"),
    "journey": N_("roll the d6 for the place of the magic journey"),
    "strength": N_("roll the monster's strength"),
    "loss": N_("roll for the LP lost"),
    "risk_target": N_("roll the d10 for the high-risk target"),
}


def _prompt(text: str) -> str:
    return _(text) if text else ""


def _card_view(state: MovingMixin) -> Callable[[int], CardView]:
    """A chest card as the view shows it, its name in the client's language."""
    views = state.rules.card_views(language())

    def card(cid: int) -> CardView:
        return views[cid].copy()

    return card


def _dice_view(faces: list[int]) -> list[DieView]:
    return [{"face": f, "value": dice.value(f), "numeral": dice.is_numeral(f), "text": dice.face_name(f)}
            for f in faces]


def build_view(state: MovingMixin, seat: int | None, moves: list[Action]) -> KalahenView:
    """The view of `seat` (None: a spectator); moves: the legal moves, when that seat is to act."""
    r = state.rules
    kinds, shown_kinds = r.card_kinds, r.public_cards
    views = state.rules.card_views(language())  # shared: each view gets copies
    weak_below, wandering = r.weak_below, r.wandering
    champions = []
    for c in state.champions:
        held = {kinds[x] for x in c.cards}
        # The fight bonus, as state.bonus(seat) gives it, from the kinds already at hand (every view asks).
        bonus = (r.sword_bonus if "sword" in held else 0) + (r.shield_bonus if "shield" in held else 0)
        if c.experience:
            bonus += r.experience_bonus * sum(wandering[m].bonus for m in c.experience)
        item: ChampionView = {
            "seat": c.seat, "name": state.log_name(c.seat), "castle": c.castle, "pos": c.pos, "lp": c.life,
            "gold": c.gold, "out": c.out,
            "weak": c.life < weak_below, "rings": dict(c.rings), "home_rings": dict(c.home_rings),
            "rings_carried": sum(c.rings.values()),
            "key": "key" in held, "sword": "sword" in held, "shield": "shield" in held,
            "experience": [wandering[m].strength for m in c.experience] if c.experience else [],
            "bonus": bonus,
            "cards_count": len(c.cards), "home_scrolls_count": len(c.home_scrolls),
            "public_cards": ([views[x].copy() for x in c.cards if kinds[x] in shown_kinds]
                             if not held.isdisjoint(shown_kinds) else []),
        }
        if seat == c.seat:
            item["cards"] = [views[x].copy() for x in c.cards]
            item["home_scrolls"] = [views[x].copy() for x in c.home_scrolls]
            item["complete_formula"] = state.complete_formula(c.seat) is not None
        champions.append(item)

    board = r.board
    view: KalahenView = {
        "seat": seat,
        "round": state.round,
        "turn": state.turn_count,
        "round_limit": int(state.options.get("round_limit", 200)),
        "turn_seat": state.turn_seat,
        "starter": state.starter,
        "finished": state.finished,
        "winner": state.winner,
        "end_reason": state.end_reason(),
        "options": dict(state.options),
        "danger": {terrain: "red" if red else "green" for terrain, red in state.danger.items()},
        "traps": [{"road": t[0], "spot": t[1], "key": board.roads[t[0]].key} for t in state.traps],
        "piles": {k: len(v) for k, v in state.piles.items()},
        "searches": state.searches,
        "recent_searches": [{"pile": pile, "seat": who, "put_back": back, "size": size}
                            for pile, who, back, size in state.recent_searches],
        "monster_deck": len(state.monster_deck),
        "champions": champions,
        "shown": [views[x].copy() for x in state.shown],
        "log": state.log_lines(12),
        "last_trial": None if state.last_trial is None else
        {"seat": state.last_trial[0], "at": state.last_trial[1], "event": state.last_trial[2]},
        "colours": list(r.colours),
        "colour_letters": dict(r.letters),
        "dragon_strength": r.dragon_strength,
        "fought_dragon": state.fought_dragon,
        "dragon_due": state.dragon_due,
        "pending": {"seat": None, "task": None, "prompt": ""},
    }
    if state.fight:
        f = state.fight
        view["fight"] = {"seat": f["seat"], "kind": f["kind"], "strength": f["strength"], "factor": f["factor"],
                         "rings": f["rings"], "bonus": f["bonus"], "dice": _dice_view(f["dice"]),
                         "score": dice.score(f["dice"]) if f["dice"] else None, "throws": f["throws"],
                         "throws_max": 1 + r.rerolls, "final": f["final"]}
    if state.duel:
        duel = state.duel
        view["duel"] = {
            "attacker": duel["attacker"], "defender": duel["defender"], "revealed": duel["revealed"],
            "chosen": sorted(duel["rings"]),
            "rings": {str(s): k for s, k in duel["rings"].items() if duel["revealed"] or s == seat},
            "final": {str(s): v for s, v in duel["final"].items()},
        }
    if not state.finished and state.agenda:
        view["pending"] = _pending(state, seat, view, moves)
    return view


def _pending(state: MovingMixin, seat: int | None, view: KalahenView, moves: list[Action]) -> PendingView:
    """Who acts on the first task of the agenda, and what: the prompt, the task's details, the viewer's moves."""
    task = state.agenda[0]
    actor = state.current_player()
    name = task.view_name
    pending: PendingView = {"seat": actor if actor >= 0 else None, "task": name,
                            "prompt": _prompt(ROLL_PROMPTS.get(task.why, "")) if isinstance(task, Roll)
                            else _prompt(PROMPTS.get(name, ""))}
    if isinstance(task, Roll):
        pending["die"] = task.die
        pending["for_seat"] = task.seat
        pending["why"] = task.why
    if isinstance(task, (TrialRoll, StrengthRoll, Attack, Search, Enchant)):
        pending["at"] = task.at
    if isinstance(task, (Pay, Gift)):
        pending["left"] = task.left
        pending["why"] = task.why
    if isinstance(task, Spoils):
        pending["loser"] = task.loser
    if isinstance(task, CoopAnswer):
        pending["asker"] = task.asker
    if isinstance(task, Attack) and task.out_of_turn:
        assert task.target is not None
        pending["target"] = task.target
        pending["out_of_turn"] = True
        pending["prompt"] = _prompt(PROMPTS["attack_out_of_turn"])
    elif isinstance(task, After) and state.dragon_due and state.may_fight_dragon(task.seat):
        pending["prompt"] = _prompt(PROMPTS["after_dragon"])
    if isinstance(task, Enchant):
        event = state.event_at(task.at, task.roll)
        pending["event"] = event.text()
        pending["event_rings"] = list(event.rings)
        pending["event_needs"] = list(event.needs)
    if isinstance(task, Spoils) and seat == actor:
        pending["loser_cards"] = [_card_view(state)(x) for x in state.champions[task.loser].cards]
    if seat is not None and actor == seat:
        pending["actions"] = [{"action": [a.kind, *a.args], "text": a.text or a.describe(),
                               "to_circle": str(a.args[0]) if a.kind in MOVES else None} for a in moves]
        if isinstance(task, Turn):
            # The turn's moves come first among its actions, as move_options lists them.
            view["reachable"] = reachable(state, seat, [a for a in moves if a.kind in MOVES])
    return pending


def reachable(state: MovingMixin, seat: int, moves: list[Action] | None = None) -> list[ReachableView]:
    """The circles this champion can reach this turn and what each way costs (moves: its move_options,
    when already at hand)."""
    r = state.rules
    board = r.board
    here = state.champions[seat].pos
    monsters = {t[0] for t in state.traps if t[1] == "mid"}
    out = []
    danger = state.danger
    for action in state.move_options(seat) if moves is None else moves:
        kind = action.kind
        there = str(action.args[0])
        item: ReachableView = {"to": there, "how": kind, "action": [kind, *action.args],
                               "text": action.text or action.describe(), "lp_risk": 0, "rings": 0,
                               "card": kind == "teleport_card", "terrain": None, "monster": False}
        if kind == "move" or kind == "float":
            assert here is not None
            road = board.road_between(here, there)
            assert road is not None
            item["terrain"] = road.terrain
            if kind == "move":
                item["lp_risk"] = r.danger_loss if not road.crystal and danger[road.terrain] else 0
                item["monster"] = road.index in monsters
            else:
                item["rings"] = r.floating_cost
        elif kind == "teleport":
            item["rings"] = r.teleport_cost
        out.append(item)
    return out
