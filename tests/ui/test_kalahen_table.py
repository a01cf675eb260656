"""Kalahen's map table played by clicks: a whole game against AI seats, the lit circles, the dice tray."""

from __future__ import annotations

import copy
import random

import pygame
import pytest

from game import i18n
from game.engine.events import Event
from game.engine.match import Match
from game.engine.registry import all_games
from game.engine.seats import Seat
from game.ui.scenes.results import ResultsScene
from game.ui.tables import TABLES
from game.ui.tables.kalahen.markers import GLOW, pawn_spots
from game.ui.tables.kalahen.table import CHAMPS_BOX, KalahenTable
from game.ui.theme import layout
from tests.ui.conftest import Driver, make_app


def start(driver: Driver, seed: int, ais: int = 2, **options) -> KalahenTable:
    info = all_games()["kalahen"]
    given = {"round_limit": 20, **options}
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "ai", "easy") for i in range(1, ais + 1)]
    match = Match(info, info.resolve(given), seats, seed)
    table = TABLES["kalahen"](driver.app, match)
    driver.app.push(table)
    return table


def buttons(table: KalahenTable) -> list:
    return [w for w in table.fight_controls.widgets + table.panel.group.widgets if w.visible and w.enabled]


def until_human(driver: Driver, table: KalahenTable, task: str | None = None, limit: int = 5000) -> bool:
    """Runs frames until the person must act (on `task`, choosing for them by clicks meanwhile)."""
    clicker = Clicker(driver, random.Random(1))
    for _ in range(limit):
        if isinstance(driver.app.stack.top, ResultsScene):
            return False
        if table.human_to_act() is not None and table.my_actions():
            if task is None or table.view["pending"]["task"] == task:
                return True
            clicker.act(table)
        else:
            driver.frames(1)
    raise AssertionError("the person never got to act")


class Clicker:
    """Plays the person's seat with the mouse: lit circles on the map, dice in the tray, panel buttons."""

    def __init__(self, driver: Driver, rng: random.Random) -> None:
        self.driver = driver
        self.rng = rng
        self.moves = self.rerolls = self.panel = 0

    def act(self, table: KalahenTable) -> None:
        d = self.driver
        task = table.view["pending"]["task"]
        self.check_reachable(table)
        reach = table.reachable()
        walks = [c for c, ways in reach.items() if any(w["how"] == "move" for w in ways)]
        if task == "turn" and table.selected is None and walks and self.rng.random() < 0.85:
            d.click_at(table.circle_point(self.rng.choice(walks)))
            self.moves += 1
            return
        if task == "reroll":
            for i in range(3):
                if self.rng.random() < 0.4:
                    d.click_at(table.tray.die_rects()[i].center)
            label = "Re-roll marked dice" if table.tray.mask() else "Keep these dice"
            d.click(next(b for b in buttons(table) if b.label == label))
            self.rerolls += 1
            return
        choices = buttons(table)
        assert choices, f"nothing to click for {task}"
        # Prefer what moves the game on, so it stays short; sometimes anything at all.
        eager = [b for b in choices if b.label.startswith(("Face the trial", "Give up", "End the turn", "Spend 1",
                                                          "Keep these", "Attack"))]
        d.click(self.rng.choice(eager if eager and self.rng.random() < 0.7 else choices))
        self.panel += 1


    @staticmethod
    def check_reachable(table: KalahenTable) -> None:
        """Every legal action is a lit circle, a panel button (on some page) or the dice tray's choice."""
        legal = {tuple(a.to_json()) for a in table.match.state.legal_actions()}
        offered = {tuple(a.to_json()) for a in table.panel.actions}
        offered |= {tuple(w["action"]) for ways in table.reachable().values() for w in ways}
        if table.view["pending"]["task"] == "reroll":
            offered |= {("stop",)} | {("reroll", mask) for mask in range(1, 8)}
        if table.selected is None:
            assert offered == legal, legal ^ offered


@pytest.fixture
def kdriver(tmp_path):
    app = make_app(tmp_path)
    app.home()
    yield Driver(app)
    pygame.quit()


def test_a_whole_game_by_clicks_against_two_ai_seats(kdriver):
    table = start(kdriver, seed=4)
    clicker = Clicker(kdriver, random.Random(4))
    for _ in range(60000):
        top = kdriver.app.stack.top
        if isinstance(top, ResultsScene):
            break
        if top is table and table.human_to_act() is not None and table.my_actions():
            clicker.act(table)
        else:
            kdriver.frames(1)
    else:
        raise AssertionError("the game did not end")
    state = table.match.state
    assert state.is_terminal()
    assert clicker.moves > 5 and clicker.panel > 5
    kinds = {a.kind for a, who in zip(table.match.actions, table.match.actors) if who == 0}
    assert {"move", "end"} <= kinds, kinds
    print(state.round, state.winner, [c.life for c in state.champions], sorted(kinds))


def test_reachable_circles_light_up_with_their_cost_and_a_click_goes(kdriver):
    table = start(kdriver, seed=2, floating=True)
    assert until_human(kdriver, table, "turn")
    state = table.match.state
    expected = {str(a.args[0]) for a in state.move_options(0)}
    assert set(table.reachable()) == expected
    here = state.champions[0].pos
    for circle, ways in table.reachable().items():
        for way in ways:
            if way["how"] == "move":
                road = state.rules.board.road_between(here, circle)
                assert way["lp_risk"] == (1 if state.danger[road.terrain] else 0)
            if way["how"] == "float":
                assert way["rings"] == 2
    # The glow is on the screen round a walkable circle.
    walk = next(c for c, ways in table.reachable().items() if any(w["how"] == "move" for w in ways))
    kdriver.frames(1)
    x, y = table.circle_point(walk)
    r = table.map_view().length(26)
    found = any(tuple(kdriver.app.screen.get_at((x + dx, y))[:3]) == GLOW for dx in range(r - 4, r + 5))
    assert found
    # A circle reached in several ways (walk, float, teleport) asks which; Back returns.
    kdriver.click_at(table.circle_point(walk))
    labels = [b.label for b in buttons(table)]
    assert any(label.startswith(f"Walk to {walk}") for label in labels)
    assert any(label.startswith(f"Float to {walk}") for label in labels)
    kdriver.click(next(b for b in buttons(table) if b.label.startswith("Back")))
    assert table.selected is None
    # A circle that cannot be reached does nothing.
    before = len(table.match.actions)
    far = next(c for c in state.rules.board.circles if c not in expected and c != here)
    kdriver.click_at(table.circle_point(far))
    assert len(table.match.actions) == before
    kdriver.click_at(table.circle_point(walk))
    kdriver.click(next(b for b in buttons(table) if b.label.startswith(f"Walk to {walk}")))
    assert table.match.actions[before].kind == "move" and table.match.actions[before].args == (walk,)


def test_dice_are_marked_by_clicks_and_only_those_are_thrown_again(kdriver):
    table = start(kdriver, seed=8)
    assert until_human(kdriver, table, "reroll", limit=40000)
    before = list(table.view["fight"]["dice"])
    rects = table.tray.die_rects()
    kdriver.click_at(rects[0].center)
    kdriver.click_at(rects[2].center)
    kdriver.click_at(rects[2].center)  # a second click takes the mark off
    assert table.tray.marked == [True, False, False]
    count = len(table.match.actions)
    kdriver.click(next(b for b in buttons(table) if b.label == "Re-roll marked dice"))
    assert table.match.actions[count].kind == "reroll" and table.match.actions[count].args == (1,)
    kdriver.until(lambda: table.match.state.fight and table.match.state.fight["throws"] >= 2)
    after = table.match.state.fight["dice"]
    assert after[1:] == [d["face"] for d in before][1:]
    assert table.tray.marked == [False, False, False]


def test_a_long_decision_list_pages_and_every_action_is_on_a_page(kdriver):
    from game.engine.state import Action
    from game.ui.tables.kalahen.decisions import DecisionPanel

    picked = []
    panel = DecisionPanel((772, 376, 498, 336), picked.append)
    actions = [Action("trap", (i, "mid"), f"Put a wandering monster on road {i}") for i in range(40)]
    panel.set(actions, "trap")
    seen = set()
    for _ in range(panel.pages()):
        shown = [w for w in panel.group.widgets if w.label.startswith("Put")]
        assert 0 < len(shown) <= panel.per_page()
        seen |= {w.label for w in shown}
        arrow = next(w for w in panel.group.widgets if w.label == "▶")
        panel.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=arrow.screen_rect().center, button=1))
    assert seen == {a.text for a in actions}
    first = panel.group.widgets[0]
    panel.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=first.screen_rect().center, button=1))
    assert picked and picked[0].kind == "trap"


def test_two_people_pass_the_device_and_duel_rings_stay_secret(kdriver):
    from game.ui.scenes.pass_device import PassScene

    info = all_games()["kalahen"]
    seats = [Seat("Ann"), Seat("Ben"), Seat("Bot", "ai", "easy")]
    match = Match(info, info.resolve({"round_limit": 20}), seats, 3)
    table = TABLES["kalahen"](kdriver.app, match)
    kdriver.app.push(table)
    clicker = Clicker(kdriver, random.Random(3))
    passes = secret_checks = 0
    for _ in range(60000):
        top = kdriver.app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, PassScene):
            kdriver.click(top.button)
            passes += 1
            continue
        if table.human_to_act() is not None and table.my_actions():
            seat = table.viewer()
            assert seat == table.match.state.current_player()
            for c in table.view["champions"]:  # another seat's hidden cards are not in the view
                assert ("cards" in c) == (c["seat"] == seat)
            if table.view["pending"]["task"] == "duel_rings":
                duel = table.view["duel"]
                assert set(duel["rings"]) <= {str(seat)}
                assert not any("Secretly choose" in line for line in table.log)
                secret_checks += 1
            clicker.act(table)
        else:
            kdriver.frames(1)
    else:
        raise AssertionError("the game did not end")
    assert passes >= 2
    assert secret_checks >= 1  # a duel between the two people happened, each choosing unseen


def test_a_far_circle_is_reached_by_teleport_and_the_rings_are_chosen_by_buttons(kdriver):
    table = start(kdriver, seed=2)
    assert until_human(kdriver, table, "turn")
    far = [c for c, ways in table.reachable().items() if [w["how"] for w in ways] == ["teleport"]]
    assert far and all(w["rings"] == 3 for c in far for w in table.reachable()[c])
    before = len(table.match.actions)
    kdriver.click_at(table.circle_point(far[0]))
    assert table.match.actions[before].kind == "teleport"
    assert table.view["pending"]["task"] == "pay"
    labels = [b.label for b in buttons(table)]
    assert labels and all(label.startswith("Give up a ") for label in labels)
    kdriver.click(buttons(table)[0])
    assert table.match.actions[before + 1].kind == "pay"


def test_a_pawn_walks_to_its_new_circle_and_a_click_skips_the_walk(tmp_path):
    app = make_app(tmp_path, animation="normal")
    app.home()
    driver = Driver(app)
    table = start(driver, seed=2)
    assert until_human(driver, table, "turn")
    here, spots = table.match.state.champions[0].pos, pawn_spots(table.board, table.view)
    walk = next(c for c, ways in table.reachable().items() if any(w["how"] == "move" for w in ways))
    driver.click_at(table.circle_point(walk))  # one road away: a walk is the only way there (no teleport)
    driver.until(lambda: table.view["champions"][0]["pos"] == walk)
    glide = table.glides[0]
    assert glide.end == pawn_spots(table.board, table.view)[0]
    # It sets off from where it stood (or from where it was sliding to, if another pawn just left its circle).
    assert abs(glide.start[0] - spots[0][0]) <= 30 and abs(glide.start[1] - spots[0][1]) <= 30
    assert here != walk
    driver.frames(3)  # part of the way: the pawn is between the two circles
    x, y = glide.point()
    assert min(glide.start[0], glide.end[0]) <= x <= max(glide.start[0], glide.end[0])
    assert glide.point() not in (glide.start, glide.end)
    driver.click_at((640, 700))  # a click skips the walk
    assert not table.glides


def test_pawns_walk_as_the_rules_tell_them_not_as_two_views_differ(tmp_path):
    """A pawn the view shows elsewhere with no move told is put there at once; a told move makes it walk from its
    old spot to its new one, and the pawn that shared the circle it left slides along the row to its new place."""
    app = make_app(tmp_path, animation="normal")
    app.home()
    driver = Driver(app)
    table = start(driver, seed=2)
    assert until_human(driver, table, "turn")
    table.glides.clear()
    before = copy.deepcopy(table.view)
    here = before["champions"][0]["pos"]
    before["champions"][1]["pos"] = here  # a second pawn beside the first, on its right
    after = copy.deepcopy(before)
    there = next(c for c in table.board.circles if c != here)
    after["champions"][0]["pos"] = there
    table.view_changed(before, after, [])
    assert not table.glides
    walked = Event("moved", "Ann goes", seat=0, piece="pawn", source=here, target=there, amount=1, cause="a walk")
    table.view_changed(before, after, [walked])
    old, new = pawn_spots(table.board, before), pawn_spots(table.board, after)
    assert (table.glides[0].start, table.glides[0].end) == (old[0], new[0])
    assert (table.glides[1].start, table.glides[1].end) == (old[1], new[1]) and old[1] != new[1]
    assert set(table.glides) == {0, 1}  # the third pawn, elsewhere, stays
    pygame.quit()


def two_people_meet(kdriver, at: str = "Ekby"):
    """Ann (castle A, to move) and Ben, who stands at `at`; a bot sits third. The table is on screen."""
    from game.engine.state import Action

    info = all_games()["kalahen"]
    seats = [Seat("Ann"), Seat("Ben"), Seat("Bot", "ai", "easy")]
    match = Match(info, info.resolve({}), seats, 5)
    match.play_chance()  # the deal
    match.apply(Action("markers", (0, 0, 0, 0)))
    for roll in (9, 1, 2):  # Ann starts
        match.apply(Action("roll", (roll,)))
    match.state.champions[1].pos = at
    table = TABLES["kalahen"](kdriver.app, match)
    kdriver.app.push(table)
    kdriver.frames(2)
    return table


def press(kdriver, table, start: str) -> None:
    kdriver.click(next(b for b in buttons(table) if b.label.startswith(start)))


def test_the_champion_already_there_is_asked_out_of_turn_after_a_pass_screen(kdriver):
    from game.ui.scenes.pass_device import PassScene

    table = two_people_meet(kdriver)
    assert isinstance(kdriver.app.stack.top, PassScene) and kdriver.app.stack.top.seat == 0
    kdriver.click(kdriver.app.stack.top.button)
    kdriver.click_at(table.circle_point("Ekby"))  # Ann walks to Ben
    assert table.view["pending"]["task"] == "attack" and table.viewer() == 0
    press(kdriver, table, "Leave them in peace")
    kdriver.frames(2)
    # Ben is asked now, in Ann's turn: the device goes to him first.
    top = kdriver.app.stack.top
    assert isinstance(top, PassScene) and top.seat == 1
    kdriver.click(top.button)
    assert table.viewer() == 1 and table.view["pending"]["out_of_turn"]
    assert "arrives on your circle" in table.status_line()
    assert {b.label for b in buttons(table)} == {"Attack Ann", "Leave them in peace"}
    press(kdriver, table, "Attack Ann")
    assert table.match.state.duel["attacker"] == 1 and table.match.state.turn_seat == 0


def test_the_header_counts_rounds_and_the_log_reads_back(kdriver):
    table = start(kdriver, seed=4)
    assert until_human(kdriver, table, "turn")
    assert table.status_line().startswith("Round ") and " of " not in table.status_line().split("·")[0]
    table.log_texts = [(f"line {i}",) * (len(table.match.seats) + 1) for i in range(40)]
    table.sync_log()
    kdriver.frames(1)
    box = table.log_box
    lines = (box.rect[3] - 16) / (box.paragraphs[0].size * 1.35)
    assert lines >= 8
    assert box.offset == box.max_offset() > 0  # the newest line in sight
    x, y, w, h = box.rect
    pygame.mouse.set_pos((int(x + w / 2), int(y + h / 2)))
    kdriver.app.stack.top.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    assert box.offset < box.max_offset() and box.newer_below()
    kdriver.key(pygame.K_END)
    assert box.offset == box.max_offset()


def test_the_trial_card_shows_the_event_the_schedule_gave(kdriver):
    """After a trial's roll the card on the map names the event the engine's schedule gave, from the view."""
    table = start(kdriver, seed=3)
    clicker = Clicker(kdriver, random.Random(2))
    for _ in range(20000):
        card = table.trial_card
        if card is not None and card["event"]:
            trial = table.view["last_trial"]
            assert trial is not None and (trial["seat"], trial["at"]) == (card["seat"], card["at"])
            assert card["event"] == trial["event"]
            assert any(f"'s trial at {card['at']}: {card['event']}" in line for line in table.view["log"])
            return
        if isinstance(kdriver.app.stack.top, ResultsScene):
            break
        if table.human_to_act() is not None and table.my_actions():
            clicker.act(table)
        else:
            kdriver.frames(1)
    raise AssertionError("no trial was thrown in the game")


@pytest.mark.parametrize("language, stay, round_word, hint", [
    ("sv", "Stanna här", "Runda ", "Klicka på en tänd cirkel"),
    ("nb", "Bli her", "Runde ", "Klikk på en opplyst sirkel"),
])
def test_the_table_speaks_svenska_and_norsk(tmp_path, language, stay, round_word, hint):
    """The header, the prompt, the buttons, the champions' panels and the log in the table's language."""
    app = make_app(tmp_path)
    i18n.set_language(language)
    app.home()
    driver = Driver(app)
    try:
        table = start(driver, seed=4)
        assert until_human(driver, table, "turn")
        driver.frames(2)
        assert table.status_line().startswith(round_word)
        assert hint in " ".join(table.prompt_lines())
        assert stay in [w.label for w in buttons(table)]
        assert all(not line.startswith("Champion") and " rolls " not in line for line in table.view["log"])
        assert any(item["text"].startswith(("Gå till", "Gå til", "Teletransport", "Teleporter"))
                   for item in table.view["reachable"])
    finally:
        pygame.quit()


def test_the_log_says_under_each_move_what_it_did_and_why_and_hides_what_the_seat_may_not_see(tmp_path):
    app = make_app(tmp_path)
    info = all_games()["kalahen"]
    seats = [Seat("Ann", "ai", "easy"), Seat("Bo", "ai", "easy"), Seat("Cy", "ai", "easy")]
    match = Match(info, info.resolve({"round_limit": 20}), seats, 3)
    table = TABLES["kalahen"](app, match)
    session = table.session
    while len(match.actions) < 150:
        session.advance()
    entries = table.log_lines()
    lines = [entry[0] for entry in entries]  # Ann's words
    # A life lost says how many and why, right under the move that cost it.
    lost = [line for line in lines if "LP (" in line and " loses " in line]
    assert lost and all("\n" in line and line.index("→") > line.index("\n") for line in lost)
    # Cards another champion takes from a chest are told to Ann face down: no card's name, just "a card".
    hidden = 0
    for played, entry in zip(session.played, entries, strict=True):
        for event in played.events:
            if event.kind == "moved" and event.seen_by is not None and 0 not in event.seen_by:
                assert event.text not in entry[0] and event.hidden_text in entry[0]
                hidden += 1
    assert hidden
    # A walk's own pawn move is not said twice: its line already says where it went.
    walks = [e for p, e in zip(session.played, entries, strict=True) if p.action.kind == "move"]
    assert walks and not any(" goes from " in entry[0] for entry in walks)
    pygame.quit()


def test_each_champions_last_move_stays_marked_until_its_next(kdriver):
    """A move made while the person looked away can still be followed: its way stays drawn on the map, from the
    circle left to the circle reached (a chain of moves, from the first to the last), until that champion moves
    again; a champion out of the game leaves no mark, and an undo takes the marks away."""
    driver, app = kdriver, kdriver.app
    table = start(driver, seed=2)
    assert until_human(driver, table, "turn")
    table.trails.clear()
    circles = list(table.board.circles)
    view = copy.deepcopy(table.view)

    def moved(seat: int, source: str, target: str) -> Event:
        return Event("moved", "goes", seat=seat, piece="pawn", source=source, target=target, amount=1, cause="x")

    table.view_changed(view, view, [moved(1, circles[0], circles[1]), moved(1, circles[1], circles[2])])
    assert table.trails == {1: (circles[0], circles[2])}
    table.view_changed(view, view, [moved(2, circles[3], circles[4])])
    assert table.trails == {1: (circles[0], circles[2]), 2: (circles[3], circles[4])}
    table.view_changed(view, view, [moved(1, circles[2], circles[5])])
    assert table.trails[1] == (circles[2], circles[5])
    table.view_changed(view, view, [moved(2, circles[4], "out")])
    assert set(table.trails) == {1}
    table.draw(app.screen)  # the marks draw
    table.after_undo()
    assert not table.trails


def test_a_click_on_a_circle_out_of_reach_says_why_beside_the_pointer(kdriver):
    from game.games.kalahen.action_parts import walk_to

    driver, app = kdriver, kdriver.app
    table = start(driver, seed=2)
    assert until_human(driver, table, "turn")
    here = table.view["champions"][0]["pos"]
    circle = next(c for c in table.board.circles if c != here and c not in table.reachable())
    point = table.circle_point(circle)
    moves = len(table.match.actions)
    driver.click_at(point)
    assert len(table.match.actions) == moves  # nothing was played
    (notice,) = [n for n in app.notices if n.at is not None]
    reason = table.match.state.refusal(walk_to(circle))
    assert notice.at == point and notice.text == reason[:1].upper() + reason[1:]
    assert reason and "not a legal move" not in reason  # the rules' own reason, not the protocol's fallback
    driver.frames(1)  # the reason is drawn beside the pointer


def test_a_champions_panel_spells_out_lp_gm_and_rings_on_hover(kdriver):
    driver = kdriver
    table = start(driver, seed=2)
    driver.frames(1)
    rules = table.match.info.data
    x, y, w, _h = CHAMPS_BOX
    point = layout.point(x + w / 2, y + 20)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(1)
    assert table.champion_under(point) == 0
    tip = table.figures_tip()
    assert "life points" in tip and "gold coins" in tip and f"below {rules.weak_below} LP" in tip
    assert f"a ring costs {rules.ring_price} GM" in tip
    assert table.champion_under(layout.point(400, 300)) is None  # the map is no panel
    i18n.set_language("sv")
    assert "livspoäng" in table.figures_tip() and "guldmynt" in table.figures_tip()
    i18n.set_language("en")
