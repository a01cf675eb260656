"""Dates and times as the client's language writes them ("24 Nov 14:05", "24 nov. 14:05")."""

from __future__ import annotations

from datetime import datetime

from game.i18n import NUMBER_LOCALES, language


def local_time(when: float, pattern: str) -> str:
    """`when` (seconds since the epoch) in the local time zone, by a CLDR `pattern` in the client's language."""
    from babel.dates import format_datetime  # late: Babel's tables load when a date is first shown

    return format_datetime(datetime.fromtimestamp(when), pattern, locale=NUMBER_LOCALES[language()])


def short_time(when: float) -> str:
    """Day, month and time: "24 Nov 14:05"."""
    return local_time(when, "d MMM HH:mm")


def day_month_year(when: float) -> str:
    return local_time(when, "d MMM y")
