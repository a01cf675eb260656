"""What the table says in words: the prompt for the seat to act, seat tags, and the middle panel.

Texts are made when the table draws them, in the client's language (see game/i18n.py)."""

from __future__ import annotations

from game.engine.state import Action
from game.games.krutroyk.action_parts import shot_at
from game.games.krutroyk.log_words import dollars
from game.games.krutroyk.roles import source_beside
from game.games.krutroyk.view_types import DuelRecord, KrutroykView, TableEntryView
from game.i18n import N_, game_text, words
from game.ui import theme
from game.ui.tables.krutroyk.felt import Line

_, ngettext = words("krutroyk")

NARRATE_PROMPTS = {
    "presentation": N_("present your role to the table (a dollar goes from pocket to stack after)"),
    "story": N_("tell the story on"),
    "took_over": N_("the narrator folded: take over the story"),
    "won_duel": N_("you won the duel alone: tell how it went"),
    "drawn_duel": N_("several won the duel: tell how it came out even"),
    "all_lost": N_("every duellist lost: tell how badly it went for your role"),
    "took_pot": N_("the others folded: take the pot and go on narrating"),
    "conflict": N_("describe the conflict before the duel"),
    "epilogue": N_("you have the most dollars: tell how the showdown went (the epilogue)"),
    "closing_alive": N_("close your role's story"),
    "closing_dead": N_("your role has no dollars left (dead, or chased out of Dodge): close its story"),
}
DUEL_TITLES = {"opening": N_("The opening duel: who narrates first"), "pot": N_("A duel for the pot"),
               "epilogue": N_("The epilogue duel among the leaders")}


def duel_title(kind: str, otherwise: str) -> str:
    title = DUEL_TITLES.get(kind)
    return _(title) if title else otherwise


def choice_words(choice: str | int, names: list[str]) -> str:
    if choice == "air":
        return _("shot into the air")
    if choice == "self":
        return _("shot themself")
    return _("shot at {name}").format(name=names[int(choice)])


def choice_tip(action: Action, names: list[str]) -> str:
    """What a duel choice does, by the rules of the draw (empty for any other move)."""
    if action.kind == "air":
        return _("Into the air: you hit nobody, and you win the duel if nobody shoots at you.")
    if action.kind == "self":
        return _("At yourself, a gamble: if anyone shoots at you, the bullet turns back on that shooter and you win; "
                 "if nobody does, you fall by your own hand.")
    if action.kind == "shoot":
        return _("At {name}: {name} falls, unless {name} shot themself — then your bullet comes back and you "
                 "fall. Otherwise you win if nobody shoots at you.").format(name=names[shot_at(action)])
    return ""


def pile_tip(place: str) -> str:
    """What a seat's pocket or stack is for, by the rules."""
    if place == "pocket":
        return _("Pocket: dollars that count for nothing at the end. A call is paid from the pocket first; an ante "
                 "from the pocket or the stack, as the challenger chooses.")
    return _("Stack: the dollars that count. A narrator answers a challenge from the stack; when a duel for the pot "
             "leaves a stack empty, the showdown comes and the richest stack wins.")


def trait_label(label: dict[str, str]) -> str:
    """A trait's label in the client's language ("life goal"): a prompt is the player's own language; the role
    table's lines keep the source's words beside it."""
    return game_text("krutroyk", label["en"])


def table_entry(entry: TableEntryView) -> str:
    """A line of the role table on its button: the source's words, and the client's where they differ."""
    word = game_text("krutroyk", entry["en"])
    if not source_beside() or entry["nn"] == word:
        return f"{entry['face']}. {word[:1].upper()}{word[1:]}"  # a line of the table starts as the source's do
    return f"{entry['face']}. {entry['nn']} — {word}"


def answer_prompt(view: KrutroykView, seat: int, need: int) -> str:
    """The challenged narrator's prompt ({name}, {challenger} to fill in), naming only the answers it can pay: the
    answer is paid from where the rules say (the stack), a call needs that many dollars there, a raise one more."""
    bidding = view["bidding"]
    assert bidding is not None
    have = {"pocket": view["pockets"][seat], "stack": view["stacks"][seat]}
    left, stack_part = need, 0
    for source in view["answer_source_order"]:
        take = min(have[source], left)
        left -= take
        stack_part += take if source == "stack" else 0
    if not left and have["stack"] - stack_part >= 1 and not bidding["no_raise"]:
        return _("{name}, {challenger} challenged you: fold, call or raise.")
    if not left:
        return _("{name}, {challenger} challenged you: fold or call.")
    return _("{name}, {challenger} challenged you: your stack cannot pay the call, so you fold.")


def prompt(view: KrutroykView, names: list[str], mine: bool) -> str:
    """The line over the controls: what the seat to act does now."""
    phase, current = view["phase"], view["current"]
    if phase == "over":
        winner = view["winner"]
        return (_("The episode is over: {name} won. Read the story back, or save it.").format(name=names[winner])
                if winner >= 0 else _("The episode is over."))
    if current < 0:
        setup = view["role_setup"]
        if phase != "roles" or not setup or not setup["rolling"]:
            return ""
        label = setup["labels"][setup["rolling"]]
        return _("{name} rolls a d6 for the {trait}…").format(name=names[setup["seat"]], trait=trait_label(label))
    who = names[current]
    setup = view["role_setup"]
    if phase == "roles" and setup:
        label = setup["labels"][setup["trait"]]
        done = len(view["roles"][current])
        if not mine:
            return _("{name} makes a role: the {trait}…").format(name=who, trait=trait_label(label))
        if source_beside():
            return _("{name}: your role's {trait}, trait {number} of 4. Write it, roll, or pick from the table "
                     "(Norwegian — English).").format(name=who, trait=trait_label(label), number=done + 1)
        return _("{name}: your role's {trait}, trait {number} of 4. Write it, roll, or pick from the table.").format(
            name=who, trait=trait_label(label), number=done + 1)
    if phase in ("present", "narrate", "duel_describe", "epilogue", "closing"):
        if not mine:
            return _("{name} is narrating…").format(name=who)
        situation = NARRATE_PROMPTS.get(view["situation"])
        return _("{name}: {task}.").format(name=who, task=_(situation) if situation else _("narrate"))
    if phase == "challenge":
        narrator = names[view["narrator"]]
        return (_("{name}: challenge {narrator} with an ante dollar, or let the story go on.") if mine
                else _("{name} may challenge {narrator}…")).format(name=who, narrator=narrator)
    bidding = view["bidding"]
    if phase == "bidding" and bidding:
        need = bidding["need"][current]
        if not bidding["answered"]:
            return answer_prompt(view, current, need).format(name=who, challenger=names[bidding["challenger"]])
        if bidding["status"][current] == "unasked":
            return _("{name}: join the bidding by calling {need} and raising, or stay out.").format(name=who, need=need)
        if need == 0:
            return _("{name}: your bid of {bid} is matched. Stand, or raise from your stack.").format(
                name=who, bid=bidding["highest"])
        return _("{name}: the highest bid is {bid}; you need {need} to call.").format(
            name=who, bid=bidding["highest"], need=need)
    if phase == "duel_choose":
        return (_("{name}: choose in secret. Nobody else is looking.") if mine
                else _("{name} chooses in secret…")).format(name=who)
    return ""


def seat_tag(view: KrutroykView, seat: int) -> str:
    phase = view["phase"]
    if phase == "over" and view["winner"] == seat:
        return _("winner")
    bidding = view["bidding"]
    if phase == "bidding" and bidding:
        status = bidding["status"][seat]
        if status == "unasked":
            return _("may join")
        challenger = seat == bidding["challenger"]
        if status == "out":
            return _("challenger · folded") if challenger else _("folded")
        if bidding["all_in"][seat]:
            tag = _("challenger · all-in {bid}") if challenger else _("all-in {bid}")
        else:
            tag = _("challenger · bid {bid}") if challenger else _("bid {bid}")
        return tag.format(bid=bidding["bids"][seat])
    duel = view["duel"]
    if duel and seat in duel["duellists"]:
        if seat in duel["describing"]:
            return _("duellist · describing")
        return _("duellist · chosen") if seat in duel["chosen"] else _("duellist · choosing")
    setup = view["role_setup"]
    if phase == "roles" and setup and setup["seat"] == seat:
        return _("making the role")
    if phase == "challenge" and seat in view["challenge_queue"]:
        return _("may challenge")
    if view["narrator"] == seat:
        return _("narrator")
    return ""


def outcome_lines(record: DuelRecord, names: list[str]) -> tuple[str, list[Line]]:
    """How a duel went, each fate with the rule that decided it."""
    title = duel_title(record["kind"], _("The duel"))
    if record["kind"] == "pot":
        title = _("The duel for the pot of {pot} dollars").format(pot=record["pot"])
    if record.get("round", 1) > 1:
        title = _("{title} (round {round})").format(title=title, round=record["round"])
    lines: list[Line] = []
    for seat in record["duellists"]:
        fate = record["fates"][str(seat)]
        shot = choice_words(record["choices"][str(seat)], names)
        colour = theme.GOLD if fate["won"] else (236, 140, 120)
        said = _("{name} {shot}: won — {rule}.") if fate["won"] else _("{name} {shot}: lost — {rule}.")
        lines.append((said.format(name=names[seat], shot=shot, rule=game_text("krutroyk", fate["text"])), colour,
                      False))
    result = record.get("result")
    if result == "one_winner":
        lines.append((_("{name} takes the pot of {pot}.").format(name=names[record["winners"][0]], pot=record["share"]),
                      theme.PAPER, True))
    elif result == "several_winners":
        lines.append((_("The winners share {share} each; {left} stays in the pot.").format(
            share=record["share"], left=record["remainder"]), theme.PAPER, True))
    elif result == "all_lose":
        lines.append((_("Every duellist lost: the pot stays."), theme.PAPER, True))
    elif len(record["winners"]) == 1:
        lines.append((_("{name} wins the duel.").format(name=names[record["winners"][0]]), theme.PAPER, True))
    else:
        lines.append((_("No single winner: they duel again."), theme.PAPER, True))
    return title, lines


def middle_lines(view: KrutroykView, names: list[str]) -> tuple[str, list[Line]]:
    """The middle panel when no duel outcome is shown: the state of play in words."""
    phase = view["phase"]
    paper, soft = theme.PAPER, theme.PAPER_DARK
    if phase == "roles":
        lines: list[Line] = []
        for seat, role in enumerate(view["roles"]):
            traits = [str(role[t]["text"]) for t in ("name", "occupation", "personality", "goal") if t in role]
            lines.append((f"{names[seat]}: " + (", ".join(traits) if traits else "…"), paper, False))
        return _("Making roles (four traits each)"), lines
    duel = view["duel"]
    if duel:
        title = duel_title(duel["kind"], _("A duel"))
        if duel["kind"] == "pot":
            title = _("A duel for the pot of {pot} dollars").format(pot=view["pot"])
        lines = []
        for seat in duel["duellists"]:
            state = (_("{name} describes the conflict") if seat in duel["describing"]
                     else _("{name} has chosen") if seat in duel["chosen"] else _("{name} chooses…"))
            lines.append((state.format(name=names[seat]), paper, False))
        lines.append((_("Each chooses in secret: into the air, at a duellist, or at themself. Then all draw."),
                      soft, False))
        return title, lines
    bidding = view["bidding"]
    if phase == "bidding" and bidding:
        title = _("{challenger} challenged {narrator}").format(challenger=names[bidding["challenger"]],
                                                               narrator=names[bidding["narrator"]])
        lines = [(_("Highest bid: {bid} · the pot: {pot}").format(bid=bidding["highest"], pot=view["pot"]), paper,
                  True)]
        if bidding["no_raise"]:
            lines.append((_("Someone went all-in: no more raises."), theme.GOLD, False))
        lines.append((_("Raises come only from the stack; pocket dollars go first when calling."), soft, False))
        lines.append((_("Others may join in the first round only, by calling and raising."), soft, False))
        return title, lines
    if phase == "present":
        return _("The prologue"), [
            (_("{presented} of {players} roles presented.").format(presented=view["presented"],
                                                                   players=view["players"]), paper, False),
            (_("Each presentation moves a dollar from pocket to stack."), soft, False)]
    if phase in ("epilogue", "closing", "over"):
        winner = view["winner"] if view["winner"] >= 0 else view["narrator"]
        return _("The epilogue"), [
            (_("{name} has the most dollars in the stack.").format(name=names[winner]), paper, True),
            (_("Every other player then closes their role's story."), soft, False)]
    narrator = view["narrator"]
    title = _("{name} has the narrator's hat").format(name=names[narrator]) if narrator >= 0 else _("The story")
    return title, [(_("Challenges so far: {count}.").format(count=view["challenges"]), paper, False),
                   (_("A challenge puts an ante of {ante} into the pot, from pocket or stack.").format(
                       ante=dollars(view["ante"])), soft, False),
                   (_("The episode ends when someone's stack is empty after a duel."), soft, False)]
