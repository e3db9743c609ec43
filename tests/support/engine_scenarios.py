"""Scenario building for the engine's tests and those above it: set up exact positions without
playing to them, check the game's invariants, play games at random."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence

from bot.engine import GameState, apply_action, awaiting, default_board, legal_actions, new_game
from bot.engine.board import DEFAULT_BOARD, build_board
from bot.engine.state import EMPTY

BOARD = default_board()
NAMES = ["ann", "bob", "cyd", "dee", "eve"]
# the shipped board with a schedule for 3 players only, whatever the shipped one holds
EVENED = build_board({**json.loads(DEFAULT_BOARD.read_text()), "evened_seats": {"3": [0, 1, 2]}})


def fam(name: str) -> int:
    return BOARD.family_named(name).index


def sp(label: str) -> int:
    return BOARD.by_label[label]


def game(players: int = 3, seed: int = 1) -> GameState:
    state, _ = new_game(NAMES[:players], seed)
    return state


def put_camel(state: GameState, family: str, label: str) -> None:
    """Move one camel of the family from its domain onto a space, with no effects."""
    f, s = fam(family), sp(label)
    slot = 2 * s + (state.camels[2 * s] != EMPTY)
    assert state.camels[slot] == EMPTY, f"{label} is full"
    state.camels[slot] = f
    state.camels_left[f] -= 1


def give_tile(state: GameState, seat: int, family: str) -> None:
    f = fam(family)
    state.tiles_left[f] -= 1
    state.players[seat].tiles.append(f)
    state.players[seat].tiles.sort()


def give_both_tiles(state: GameState, seat: int, family: str) -> None:
    """Two players: the seat married the family twice (the bag returned its second tile)."""
    give_tile(state, seat, family)
    state.tiles_left[fam(family)] = 1
    state.bag.remove(fam(family))
    give_tile(state, seat, family)


def take_card(state: GameState, card: int) -> None:
    """Remove a card from wherever it is (deck, discard, a hand)."""
    for pile in [state.deck, state.discard, *(p.hand for p in state.players)]:
        if card in pile:
            pile.remove(card)
            off_the_pile(state, card)
            return
    raise AssertionError(f"card {card} is nowhere to take from")


def off_the_pile(state: GameState, card: int) -> None:
    """A card taken out of the discard pile is no longer its discarder's there (R4.5)."""
    for player in state.players:
        if card in player.discarded:
            player.discarded.remove(card)


def set_hand(state: GameState, seat: int, cards: list[int]) -> None:
    """Give the seat exactly these cards; its old cards go to the bottom of the deck."""
    old = state.players[seat].hand
    state.players[seat].hand = []
    state.deck[:0] = old
    for card in cards:
        take_card(state, card)
    state.players[seat].hand = sorted(cards)


def stack_deck(state: GameState, top: list[int]) -> None:
    """Put these cards on top of the deck, the first drawn first."""
    for card in top:
        take_card(state, card)
    state.deck.extend(reversed(top))


def check_invariants(state: GameState) -> None:
    """The game's invariants (``docs/architecture.md#invariants``), true after every action of any game."""
    board, rules = state.board, state.board.rules
    n_fam = len(board.families)
    on_map = sum(1 for f in state.camels if f != EMPTY)
    assert on_map + sum(state.camels_left) == rules.camels_per_family * n_fam  # 120 camels
    for s in range(len(board.spaces)):
        here = state.occupants(s)
        assert len(here) == len(set(here)) <= rules.space_capacity
    for f in range(n_fam):
        count = state.camels.count(f)
        assert count + state.camels_left[f] == rules.camels_per_family
    cards = state.deck + state.discard + [c for p in state.players for c in p.hand + p.sold]
    assert sorted(cards) == sorted(board.goods)  # 33 cards, each once
    discarded = [c for p in state.players for c in p.discarded]  # R4.5: what each player put on the pile
    assert len(set(discarded)) == len(discarded) and set(discarded) <= set(state.discard)
    markers_taken = [g for p in state.players for g in p.goods_markers]
    on_map_goods = [g for g in board.goods.values() if not state.occupants(g.space)]
    assert len(set(markers_taken)) == len(markers_taken)
    assert len(markers_taken) + len(on_map_goods) == 33  # 33 goods markers
    held = [f for p in state.players for f in p.relationship_markers]
    assert len(held) + sum(state.stack) == rules.relationship_markers_per_family * n_fam  # 50
    for f in range(n_fam):
        assert held.count(f) + state.stack[f] == rules.relationship_markers_per_family
        greens = sum(p.green_markers.count(f) for p in state.players)
        assert greens == (1 if state.stack[f] < rules.relationship_markers_per_family else 0)
        meetings = sum(1 for pair in state.met if f in pair)
        assert held.count(f) == min(meetings, rules.relationship_markers_per_family)
    money = sum(p.money for p in state.players) + sum(state.treasury)
    assert money == rules.starting_money * len(state.players) + state.bank_out - state.bank_in
    assert min(state.treasury) >= 0 and min(p.money for p in state.players) >= 0
    discarding = {d.player for d in state.pending if d.kind == "discard"}
    for seat, p in enumerate(state.players):
        if seat not in discarding:  # R4.5, R6.4: sold cards count against the limit
            assert len(p.hand) + len(p.sold) <= state.hand_limit()
    tiles = [f for p in state.players for f in p.tiles]
    for f in range(n_fam):
        total = tiles.count(f) + state.tiles_left[f] + state.bag.count(f) + state.removed_tiles.count(f)
        assert total == rules.tiles_per_family
    assert len(set(tuple(p) for p in state.met)) == len(state.met)
    for offer in state.offers:  # R6.5: an open offer is for a card its holder still has, alone on its space
        assert offer.card in state.players[offer.player].hand
        assert len(state.occupants(board.goods[offer.card].space)) == 1
    if state.over:
        assert not state.pending and not state.offers
    assert state.over or state.settling or not state.end_reason
    if state.settling:  # older offers stay open only while the end waits because nobody can act (R6.5)
        assert state.pending and all(d.kind == "sale" for d in state.pending)
        assert not state.offers or state.end_reason == "nobody can act any more"



def refuses(rule_item: str, state: GameState, seat: int, action: object) -> str:
    """Assert the action is refused citing ``rule_item`` and leaves the state untouched."""
    import pytest

    from bot.engine import RuleError, apply_action, state_to_json

    before = state_to_json(state)
    with pytest.raises(RuleError) as err:
        apply_action(state, seat, action)  # type: ignore[arg-type]
    assert err.value.rule == rule_item, str(err.value)
    assert str(err.value).startswith(rule_item + ":")
    assert state_to_json(state) == before
    return str(err.value)


def give_sold(state: GameState, seat: int, cards: list[int]) -> None:
    """Lay these cards face up before the seat as if it had sold them."""
    for card in cards:
        take_card(state, card)
        state.players[seat].sold.append(card)


def random_mover(state: GameState, rng) -> int:
    """Mostly the seat the game waits for; now and then a holder answering an offer off-turn."""
    from bot.engine import awaiting

    holders = sorted({d.player for d in state.offers})
    if holders and rng.random() < 0.3:
        return rng.choice(holders)
    return awaiting(state)[0].player


def played(players: int, seed: int, actions: int) -> GameState:
    """A game after up to ``actions`` uniformly random legal actions."""
    import random

    from bot.engine import apply_action, legal_actions

    state = game(players, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if state.over:
            break
        seat = random_mover(state, rng)
        apply_action(state, seat, rng.choice(legal_actions(state, seat)))
    return state


def deal_secrets_again(state: GameState, seat: int | None, rng) -> GameState:
    """The same position as ``seat`` (None: a spectator) sees it, with every secret it may
    not know dealt anew: the other hands (sizes kept), the discard pile but for the seat's own
    cards in it (R4.5), and who else put which of its cards there, the deck order, the bag
    order, the generator, and whether others hold private sale offers (R6.5). A card under a
    sale decision that holds the game up (visibly) stays put."""
    other = state.clone()
    other.offers = [d for d in other.offers if d.player == seat]
    offered = {d.card for d in other.pending if d.kind == "sale"}
    others = [p for i, p in enumerate(other.players) if i != seat]
    own = other.players[seat].discarded if seat is not None else []
    pool = other.deck + [c for c in other.discard if c not in own]
    pool += [c for p in others for c in p.hand if c not in offered]
    rng.shuffle(pool)
    for p in others:
        kept = [c for c in p.hand if c in offered]
        p.hand = sorted(kept + [pool.pop() for _ in range(len(p.hand) - len(kept))])
        p.discarded = []
    other.discard = own + [pool.pop() for _ in range(len(other.discard) - len(own))]
    for k, card in enumerate(other.discard[len(own):]):  # round the others, so ``rng`` draws as it did before
        others[k % len(others)].discarded.append(card)
    other.deck = pool
    rng.shuffle(other.bag)
    other.rng = rng.getrandbits(64)
    return other


def deal_card_to(state: GameState, card: int, target: int | None, rng: random.Random) -> None:
    """Move ``card`` into ``target``'s hand (None: into the deck), swapping it with a card from
    there, so that every hand keeps its size."""
    piles = [p.hand for p in state.players] + [state.deck, state.discard]
    source = next(pile for pile in piles if card in pile)
    destination = state.deck if target is None else state.players[target].hand
    if source is destination or (target is None and source is state.discard):
        return
    swap = rng.choice([c for c in destination if c != card]) if destination else None
    source[source.index(card)] = swap if swap is not None else card
    if swap is None:
        return
    off_the_pile(state, card)
    destination[destination.index(swap)] = card
    for player in state.players:
        player.hand.sort()


def apply_in_both(state: GameState, seat: int, action: object) -> list:
    """Apply ``action`` with the reference engine and, from the same position, with the fast
    engine, and assert both reach the same state: a rule's edge case that random games seldom
    reach (tests/engine/test_fast.py) is then held to the same rules in both. Returns the
    reference engine's events."""
    from bot.engine import apply_action, legal_actions, state_to_json
    from bot.engine.fast import fast_state, game_state, moves, play

    fast = fast_state(state)
    assert moves(fast, seat).all() == legal_actions(state, seat)
    events = apply_action(state, seat, action)  # type: ignore[arg-type]
    play(fast, seat, action)  # type: ignore[arg-type]
    assert state_to_json(game_state(fast)) == state_to_json(state)
    return events


def tigris_route_and_holder(holder: int):
    """Seat 0 holds Tigris (next to Frankincense on D7); ``holder`` holds its card."""
    def edit(state):
        tigris = fam("Tigris")
        state.players[0].tiles = [tigris]
        state.tiles_left[tigris] -= 1
        set_hand(state, holder, [8, 30])
    return edit


def all_but_one_met(state):
    """Every family but Levant and Tigris has met; Levant-Tigris would finish the game."""
    others = [f for f in range(10) if f not in (fam("Levant"), fam("Tigris"))]
    for a, b in zip(others[::2], others[1::2], strict=True):
        state.met.append(sorted([a, b]))
        state.stack[a] -= 1
        state.stack[b] -= 1
        state.players[2].relationship_markers += [a, b]
        state.players[2].green_markers += [a, b]


def final_turn_opens_an_offer(state):
    """Seat 0's expansion onto E6 and D7 ends the game (Levant meets Tigris, the last pair:
    R8.1) and reaches Frankincense, whose card seat 1 holds (R6.5's exception)."""
    all_but_one_met(state)
    tigris_route_and_holder(1)(state)
    state.treasury[fam("Tigris")] = 1
    put_camel(state, "Levant", "E6")


def first_random_position(found: Callable[[GameState], bool], games: int, names: Sequence[str] = ("Ann", "Bob", "Cyd"),
                          **options: bool) -> GameState:
    """The first position of random games (seeded 0, 1, ...) in which ``found`` holds after a move,
    for a rare moment such as an open sale offer; ``options`` go to ``new_game``."""
    for seed in range(games):
        state, _ = new_game(list(names), seed, default_board(), **options)
        rng = random.Random(seed)
        while not state.over and not state.settling:
            decision = awaiting(state)[0]
            apply_action(state, decision.player, rng.choice(legal_actions(state, decision.player)))
            if found(state):
                return state
    raise AssertionError(f"no such position in {games} random games")


def settling_game(names: Sequence[str] = ("Ann", "Bob", "Cyd")) -> GameState:
    """A random game whose last turn left a sale offer open: its end waits for the answer (R6.5)."""
    return first_random_position(lambda state: state.settling, 100, names)
