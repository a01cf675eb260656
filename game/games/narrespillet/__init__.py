"""Narrespillet (the Fool's Game): a placement game with the 78-card tarot deck for 2–6 players.

cards.py      the deck: card numbers, houses, ranks, trumps and their names
data.py       the rule data from rules_data/narrespillet.yaml, checked
placements.py what may lie on a battlefield, its kind and ranking, the tie rules
table.py      where every card lies in a round, and what is known of closed hands
state.py      the game state: rounds, turns, the task queue, the end of a round and of the game
draws.py      drawing, Justice's refills and the vote on turning the discard pile
fool.py       the Fool's reaction window
trumps.py     the trumps played for their effect, and the Star's, Moon's and Sun's calls
view.py       what each seat may see, and determinizations for the AI
describe.py   log lines
ai.py         the rule-based player and the search levels
"""

from game.engine.registry import GameInfo, load_header
from game.games.narrespillet.ai import make_bot
from game.games.narrespillet.data import NarreRules
from game.games.narrespillet.state import NarreState


def game_info() -> GameInfo:
    header, node = load_header("narrespillet")
    rules = NarreRules.from_data(node)
    return header.game_info("narrespillet", lambda n, options: NarreState(n, options, rules), make_bot,
                            hidden_information=True, data=rules)
