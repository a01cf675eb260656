"""Every test runs headless, in English, with its per-user folders in a temporary place."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# A table hosted in a test listens on the loopback only (game.ui.hosting reads this when it is imported).
os.environ.setdefault("SPELBORDET_LISTEN", "127.0.0.1")

import pytest  # noqa: E402


def pytest_configure(config):
    """The catalogues as the program reads them: `make` compiles them, and a bare `pytest` after a change to a
    .po file must not test the old ones. Done once, before the xdist workers start."""
    if not hasattr(config, "workerinput"):
        from tools.catalogues import compile_all

        compile_all(quiet=True)


@pytest.fixture(autouse=True, scope="session")
def loopback_only():
    """A table joined in a test (typed by the monkey, too) is on this computer: no other host is ever looked up."""
    from game.net import lan, link

    link.ALLOWED_HOSTS = frozenset({"127.0.0.1", "localhost"})
    lan.INTERFACES = ["127.0.0.1"]  # tables are announced and looked for on the loopback only


@pytest.fixture(autouse=True)
def user_folders(tmp_path, monkeypatch):
    """Saves and settings go to a temporary folder, never to the real user's."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return tmp_path


@pytest.fixture(autouse=True)
def english(monkeypatch):
    """Tests read the client in English whatever the machine's locale; a test of another language sets it."""
    from game.i18n import SOURCE_LANGUAGE, set_language

    monkeypatch.setenv("LANGUAGE", "en")  # an App whose settings follow the system speaks English too
    set_language(SOURCE_LANGUAGE)
    yield
    set_language(SOURCE_LANGUAGE)
