"""Temporary."""
from game.ai.base import RandomBot


def make_bot(level: str):
    return RandomBot()
