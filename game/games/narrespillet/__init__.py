"""Narrespillet (the Fool's Game): a placement game with the 78-card tarot deck for 2–6 players.

cards.py        the deck: card numbers, houses, ranks, trumps and their names
data.py         the rule data from rules_data/narrespillet.yaml, checked (with the trumps that take part in placements)
placements.py   what may lie on a battlefield, its kind and ranking, the tie rules
card_places.py  where every card lies in a round, and what is known of closed hands
at_hand.py      which cards an entity has at hand, and which of them it may place (the Chariot's trumps)
told.py         the card moves the rules tell while a match listens (events), and the places they name
tasks.py        the turn flow's tasks (small frozen dataclasses) and the kinds of decision it waits for
core.py         the round's data and the operations the rules use: taking, discarding, drawing, queueing, asking
draws.py        drawing up to the hand limit, and the vote on turning the discard pile
fool.py         the Fool's reaction window
sight.py        what the rule-based player looks at, from a view or from a state in the search's playouts
trump_book.py   each trump as one record: its choices, effect, words, help text and worth to the rule-based player
trumps.py       the trumps played for their effect (by their records), the Demons driven out, and the calls
describe.py     the words of a move, with the players' names
view_types.py   the typed shape of a seat's view
seat_view.py    what each seat may see, and determinizations for the AI
refusals.py     why a placement is refused, told from the mover's view (for the table)
turn_flow.py    the turn flow: the task queue and its handlers, the turn boundaries, the end of a round
inline_turns.py the turn flow's common steps carried out inline, for the search's playouts (a twin of turn_flow.py's)
state.py        the game state: the decision tables, the legal moves, the protocol
valuation.py    what cards and placements are worth to the rule-based player
quick_choice.py the rule-based player's turn move and call found fast, for the search's playouts (twins of
                policy.py's choices)
policy.py       the rule-based player: its scores and choices, and its moves inside the search's playouts
playout.py      the search's playouts, played on the state through its inline turn flow (the same moves as the
                search's own loop with policy.playout_move)
lean_playout.py the playouts the search plays: playout.py's moves with the common steps carried out inline
ai.py           the easy level and the search levels
reasons.py      why a move is good, in a player's words, read from the seat's view (for hints)
advice.py       the hint: the hard level's search within the hint's time, and its reason

Imports go one way, down this list's dependencies: state.py builds on all the modules above it, and none of
them imports it; valuation.py, quick_choice.py, policy.py, the playouts and ai.py use a state only through its
methods.
"""

from game.engine.registry import GameInfo, load_header
from game.games.narrespillet.advice import advise
from game.games.narrespillet.ai import make_bot
from game.games.narrespillet.data import NarreRules
from game.games.narrespillet.state import NarreState


def game_info() -> GameInfo:
    header, node = load_header("narrespillet")
    rules = NarreRules.from_data(node)
    return header.game_info("narrespillet", lambda n, options: NarreState(n, options, rules), make_bot,
                            hidden_information=True, data=rules, advise=advise)
