"""Krutrøyk's saloon table played by clicks and typed text: two people and an AI gunslinger."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.match import Match
from game.engine.registry import all_games
from game.engine.seats import Seat
from game.engine.state import Action
from game.games.krutroyk.phases import CHOOSING, ROLES
from game.ui.scenes.pass_device import PassScene
from game.ui.scenes.results import ResultsScene
from game.ui.tables.krutroyk import words
from game.ui.tables.krutroyk.table import KrutroykTable
from tests.ui.conftest import Driver, make_app
from tests.ui.test_play_by_clicks import open_setup


def type_text(driver, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    driver.frames(1)


def press(driver, key: int) -> None:
    driver.key(key)


def find(table: KrutroykTable, start: str):
    return next((w for w in table.controls.widgets if getattr(w, "label", "").startswith(start) and w.visible), None)


class Player:
    """Plays the people's seats by clicking and typing, varying what it does."""

    def __init__(self, driver) -> None:
        self.driver = driver
        self.turns = 0
        self.typed: list[str] = []
        self.skipped = 0
        self.secret_checks = 0
        self.rng = random.Random(5)

    def act(self, table: KrutroykTable) -> None:
        d = self.driver
        self.turns += 1
        view = table.view
        phase = view["phase"]
        if phase == "roles":
            way = self.turns % 3
            if way == 0:
                d.click(table.trait_field)
                type_text(d, f"Trait {self.turns}")
                press(d, pygame.K_RETURN)
            elif way == 1:
                d.click(find(table, "Roll a d6"))
            else:
                d.click(find(table, f"{1 + self.turns % 6}. "))
        elif phase in ("present", "narrate", "duel_describe", "epilogue", "closing"):
            if self.turns % 4 == 0:
                d.click(find(table, "Skip typing"))
                self.skipped += 1
            else:
                text = f"I rode into Dodge, part {self.turns}."
                assert table.story_field.focused
                type_text(d, text)
                press(d, pygame.K_RETURN)
                self.typed.append(text)
        elif phase == "challenge":
            d.click(find(table, "Challenge with a dollar from the stack") or find(table, "Challenge")
                    or find(table, "Let the story go on"))
        elif phase == "bidding":
            if table.raise_stepper is not None and self.turns % 2:
                d.step_to(table.raise_stepper, table.raise_stepper.values[-1])  # the biggest raise
                d.click(table.raise_button)
            else:
                d.click(find(table, "Call") or find(table, "Stand") or find(table, "Fold")
                        or table.controls.widgets[0])
        elif phase == "duel_choose":
            self.check_secret(table)
            shots = [w for w in table.controls.widgets if getattr(w, "label", "").startswith("Shoot")]
            assert shots, [getattr(w, "label", w) for w in table.controls.widgets]
            d.click(self.rng.choice(shots))
        else:
            raise AssertionError(f"unexpected phase {phase}")

    def check_secret(self, table: KrutroykTable) -> None:
        """While one person chooses, no other seat's choice is in the view the screen draws from."""
        seat = table.viewer()
        duel = table.view["duel"]
        assert seat == table.match.state.current_player()
        assert duel["my_choice"] is None
        state_duel = table.match.state.duel
        others = {s: c for s, c in state_duel.choices.items() if s != seat}
        for other in others:
            assert other in duel["chosen"]  # that they chose is public; what they chose is not
        assert "choices" not in duel and len(table.view["duels"]) == len(table.match.state.duels)
        self.secret_checks += 1


def play(driver, player: Player, limit: int = 40000):
    for _ in range(limit):
        top = driver.app.stack.top
        if isinstance(top, ResultsScene):
            return top
        if isinstance(top, PassScene):
            driver.click(top.button)
        elif isinstance(top, KrutroykTable) and top.at_end:
            return top
        elif isinstance(top, KrutroykTable) and top.human_to_act() is not None and top.legal():
            player.act(top)
        else:
            driver.frames(1)
    raise AssertionError("the episode did not end")


def start_two_people_and_an_ai(driver, monkeypatch, seed: int) -> KrutroykTable:
    monkeypatch.setattr("game.ui.scenes.setup.random.SystemRandom", lambda: random.Random(seed))
    driver.app.settings.lessons_offered.append("krutroyk")  # the guided first game was offered before
    setup = open_setup(driver, "krutroyk")
    while len(setup.rows) > 3:
        driver.click(setup.rows[-1][2])
    kind = setup.rows[1][1]
    driver.step_to(kind, ("human", "normal"))
    driver.click(driver.button("Start"))
    table = driver.app.stack.top
    if isinstance(table, PassScene):
        table = table.table
    assert isinstance(table, KrutroykTable)
    assert [s.kind for s in table.match.seats] == ["human", "human", "ai"]
    return table


@pytest.mark.parametrize("seed", [1, 2])
def test_a_whole_episode_with_two_people_and_an_ai(driver, monkeypatch, tmp_path, seed):
    monkeypatch.setattr("game.userdirs.data_dir", lambda: tmp_path / "data")
    table = start_two_people_and_an_ai(driver, monkeypatch, seed)
    player = Player(driver)
    end = play(driver, player)
    assert end is table and table.at_end and table.match.state.is_terminal()
    story = table.view["story"]
    told = [e["text"] for e in story if e["kind"] == "narration" and e["who"] in (0, 1) and e["text"]]
    assert told and set(told) <= set(player.typed)
    assert any(e["kind"] == "narration" and e["who"] == 2 and e["text"] for e in story)  # the AI narrated
    assert any(e["kind"] == "narration" and e["skipped"] for e in story)
    assert any(e["kind"] == "duel" for e in story)
    assert player.secret_checks >= 2  # people chose in duels, each behind the pass screen
    assert {e["who"] for e in story if e["kind"] == "narration" and e["text"] in player.typed} == {0, 1}
    # Every paragraph and event is in the scrolling log, and the log can be read back from the top.
    assert len(table.story_box.paragraphs) >= len(story)
    table.story_box.offset = 0
    driver.frames(1)
    driver.click(find(table, "Save the story"))
    files = list((tmp_path / "data" / "stories").glob("krutroyk-*.txt"))
    assert len(files) == 1
    text = files[0].read_text(encoding="utf-8")
    assert player.typed[0] in text and "narrated without typing" in text
    assert any(str(files[0]) in notice for notice in (n.text for n in driver.app.notices))
    driver.click(find(table, "See the results"))
    assert isinstance(driver.app.stack.top, ResultsScene)


def opening_duel_table(driver) -> KrutroykTable:
    """Two people and an AI at the table, roles made, the opening duel about to be chosen."""
    info = all_games()["krutroyk"]
    seats = [Seat("Astrid", "human"), Seat("Bjørn", "human"), Seat("Karin", "ai", "normal")]
    match = Match(info, {}, seats, seed=4)
    while match.state.phase == ROLES:
        match.apply(next(a for a in match.state.legal_actions() if a.kind == "pick"))
    assert match.state.phase == CHOOSING
    table = KrutroykTable(driver.app, match)
    driver.app.push(table)
    driver.frames(1)
    return table


def test_no_secret_duel_choice_reaches_the_other_person(driver):
    table = opening_duel_table(driver)
    pass_screen = driver.app.stack.top
    assert isinstance(pass_screen, PassScene) and pass_screen.seat == 0
    assert table.view["duel"]["my_choice"] is None and table.viewer() is None
    driver.click(pass_screen.button)
    assert table.viewer() == 0 and table.view["duel"]["chosen"] == []
    driver.click(find(table, f"Shoot {table.view['role_names'][1]}"))
    # Astrid chose; the device goes to Bjørn, and neither the pass screen nor his table shows her choice.
    assert isinstance(driver.app.stack.top, PassScene) and driver.app.stack.top.seat == 1
    assert table.viewer() is None and table.view["duel"]["my_choice"] is None
    driver.click(driver.app.stack.top.button)
    assert table.viewer() == 1
    duel = table.view["duel"]
    assert duel["chosen"] == [0] and duel["my_choice"] is None
    assert table.match.state.duel.choices[0] == 1  # the choice is made, only hidden from view
    shown = repr(table.view)
    assert "'choices'" not in shown and not table.view["duels"]
    labels = [getattr(w, "label", "") for w in table.controls.widgets]
    assert labels and all(label.startswith("Shoot") for label in labels)
    assert labels == ["Shoot into the air", f"Shoot {table.view['role_names'][0]}",
                      f"Shoot {table.view['role_names'][2]}", "Shoot yourself"]
    assert all("Shoot" not in line or "secret" in line for line in table.log)
    driver.click(find(table, "Shoot into the air"))
    assert table.match.state.duel is not None or table.match.state.duels  # the AI's choice comes next


def test_a_skipped_draw_shows_the_outcome_with_its_rules(tmp_path):
    app = make_app(tmp_path, animation="normal")
    app.home()
    driver = Driver(app)
    table = opening_duel_table(driver)
    for _ in (0, 1):
        driver.click(driver.app.stack.top.button)
        driver.click(find(table, "Shoot into the air"))
    driver.until(lambda: table.duel_draw.playing)
    assert table.duel_draw.playing and table.stale_view
    driver.click_at((640, 300))  # a click skips the draw
    driver.frames(2)
    assert not table.duel_draw.playing
    record = table.view["last_duel"]
    assert record is not None and table.shown_outcome() == record
    title, lines = words.outcome_lines(record, table.role_names())
    rules = {fate["text"] for fate in record["fates"].values()}
    assert all(any(rule in text for text, _, _ in lines) for rule in rules)
    pygame.quit()


def test_a_written_trait_with_spaces_does_not_roll_the_die(driver):
    info = all_games()["krutroyk"]
    match = Match(info, {}, [Seat("Astrid", "human"), Seat("Karin", "ai", "normal")], seed=2)
    table = KrutroykTable(driver.app, match)
    driver.app.push(table)
    driver.frames(1)
    driver.click(table.trait_field)
    for char in "Doc Holliday":
        if char == " ":
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
        type_text(driver, char)
    press(driver, pygame.K_RETURN)
    role = match.state.roles[0]
    assert role["name"] == {"text": "Doc Holliday", "entry": None, "rolled": False}
    assert match.state.rolling == "" and len(match.actions) == 1
    # Space with the field not in focus rolls the die for the next trait.
    press(driver, pygame.K_SPACE)
    driver.until(lambda: len(match.actions) >= 3)  # the die falls once the roll is on disk
    assert match.actions[1].kind == "roll" and role["occupation"]["rolled"]


@pytest.mark.parametrize(("language", "table_row", "answer", "prompt"), [
    ("sv", "6. Grønskolling — gröngöling", ["Lägg dig: ta anten, utmanaren berättar", "Syna 1 ur högen"],
     "Astrid, Bjørn utmanade dig: lägg dig eller syna."),  # no stack dollar is left to raise with
    ("nb", "6. Grønnskolling", ["Jekk deg: ta anten, utfordreren forteller", "Syn 1 fra stabelen"],
     "Astrid, Bjørn utfordret deg: jekk deg eller syn."),
])
def test_the_saloon_speaks_svenska_and_norsk(driver, language, table_row, answer, prompt):
    from game.i18n import set_language

    set_language(language)
    info = all_games()["krutroyk"]
    match = Match(info, {}, [Seat("Astrid", "human"), Seat("Bjørn", "ai", "normal"), Seat("Karin", "ai", "normal")],
                  seed=4)
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "pick"))
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "pick"))
    table = KrutroykTable(driver.app, match)
    driver.app.push(table)
    driver.frames(1)
    assert find(table, table_row) is not None  # the role table: the source's words, and ours where they differ
    driver.app.pop()
    while match.state.phase == ROLES:
        match.apply(next(a for a in match.state.legal_actions() if a.kind == "pick"))
    for kind in ("air", "self", "self"):  # Astrid wins the opening duel
        match.apply(Action(kind))
    while match.state.phase.name == "present":
        match.apply(Action("skip"))
    match.apply(Action("narrate", ("I rode into Dodge.",)))
    match.apply(Action("challenge", ("pocket",)))
    table = KrutroykTable(driver.app, match)
    driver.app.push(table)
    driver.frames(2)
    assert [w.label for w in table.controls.widgets] == answer
    assert words.prompt(table.view, table.seat_names(), True) == prompt
    assert "I rode into Dodge." in [p.text for p in table.story_box.paragraphs]


class PlacesSeen(Player):
    """Plays like Player, and notes where each decision's buttons stand."""

    LETTING_BE = ("pass", "fold", "stand", "stay_out", "air")

    def __init__(self, driver) -> None:
        super().__init__(driver)
        self.places: dict[tuple, set[tuple]] = {}

    def act(self, table: KrutroykTable) -> None:
        if table.view["phase"] in ("challenge", "bidding", "duel_choose"):
            table.refresh_controls()
            for action in table.legal():
                if action.kind == "raise":
                    continue
                label = table.move_label(action)
                button = next(w for w in table.controls.widgets if getattr(w, "label", None) == label)
                key = ("let it be",) if action.kind in self.LETTING_BE else (
                    action.kind, *action.args, table.viewer() if action.kind == "shoot" else None)
                self.places.setdefault(key, set()).add(tuple(button.screen_rect()))
        super().act(table)


@pytest.mark.parametrize("seed", [1, 2])
def test_decision_buttons_keep_their_places(driver, monkeypatch, tmp_path, seed):
    """Letting the story go on, folding, standing and shooting into the air share one place; every other move
    has its own place, the same at every decision."""
    monkeypatch.setattr("game.userdirs.data_dir", lambda: tmp_path / "data")
    table = start_two_people_and_an_ai(driver, monkeypatch, seed)
    player = PlacesSeen(driver)
    play(driver, player)
    assert ("let it be",) in player.places and len(player.places) >= 3
    for key, rects in player.places.items():
        assert len(rects) == 1, (key, rects)
    assert table.match.state.is_terminal()


def test_the_challenged_narrators_prompt_offers_only_the_answers_it_has():
    """The prompt names fold, call and raise only when the narrator's stack can pay them (the buttons it gets)."""
    from functools import partial

    from game.ai import bot_for
    from game.engine.match import Match
    from game.engine.registry import get_game
    from game.engine.seats import Seat
    from game.session.session import TableSession
    from game.ui.tables.krutroyk.words import prompt

    info = get_game("krutroyk")
    seen: set[tuple[bool, bool]] = set()
    for seed in range(40):
        seats = [Seat(f"P{i}", "ai", "easy") for i in range(3)]
        session = TableSession(Match(info, {}, seats, seed), partial(bot_for, info))
        for _ in range(3000):
            if session.is_over():
                break
            seat = session.to_act()
            view = session.view(seat) if seat >= 0 else None
            if view is not None and view["phase"] == "bidding" and not view["bidding"]["answered"]:
                kinds = {a.kind for a in session.legal()}
                words = prompt(view, [s.name for s in seats], True)
                offered = ("call or raise." in words, "or call." in words, "so you fold" in words)
                assert offered == ("raise" in kinds, "call" in kinds and "raise" not in kinds,
                                   kinds == {"fold"}), (words, kinds)
                seen.add(offered)
            session.advance()
    assert len(seen) >= 2  # the seeds met more than one kind of answer


def test_each_duel_choice_says_what_it_does_as_the_rules_decide_it():
    """The tips agree with the rules' fates: checked against every two-duellist draw."""
    from game.engine.state import Action
    from game.games.krutroyk.duel_outcomes import AIR, SELF, fates
    from game.ui.tables.krutroyk.words import choice_tip

    names = ["Ann", "Bo"]
    assert "if nobody shoots at you" in choice_tip(Action("air"), names)
    assert "turns back" in choice_tip(Action("self"), names) and "your own hand" in choice_tip(Action("self"), names)
    assert choice_tip(Action("shoot", (1,)), names).startswith("At Bo: Bo falls, unless Bo shot themself")
    assert choice_tip(Action("fold"), names) == ""
    # What the tips claim, for Ann (seat 0) against every choice of Bo's:
    won = {"shot_self_and_was_shot", "unharmed"}
    assert fates({0: AIR, 1: AIR})[0] in won and fates({0: AIR, 1: 0})[0] not in won  # air: safe unless shot at
    assert fates({0: SELF, 1: 0})[0] in won and fates({0: SELF, 1: AIR})[0] not in won  # self: the gamble
    assert fates({0: 1, 1: SELF})[0] not in won and fates({0: 1, 1: AIR})[1] not in won  # a shot: back if self


def test_a_seats_pocket_and_stack_say_what_they_are_for_under_the_pointer(tmp_path):
    from game.engine.match import Match
    from game.engine.registry import get_game
    from game.engine.seats import Seat
    from game.ui.tables import table_for
    from game.ui.tables.krutroyk import felt
    from game.ui.theme import layout
    from tests.ui.conftest import make_app

    app = make_app(tmp_path)
    app.home()
    table = table_for(app, Match(get_game("krutroyk"), {}, [Seat("Ann"), Seat("Bo", "ai", "easy")], 1))
    app.push(table)
    box = felt.seat_boxes(2)[1]
    for place in ("pocket", "stack"):
        point = layout.point(*felt.pile_at(box, place))
        assert table.pile_under(point) == place
    assert table.pile_under(layout.point(1000, 300)) is None  # the story is no pile
    assert "count for nothing at the end" in words_tip("pocket") and "richest stack wins" in words_tip("stack")
    pygame.quit()


def words_tip(place: str) -> str:
    from game.ui.tables.krutroyk.words import pile_tip

    return pile_tip(place)
