"""PyInstaller hook for Babel, in place of the stock one: only the locale data of the client's languages (and
their parents) goes into the build, not all 1,000 locales (30 MB no screen reads)."""

import os
from datetime import datetime

import babel.localedata
from babel.dates import format_datetime
from babel.numbers import format_decimal, get_decimal_symbol, get_group_symbol
from PyInstaller.utils.hooks import collect_data_files

from game.i18n import NUMBER_LOCALES

# Whatever the program asks Babel for, asked once in each language, loads exactly the files it needs.
for locale in set(NUMBER_LOCALES.values()):
    format_decimal(1695.4, locale=locale)
    get_decimal_symbol(locale), get_group_symbol(locale)
    format_datetime(datetime(2026, 11, 24, 14, 5), "d MMM y HH:mm", locale=locale)
NEEDED = {f"{name}.dat" for name in babel.localedata._cache}  # the locales Babel has loaded, parents included

datas = [(path, folder) for path, folder in collect_data_files("babel")
         if not folder.replace("\\", "/").endswith("locale-data") or os.path.basename(path) in NEEDED]

# As in the stock hook: unpickling root.dat needs these modules.
hiddenimports = ["babel.dates", "babel.localedata", "babel.plural", "babel.numbers"]
