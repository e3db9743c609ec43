"""Which actions are legal: checks that explain a refusal (citing the rule) and the
enumeration of every legal action for a seat."""

from __future__ import annotations

from contextlib import suppress
from itertools import combinations

from bot.engine.actions import Action, Discard, Expand, Marry, SaleDecision
from bot.engine.rule_error import RuleError
from bot.engine.scoring import END_STUCK
from bot.engine.state import EMPTY, Decision, GameState


def check_seat(state: GameState, seat: int) -> None:
    """Refuse anything once the game is over or from someone not seated."""
    if state.over:
        raise RuleError("R8.1", "game_over", "the game is over; start a new one to play again")
    if not 0 <= seat < len(state.players):
        raise RuleError("R2", "no_seat", "you have no seat in this game")


def check_turn(state: GameState, seat: int) -> None:
    """A turn action (R3.1) needs the seat to be active with no decision left open."""
    check_seat(state, seat)
    own = [d for d in state.pending if d.player == seat]
    if own:
        raise _unsettled(state, own[0])
    if state.settling:
        raise _settling(state)
    if state.pending:
        raise RuleError("R3.3", "turn_completing", "the current turn is still being completed; wait for it to end")
    if seat != state.active:
        raise RuleError("R3.1", "not_your_turn", f"it is {state.players[state.active].name}'s turn, not yours",
                        player=state.active)


def _settling(state: GameState) -> RuleError:
    """No turn while the last offers are answered: the game is over (R8.1), or, when nobody
    could act any more (R3.2), a sale may yet let play go on, so it is not called over."""
    if state.end_reason == END_STUCK:
        return RuleError("R3.2", "settling_stuck",
                         "nobody can act any more; the last sale offers are answered first (R6.5), and a sale may let "
                         "play go on")
    return RuleError("R8.1", "settling", "the game is over; the final turn's sale offers are being answered (R6.5)")


def check_marry(state: GameState, seat: int, family: int) -> None:
    check_turn(state, seat)
    name = _family_name(state, family, "R4.1")
    if state.tiles_left[family] == 0:
        raise RuleError("R4.1", "no_tile_left", f"no {name} family tile is left to marry into", family=family)
    player = state.players[seat]
    if len(state.players) > 2 and family in player.tiles:
        raise RuleError("R4.2", "tile_held", f"you already hold a tile of the {name} family; with 3-5 "
                        "players a player holds at most one tile of each family", family=family)
    portion = state.board.families[family].portion
    if player.money < portion:
        raise RuleError("R4.3", "cannot_afford", f"marrying into {name} costs {portion} Dirham and you have "
                        f"{player.money}", family=family, portion=portion, money=player.money)


def check_expand(state: GameState, seat: int, family: int, spaces: tuple[int, ...]) -> tuple[int, ...]:
    """Validate an expansion; returns the spaces in an order in which R5.3 holds.

    A player may name the two spaces in either order: if only the other order is legal
    (the second space touches only the first), that order is used; the effects are the
    same for the active player.
    """
    check_turn(state, seat)
    name = _family_name(state, family, "R5.1")
    if family not in state.players[seat].tiles:
        raise RuleError("R5.1", "no_tile_held", f"you hold no {name} tile; marry into {name} first", family=family)
    if len(spaces) not in (1, 2):
        raise RuleError("R5.2", "camel_count", "place 1 or 2 camels")
    if state.camels_left[family] < len(spaces):
        raise RuleError("R5.2", "camels_left", f"only {state.camels_left[family]} {name} camel(s) are left in "
                        "its domain", family=family, count=state.camels_left[family])
    cost = state.board.rules.second_camel_cost
    if len(spaces) == 2 and state.treasury[family] < cost:
        raise RuleError("R5.5", "treasury_empty", f"the {name} treasury is empty, so only 1 camel may be placed; "
                        "your own money cannot pay for a second", family=family)
    if not all(0 <= space < len(state.board.spaces) for space in spaces):
        raise RuleError("R5.3", "no_space", "there is no such space on the map")
    if len(spaces) == 2 and spaces[0] == spaces[1]:  # else refused below as a space the family already holds
        raise RuleError("R5.4", "same_space_twice", f"{state.board.spaces[spaces[0]].label} is named twice: "
                        "a family's two camels go on two different spaces", space=spaces[0])
    try:
        _check_placements(state, family, spaces)
    except RuleError:
        if len(spaces) == 2:
            with suppress(RuleError):
                _check_placements(state, family, spaces[::-1])
                return spaces[::-1]
        raise  # the first order's refusal
    return spaces


def _check_placements(state: GameState, family: int, spaces: tuple[int, ...]) -> None:
    placed: list[int] = []
    for space in spaces:
        _check_placement(state, family, space, placed)
        placed.append(space)


def _check_placement(state: GameState, family: int, space: int, placed: list[int]) -> None:
    board = state.board
    label = board.spaces[space].label
    name = board.families[family].name
    here = state.occupants(space) + [family] * placed.count(space)
    if family in here:
        raise RuleError("R5.4", "family_there", f"{label} already holds a camel of the {name} family",
                        space=space, family=family)
    if len(here) >= board.rules.space_capacity:
        raise RuleError("R5.4", "space_full", f"{label} already holds {len(here)} camels", space=space, count=len(here))
    if not any(has_camel(state, family, n) or n in placed for n in board.neighbours[space]):
        walled = next((n for pair in board.walls if space in pair for n in pair
                       if n != space and (has_camel(state, family, n) or n in placed)), None)
        if walled is not None:
            raise RuleError("R5.3", "walled", f"{label} is not next to a camel of the {name} family: a wall parts it "
                            f"from {board.spaces[walled].label}", space=space, family=family, beyond=walled)
        raise RuleError("R5.3", "not_adjacent", f"{label} is not next to a camel of the {name} family",
                        space=space, family=family)


def check_discard(state: GameState, seat: int, cards: tuple[int, ...]) -> Decision:
    check_seat(state, seat)
    decision = next((d for d in state.pending if d.kind == "discard" and d.player == seat), None)
    if decision is None:
        raise RuleError("R4.5", "no_discard", "you have no discard to make")
    if len(set(cards)) != len(cards):
        raise RuleError("R4.5", "discard_twice", "name each card to discard once")
    if not decision.least <= len(cards) <= decision.most:
        raise RuleError("R4.5", "discard_count", f"discard {_how_many(decision)}, not {len(cards)}",
                        least=decision.least, most=decision.most, count=len(cards))
    player = state.players[seat]
    for card in cards:
        if card in player.sold:
            raise RuleError("R4.5", "not_in_hand", f"card {card} is not in your hand (sold cards cannot be "
                            "discarded)", card=card)
        if card not in player.hand:  # "sold cards ..." would mislead about a card never sold
            raise RuleError("R4.5", "not_held", f"card {card} is not in your hand", card=card)
    return decision


def check_sale(state: GameState, seat: int, card: int) -> Decision:
    check_seat(state, seat)
    for decision in state.offers + state.pending:
        if decision.kind == "sale" and decision.player == seat and decision.card == card:
            return decision
    raise RuleError("R6.2", "not_on_offer", f"card {card} is not on offer to you; a card can be sold only when "
                    "the first camel reaches its goods space", card=card)


def _family_name(state: GameState, family: int, rule: str) -> str:
    if not 0 <= family < len(state.board.families):
        raise RuleError(rule, "no_family", "there is no such family")
    return state.board.families[family].name


def _how_many(decision: Decision) -> str:
    """A discard's size in the refusal's words: "exactly 2 cards" when there is no choice."""
    if decision.least == decision.most:
        return f"exactly {decision.most} card{'s' if decision.most != 1 else ''}"
    return f"{decision.least} to {decision.most} cards"


def _unsettled(state: GameState, decision: Decision) -> RuleError:
    """The refusal of a turn action while the seat's own decision is open (R3.3). A discard is
    open only after the seat's own marriage: the turn's move is made, not still to come, so
    the refusal says so (a second /marry from another device read as "after the discard")."""
    if decision.kind == "discard":
        return RuleError("R3.3", "settle_discard", "you have made this turn's move; what is left is your discard "
                         f"({_how_many(decision)})", least=decision.least, most=decision.most)
    return RuleError("R3.3", "settle_sale", "first settle your open decision (sell or keep "
                     f"{state.board.goods[decision.card].name})", card=decision.card)


def has_camel(state: GameState, family: int, space: int) -> bool:
    camels = state.camels
    return camels[2 * space] == family or camels[2 * space + 1] == family


def frontier(state: GameState, family: int) -> list[int]:
    """Spaces one camel of ``family`` may go to now (R5.3, R5.4), in index order."""
    camels, neighbours = state.camels, state.board.neighbours
    out: set[int] = set()
    for space in range(len(neighbours)):
        if camels[2 * space] == family or camels[2 * space + 1] == family:
            for n in neighbours[space]:
                if camels[2 * n + 1] == EMPTY and camels[2 * n] != family:
                    out.add(n)
    return sorted(out)


def expansions(state: GameState, family: int) -> list[Expand]:
    """Every legal expansion of ``family`` for its current route and treasury.

    Pairs whose two orders are both legal are listed once, lowest space first.
    """
    if state.camels_left[family] == 0:
        return []
    reach = frontier(state, family)
    actions = [Expand(family, (s,)) for s in reach]
    if state.camels_left[family] < 2 or state.treasury[family] < state.board.rules.second_camel_cost:
        return actions
    camels, neighbours = state.camels, state.board.neighbours
    in_reach = set(reach)
    for i, a in enumerate(reach):
        actions.extend(Expand(family, (a, b)) for b in reach[i + 1:])
        for n in neighbours[a]:
            if n not in in_reach and camels[2 * n + 1] == EMPTY and camels[2 * n] != family:
                actions.append(Expand(family, (a, n)))
    return actions


def marriages(state: GameState, seat: int, money: int | None = None) -> list[Marry]:
    """The seat's legal marriages with its money, or with ``money`` (what a sale would bring)."""
    player = state.players[seat]
    allow_second = len(state.players) == 2
    purse = player.money if money is None else money
    return [Marry(f.index) for f in state.board.families
            if state.tiles_left[f.index] > 0 and purse >= f.portion
            and (allow_second or f.index not in player.tiles)]


def can_take_turn(state: GameState, seat: int) -> bool:
    """Whether the seat has any legal Marry or Expand (R3.2). Judged from public facts only:
    counting the money of a private sale offer would show that the seat holds one (R6.5)."""
    if marriages(state, seat):
        return True
    return any(state.camels_left[f] > 0 and frontier(state, f) for f in set(state.players[seat].tiles))


def sale_unblocks(state: GameState, seat: int) -> bool:
    """Whether the seat has no legal action now, but its open sale offers' price would pay for
    a marriage: a holder who waits until the turn comes is passed (R3.2, R6.5), so the offer
    says so. Told to the holder alone, from facts they hold."""
    offers = sum(1 for offer in state.offers if offer.player == seat)
    price = offers * state.board.rules.sale_price
    return (offers > 0 and not state.over and not can_take_turn(state, seat)
            and bool(marriages(state, seat, state.players[seat].money + price)))


def legal_actions(state: GameState, seat: int) -> list[Action]:
    """Every action the seat may take now: its open sale offers at any moment (R6.5), then
    its open decisions, or its turn's Marry and Expand. Empty if nothing is up to the seat."""
    if state.over or not 0 <= seat < len(state.players):
        return []
    actions = _decision_actions(state.offers, state, seat)
    if state.pending:
        return actions + _decision_actions(state.pending, state, seat)
    if seat != state.active:
        return actions
    actions.extend(marriages(state, seat))
    for family in sorted(set(state.players[seat].tiles)):
        actions.extend(expansions(state, family))
    return actions


def _decision_actions(decisions: list[Decision], state: GameState, seat: int) -> list[Action]:
    actions: list[Action] = []
    for decision in decisions:
        if decision.player != seat:
            continue
        if decision.kind == "sale":
            actions += [SaleDecision(decision.card, True), SaleDecision(decision.card, False)]
        else:
            for size in range(decision.least, decision.most + 1):
                actions.extend(Discard(cards) for cards in combinations(state.players[seat].hand, size))
    return actions
