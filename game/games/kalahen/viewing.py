"""What one seat may see of a Kalahen game: everything the map scene draws and the AI decides from."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.games.kalahen import fight as dice

if TYPE_CHECKING:
    from game.engine.state import Action
    from game.games.kalahen.state import KalahenState

MOVES = ("move", "float", "teleport", "teleport_card")  # the kinds of move_options' actions

PROMPTS = {
    "turn": "choose a move: walk, teleport, stay (or drink, buy, swap rings)",
    "after": "drink, buy or swap rings, then end the turn",
    "after_dragon": "the formula is home: you must fight the dragon this turn (drink or swap rings first)",
    "pay": "choose which ring to give up",
    "attack": "another champion stands here: attack or leave them",
    "attack_out_of_turn": "a champion arrives on your circle and leaves you in peace: attack it now, or not",
    "search": "face the trial to search the chest, or pass",
    "enchant": "give up the rings the enchantment asks for, or fail",
    "fight_rings": "choose how many rings to spend: 1 doubles, 2 triples the dice score",
    "reroll": "choose dice to throw again, or keep them",
    "duel_rings": "secretly choose 0, 1 or 2 rings for the fight",
    "spoils": "choose what to take from the beaten champion",
    "gift": "choose the colour of a ring to receive",
    "trap": "place a blue trap marker on a road or a bridge, or none",
    "risk": "stake 1 LP, 5 GM or 1 ring in the high-risk game, or pass",
    "coop_ask": "ask a champion with a shield to cross the Crystal Bridge with you, or go alone",
    "coop_answer": "you are asked to cooperate at the Crystal Bridge: agree or decline",
    "deal": "the chest cards are shuffled and dealt",
    "markers": "the danger markers are set",
    "monsters": "the wandering monsters are shuffled",
    "sdice": "the special dice are thrown",
}
ROLL_PROMPTS = {
    "order": "roll the d10 for the turn order",
    "gold": "roll the d6 for the village's gold",
    "trial": "roll for the trial on the event schedule",
    "journey": "roll the d6 for the place of the magic journey",
    "strength": "roll the monster's strength",
    "loss": "roll for the LP lost",
    "risk_target": "roll the d10 for the high-risk target",
}


def _dice_view(faces: list[int]) -> list[dict[str, Any]]:
    return [{"face": f, "value": dice.value(f), "numeral": dice.is_numeral(f), "text": dice.face_name(f)}
            for f in faces]


def build_view(state: KalahenState, seat: int | None) -> dict[str, Any]:
    r = state.rules
    views, kinds, shown_kinds = r.card_views, r.card_kinds, r.public_cards
    champions = []
    for c in state.ch:
        mine = seat == c.seat
        held = {kinds[x] for x in c.cards}
        public = [dict(views[x]) for x in c.cards if kinds[x] in shown_kinds]
        item = {
            "seat": c.seat, "castle": c.castle, "pos": c.pos, "lp": c.lp, "gold": c.gold, "out": c.out,
            "weak": c.lp < r.weak_below, "rings": dict(c.rings), "home_rings": dict(c.home_rings),
            "rings_carried": c.carried(),
            "key": "key" in held, "sword": "sword" in held, "shield": "shield" in held,
            "experience": [r.wandering[m].strength for m in c.experience],
            "bonus": state.bonus(c.seat),
            "cards_count": len(c.cards), "home_scrolls_count": len(c.home_scrolls),
            "public_cards": public,
        }
        if mine:
            item["cards"] = [dict(views[x]) for x in c.cards]
            item["home_scrolls"] = [dict(views[x]) for x in c.home_scrolls]
            item["complete_formula"] = state.complete_formula(c.seat) is not None
        champions.append(item)

    board = r.board
    view: dict[str, Any] = {
        "seat": seat,
        "round": state.round,
        "turn": state.turn_count,
        "round_limit": int(state.options.get("round_limit", 200)),
        "turn_seat": state.turn_seat,
        "starter": state.starter,
        "finished": state.finished,
        "winner": state.winner,
        "options": dict(state.options),
        "danger": {t: "red" if red else "green" for t, red in state.danger.items()},
        "traps": [{"road": t[0], "spot": t[1], "key": board.roads[t[0]].key} for t in state.traps],
        "piles": {k: len(v) for k, v in state.piles.items()},
        "monster_deck": len(state.monster_deck),
        "champions": champions,
        "shown": [dict(views[x]) for x in state.shown],
        "log": list(state.log[-12:]),
        "colours": list(r.colours),
        "colour_letters": dict(r.letters),
        "dragon_strength": r.dragon_strength,
        "fought_dragon": state.fought_dragon,
        "dragon_due": state.dragon_due,
    }
    if state.fight:
        f = state.fight
        view["fight"] = {"seat": f["seat"], "kind": f["kind"], "strength": f["strength"], "factor": f["factor"],
                         "rings": f["rings"], "bonus": f["bonus"], "dice": _dice_view(f["dice"]),
                         "score": dice.score(f["dice"]) if f["dice"] else None, "throws": f["throws"],
                         "throws_max": 1 + r.rerolls, "final": f["final"]}
    if state.duel:
        d = state.duel
        view["duel"] = {
            "attacker": d["attacker"], "defender": d["defender"], "revealed": d["revealed"],
            "chosen": sorted(d["rings"]),
            "rings": {str(s): k for s, k in d["rings"].items() if d["revealed"] or s == seat},
            "final": {str(s): v for s, v in d["final"].items()},
        }
    pending: dict[str, Any] = {"seat": None, "task": None, "prompt": ""}
    if not state.finished and state.agenda:
        task = state.agenda[0]
        actor = state.current_player()
        pending = {"seat": actor if actor >= 0 else None, "task": task["t"],
                   "prompt": ROLL_PROMPTS.get(task.get("why", ""), "") if task["t"] == "roll"
                   else PROMPTS.get(task["t"], "")}
        if task["t"] == "roll":
            pending["die"] = task["die"]
            pending["for_seat"] = task.get("seat")
        pending.update({k: task[k] for k in ("at", "left", "why", "loser", "asker", "target", "out_of_turn")
                        if k in task})
        if task.get("out_of_turn"):
            pending["prompt"] = PROMPTS["attack_out_of_turn"]
        elif task["t"] == "after" and state.dragon_due and state.may_fight_dragon(task["seat"]):
            pending["prompt"] = PROMPTS["after_dragon"]
        if task["t"] == "enchant":
            event = state.event_at(task["at"], task["roll"])
            pending.update(event=event.text(), event_rings=list(event.rings), event_needs=list(event.needs))
        if task["t"] == "spoils" and seat == actor:
            loser = state.ch[task["loser"]]
            pending["loser_cards"] = [dict(views[x]) for x in loser.cards]
        if seat is not None and actor == seat:
            legal = state.known_moves()
            pending["actions"] = [{"action": a.to_json(), "text": a.describe()} for a in legal]
            if task["t"] == "turn":
                # The turn's moves come first among its actions, as move_options lists them.
                view["reachable"] = reachable(state, seat, [a for a in legal if a.kind in MOVES])
    view["pending"] = pending
    return view


def reachable(state: KalahenState, seat: int, moves: list[Action] | None = None) -> list[dict[str, Any]]:
    """The circles this champion can reach this turn and what each way costs (moves: its move_options,
    when already at hand)."""
    r = state.rules
    board = r.board
    here = state.ch[seat].pos
    monsters = {t[0] for t in state.traps if t[1] == "mid"}
    out = []
    for action in state.move_options(seat) if moves is None else moves:
        there = str(action.args[0])
        item: dict[str, Any] = {"to": there, "how": action.kind, "action": action.to_json(), "text": action.describe(),
                                "lp_risk": 0, "rings": 0, "card": action.kind == "teleport_card",
                                "terrain": None, "monster": False}
        if action.kind in ("move", "float"):
            road = board.road_between(here, there)
            item["terrain"] = road.terrain
            if action.kind == "move":
                item["lp_risk"] = r.danger_loss if not road.crystal and state.danger[road.terrain] else 0
                item["monster"] = road.index in monsters
            else:
                item["rings"] = r.floating_cost
        elif action.kind == "teleport":
            item["rings"] = r.teleport_cost
        out.append(item)
    return out
