"""The whole game state: plain lists and ints, JSON round-trippable, cheap to clone.

The board is referenced, not stored: the JSON carries the board's id and loading it back
finds that board. Everything else, the random generator included, is in the JSON, so
``state_from_json(state_to_json(s)) == s``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

from bot.engine.board import Board, board_named

EMPTY = -1  # an empty camel slot
FORMAT = 3  # the JSON layout's version (2: private sale offers, revised R6.5; 3: names its rules version)


class RulesVersion(IntEnum):
    """The rulings a game was begun under; it keeps them to its end, as it keeps its board
    (docs/rulings.md). Stored in the state, and in the game's settings for rebuilding it from
    its seed and log."""

    FIRST_SALE_RULING = 1  # the first release: every sale offer holds the game until answered
    REVISED_SALES = 2      # revised R6.5: offers are private and hold nothing up (unless "sales: at once")
    DECK_REFILLED_AT_ONCE = 3  # R4.5 to the letter: the discard pile becomes the deck once the last card is drawn
    LAST_OFFERS_BEFORE_STUCK = 4  # R6.5: when every seat passes in a row, the last turn's offers are answered first


CURRENT_RULES = RulesVersion.LAST_OFFERS_BEFORE_STUCK  # a new game's


@dataclass(slots=True)
class Player:
    name: str
    money: int
    tiles: list[int] = field(default_factory=list)          # family indices (twice: only with 2 players)
    hand: list[int] = field(default_factory=list)           # good numbers, sorted
    sold: list[int] = field(default_factory=list)           # face-up sold cards (R6.4)
    goods_markers: list[int] = field(default_factory=list)  # good numbers (R6.1)
    relationship_markers: list[int] = field(default_factory=list)  # the family of each marker (R7.5)
    green_markers: list[int] = field(default_factory=list)  # families whose dark green marker this is
    # The cards of the current discard pile this player put there, in that order: only the player knows them
    # (R4.5; secret, R10), so its concealed worlds keep them in the pile until the pile becomes the deck. A
    # state saved before this field loads with none: the player's search then forgets them, as it did.
    discarded: list[int] = field(default_factory=list)

    def clone(self) -> Player:
        return Player(self.name, self.money, self.tiles[:], self.hand[:], self.sold[:],
                      self.goods_markers[:], self.relationship_markers[:], self.green_markers[:], self.discarded[:])


@dataclass(slots=True)
class Decision:
    """A decision a turn opened (R3.3), owned by one player."""

    kind: str             # "discard" (R4.5) or "sale" (R6.2)
    player: int
    card: int = 0         # sale: the card on offer
    least: int = 0        # discard: fewest cards to discard
    most: int = 0         # discard: most cards to discard
    drawn: list[int] = field(default_factory=list)  # discard: the cards just drawn (private)
    turn: int = 0         # sale: the turn that opened the offer (R6.5: the final turn's are answered)

    def clone(self) -> Decision:
        return Decision(self.kind, self.player, self.card, self.least, self.most, self.drawn[:], self.turn)


def occupants_of(camels: Sequence[int], space: int) -> list[int]:
    """The families with a camel on ``space`` of the board's ``camels`` (two slots a space), in arrival order."""
    return [f for f in camels[2 * space:2 * space + 2] if f != EMPTY]


@dataclass(slots=True)
class GameState:
    board: Board = field(compare=False, repr=False)
    seed: int
    players: list[Player]
    camels: list[int]          # two slots per space: camels[2*s], camels[2*s+1]; EMPTY or a family
    treasury: list[int]        # per family (R1.1)
    camels_left: list[int]     # per family, in its domain
    tiles_left: list[int]      # per family, in its domain
    stack: list[int]           # per family, relationship markers left; the top is green while it is 5
    met: list[list[int]]       # pairs [a, b], a < b, in the order they first met (R7.3)
    deck: list[int]            # top of the deck is the end of the list
    discard: list[int]
    bag: list[int]             # 2 players: family tiles in the bag (R2.2)
    removed_tiles: list[int]   # 2 players: tiles removed from the game, face up (R4.6)
    active: int
    turn: int
    pending: list[Decision]    # decisions that hold the game up: discards; sales with sales_at_once or at the end
    offers: list[Decision]     # open private sale offers that hold nothing up (R6.5); secret
    sales_at_once: bool        # the table's literal timing (R6.5 "sales: at once"): offers go to pending
    passes: int                # consecutive automatic passes (R3.2)
    over: bool
    end_reason: str
    rng: int
    bank_in: int               # Dirham paid into the common supply (R1.4)
    bank_out: int              # Dirham paid out of the common supply
    last_placed: list[int]     # spaces that got a camel in the last expansion
    rules_version: RulesVersion = CURRENT_RULES  # the rulings this game keeps to its end

    def clone(self) -> GameState:
        """An independent copy, for search and what-if questions."""
        return GameState(
            self.board, self.seed, [p.clone() for p in self.players], self.camels[:],
            self.treasury[:], self.camels_left[:], self.tiles_left[:], self.stack[:],
            [pair[:] for pair in self.met], self.deck[:], self.discard[:], self.bag[:],
            self.removed_tiles[:], self.active, self.turn, [d.clone() for d in self.pending],
            [d.clone() for d in self.offers], self.sales_at_once, self.passes, self.over, self.end_reason,
            self.rng, self.bank_in, self.bank_out, self.last_placed[:], self.rules_version,
        )

    def occupants(self, space: int) -> list[int]:
        """The families with a camel on ``space``, in arrival order."""
        return occupants_of(self.camels, space)

    def holder_of(self, card: int) -> int | None:
        """The seat holding ``card`` in hand, if any (full state only: this is secret, R6.5)."""
        return next((seat for seat, player in enumerate(self.players) if card in player.hand), None)

    def hand_limit(self) -> int:
        return self.board.rules.hand_limit[len(self.players)]

    def marriage_draws(self, seat: int) -> int:
        """How many cards a marriage would draw for ``seat`` now (R4.5): none once its hand
        and sold cards reach the limit, else the rule's number while the deck and discard
        pile last (what is over the limit is then discarded, R4.5)."""
        player = self.players[seat]
        if len(player.hand) + len(player.sold) >= self.hand_limit():
            return 0
        return min(self.board.rules.cards_drawn_on_marriage, len(self.deck) + len(self.discard))

    @property
    def settling(self) -> bool:
        """The game has ended (R8) but offers its final turn opened are still open (R6.5)."""
        return bool(self.end_reason) and not self.over


_SCALARS = ("seed", "camels", "treasury", "camels_left", "tiles_left", "stack", "met", "deck",
            "discard", "bag", "removed_tiles", "active", "turn", "passes", "over", "end_reason",
            "rng", "bank_in", "bank_out", "last_placed", "sales_at_once", "rules_version")
_DECISION_LISTS = ("pending", "offers")


def state_to_dict(state: GameState) -> dict[str, Any]:  # JSON: the saved state
    """The state as JSON-ready data (secrets included: never show this to a player)."""
    data: dict[str, Any] = {"format": FORMAT, "board": state.board.id}  # JSON: the saved state
    data.update({name: getattr(state, name) for name in _SCALARS})
    data["players"] = [{name: getattr(p, name) for name in Player.__slots__} for p in state.players]
    for name in _DECISION_LISTS:
        data[name] = [{slot: getattr(d, slot) for slot in Decision.__slots__} for d in getattr(state, name)]
    return data


def state_from_dict(data: dict[str, Any], board: Board | None = None) -> GameState:  # JSON: the saved state
    """Inverse of ``state_to_dict``: on ``board`` if the state was made on it, else on the board the state names."""
    if data.get("format") != FORMAT:
        raise ValueError(f"unsupported state format {data.get('format')!r}: a saved game of an older version "
                         "is rebuilt from its action log by the store's migrations (python -m bot migrate)")
    board = board_named(str(data.get("board")), board)
    fields = {name: data[name] for name in _SCALARS}
    fields["rules_version"] = RulesVersion(fields["rules_version"])
    fields["players"] = [Player(**p) for p in data["players"]]
    fields.update({name: [Decision(**d) for d in data[name]] for name in _DECISION_LISTS})
    return GameState(board=board, **fields)


def state_to_json(state: GameState) -> str:
    return dict_to_json(state_to_dict(state))


def dict_to_json(data: dict[str, Any]) -> str:  # JSON: the saved state
    return json.dumps(data, separators=(",", ":"), sort_keys=True)


def memory_of(saved: dict[str, Any]) -> list[list[int]] | None:  # JSON: the saved state
    """Each player's memory of its own discards (``Player.discarded``) in a saved state; None in
    a state saved before the bot kept it."""
    players = saved.get("players", [])
    return [list(player["discarded"]) for player in players] if players and "discarded" in players[0] else None


def as_remembered(replayed: dict[str, Any], memory: list[list[int]] | None) -> dict[str, Any]:  # JSON: the saved state
    """``replayed`` (a game's state replayed from its log) with each player's memory of its own
    discards as ``memory`` (``memory_of`` a saved state) has it. No log says that memory: it began
    when the bot began to keep it, so a game saved before has none and one played on since holds
    only the discards after. Every other field of a replay must still equal the saved one."""
    for seat, player in enumerate(replayed["players"]):
        if memory is None:
            del player["discarded"]
        else:
            player["discarded"] = memory[seat]
    return replayed


def state_from_json(text: str, board: Board | None = None) -> GameState:
    return state_from_dict(json.loads(text), board)
