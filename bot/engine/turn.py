"""Applying actions: the turn flow of R3-R8, returning the events that happened."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.actions import Action, Discard, Expand, Marry, SaleDecision
from bot.engine.board import LAND
from bot.engine.events import (
    CamelPlaced,
    CardKept,
    CardsDrawn,
    CardSold,
    Discarded,
    DiscardedCards,
    Drew,
    Event,
    GameOver,
    GoodsMarker,
    MarkerTaken,
    Married,
    Meeting,
    OfferClosed,
    Passed,
    Reshuffled,
    SaleOffer,
    SaleWindow,
    TileFromBag,
    TreasuryPaid,
    Turn,
)
from bot.engine.legal import can_take_turn, check_discard, check_expand, check_marry, check_sale
from bot.engine.rng import below, shuffle
from bot.engine.rule_error import RuleError
from bot.engine.scoring import END_STUCK, end_reason, winners
from bot.engine.state import EMPTY, Decision, GameState, RulesVersion


def apply_action(state: GameState, seat: int, action: Action) -> list[Event]:
    """Apply one seat's action in place; an illegal one raises RuleError and changes nothing."""
    if not _well_formed(seat, action):
        raise RuleError("R3.1", "unknown_action", "that is not an action of this game")
    events: list[Event] = []
    match action:
        case Marry(family):
            check_marry(state, seat, family)
            _close_offers(state, lambda d: d.player == seat, "acted", events)
            _marry(state, seat, family, events)
        case Expand(family, spaces):
            order = check_expand(state, seat, family, tuple(spaces))
            _close_offers(state, lambda d: d.player == seat, "acted", events)
            _expand(state, seat, family, order, events)
        case Discard(cards):
            decision = check_discard(state, seat, tuple(cards))
            _discard(state, decision, tuple(cards), events)
        case SaleDecision(card, sell):
            decision = check_sale(state, seat, card)
            _decide_sale(state, decision, sell, events)
    return events


def _whole(value: object) -> bool:
    """An int and not a bool (``True`` is an int to Python, not a family or a seat to the game)."""
    return type(value) is int


def _well_formed(seat: object, action: object) -> bool:
    """Whether the action is one of this game's, with the seat and its fields of the types the
    rules' checks compare: an action built from outside (a file, a test, a caller's mistake)
    with a text, a float or a None where a number or a yes/no belongs is refused like any
    illegal action, never half applied (a sale answered "no" as text would otherwise sell)."""
    if not _whole(seat):
        return False
    match action:
        case Marry(family):
            return _whole(family)
        case Expand(family, spaces):
            return _whole(family) and isinstance(spaces, tuple | list) and all(map(_whole, spaces))
        case Discard(cards):
            return isinstance(cards, tuple | list) and all(map(_whole, cards))
        case SaleDecision(card, sell):
            return _whole(card) and type(sell) is bool
    return False  # not an action at all


def start_play(state: GameState) -> list[Event]:
    """Announce the first turn (passing a first seat that cannot act, R3.2)."""
    events: list[Event] = []
    _settle_active(state, events)
    return events


def _marry(state: GameState, seat: int, family: int, events: list[Event]) -> None:
    player = state.players[seat]
    portion = state.board.families[family].portion
    player.money -= portion
    state.treasury[family] += portion
    state.tiles_left[family] -= 1
    player.tiles.append(family)
    player.tiles.sort()
    state.passes = 0
    state.last_placed = []
    events.append(Married(seat, family, portion))
    at_limit = len(player.hand) + len(player.sold) >= state.hand_limit()
    drawn = _draw(state, state.marriage_draws(seat), events)
    events.append(CardsDrawn(seat, len(drawn), at_limit if not drawn else None))
    if drawn:
        events.append(Drew(seat, tuple(drawn)))
    player.hand.extend(drawn)
    player.hand.sort()
    most = max(0, len(drawn) - 1)
    if most > 0:
        least = max(0, len(player.hand) + len(player.sold) - state.hand_limit())
        state.pending.append(Decision("discard", seat, least=least, most=most, drawn=drawn))
    else:
        _finish_turn(state, events, married=True)


def _draw(state: GameState, count: int, events: list[Event]) -> list[int]:
    """Draw from the deck, turning the shuffled discard pile into the deck when it runs out
    (R4.5): in the middle of a draw, and, from rules version 3, as soon as the last card is
    drawn, so that the discards that follow start a new pile. Games begun before keep the
    first reading, under which the pile waited for the next draw (docs/rulings.md)."""
    drawn: list[int] = []
    for _ in range(count):
        if not state.deck:
            _reshuffle(state, events)
        drawn.append(state.deck.pop())
    if drawn and not state.deck and state.discard and state.rules_version >= RulesVersion.DECK_REFILLED_AT_ONCE:
        _reshuffle(state, events)
    return drawn


def _reshuffle(state: GameState, events: list[Event]) -> None:
    """The discard pile becomes the deck, shuffled: no player knows any longer where its discards are."""
    state.deck, state.discard = state.discard, []
    for player in state.players:
        player.discarded = []
    state.rng = shuffle(state.rng, state.deck)
    events.append(Reshuffled(len(state.deck)))


def _discard(state: GameState, decision: Decision, cards: tuple[int, ...], events: list[Event]) -> None:
    player = state.players[decision.player]
    for card in cards:
        player.hand.remove(card)
        state.discard.append(card)
        player.discarded.append(card)
    state.pending.remove(decision)
    events.append(Discarded(decision.player, len(cards)))
    if cards:
        events.append(DiscardedCards(decision.player, cards))
    _finish_turn(state, events, married=True)


def _expand(state: GameState, seat: int, family: int, spaces: tuple[int, ...], events: list[Event]) -> None:
    state.passes = 0
    if len(spaces) == 2:
        cost = state.board.rules.second_camel_cost
        state.treasury[family] -= cost
        state.bank_in += cost
        events.append(TreasuryPaid(family, cost))
    for space in spaces:
        _place(state, seat, family, space, events)
    state.last_placed = list(spaces)
    if not state.pending:
        _finish_turn(state, events, married=False)


def _place(state: GameState, seat: int, family: int, space: int, events: list[Event]) -> None:
    """One camel and its immediate effects (R5.6): goods (R6) and meetings (R7)."""
    other = state.camels[2 * space]
    state.camels[2 * space + (other != EMPTY)] = family
    state.camels_left[family] -= 1
    events.append(CamelPlaced(family, space))
    where = state.board.spaces[space]
    if other == EMPTY:
        if where.good is not None:
            _reach_goods(state, seat, where.good, events)
        return
    if where.good is not None:  # R6.5: a second camel on its goods space closes the offer
        _close_offers(state, lambda d: d.card == where.good, "second camel", events)
    if where.kind == LAND:
        _meet(state, seat, family, other, space, events)


def _reach_goods(state: GameState, seat: int, good: int, events: list[Event]) -> None:
    state.players[seat].goods_markers.append(good)
    events.append(GoodsMarker(seat, good))
    events.append(SaleWindow(good))
    holder = state.holder_of(good)
    if holder is not None:
        offer = Decision("sale", holder, card=good, turn=state.turn)
        (state.pending if state.sales_at_once else state.offers).append(offer)
        events.append(SaleOffer(holder, good))


def _close_offers(state: GameState, which: Callable[[Decision], bool], reason: str, events: list[Event]) -> None:
    """R6.5: an offer that closes unanswered means the card is kept; only its holder learns of it."""
    for offer in [d for d in state.offers if which(d)]:
        state.offers.remove(offer)
        events.append(OfferClosed(offer.player, offer.card, reason))


def _meet(state: GameState, seat: int, active: int, inactive: int, space: int, events: list[Event]) -> None:
    pair = sorted((active, inactive))
    if pair in state.met:
        return
    state.met.append(pair)
    rules = state.board.rules
    paid: dict[int, int] = {}
    for i, player in enumerate(state.players):
        amount = (rules.meeting_bonus_active if active in player.tiles else 0) + \
                 (rules.meeting_bonus_inactive if inactive in player.tiles else 0)
        if amount:
            player.money += amount
            state.bank_out += amount
            paid[i] = amount
    events.append(Meeting(active, inactive, space, tuple(paid.items())))
    for family in (active, inactive):
        _take_marker(state, seat, family, events)


def _take_marker(state: GameState, seat: int, family: int, events: list[Event]) -> None:
    """R7.5, with the empty-stack ruling R7.6."""
    if state.stack[family] == 0:
        return
    green = state.stack[family] == state.board.rules.relationship_markers_per_family
    state.stack[family] -= 1
    player = state.players[seat]
    player.relationship_markers.append(family)
    if green:
        player.green_markers.append(family)
    events.append(MarkerTaken(seat, family, green))


def _decide_sale(state: GameState, decision: Decision, sell: bool, events: list[Event]) -> None:
    player = state.players[decision.player]
    if sell:
        price = state.board.rules.sale_price
        player.hand.remove(decision.card)
        player.sold.append(decision.card)
        player.money += price
        state.bank_out += price
        events.append(CardSold(decision.player, decision.card, price))
    else:
        events.append(CardKept(decision.player, decision.card))
    if decision in state.offers:
        state.offers.remove(decision)
        return
    state.pending.remove(decision)
    if state.pending:
        return
    if state.settling:
        _settled(state, events)
    else:
        _finish_turn(state, events, married=False)


def _finish_turn(state: GameState, events: list[Event], married: bool) -> None:
    """R3.3: the turn and its decisions are done; the bag (R4.6), the end (R8), the next seat."""
    if married and len(state.players) == 2:
        _draw_from_bag(state, events)
    reason = end_reason(state)
    if reason:
        _game_ends(state, reason, state.turn, events)
        return
    _advance(state, events)


def _game_ends(state: GameState, reason: str, final_turn: int | None, events: list[Event]) -> None:
    """R8 with the R6.5 exception: offers opened by ``final_turn``, the turn that ends the
    game, are answered before the final scoring (they now hold the game up); older ones close
    as kept. When nobody can act any more (``final_turn`` None) no turn ends the game, so
    every open offer was opened earlier and closes as kept (docs/rulings.md)."""
    _close_offers(state, lambda d: final_turn is None or d.turn < final_turn, "game over", events)
    state.pending.extend(state.offers)
    state.offers = []
    if state.pending:
        state.end_reason = reason
    else:
        _end(state, reason, events)


def _draw_from_bag(state: GameState, events: list[Event]) -> None:
    if not state.bag:
        return
    state.rng, index = below(state.rng, len(state.bag))
    family = state.bag.pop(index)
    married = any(family in p.tiles for p in state.players)
    if married:
        state.tiles_left[family] += 1
    else:
        state.removed_tiles.append(family)
    events.append(TileFromBag(family, married))


def _advance(state: GameState, events: list[Event]) -> None:
    state.active = (state.active + 1) % len(state.players)
    state.turn += 1
    _settle_active(state, events)


def _settle_active(state: GameState, events: list[Event]) -> None:
    """Pass seats that cannot act (R3.2); if every seat passes in a row, nothing can change
    any more and the game ends (project ruling, docs/rulings.md)."""
    while not can_take_turn(state, state.active):
        events.append(Passed(state.active, state.turn))
        state.passes += 1
        if state.passes >= len(state.players):
            _nobody_can_act(state, events)
            return
        state.active = (state.active + 1) % len(state.players)
        state.turn += 1
    events.append(Turn(state.active, state.turn))


def _nobody_can_act(state: GameState, events: list[Event]) -> None:
    """Every seat passed in a row (project ruling, docs/rulings.md). From rules version 4 the
    offers opened by the last turn anyone played are answered first, as R6.5 answers those of
    a game's final turn: the passes left their holders no moment to answer, and a sale's money
    may let a seat act again (``_settled``). Older offers stay open until the game is over."""
    if state.rules_version < RulesVersion.LAST_OFFERS_BEFORE_STUCK:
        _game_ends(state, END_STUCK, None, events)
        return
    last_turn = state.turn - state.passes  # each pass began a turn
    state.pending.extend(d for d in state.offers if d.turn == last_turn)
    state.offers = [d for d in state.offers if d.turn != last_turn]
    state.end_reason = END_STUCK
    if not state.pending:
        _settled(state, events)


def _settled(state: GameState, events: list[Event]) -> None:
    """The decisions the end waited for are answered. If nobody could act and a sale has made
    a seat able to, play goes on with the seat after the last to pass (R3.3); otherwise the
    game is over, and the offers still open close as kept (R6.5)."""
    if state.end_reason == END_STUCK and any(can_take_turn(state, seat) for seat in range(len(state.players))):
        state.end_reason = ""
        state.passes = 0
        _advance(state, events)
        return
    _close_offers(state, lambda d: True, "game over", events)
    _end(state, state.end_reason, events)


def _end(state: GameState, reason: str, events: list[Event]) -> None:
    state.over = True
    state.end_reason = reason
    events.append(GameOver(reason, tuple(winners(state))))
