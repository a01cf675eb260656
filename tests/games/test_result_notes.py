"""Every game but Kalahen (tests/games/kalahen) says under the results' headline why the game ended and why the winner
won: seeded games played to the end by AI players, each note checked against the figures a player reads off the
final table (its view), in English and in Svenska."""

from __future__ import annotations

import pytest

from game.ai import bot_for
from game.engine.match import Match
from game.engine.outcome import Outcome
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.games.krutroyk.phases import EPILOGUE, OVER
from game.headless import play_out
from game.i18n import number, set_language
from tests.games.krutroyk.conftest import act, set_money, to_main

NAMES = ["Astrid", "Bjørn", "Karin", "Dag", "Eva"]


def played(key: str, players: int, seed: int, **options: object) -> Match:
    info = get_game(key)
    seats = [Seat(NAMES[i], "ai", "easy") for i in range(players)]
    match = Match(info, dict(options), seats, seed=seed)
    play_out(match, [bot_for(info, seat) for seat in seats])
    assert match.state.is_terminal()
    return match


def notes(match: Match) -> tuple[str, str]:
    """The note in English and in Svenska; the results screen shows the same (Outcome.note)."""
    set_language("en")
    english = match.state.result_note()
    assert Outcome.of(match.state).note == english
    set_language("sv")
    swedish = match.state.result_note()
    set_language("en")
    assert english and swedish and swedish != english, "a note in both languages, translated"
    return english, swedish


def and_names(names: list[str], word: str) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {word} {names[-1]}"


def sv_number(value: int) -> str:
    set_language("sv")
    try:
        return number(value)
    finally:
        set_language("en")


# --- Bovjakten: the side with more catches (police) or escapes (robbers) wins; the points do not decide ---------
@pytest.mark.parametrize("seed, side", [(0, "police"), (8, "draw"), (34, "robbers")])
def test_bovjakten_names_the_winning_side_its_tally_and_each_robbers_fate(seed, side):
    match = played("bovjakten", 4, seed)
    view = match.state.view(None)
    roles, status = view["roles"], view["status"]
    police = [NAMES[s] for s, r in enumerate(roles) if r == "police"]
    robbers = [NAMES[s] for s, r in enumerate(roles) if r == "robber"]
    catches, escapes = status.count("caught"), status.count("escaped")
    english, swedish = notes(match)
    if side == "police":
        assert catches > escapes
        assert english.startswith(f"The police ({', '.join(police)}) win {catches}–{escapes}: ")
        assert swedish.startswith(f"Poliserna ({', '.join(police)}) vinner {catches}–{escapes}: ")
        assert [NAMES[w] for w in match.state.winners()] == police
    elif side == "robbers":
        assert escapes > catches
        assert english.startswith(f"The robbers ({', '.join(robbers)}) win {escapes}–{catches}: ")
        assert swedish.startswith(f"Bovarna ({', '.join(robbers)}) vinner {escapes}–{catches}: ")
        assert [NAMES[w] for w in match.state.winners()] == robbers
    else:
        assert catches == escapes == 1
        assert english.startswith("A draw, 1–1: ") and swedish.startswith("Oavgjort, 1–1: ")
    for seat, fate in enumerate(status):
        if fate == "escaped":
            assert f"{NAMES[seat]} escaped with {view['points'][seat]} points" in english
            assert f"{NAMES[seat]} kom undan med {view['points'][seat]} poäng" in swedish
        elif fate == "caught":
            catcher = NAMES[view["caught_by"][seat]]
            assert f"{catcher} caught " in english and NAMES[seat] in english.split(f"{catcher} caught ")[1]
            assert f"{catcher} tog fast " in swedish


def test_bovjakten_says_a_police_player_who_caught_both_robbers_once():
    match = played("bovjakten", 4, 0)
    view = match.state.view(None)
    assert view["caught_by"][1] == view["caught_by"][3] == 2  # Karin caught both
    english, swedish = notes(match)
    assert english == "The police (Astrid, Karin) win 2–0: Karin caught Bjørn and Dag."
    assert swedish == "Poliserna (Astrid, Karin) vinner 2–0: Karin tog fast Bjørn och Dag."


# --- the games of most chips, points or gain --------------------------------------------------------------------
def lead_words(figures: list[int], unit: str, signed: bool = False) -> str:
    """The standing as the table shows it: the best, and the best of the rest (one each here)."""
    def amount(value: int) -> str:
        sign = "+" if signed and value > 0 else "−" if signed and value < 0 else ""
        return f"{sign}{number(abs(value))} {unit}"

    best = max(figures)
    winners = [NAMES[s] for s, f in enumerate(figures) if f == best]
    assert len(winners) == 1
    rest = [f for f in figures if f != best]
    second = max(rest)
    runners = [NAMES[s] for s, f in enumerate(figures) if f == second]
    return f"{winners[0]} won with {amount(best)}, ahead of {and_names(runners, 'and')} with {amount(second)}"


def test_jackpot_when_everyone_else_is_out_names_the_last_one_with_chips():
    match = played("jackpot", 3, 0)
    chips = match.state.view(None)["chips"]
    left = [s for s, c in enumerate(chips) if c > 0]
    assert len(left) == 1
    english, swedish = notes(match)
    assert english == f"Everyone else ran out of chips: {NAMES[left[0]]} won with {chips[left[0]]} chips."
    assert swedish == f"Alla andra fick slut på marker: {NAMES[left[0]]} vann med {chips[left[0]]} marker."


def test_jackpot_at_the_round_limit_says_the_rounds_and_the_two_best():
    match = played("jackpot", 4, 0, rounds=3)
    view = match.state.view(None)
    assert view["round"] == 3 and sum(c > 0 for c in view["chips"]) > 1
    english, swedish = notes(match)
    assert english == f"All 3 rounds were played: {lead_words(view['chips'], 'chips')}."
    assert swedish.startswith("Alla 3 omgångar är spelade: ")
    for figure in sorted(set(view["chips"]))[-2:]:
        assert f"{figure} marker" in swedish


def test_jackpot_with_two_left_names_them():
    match = played("jackpot", 4, 0, players_left=2)
    chips = match.state.view(None)["chips"]
    left = [NAMES[s] for s, c in enumerate(chips) if c > 0]
    assert len(left) == 2
    english, swedish = notes(match)
    assert english == f"Only {left[0]} and {left[1]} still have chips: {lead_words(chips, 'chips')}."
    assert swedish.startswith(f"Bara {left[0]} och {left[1]} har marker kvar: ")


@pytest.mark.parametrize("seed, options, reason, sv_reason", [
    (0, {}, "All 10 rounds were played", "Alla 10 omgångar är spelade"),
    (3, {}, "Every player but the bank is out of chips", "Alla spelare utom banken har slut på marker"),
    (4, {"banker_chips": 50}, "The bank (Astrid) was broken in round 2", "Banken (Astrid) sprängdes i omgång 2"),
])
def test_kinesisk_bank_says_why_it_ended_and_the_gains_the_results_list(seed, options, reason, sv_reason):
    match = played("kinesisk_bank", 3, seed, **options)
    view = match.state.view(None)
    gains = [chips - start for chips, start in zip(view["chips"], view["start"], strict=True)]
    if "broken" in reason:
        assert view["chips"][view["banker"]] <= 0 and view["round"] == 2
    elif "out of chips" in reason:
        assert all(view["chips"][s] == 0 for s in range(3) if s != view["banker"])
    else:
        assert view["round"] == view["round_limit"] == 10
    english, swedish = notes(match)
    assert english == f"{reason}: {lead_words(gains, 'chips', signed=True)}."
    assert swedish.startswith(f"{sv_reason}: ")
    best = max(gains)
    assert f"+{sv_number(best)} marker" in swedish


def test_trippel_yatzy_gives_the_best_totals_once_every_box_is_filled():
    match = played("trippel_yatzy", 2, 0)
    view = match.state.view(None)
    totals = [sheet["total"] for sheet in view["sheets"]]
    assert view["turns_played"] == view["turns_total"]
    english, swedish = notes(match)
    assert english == f"Every box is filled: {lead_words(totals, 'points')}."
    assert totals[0] >= 1000 and f"{number(max(totals))} points" in english and "," in number(max(totals))
    assert swedish.startswith("Alla rutor är ifyllda: ")
    for total in totals:
        assert f"{sv_number(total)} poäng" in swedish


def test_trippel_yatzy_alone_gives_the_one_total():
    match = played("trippel_yatzy", 1, 0)
    total = match.state.view(None)["sheets"][0]["total"]
    english, swedish = notes(match)
    assert english == f"Every box is filled: Astrid ended with {number(total)} points."
    assert swedish == f"Alla rutor är ifyllda: Astrid slutade med {sv_number(total)} poäng."


# --- the races and the last one standing ------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4])
def test_dodsspranget_names_the_last_one_left_and_the_last_fall(players):
    match = played("dodsspranget", players, 0)
    view = match.state.view(None)
    alive = [s for s, a in enumerate(view["alive"]) if a]
    assert len(alive) == 1
    last, _roll, total = view["history"][-1]
    assert last == view["fallen"][-1] and total % 10 == 0 and total >= 30
    english, swedish = notes(match)
    winner, fallen = NAMES[alive[0]], NAMES[last]
    if players == 2:
        assert english == f"{winner} is the last one left: {fallen} fell into the chasm at {total}."
    else:
        assert english == (f"{winner} outlasted all {players - 1} others: {fallen} was the last to fall, "
                           f"into the chasm at {total}.")
    assert swedish.startswith(winner) and f"{fallen} trillade" in swedish
    assert swedish.endswith(f"avgrunden vid {total}.")


@pytest.mark.parametrize("seed", [0, 2])
def test_fangelse_names_who_got_out_first_and_who_came_closest(seed):
    match = played("fangelse", 3, seed)
    view = match.state.view(None)
    winner = view["winner"]
    seat, roll, crossed, added = view["history"][-1]
    assert seat == winner and crossed == roll and added == 0 and view["left"][winner] == 0
    fewest = min(left for s, left in enumerate(view["left"]) if s != winner)
    closest = and_names([NAMES[s] for s, left in enumerate(view["left"]) if s != winner and left == fewest], "and")
    english, swedish = notes(match)
    strokes = "stroke" if fewest == 1 else "strokes"
    assert english == (f"{NAMES[winner]} got out first with an exact {roll}; "
                       f"{closest} came closest with {fewest} {strokes} left.")
    assert swedish.startswith(f"{NAMES[winner]} kom ut först med exakt {roll}; ")
    assert f"{fewest} streck kvar" in swedish


# --- Krutrøyk: the showdown ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [0, 2, 3])
def test_krutroyk_names_the_duel_that_brought_the_showdown_and_the_winners_dollars(seed):
    match = played("krutroyk", 4, seed)
    view = match.state.view(None)
    stacks = view["stacks"]
    winner = view["winner"]
    best = max(stacks)
    assert stacks[winner] == best
    empty = and_names([NAMES[s] for s, stack in enumerate(stacks) if stack == 0], "and")
    pot = [duel for duel in view["duels"] if duel["kind"] == "pot"][-1]["pot"]
    leaders = [s for s, stack in enumerate(stacks) if stack == best]
    english, swedish = notes(match)
    stack_words = "an empty stack" if sum(stack == 0 for stack in stacks) == 1 else "empty stacks"
    assert english.startswith(f"Showdown: the duel for the pot of {pot} dollars left {empty} with {stack_words}; ")
    if len(leaders) == 1:
        assert english.endswith(f"; {NAMES[winner]} led with {best} dollars.")
        assert swedish.endswith(f"; {NAMES[winner]} ledde med {best} dollar.")
    else:
        others = and_names([NAMES[s] for s in leaders if s != winner], "and")
        assert english.endswith(f"; {NAMES[winner]} beat {others} ({best} dollars each) in the epilogue duel.")
        assert f"{NAMES[winner]} besegrade" in swedish
        assert [duel for duel in view["duels"] if duel["kind"] == "epilogue"][-1]["winners"] == [winner]
    assert swedish.startswith(f"Uppgörelse: duellen om potten på {pot} dollar lämnade ")
    assert len(english) <= 150


def test_krutroyk_when_nobody_can_challenge_says_so():
    match = Match(get_game("krutroyk"), {}, [Seat(NAMES[i], "human") for i in range(3)], seed=1)
    state = match.state
    to_main(state)
    narrator = state.narrator
    # Every dollar in the narrator's stack: nobody else has one to challenge with after the next paragraph.
    set_money(state, [0, 0, 0], [15 if s == narrator else 0 for s in range(3)])
    act(state, "skip")
    assert state.phase == EPILOGUE and state.winner == narrator
    while state.phase != OVER:
        act(state, "skip")
    english, swedish = notes(match)
    assert english == f"Showdown: nobody had a dollar left to challenge with; {NAMES[narrator]} led with 15 dollars."
    assert swedish == (f"Uppgörelse: ingen hade en dollar kvar att utmana med; {NAMES[narrator]} ledde med "
                       "15 dollar.")


def test_no_note_while_a_game_goes_on():
    for key, players in [("bovjakten", 4), ("jackpot", 3), ("kinesisk_bank", 3), ("trippel_yatzy", 2),
                         ("dodsspranget", 3), ("fangelse", 3), ("krutroyk", 3)]:
        match = Match(get_game(key), {}, [Seat(NAMES[i], "ai", "easy") for i in range(players)], seed=1)
        assert match.state.result_note() == ""


@pytest.mark.parametrize("seed", [0, 1, 3])
def test_narrespillet_names_the_winner_and_the_runner_up_with_their_victories(seed: int) -> None:
    match = played("narrespillet", 3, seed)
    view = match.state.view(None)
    totals = {NAMES[seat]: sum(won) for seat, won in enumerate(view["victories"])}
    ranked = sorted(totals, key=totals.__getitem__, reverse=True)
    assert totals[ranked[0]] > totals[ranked[1]]  # these seeds have a clear winner
    english, swedish = notes(match)
    assert english == (f"After 5 rounds, {ranked[0]} has the most victories ({totals[ranked[0]]}), ahead of "
                       f"{ranked[1]} ({totals[ranked[1]]}).")
    assert ranked[0] in swedish and "segrar" in swedish


def test_narrespillet_says_which_tie_break_settled_a_level_count() -> None:
    match = played("narrespillet", 3, 2)
    state = match.state
    state.victories = [[1, 1, 1, 1], [2, 2, 2, 2], [3, 1, 2, 2]]  # Bjørn and Karin level on 8; Karin more Swords
    english, swedish = notes(match)
    assert english == ("After 5 rounds, Karin and Bjørn have 8 victories each; Karin wins the tie-break: more "
                       "victories on Swords (3 against 2).")
    assert "Karin" in swedish and "Svärd" in swedish
    state.victories = [[1, 1, 1, 1], [2, 2, 2, 2], [2, 2, 2, 2]]
    state.last_win = [[1, 1, 1, 1], [5, 3, 3, 3], [4, 3, 3, 3]]  # level again; Bjørn won on Swords later
    assert notes(match)[0].endswith("Bjørn wins the tie-break: the later victory on Swords (round 5 against 4).")
    state.last_win = [[1, 1, 1, 1], [4, 3, 3, 3], [4, 3, 3, 3]]
    assert notes(match)[0] == ("After 5 rounds, Bjørn and Karin are level on victories and on every tie-break, so "
                               "they share the win.")
