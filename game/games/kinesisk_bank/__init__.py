"""Kinesisk bank: bets on six squares, six dice, and a bank that pays 8, 16 or 32 times."""

from game.engine.registry import GameInfo, load_header
from game.games.kinesisk_bank.ai import BankBot
from game.games.kinesisk_bank.rules import BankRules, BankState


def game_info() -> GameInfo:
    header, node = load_header("kinesisk_bank")
    rules = BankRules.from_data(node)
    return GameInfo(
        key="kinesisk_bank", name=header.name, native_name=header.native_name, summary=header.summary,
        min_players=header.min_players, max_players=header.max_players, options=header.options,
        new_state=lambda n, options: BankState(n, options, rules),
        make_bot=BankBot,
        rules_file=header.rules_file, decisions=header.decisions,
        data=rules,
    )
