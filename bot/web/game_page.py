"""What a game's public page shows, in the reader's language, for one position: the heading,
the newest turn's moves (what changed, and whose turn it is), the players' public figures, the
families' panels, the final scores, notes and hands at the end, the log in words and the board
image's address. The HTML page and its JSON (which the page's script fetches when the slider
moves or the game changes) are two forms of this one value."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from functools import lru_cache
from itertools import pairwise
from typing import Any

from bot.engine import Board, board_by_id
from bot.engine.view import PublicView
from bot.games.samarkand.game_service import Spectated
from bot.games.samarkand.history import position_at, turn_after
from bot.games.samarkand.spectating import Hold
from bot.service import GameStatus
from bot.web.addresses import board_address
from bot.web.families import families_lines, final_part
from bot.words.i18n import Msg, Text, family
from bot.words.narrate import space_name, table_waits
from bot.words.textboard import players_text
from rendering.board_image import RADIUS, space_centres
from rendering.lastturn import LastTurn


@dataclass(frozen=True)
class Position:
    """The public view a page shows: now (``after`` None) or after turn ``after``."""

    public: PublicView
    last_turn: LastTurn | None
    after: int | None


def position_of(spectated: Spectated, turn: int | None) -> Position:
    """The position after turn ``turn`` as ``/board turn:N`` finds it; the position now for
    None or for a turn not yet finished."""
    if turn is None or turn >= spectated.now.turn:
        return Position(spectated.now, None, None)
    snapshot = position_at(spectated.positions, turn)
    return Position(snapshot.public, snapshot.last_turn, turn_after(snapshot, turn))


def turns_played(spectated: Spectated) -> int:
    """The turns finished, the slider's end: not the turn being played, so the slider never says "after turn N" while
    turn N is under way; once the game is over, its last turn is."""
    now = spectated.now
    return now.turn if now.over else now.turn - 1


@lru_cache(maxsize=32)
def log_words(log: tuple[Msg, ...], t: Text) -> tuple[str, ...]:
    """The whole log in ``t``'s words, once per public record and language: every position's page and data show it,
    and a slider asks for each in turn (``log`` is one tuple per version, so a repeated ask is found by identity)."""
    return tuple(t.lines(log))


def newest_turn(log: tuple[Msg, ...]) -> tuple[Msg, ...]:
    """The log from the start of the turn before the one now: the last finished turn's moves,
    then whose turn it is now and any of its moves so far (the whole log before anyone moved)."""
    starts = turn_starts(log)
    return log[starts[-2] if len(starts) > 1 else 0:]


def turn_starts(log: tuple[Msg, ...]) -> tuple[int, ...]:
    """Where each turn's lines ("Turn 5: Ann to play.") begin: the page lists turns newest first, each in the order
    it happened, since the whole list turned round reads every turn backwards (a meeting above the camel that made
    it)."""
    return tuple(index for index, line in enumerate(log) if line.key == "news.turn")


def newest_turns_first(lines: tuple[str, ...], starts: tuple[int, ...]) -> tuple[str, ...]:
    """``lines`` by turns (``starts``), the newest turn first, each in its own order."""
    bounds = [0, *(start for start in starts if start > 0), len(lines)]
    turns = [lines[begin:end] for begin, end in pairwise(bounds) if end > begin]
    return tuple(line for turn in reversed(turns) for line in turn)


def slider_label(turn: int, t: Text) -> str:
    """What the slider's position shows: the start, or the board after ``turn`` turns."""
    return t("web.board_start") if turn == 0 else t("web.board_alt", turn=turn)


@dataclass(frozen=True)
class Spot:
    """A space where it lies on the board image (its hex's centre), and what it holds in words."""

    x: int
    y: int
    text: str


def spots(board: Board, public: PublicView, t: Text) -> tuple[Spot, ...]:
    """Every space's details for the page's tap and hover: its label, its goods, its camels."""
    found = []
    for index, (x, y) in enumerate(space_centres(board)):
        families = [family(board, f) for f in sorted(set(public.spaces[index]))]
        said = Msg("web.space_camels", space=space_name(board, index), families=families) if families else \
            Msg("web.space_empty", space=space_name(board, index))
        found.append(Spot(x, y, t(said)))
    return tuple(found)


@dataclass(frozen=True)
class GamePage:
    game: int
    version: str  # the public record's mark
    language: str
    title: str
    heading: str
    turn: int        # the slider's value: the turns played before the position shown
    latest: int      # the slider's end: the turns played now
    slider_label: str  # what the slider's value shows, in words
    newest: tuple[str, ...]  # the newest turn's moves and whose turn it is, oldest first
    newest_starts: tuple[int, ...]  # where each turn's lines begin in ``newest``: shown newest turn first
    players: tuple[str, ...]
    scores_note: str
    families: tuple[str, ...]  # the families' panels in words
    final: tuple[str, ...]     # once the game is over: the scores, the end's notes, every hand; empty before
    final_note: str
    log: tuple[str, ...]  # oldest first
    log_starts: tuple[int, ...]  # where each turn's lines begin in ``log``
    board_url: str
    board_alt: str
    radius: int  # a space's reach around its centre on the image
    spaces: tuple[Spot, ...]
    ended: bool  # the game is over or aborted: its page no longer changes, so the script stops asking

    def as_json(self) -> dict[str, Any]:  # JSON
        return asdict(self)


@dataclass(frozen=True)
class PageRecord:
    """What a game's public page is made from: its public record, and once the game is scored
    what its end told the table beside the result (``Tables.closing_lines``), which the
    record's replay of the moves does not make. Nothing changes them once the game is scored,
    so the record's mark (the replay's, whose final position tells the end) names them too."""

    spectated: Spectated
    closing: tuple[Msg, ...] = ()


def game_page(spectated: Spectated, turn: int | None, t: Text, closing: tuple[Msg, ...] = ()) -> GamePage:
    """The page of ``spectated`` at ``turn`` (None: now), in ``t``'s language; ``closing``: what
    the end told the table beside the result (``PageRecord``), said under the final scores."""
    shown = position_of(spectated, turn)
    public, game = shown.public, spectated.game.id
    if shown.after is None:
        heading = t(heading_now(spectated))
        slider = turns_played(spectated)
    else:
        heading, slider = t("embed.after_turn", turn=shown.after), shown.after
    board = board_by_id(public.board)
    final = final_part(board, public, closing, t)  # none before the end, nor at an earlier turn of an ended game
    return GamePage(game=game, version=spectated.version, language=t.language, title=t("web.title", game=game),
                    heading=heading, turn=slider, latest=turns_played(spectated), slider_label=slider_label(slider, t),
                    newest=(*t.lines(newest_turn(spectated.log)), *waiting_now(spectated, t)),
                    newest_starts=turn_starts(newest_turn(spectated.log)),
                    players=tuple(players_text(board, public, spectated.game.names, t).split("\n")),
                    scores_note=t("web.scores_note_over" if final else "web.scores_note"),  # "the final scores below"
                    families=families_lines(board, public, spectated.game.names, t),
                    final=final, final_note=t("web.final_note"),
                    log=log_words(spectated.log, t),
                    log_starts=turn_starts(spectated.log),
                    board_url=board_address(game, shown.after, spectated.version, t.language),
                    board_alt=slider_label(slider, t), radius=RADIUS, spaces=spots(board, public, t),
                    ended=ended(spectated))


HELD = {Hold.HOST: "web.paused", Hold.CHANNEL: "web.paused_channel"}  # what a page says holds a game in play


def waiting_now(spectated: Spectated, t: Text) -> tuple[str, ...]:
    """What the game waits for now where the newest lines do not say it, closing them: a marriage's discard (the
    turn's opening said "to play", and the marriage and its draw are told: which cards go is the player's choice
    still to make, R4.5), or, when nobody is to play, a sale answer at a ``sales: at once`` table or the last offers
    before the scoring, as the turn message says it; then that the host paused its clock. Nothing for an aborted
    game, which waits for nothing."""
    if spectated.game.status is GameStatus.ABORTED:
        return ()
    waits = table_waits(spectated.now)
    discards = [t("web.waits_discard", name=spectated.game.names[w.player]) for w in spectated.now.waiting
                if w.kind == "discard"]
    held = () if spectated.held is None else (t(HELD[spectated.held]),)
    return (*discards, *(() if waits is None else (t(waits),)), *held)


def ended(spectated: Spectated) -> bool:
    """Whether the game is over or aborted: either way its page no longer changes."""
    return spectated.now.over or spectated.game.status is GameStatus.ABORTED


def heading_now(spectated: Spectated) -> Msg:
    """The heading of the position now: the final one, the turn being played (said to be paused
    while the host's /pause holds the clock, or a channel the bot cannot post in), or the turn an aborted game was
    left in, said to be aborted (its view names nobody to play)."""
    if spectated.now.over:
        return Msg("embed.final")
    aborted = spectated.game.status is GameStatus.ABORTED
    key = "web.heading_aborted" if aborted else "web.heading_paused" if spectated.held else "embed.turn"
    return Msg(key, turn=spectated.now.turn)
