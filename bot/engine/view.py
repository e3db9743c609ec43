"""What one seat (or a spectator) may know (R10): every public message and image is made
from ``view(state, None)``; a player's private screens from ``view(state, seat)``."""

from __future__ import annotations

from typing import Any, Literal, TypedDict

from bot.engine.scoring import best_card_points, card_points, score, winners
from bot.engine.state import GameState, Player

# The pieces of a view, as JSON. The view itself is still a dict[str, Any]: the service and
# the cogs that carry it and add their own keys take it as one (issue #22).


class FamilyFigures(TypedDict):
    treasury: int
    camels_left: int
    tiles_left: int
    markers_left: int
    green_gone: bool


class PublicPlayer(TypedDict):
    name: str
    money: int
    tiles: list[int]
    goods_markers: list[int]
    relationship_markers: list[int]
    green_markers: list[int]
    sold: list[int]
    hand_size: int
    public_points: int


# "for" is a Python keyword, hence the functional form.
Waiting = TypedDict("Waiting", {"player": int, "for": Literal["discard", "turn"]})
DiscardDue = TypedDict("DiscardDue", {"for": Literal["discard"], "least": int, "most": int, "drawn": list[int]})
SaleOpen = TypedDict("SaleOpen", {"for": Literal["sale"], "card": int})
OpenDecision = DiscardDue | SaleOpen


class HandCard(TypedDict):
    card: int
    points: int  # now
    best: int    # the most it can still score by the end


class Private(TypedDict):
    hand: list[HandCard]
    decisions: list[OpenDecision]


def view(state: GameState, seat: int | None = None) -> dict[str, Any]:
    """The state as seen by ``seat`` (None: a spectator), as JSON-ready data.

    Public: the map, families, pairs met, each player's public figures and hand size,
    deck/discard/bag sizes. Private to the seat: its hand with each card's points now,
    and its own open decisions (drawn cards, sale offers). Nothing else leaves the state.
    """
    board = state.board
    full = board.rules.relationship_markers_per_family
    spaces = [state.occupants(s.index) for s in board.spaces]
    families: list[FamilyFigures] = [
        {"treasury": state.treasury[f], "camels_left": state.camels_left[f], "tiles_left": state.tiles_left[f],
         "markers_left": state.stack[f], "green_gone": state.stack[f] < full}
        for f in range(len(board.families))
    ]
    data: dict[str, Any] = {
        "board": board.id,
        "turn": state.turn,
        "active": state.active,
        "over": state.over,
        "end_reason": state.end_reason,
        "last_placed": list(state.last_placed),
        "spaces": spaces,
        "goods_on_map": sorted(g.number for g in board.goods.values() if not spaces[g.space]),
        "families": families,
        "met": [list(pair) for pair in state.met],
        "players": [_public_player(p) for p in state.players],
        "deck_size": len(state.deck),
        "discard_size": len(state.discard),
        "bag_size": len(state.bag),
        "removed_tiles": list(state.removed_tiles),
        "waiting": _public_waiting(state),
        "settling": state.settling,
        "scores": [line.to_dict() for line in score(state)] if state.over else None,
        "winners": winners(state) if state.over else None,
    }
    if seat is not None:
        data["you"] = seat
        data.update(_private(state, seat))
    return data


def _public_player(player: Player) -> PublicPlayer:
    return {
        "name": player.name, "money": player.money, "tiles": list(player.tiles),
        "goods_markers": list(player.goods_markers),
        "relationship_markers": list(player.relationship_markers),
        "green_markers": list(player.green_markers), "sold": list(player.sold),
        "hand_size": len(player.hand),
        "public_points": public_points(player),
    }


def public_points(player: Player) -> int:
    """The points anyone can count during play: money, goods and relationship markers
    (R9.1 without the cards in hand, which stay secret until the end, R10)."""
    return player.money + len(player.goods_markers) + len(player.relationship_markers)


def _public_waiting(state: GameState) -> list[Waiting]:
    """Who the game visibly waits for. Sale offers are left out: naming their holder, or
    even that a holder exists, would break R6.5 (private offers are not even pending)."""
    if state.over:
        return []
    discards: list[Waiting] = [{"player": d.player, "for": "discard"} for d in state.pending if d.kind == "discard"]
    if discards or state.pending:
        return discards
    return [{"player": state.active, "for": "turn"}]


def _private(state: GameState, seat: int) -> Private:
    player = state.players[seat]
    decisions: list[OpenDecision] = []
    for d in state.pending + state.offers:
        if d.player != seat:
            continue
        if d.kind == "discard":
            decisions.append({"for": "discard", "least": d.least, "most": d.most, "drawn": list(d.drawn)})
        else:
            decisions.append({"for": "sale", "card": d.card})
    return {
        "hand": [{"card": c, "points": card_points(state, player.tiles, c),
                  "best": best_card_points(state, seat, c)} for c in player.hand],
        "decisions": decisions,
    }


def announce_key(state: GameState) -> str:
    """What a turn message announces: the turn and its phase. A new key means a new message."""
    phase = "over" if state.over else "settling" if state.settling else "play"
    return f"{state.turn}:{phase}"
