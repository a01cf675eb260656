"""What the table says in words: the prompt for the seat to act, seat tags, and the middle panel."""

from __future__ import annotations

from typing import Any

from game.ui import theme
from game.ui.scenes.saloon.felt import Line

NARRATE_PROMPTS = {
    "presentation": "present your role to the table (a dollar goes from pocket to stack after)",
    "story": "tell the story on",
    "took_over": "the narrator folded: take over the story",
    "won_duel": "you won the duel alone: tell how it went",
    "drawn_duel": "several won the duel: tell how it came out even",
    "all_lost": "every duellist lost: tell how badly it went for your role",
    "took_pot": "the others folded: take the pot and go on narrating",
    "conflict": "describe the conflict before the duel",
    "epilogue": "you have the most dollars: tell how the showdown went (the epilogue)",
    "closing_alive": "close your role's story",
    "closing_dead": "your role has no dollars left (dead, or chased out of Dodge): close its story",
}
DUEL_TITLES = {"opening": "The opening duel: who narrates first", "pot": "A duel for the pot",
               "epilogue": "The epilogue duel among the leaders"}


def choice_words(choice: Any, names: list[str]) -> str:
    if choice == "air":
        return "shot into the air"
    if choice == "self":
        return "shot themself"
    return f"shot at {names[int(choice)]}"


def prompt(view: dict[str, Any], names: list[str], mine: bool) -> str:
    """The line over the controls: what the seat to act does now."""
    phase, current = view["phase"], view["current"]
    if phase == "over":
        winner = view["winner"]
        return (f"The episode is over: {names[winner]} won. Read the story back, or save it."
                if winner >= 0 else "The episode is over.")
    if current < 0:
        setup = view["role_setup"]
        if phase != "roles" or not setup or not setup["rolling"]:
            return ""
        label = setup["labels"][setup["rolling"]]
        return f"{names[setup['seat']]} rolls a d6 for the {label['en']} ({label['nn']})…"
    who = names[current]
    if phase == "roles":
        setup = view["role_setup"]
        label = setup["labels"][setup["trait"]]
        done = len(view["roles"][current])
        if not mine:
            return f"{who} makes a role: the {label['en']} ({label['nn']})…"
        return (f"{who}: your role's {label['en']} ({label['nn']}), trait {done + 1} of 4. "
                "Write it, roll, or pick from the table (Norwegian — English).")
    if phase in ("present", "narrate", "duel_describe", "epilogue", "closing"):
        situation = NARRATE_PROMPTS.get(view["situation"], "narrate")
        return f"{who}: {situation}." if mine else f"{who} is narrating…"
    if phase == "challenge":
        narrator = names[view["narrator"]]
        return (f"{who}: challenge {narrator} with an ante dollar, or let the story go on." if mine
                else f"{who} may challenge {narrator}…")
    if phase == "bidding":
        bidding = view["bidding"]
        need = bidding["need"][current]
        if not bidding["answered"]:
            return f"{who}, {names[bidding['challenger']]} challenged you: fold (jekke seg), call or raise."
        if bidding["status"][current] == "unasked":
            return f"{who}: join the bidding by calling {need} and raising, or stay out."
        if need == 0:
            return f"{who}: your bid of {bidding['highest']} is matched. Stand, or raise from your stack."
        return f"{who}: the highest bid is {bidding['highest']}; you need {need} to call."
    if phase == "duel_choose":
        return (f"{who}: choose in secret. Nobody else is looking." if mine
                else f"{who} chooses in secret…")
    return ""


def seat_tag(view: dict[str, Any], seat: int) -> str:
    phase = view["phase"]
    if phase == "over" and view["winner"] == seat:
        return "winner"
    bidding = view["bidding"]
    if phase == "bidding" and bidding:
        status = bidding["status"][seat]
        lead = "challenger · " if seat == bidding["challenger"] else ""
        if status == "out":
            return lead + "folded"
        if status == "unasked":
            return "may join"
        return lead + ("all-in " if bidding["all_in"][seat] else "bid ") + str(bidding["bids"][seat])
    duel = view["duel"]
    if duel and seat in duel["duellists"]:
        if seat in duel["describing"]:
            return "duellist · describing"
        return "duellist · chosen" if seat in duel["chosen"] else "duellist · choosing"
    if phase == "roles" and view["role_setup"]["seat"] == seat:
        return "making the role"
    if phase == "challenge" and seat in view["challenge_queue"]:
        return "may challenge"
    if view["narrator"] == seat:
        return "narrator"
    return ""


def outcome_lines(record: dict[str, Any], names: list[str]) -> tuple[str, list[Line]]:
    """How a duel went, each fate with the rule that decided it."""
    title = DUEL_TITLES.get(record["kind"], "The duel")
    if record["kind"] == "pot":
        title = f"The duel for the pot of {record['pot']} dollars"
    if record.get("round", 1) > 1:
        title += f" (round {record['round']})"
    lines: list[Line] = []
    for seat in record["duellists"]:
        fate = record["fates"][str(seat)]
        words = choice_words(record["choices"][str(seat)], names)
        colour = theme.GOLD if fate["won"] else (236, 140, 120)
        lines.append((f"{names[seat]} {words}: {'won' if fate['won'] else 'lost'} — {fate['text']}.", colour, False))
    result = record.get("result")
    if result == "one_winner":
        lines.append((f"{names[record['winners'][0]]} takes the pot of {record['share']}.", theme.PAPER, True))
    elif result == "several_winners":
        lines.append((f"The winners share {record['share']} each; {record['remainder']} stays in the pot.",
                      theme.PAPER, True))
    elif result == "all_lose":
        lines.append(("Every duellist lost: the pot stays.", theme.PAPER, True))
    elif len(record["winners"]) == 1:
        lines.append((f"{names[record['winners'][0]]} wins the duel.", theme.PAPER, True))
    else:
        lines.append(("No single winner: they duel again.", theme.PAPER, True))
    return title, lines


def middle_lines(view: dict[str, Any], names: list[str]) -> tuple[str, list[Line]]:
    """The middle panel when no duel outcome is shown: the state of play in words."""
    phase = view["phase"]
    paper, soft = theme.PAPER, theme.PAPER_DARK
    if phase == "roles":
        lines: list[Line] = []
        for seat, role in enumerate(view["roles"]):
            traits = [str(role[t]["text"]) for t in ("name", "occupation", "personality", "goal") if t in role]
            lines.append((f"{names[seat]}: " + (", ".join(traits) if traits else "…"), paper, False))
        return "Making roles (four traits each)", lines
    duel = view["duel"]
    if duel:
        title = DUEL_TITLES.get(duel["kind"], "A duel")
        if duel["kind"] == "pot":
            title = f"A duel for the pot of {view['pot']} dollars"
        lines = []
        for seat in duel["duellists"]:
            state = ("describes the conflict" if seat in duel["describing"]
                     else "has chosen" if seat in duel["chosen"] else "chooses…")
            lines.append((f"{names[seat]} {state}", paper, False))
        lines.append(("Each chooses in secret: into the air, at a duellist, or at themself. Then all draw.",
                      soft, False))
        return title, lines
    if phase == "bidding":
        bidding = view["bidding"]
        title = f"{names[bidding['challenger']]} challenged {names[bidding['narrator']]}"
        lines = [(f"Highest bid: {bidding['highest']} · the pot: {view['pot']}", paper, True)]
        if bidding["no_raise"]:
            lines.append(("Someone went all-in: no more raises.", theme.GOLD, False))
        lines.append(("Raises come only from the stack; pocket dollars go first when calling.", soft, False))
        lines.append(("Others may join in the first round only, by calling and raising.", soft, False))
        return title, lines
    if phase == "present":
        return "The prologue", [(f"{view['presented']} of {view['players']} roles presented.", paper, False),
                                ("Each presentation moves a dollar from pocket to stack.", soft, False)]
    if phase in ("epilogue", "closing", "over"):
        winner = view["winner"] if view["winner"] >= 0 else view["narrator"]
        return "The epilogue", [(f"{names[winner]} has the most dollars in the stack.", paper, True),
                                ("Every other player then closes their role's story.", soft, False)]
    narrator = view["narrator"]
    title = f"{names[narrator]} has the narrator's hat" if narrator >= 0 else "The story"
    return title, [(f"Challenges so far: {view['challenges']}.", paper, False),
                   (f"A challenge puts an ante of {view['ante']} dollar into the pot, from pocket or stack.", soft,
                    False),
                   ("The episode ends when someone's stack is empty after a duel.", soft, False)]
