"""Kalahen's guided first game says what the table shows: each seeded fact a step speaks of (the red forest marker,
the monster's strength, the dice thrown, the scroll won) is on the table when the step is shown."""

from __future__ import annotations

import pygame

from tests.ui.test_lessons import open_lesson, settled


def faces(table) -> list[int]:
    return [die["face"] for die in table.view["fight"]["dice"]]


def test_each_step_speaks_of_what_the_table_shows(tmp_path):
    driver, table = open_lesson(tmp_path, "kalahen")
    me = lambda: table.view["champions"][0]  # noqa: E731 - read at each step
    checks = {
        4: lambda: table.view["danger"]["forest"] == "red" and me()["lp"] == 12 and me()["pos"] == "A",
        5: lambda: me()["lp"] == 11 and table.view["danger"]["forest"] == "green",  # the walk cost 1 LP
        7: lambda: table.view["fight"]["strength"] == 7,  # "The monster's strength is 7."
        8: lambda: "yellow" in [a.args[0] for a in table.my_actions()],
        10: lambda: faces(table) == [4, 2, 2],  # a numeral 1 and two 2-pips: 4 − 1 = 3, doubled 6
        12: lambda: faces(table) == [2, 2, 2] and table.view["fight"]["factor"] == 2,  # 6, doubled 12
        13: lambda: [(c["kind"], c.get("formula"), c.get("stars")) for c in me()["cards"]] == [("scroll", "E", 1)],
    }
    lesson = table.guide.lesson
    try:
        for index, step in enumerate(lesson.steps):
            driver.until(lambda index=index: settled(table, index), 120)
            driver.frames(1)
            check = checks.get(index + 1)
            assert check is None or check(), f"step {index + 1} does not match the table: {step.say}"
            if step.do is None:
                driver.click(table.guide.next_button)
                continue
            for name in step.point:
                driver.click_at(table.lesson_target(name).center)
                driver.frames(2)
            driver.until(lambda index=index: table.guide is None or table.guide.index > index, 30)
        assert table.guide is None
    finally:
        pygame.quit()
