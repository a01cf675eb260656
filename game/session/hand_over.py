"""Who has a shared screen: the rules every table with several people at one screen keeps, whether this computer
plays the game (game.session.session) or each person's seat is at a networked table (game.session.shared_screen)."""

from __future__ import annotations


def hides_from_others(hidden_information: bool, people: list[int]) -> bool:
    """Whether people sharing one screen must not see each other's side (hands, rings, choices)."""
    return hidden_information and len(people) > 1


def screen_seat(hidden_information: bool, people: list[int], holder: int | None) -> int | None:
    """The seat whose private side a shared screen shows, when `holder` has it: the one person at the table when
    nothing is hidden from others, else the holder (None: public information only)."""
    if not hidden_information and people:
        return people[0] if len(people) == 1 else holder
    return holder


def hand_over_to(hidden_information: bool, people: list[int], person_to_act: int | None,
                 holder: int | None) -> int | None:
    """The person who must take a shared screen before the table goes on (the one to act, when the game hides
    things and someone else has the screen); None when nobody must."""
    if not hides_from_others(hidden_information, people):
        return None
    return person_to_act if person_to_act is not None and holder != person_to_act else None
