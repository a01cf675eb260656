"""Kinesisk bank: bets on six squares, six dice, and a bank that pays 8, 16 or 32 times."""

from functools import partial

from game.engine.registry import GameInfo, load_header
from game.games.kinesisk_bank.advice import advise
from game.games.kinesisk_bank.ai import BankBot
from game.games.kinesisk_bank.rules import BANK_ROLE, BankRules, BankState


def game_info() -> GameInfo:
    header, node = load_header("kinesisk_bank")
    rules = BankRules.from_data(node)
    return header.game_info("kinesisk_bank", lambda n, options: BankState(n, options, rules), BankBot, data=rules,
                            first_seat_role=BANK_ROLE, advise=partial(advise, rules=rules))
