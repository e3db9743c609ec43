"""A seat's screen: what the holder of a seat sees on their turn panel, built from the game's
state already in memory (one read of the game for a press, none after an action: the
action's ``Report`` carries the actor's next screen)."""

from __future__ import annotations

from dataclasses import dataclass
from hashlib import blake2b

from bot.ai.review import SeatReview
from bot.engine import Board, GameState, view
from bot.engine.view import PublicView, SeatView
from bot.games.samarkand.turn_options import TurnOptions, options_of
from bot.service.base import Report


@dataclass(frozen=True)
class SeatScreen:
    """The seat's private view and its choices now, at the game's ``version``.

    ``view`` is the engine's seat view and ``options`` the seat's legal choices."""

    game_id: int
    channel_id: str
    version: int
    seat: int
    board: Board
    view: SeatView
    options: TurnOptions
    names: tuple[str, ...]
    review: SeatReview | None = None  # the seat's review, once the game is over and it is made (its private page)
    review_positions: tuple[SeatView, ...] = ()  # what the seat saw before each of the review's turning points
    aborted: bool = False  # the host aborted the game: the view as it was left, no decisions, no moves

    @property
    def turn(self) -> int:
        return self.options.turn

    @property
    def seen(self) -> tuple[bytes, bool, bool]:
        """What the seat sees here, as a key (``seen_in``), with whether the game was aborted and
        whether its review is made: what is drawn from the screen is kept by it, never by the
        game's version, which another seat's private answer moves too (R6.5)."""
        return seen_in(self.view), self.aborted, self.review is not None


def seen_in(mine: SeatView) -> bytes:
    """A digest of a seat's view: equal for two states that differ only out of the seat's sight."""
    return blake2b(repr(mine).encode(), digest_size=16).digest()


def screen_of(game_id: int, channel_id: str, version: int, state: GameState, seat: int) -> SeatScreen:
    return SeatScreen(game_id, channel_id, version, seat, state.board, view(state, seat), options_of(state, seat),
                      tuple(p.name for p in state.players))


def public_view(view: object) -> PublicView:
    """Samarkand's public view, which the platform's records (a ``Report``, an ``Announcement``)
    keep as the game's opaque value: checked once here, so that whatever reads it is type-checked."""
    if not isinstance(view, PublicView):
        raise TypeError(type(view))  # another game's: a wiring mistake, not a player's
    return view


def seat_screen(report: Report, user: str) -> SeatScreen | None:
    """The user's next screen that a Samarkand action's ``Report`` carries (None: none for them)."""
    screen = report.screens.get(user)
    if screen is not None and not isinstance(screen, SeatScreen):
        raise TypeError(type(screen))
    return screen
