"""Narrespillet's turn flow for the search's playouts: a turn's move with the turn flow's common steps carried out
inline (who is done, the draw up to the hand limit, extra turns, the next regular turn) rather than through
turn_flow.py's task queue, and the rarer steps handed back to its handlers. It is the quick twin of playing the
move's Action through the queue: tests/games/narrespillet/test_playout.py plays both side by side (playout.py
against the search's own loop, lean_playout.py against playout.py) and compares every card, the queue and the
decision pending after each action.
"""

from __future__ import annotations

from game.engine.state import JsonScalar
from game.games.narrespillet import draws, fool, trumps
from game.games.narrespillet.tasks import Ask, Decide, FoolWindow
from game.games.narrespillet.turn_flow import _AFTER_TURN, _END_TURN, _TURN_ASKS, TurnFlow, _demons_cycle


class InlineTurns(TurnFlow):
    def play_turn(self, entity: int, kind: str, args: tuple[JsonScalar, ...]) -> None:
        """A legal move on the entity's turn, with nothing queued: as _apply with its Action, with the turn
        flow's usual steps carried out inline rather than through the task queue: who is done (EndTurn), the
        draw up to the hand limit (Fill, draws.fill), the extra turns (AfterTurn) and the turn boundary. What
        is rarer (a vote on turning the pile, an extra turn, the Hermit's offer) goes back to those steps'
        own handlers. The search's playouts take their turns so (playout.py)."""
        self._legal = None
        self.ask = None
        table = self.table
        hand = table.hand[entity]
        if kind == "discard" and args[0] in hand:
            card = int(args[0])
            hand.remove(card)
            table.forget(card)
            table.discard.append(card)
        else:
            self._do_turn(entity, kind, args)
        tasks = self.tasks
        if tasks:  # what the move queued (the Fool's window, the Wheel's draws, a call) comes first
            if len(tasks) == 1 and type(tasks[0]) is FoolWindow:
                fool.open_window(self, tasks.pop())  # type: ignore[arg-type]
                if self.ask is not None:
                    tasks.append(_END_TURN[entity])
                    return
            else:
                tasks.append(_END_TURN[entity])
                self._run()
                return
        self.finish_turn(entity)

    def finish_turn(self, entity: int) -> None:
        """The rest of the entity's turn once its move is made and nothing is queued (play_turn, the search's
        lean playouts): who is done, the draw up to the hand limit, extra turns and the turn boundary, with the
        common steps inline; the vote on turning the pile, extra turns, the Hermit's offer and the end of the
        round go to their own handlers."""
        table = self.table
        done, fields = table.done, table.fields
        demons_active = table.demons_active
        active = self._with_demons if demons_active else self._players  # self.active()
        left = False  # anyone not done (the turn boundary's check: only check_done changes who is done)
        for x in active:  # check_done
            if not done[x]:
                if None not in fields[x]:
                    done[x] = True
                    self.clear_table_of(x)
                else:
                    left = True
        demons = self.num_players
        deck = table.deck
        if table.justice_owner >= 0 and len(table.justice) < table.justice_size and deck and not table.death:
            self.refill_justice()
        if not done[entity] and (entity != demons or (demons_active and not table.demons_handless)):
            hand = table.hand[entity]
            strength = table.strength[entity]
            rules = self.rules
            limit = rules.hand_limit + (rules.strength_closed if strength == 0 else 0)
            if len(hand) < limit and deck:
                while len(hand) < limit and deck:
                    hand.append(deck.pop())
                if entity != demons:
                    table.not_in[entity].clear()
            if strength == 1:
                opens, most = table.opens[entity], rules.strength_open
                while len(opens) < most and deck and len(hand) >= limit:
                    opens.append(deck.pop())
            if len(hand) < limit or (strength == 1 and len(table.opens[entity]) < rules.strength_open):
                if table.death or table.refused or not table.discard:  # draws.fill would give up (pile_for)
                    self.deck_not_turned()
                else:
                    fill, after = _AFTER_TURN[entity]
                    draws.fill(self, fill)  # the deck ran out: the pile is asked for
                    if self.ask is not None or self.chance:
                        self.tasks.append(after)
                        return
        if done[entity] or (entity == demons and not table.demons_active):  # AfterTurn
            self.extra_turns[entity] = 0
            self.justice_offer = -1
        elif self.extra_turns[entity] > 0 or self.justice_offer == entity:
            self._after_turn(_AFTER_TURN[entity][1])
            return
        if not self.hermit_offered and table.hermit is not None:
            self._boundary()
            return
        if not left:  # the turn boundary: everyone is done (nothing changed on the battlefields since check_done)
            self._end_round()
            return
        key = (demons, table.demons_active, table.demons_owner, self.regular)
        order = _ORDER.get(key) or _order(*key)
        for x, ask in order:
            if not done[x]:
                self.regular = x
                self.hermit_offered = False  # _start_turn, inline
                self.ask = ask
                return
        raise AssertionError("no entity left to move")

    def play_call(self, entity: int, card: int) -> None:
        """As _apply with the call of this card (the search's playouts)."""
        self._legal = None
        self.ask = None
        trumps.call_card(self, entity, card)
        self._run()

    def play_wheel_discard(self, entity: int, card: int) -> None:
        """As _apply with this discard after the Wheel of Fortune (the search's playouts)."""
        self._legal = None
        self.ask = None
        self.discard_after_wheel(entity, card)
        self._run()


# A fixed size: (players, Demons in play, their owner, seat) takes a few hundred values at most.
_ORDER: dict[tuple[int, bool, int, int], tuple[tuple[int, Ask], ...]] = {}


def _order(players: int, demons_active: bool, demons_owner: int, regular: int) -> tuple[tuple[int, Ask], ...]:
    """The entities in the order TurnFlow._next_regular tries them after `regular`, each with the ask of its
    turn (as _start_turn makes it)."""
    cycle = _demons_cycle(players, demons_owner) if demons_active else tuple(range(players))
    start = cycle.index(regular) + 1 if regular in cycle else cycle.index(demons_owner)
    found = []
    for k in range(len(cycle)):
        x = cycle[(start + k) % len(cycle)]
        seat = x if x < players else demons_owner
        ask = _TURN_ASKS.get((seat, x))
        if ask is None:
            ask = _TURN_ASKS[(seat, x)] = Ask(Decide.TURN, seat, x)
        found.append((x, ask))
    _ORDER[(players, demons_active, demons_owner, regular)] = tuple(found)
    return tuple(found)
