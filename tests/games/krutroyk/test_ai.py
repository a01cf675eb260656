"""The AI: exact zero-sum solutions, mixed duel strategies, narration, and bidding that weighs the pot."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.ai.base import decision_for
from game.engine.state import Action
from game.games.krutroyk.ai import (
    LEVELS,
    KrutroykBot,
    answer_values,
    read_mix,
    regret_matching,
    shown_choices,
    solve_zero_sum,
    table_value,
    uniform_outcomes,
)
from game.games.krutroyk.phases import PRESENTING
from tests.games.krutroyk.conftest import act, challenge, duel_for_the_pot, kinds, pick_roles, set_money, to_main


def test_rock_paper_scissors_is_solved_exactly():
    x, y, value = solve_zero_sum([[0, -1, 1], [1, 0, -1], [-1, 1, 0]])
    assert x == pytest.approx([1 / 3] * 3) and y == pytest.approx([1 / 3] * 3) and value == pytest.approx(0)


def test_a_mixed_two_by_two_game_and_a_saddle_point():
    x, y, value = solve_zero_sum([[3, -1], [-2, 1]])
    assert x == pytest.approx([3 / 7, 4 / 7]) and y == pytest.approx([2 / 7, 5 / 7]) and value == pytest.approx(1 / 7)
    x, y, value = solve_zero_sum([[4, 2, 3], [1, 0, 5], [2, 1, 1]])
    assert x == pytest.approx([1, 0, 0]) and y == pytest.approx([0, 1, 0]) and value == pytest.approx(2)


def test_regret_matching_approaches_the_equilibrium_of_rock_paper_scissors():
    beats = {(0, 2), (1, 0), (2, 1)}

    def utility(profile):
        a, b = profile
        return [1.0, -1.0] if (a, b) in beats else [-1.0, 1.0] if (b, a) in beats else [0.0, 0.0]

    strategies = regret_matching([["r", "p", "s"]] * 2, utility, 4000, random.Random(2))
    for strategy in strategies:
        assert strategy == pytest.approx([1 / 3] * 3, abs=0.05)


def test_a_two_duellist_duel_for_a_pot_is_rock_paper_scissors_and_played_evenly(new, info):
    # Shooting the other beats the air, the air beats shooting yourself, shooting yourself beats a shooter.
    state = new(3)
    to_main(state)
    duel_for_the_pot(state)
    bot = KrutroykBot("normal", info.data)
    options, mix = bot.duel_strategy(state.view(0), 0, random.Random(1))
    assert options == ["air", 1, "self"] and mix == pytest.approx([1 / 3] * 3)


def test_duel_choices_are_mixed_never_fixed(new, info):
    for level in ("easy", "normal", "hard"):
        state = new(3)
        pick_roles(state)
        bot = KrutroykBot(level, info.data)
        _, mix = bot.duel_strategy(state.view(0), 0, random.Random(3))
        assert max(mix) < 0.9 and min(mix) > 0 and sum(mix) == pytest.approx(1)
        picks = Counter()
        for n in range(60):
            decision = decision_for(state, 0, random.Random(n))
            picks[bot.choose(decision)] += 1
        assert len(picks) >= 2, level


def test_duel_payoffs_shape_the_mix(new, info):
    # With no empty stack, two winners sharing the pot is worth something else than both losing (the pot
    # staying on the table): the game is no longer plain rock-paper-scissors and the even mix moves.
    state = new(3)
    to_main(state)
    set_money(state, [4, 1, 4], [1, 4, 1])
    duel_for_the_pot(state)
    hard = KrutroykBot("hard", info.data)
    options, mix = hard.duel_strategy(state.view(0), 0, random.Random(1))
    assert mix != pytest.approx([1 / 3] * 3) and max(mix) < 1.0
    # The solution is an equilibrium of the matrix the bot builds: no pure answer beats it.
    assert options == ["air", 1, "self"]


def test_ai_lines_come_from_the_roles_traits_in_the_chosen_language(new, info):
    for language, marker in (("en", " I "), ("nn", "eg")):
        state = new(2, narration_language=language)
        pick_roles(state, faces=[3, 5])
        act(state, "air")
        act(state, "self")  # seat 0 wins the opening duel
        bot = KrutroykBot("normal", info.data)
        action = bot.choose(decision_for(state, 0, random.Random(0)))
        assert action.kind == "narrate" and marker in f" {action.args[0].lower()} ".replace(" i ", " I ")
        state.apply(action)
        assert state.story[-1]["text"] == action.args[0]


@pytest.mark.parametrize(("client", "marker"), [("en", " I "), ("sv", " jag "), ("nb", " jeg ")])
def test_ai_roles_narrate_in_the_client_s_language_by_default(new, info, client, marker):
    from game.i18n import set_language

    set_language(client)
    state = new(2)  # narration_language: auto
    assert state.language == client
    pick_roles(state, faces=[3, 5])
    act(state, "air")
    act(state, "self")
    action = KrutroykBot("normal", info.data).choose(decision_for(state, 0, random.Random(0)))
    assert action.kind == "narrate"
    said = f" {action.args[0]} ".replace(".", " ").replace(",", " ").lower().replace(" i ", " I ")
    assert marker in said


def test_ai_narration_varies(new, info):
    state = new(2)
    to_main(state)
    bot = KrutroykBot("normal", info.data)
    lines = {bot.choose(decision_for(state, 0, random.Random(n))).args[0] for n in range(30)}
    assert len(lines) >= 5


def test_the_ai_rolls_its_role(new, info):
    state = new(2)
    assert KrutroykBot("easy", info.data).choose(decision_for(state, 0, random.Random(0))) == Action("roll", ("name",))


def challenge_rate(new, info, pot: int, quiet: int, level: str = "normal") -> float:
    challenged = 0
    for n in range(200):
        state = new(3)
        to_main(state)
        set_money(state, [4, 4, 4 - pot], [1, 1, 1], pot=pot)
        state.quiet = quiet
        act(state, "skip")
        decision = decision_for(state, 1, random.Random(n))
        challenged += KrutroykBot(level, info.data).choose(decision).kind == "challenge"
    return challenged / 200


def test_a_fat_pot_and_a_quiet_story_draw_more_challenges(new, info):
    base = challenge_rate(new, info, pot=0, quiet=0)
    assert challenge_rate(new, info, pot=4, quiet=0) > base
    assert challenge_rate(new, info, pot=0, quiet=3) > base


def test_the_ai_antes_from_the_pocket_while_it_has_pocket_dollars(new, info):
    state = new(3)
    to_main(state)
    state.quiet = 6  # a challenge is all but certain
    act(state, "skip")
    action = KrutroykBot("hard", info.data).choose(decision_for(state, 1, random.Random(0)))
    assert action == Action("challenge", ("pocket",))


def test_the_hard_narrator_calls_a_challenger_who_emptied_their_stack(new, info):
    # The challenger's stack is empty, so any duel now may end the episode while the narrator leads:
    # a duel is worth more than the ante dollar a fold would bring.
    state = new(2)
    to_main(state)
    set_money(state, [4, 4], [2, 0])
    challenge(state, 1, "pocket")
    action = KrutroykBot("hard", info.data).choose(decision_for(state, 0, random.Random(0)))
    assert action.kind in ("call", "raise")


def test_the_hard_narrator_does_not_call_away_its_last_stack_dollar(new, info):
    # The call comes from the stack: calling would empty it, and every duel but a win would then end the
    # episode with the narrator broke. Folding takes the ante instead.
    state = new(3)
    to_main(state)
    set_money(state, [4, 1, 8], [1, 0, 1])
    challenge(state, 1, "pocket")
    for n in range(10):
        action = KrutroykBot("hard", info.data).choose(decision_for(state, 0, random.Random(n)))
        assert action.kind == "fold"


def test_at_a_table_of_four_the_challenged_hard_narrator_folds_where_a_duel_with_the_challenger_looks_better(new, info):
    # Seat 1 emptied its stack to challenge. Face to face hard calls such a challenger (a test above); at a table
    # of four its weighing of the call still sees a duel against seat 1 alone worth more than the ante, but seats
    # 2 and 3 would mostly join, and hard's answer carries a bonus for the fold that turns it.
    state = new(4)
    to_main(state)
    set_money(state, [4, 4, 4, 4], [1, 1, 1, 1])
    challenge(state, 1, "stack")
    hard = KrutroykBot("hard", info.data)
    weighed = {a.kind: v for a, v in hard.weigh_bids(state.view(0), 0, state.legal_actions())}
    assert hard.level.answer_fold_bonus > 0
    assert weighed["fold"] - hard.level.answer_fold_bonus < weighed["call"] < weighed["fold"]
    for n in range(5):
        assert hard.choose(decision_for(state, 0, random.Random(n))).kind == "fold"
    # The bonus is for the narrator's answer only: a later fold gives up the bid and earns none.
    act(state, "call")
    act(state, "stand")  # seat 1 has no stack dollar to raise with
    act(state, "raise", 1)  # seat 2 joins
    act(state, "stay_out")
    assert state.current_player() == 0 and kinds(state) == ["fold", "call"]
    view = state.view(0)
    later = dict(hard.weigh_bids(view, 0, state.legal_actions()))
    assert later[Action("fold")] == pytest.approx(hard._bid_value(view, 0, Action("fold")))


def test_face_to_face_hard_s_answer_has_no_fold_bonus(info):
    assert LEVELS["hard"].answer_fold_bonus == 0 and LEVELS["hard"].crowded is not None
    assert LEVELS["hard"].crowded.answer_fold_bonus > 0
    assert LEVELS["normal"].answer_fold_bonus == LEVELS["easy"].answer_fold_bonus == 0


def test_values_and_duel_statistics_are_probabilities():
    assert table_value(0, [3, 1], [0, 0], showdown=True) == 1.0
    assert table_value(1, [3, 3, 0], [0, 0, 0], showdown=True) == 0.5
    assert sum(table_value(s, [2, 5, 1], [1, 0, 3], showdown=False) for s in range(3)) == pytest.approx(1)
    two = dict(uniform_outcomes(2))
    assert two[(0,)] == pytest.approx(1 / 3) and two[(0, 1)] == pytest.approx(1 / 9) and two[()] == pytest.approx(2 / 9)
    assert sum(p for _, p in uniform_outcomes(4)) == pytest.approx(1)


def test_two_ai_roles_never_tell_the_same_line_while_others_remain(new, info):
    """Each AI role avoids every line anyone has told already, not only its own: two roles alike (names may
    repeat here) drawing the same chances still present themselves in different words."""
    state = new(2, distinct_names=False)
    pick_roles(state, faces=[3, 3])
    act(state, "air")
    act(state, "self")  # seat 0 wins the opening duel and presents first
    bot = KrutroykBot("normal", info.data)
    lines = []
    for seat in (0, 1):
        assert state.phase == PRESENTING and state.current_player() == seat
        action = bot.choose(decision_for(state, seat, random.Random(7)))  # the same draw for both seats
        assert action.kind == "narrate"
        lines.append(action.args[0])
        state.apply(action)
    assert lines[0] != lines[1]


def test_a_seat_is_read_from_the_choices_it_has_shown():
    duels = [{"choices": {"0": "air", "1": "self"}}, {"choices": {"0": "air", "1": 0, "2": "self"}}]
    assert shown_choices(duels, 3) == [[2, 0, 0], [0, 1, 1], [0, 0, 1]]
    assert read_mix([0, 0, 0], ["air", 1, "self"], 3.0) == pytest.approx([1 / 3] * 3)
    # Two shots into the air on a prior of three even duels: air 3/5; shots at others spread over the targets.
    assert read_mix([2, 0, 0], ["air", 1, "self"], 3.0) == pytest.approx([3 / 5, 1 / 5, 1 / 5])
    assert read_mix([0, 2, 0], ["air", 1, 2, "self"], 4.0) == pytest.approx([1 / 6, 1 / 3, 1 / 3, 1 / 6])


def test_the_best_answer_to_a_read_mix():
    # Against a duellist read to shoot itself, shooting into the air wins alone (its suicide succeeds).
    values = answer_values(0, [[1 / 3] * 3, [0.0, 0.0, 1.0]], lambda won: 1.0 if won == (0,) else 0.0)
    assert values == pytest.approx([1.0, 0.0, 0.0])


def test_hard_leans_towards_the_answer_to_what_a_duellist_has_shown(new, info):
    state = new(2)
    to_main(state)  # seat 1 shot itself in the opening duel
    set_money(state, [3, 3], [2, 2])
    duel_for_the_pot(state)
    hard, normal = KrutroykBot("hard", info.data), KrutroykBot("normal", info.data)
    options, mix = hard.duel_strategy(state.view(0), 0, random.Random(1))
    _, even = normal.duel_strategy(state.view(0), 0, random.Random(1))
    assert options == ["air", 1, "self"] and mix[0] == max(mix) and mix[0] > even[0] + 0.1
    assert max(mix) < 0.9 and min(mix) > 0  # still a mix: nobody can read hard by habit either
