"""What one seat (or a spectator) may know (R10): every public message and image is made
from ``view(state)``, a ``PublicView``; a player's private screens from ``view(state, seat)``,
a ``SeatView``. Both are frozen: the contract between the engine and the layers above, which
read them and never change them."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Literal, overload

from bot.engine.reach import reach_of
from bot.engine.scoring import ScoreLine, best_card_points, card_points, score, winners
from bot.engine.state import Decision, GameState, Player

WaitKind = Literal["discard", "turn"]


@dataclass(frozen=True, slots=True)
class FamilyFigures:
    """What anyone can count of one family."""

    treasury: int
    camels_left: int
    tiles_left: int
    markers_left: int
    green_gone: bool


@dataclass(frozen=True, slots=True)
class PublicPlayer:
    """A player as everyone sees them: the hand only as its size (R10)."""

    name: str
    money: int
    tiles: tuple[int, ...]
    goods_markers: tuple[int, ...]
    relationship_markers: tuple[int, ...]
    green_markers: tuple[int, ...]
    sold: tuple[int, ...]
    hand_size: int
    public_points: int


@dataclass(frozen=True, slots=True)
class Waiting:
    """A seat the game visibly waits for, and for what."""

    player: int
    kind: WaitKind


@dataclass(frozen=True, slots=True)
class DiscardDue:
    """The seat's own discard after a marriage drew cards (R4.5): ``drawn`` is private."""

    least: int
    most: int
    drawn: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SaleOffer:
    """The seat's own offer to sell ``card`` (R6.2): private, even that it exists (R6.5)."""

    card: int


OpenDecision = DiscardDue | SaleOffer


@dataclass(frozen=True, slots=True)
class HandCard:
    """A card in the seat's hand with what it scores."""

    card: int
    points: int  # now
    best: int    # the most it can still score by the end


@dataclass(frozen=True, slots=True)
class PublicView:
    """The game as a spectator sees it: the map, families, pairs met, each player's public
    figures and hand size, deck/discard/bag sizes; the scores and winners once it is over."""

    board: str
    turn: int
    active: int
    over: bool
    end_reason: str
    last_placed: tuple[int, ...]
    spaces: tuple[tuple[int, ...], ...]  # the families' camels on each space
    goods_on_map: tuple[int, ...]
    families: tuple[FamilyFigures, ...]
    met: tuple[tuple[int, int], ...]
    players: tuple[PublicPlayer, ...]
    deck_size: int
    discard_size: int
    bag_size: int
    removed_tiles: tuple[int, ...]
    waiting: tuple[Waiting, ...]
    settling: bool
    scores: tuple[ScoreLine, ...] | None
    winners: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class SeatView(PublicView):
    """The public view plus what only seat ``you`` may know: its hand with each card's
    points and its own open decisions. A subclass, so that whatever draws the public view
    draws a seat's too; the reverse is a type error."""

    you: int
    hand: tuple[HandCard, ...]
    decisions: tuple[OpenDecision, ...]
    hand_limit: int       # cards in hand and sold count towards it (R4.5, R6.4)
    marriage_draws: int   # what a marriage would draw now: 0 at the limit

    @property
    def cards_held(self) -> int:
        """The cards that count towards the hand limit: in hand and sold."""
        return len(self.hand) + len(self.players[self.you].sold)

    @property
    def total(self) -> int:
        """The seat's points now with its cards (R9.1): what it would score if the game ended."""
        return self.players[self.you].public_points + sum(card.points for card in self.hand)

    @property
    def rank_in_view(self) -> int:
        """The seat's place by the points anyone can count (1 = most; ties share a place).
        Never by totals with cards: those of the others are secret (R10)."""
        mine = self.players[self.you].public_points
        return 1 + sum(p.public_points > mine for p in self.players)


@overload
def view(state: GameState, seat: None = None) -> PublicView: ...


@overload
def view(state: GameState, seat: int) -> SeatView: ...


def view(state: GameState, seat: int | None = None) -> PublicView | SeatView:
    """The state as seen by ``seat`` (None: a spectator). Nothing else leaves the state.
    ValueError for a seat the game does not have (a negative index would read the last seat's hand)."""
    if seat is not None and not (type(seat) is int and 0 <= seat < len(state.players)):
        raise ValueError(f"the game has seats 0 to {len(state.players) - 1}, not {seat!r}")
    public = _public(state)
    return public if seat is None else _with_secrets(public, state, seat)


def _with_secrets(public: PublicView, state: GameState, seat: int) -> SeatView:
    """``public`` plus what only ``seat`` may know: its hand, each card with its points now
    and at best, and its own open decisions (drawn cards, sale offers)."""
    player = state.players[seat]
    reach = reach_of(state)
    hand = tuple(HandCard(c, card_points(state, player.tiles, c), best_card_points(state, seat, c, reach))
                 for c in player.hand)
    decisions = tuple(_decision(d) for d in state.pending + state.offers if d.player == seat)
    shared = {f.name: getattr(public, f.name) for f in fields(PublicView)}
    return SeatView(**shared, you=seat, hand=hand, decisions=decisions, hand_limit=state.hand_limit(),
                    marriage_draws=state.marriage_draws(seat))


def _public(state: GameState) -> PublicView:
    board = state.board
    full = board.rules.relationship_markers_per_family
    spaces = tuple(tuple(state.occupants(s.index)) for s in board.spaces)
    families = tuple(FamilyFigures(state.treasury[f], state.camels_left[f], state.tiles_left[f], state.stack[f],
                                   state.stack[f] < full) for f in range(len(board.families)))
    return PublicView(
        board=board.id, turn=state.turn, active=state.active, over=state.over, end_reason=state.end_reason,
        last_placed=tuple(state.last_placed), spaces=spaces,
        goods_on_map=tuple(sorted(g.number for g in board.goods.values() if not spaces[g.space])),
        families=families, met=tuple((a, b) for a, b in state.met),
        players=tuple(_public_player(p) for p in state.players),
        deck_size=len(state.deck), discard_size=len(state.discard), bag_size=len(state.bag),
        removed_tiles=tuple(state.removed_tiles), waiting=public_waiting(state), settling=state.settling,
        scores=tuple(score(state)) if state.over else None,
        winners=tuple(winners(state)) if state.over else None,
    )


def _public_player(player: Player) -> PublicPlayer:
    return PublicPlayer(player.name, player.money, tuple(player.tiles), tuple(player.goods_markers),
                        tuple(player.relationship_markers), tuple(player.green_markers), tuple(player.sold),
                        len(player.hand), public_points(player))


def public_points(player: Player) -> int:
    """The points anyone can count in play: money, goods and relationship markers (R9.1 less the hand, secret: R10)."""
    return player.money + len(player.goods_markers) + len(player.relationship_markers)


def public_waiting(state: GameState) -> tuple[Waiting, ...]:
    """Who the game visibly waits for. Sale offers are left out: naming their holder, or
    even that a holder exists, would break R6.5 (private offers are not even pending)."""
    if state.over:
        return ()
    if state.pending:
        return tuple(Waiting(d.player, "discard") for d in state.pending if d.kind == "discard")
    return (Waiting(state.active, "turn"),)


def _decision(decision: Decision) -> OpenDecision:
    """One of the seat's open decisions, without its owner (the view's ``you``)."""
    if decision.kind == "discard":
        return DiscardDue(decision.least, decision.most, tuple(decision.drawn))
    return SaleOffer(decision.card)


def announce_key(state: GameState, sale_phase: bool = True) -> str:
    """A turn message's key, turn and phase: a new key, a new message. With ``sales: at once``, waiting for a sale
    answer is its own phase, ``sale``, so the channel learns of the move that opened the offer now, not hours later
    with the answer. ``sale_phase=False``: the keys earlier releases stored (the file upgrades)."""
    selling = sale_phase and state.sales_at_once and any(decision.kind == "sale" for decision in state.pending)
    phase = "over" if state.over else "settling" if state.settling else "sale" if selling else "play"
    return f"{state.turn}:{phase}"
