"""People's ratings and figures in words, for any game: the lines ``/stats``,
``/leaderboard`` and ``/history`` answer with, and ``python -m bot stats`` prints, so both show
the same figures. Built as messages (``Msg``), rendered in the reader's language; a rating
shows one decimal ("31.4", "31,4"). A game's own lines (Samarkand's: its computer players on
the scale, its families' balance) are in its words (``bot.words.standings_text``)."""

from __future__ import annotations

import shlex
from datetime import UTC, datetime

from bot.ratings.skill import Skill
from bot.ratings.standings import Figures, History, Leaderboard, PastGame, Tally, Winner
from bot.store.address import shown
from bot.store.row_values import OFFLINE_GUILD
from bot.words.i18n import And, Msg
from bot.words.markup import message_link

BOT = ("python", "-m", "bot")  # the commands a terminal's lines suggest: the same in every language


def rating_values(skill: Skill) -> dict[str, float]:
    low, high = skill.interval
    return {"mu": round(skill.mu, 1), "low": round(low, 1), "high": round(high, 1)}


def tally_values(tally: Tally) -> dict[str, object]:
    return {"games": tally.games, "wins": tally.wins, "rate": round(100 * tally.win_rate),
            "average": round(tally.average, 1)}


UNRATED = Msg("ratings.unrated")  # what any table may choose that leaves its games unrated: the rating setting


def figures_lines(figures: Figures, name: str, in_server: bool, unrated: Msg = UNRATED) -> list[Msg]:
    """``/stats``: a person's rating and place in this scope (a server, or every server
    outside one), their games by table size, and their rating across servers; or that they
    have no rated game yet. ``name``: who, when they have no rating to name them; ``unrated``: what a table of the
    game may choose that leaves it unrated (``GameSide.unrated``), in the line that says which games count. The game
    may add its own lines after these (``GameSide.standings_notes``)."""
    here, everywhere = figures.here, figures.everywhere
    if here is None:
        return [Msg("stats.none", name=name, unrated=unrated)]
    lines = [Msg("stats.title" if in_server else "stats.title_everywhere", name=here.name),
             Msg("stats.rating", **rating_values(here.skill))]
    if here.hidden:
        lines.append(Msg("stats.hidden"))
    elif here.rank is None:
        lines.append(Msg("stats.unranked", most=figures.min_games))
    else:
        lines.append(Msg("stats.rank", rank=here.rank))
    lines.append(Msg("stats.games", **tally_values(here.tally)))
    lines += [Msg("stats.by_players", players=players, **tally_values(tally)) for players, tally in here.by_players]
    if in_server and everywhere is not None:
        lines.append(Msg("stats.everywhere", **rating_values(everywhere.skill), games=everywhere.tally.games,
                         wins=everywhere.tally.wins))
    return lines


def leaderboard_lines(board: Leaderboard, in_server: bool, in_terminal: bool = False, asked: int = 1,
                      unrated: Msg = UNRATED) -> list[Msg]:
    """``/leaderboard``: one page, best first, and how to see the next (``in_terminal``: by
    the command line's ``--page``, for ``python -m bot stats``). A page past the last (``asked``) shows the last,
    saying so, as ``/history`` does; an empty one says which games count (``unrated``: as ``figures_lines``)."""
    if not board.lines:
        return [Msg("leaderboard.empty", most=board.min_games, unrated=unrated)]
    title = "leaderboard.title" if in_server else "leaderboard.title_everywhere"
    lines = [Msg("leaderboard.no_such_page", page=asked, count=board.pages)] if asked > board.page else []
    lines.append(Msg(title, most=board.min_games, page=board.page, pages=board.pages))
    lines += [Msg("leaderboard.line", rank=line.rank, name=line.name, games=line.games, wins=line.wins,
                  **rating_values(line.skill)) for line in board.lines]
    if board.page < board.pages:
        lines.append(Msg("history.more_console" if in_terminal else "leaderboard.more", next=board.page + 1))
    return lines


def history_lines(history: History, in_terminal: bool = False, db: str = "", asked: int = 1,
                  replays: bool = True) -> list[Msg]:
    """``/history``: one page of the server's finished games, newest first, each with its day (``ended_on``), its
    number (what ``/review`` and ``python -m bot review`` take), winners, points, channel, last message and replay;
    then how to see the next page (``in_terminal``: by ``--page``, for ``python -m bot stats --history``). Keyboard
    games (``--server console``) have no channel, message or slash command: each names its table and the commands
    that write its replay and review, with the ``--db`` given (``db``), if any. A page past the last (``asked``)
    shows the last, saying that there is no such page: shown silently, page 1 of 1 read as the page asked for.
    ``replays``: the bot has ``/replay`` (Samarkand's command; a game without one is never pointed to it)."""
    if not history.games:
        return [Msg("history.empty")]
    at_keyboard = all(game.guild_id == OFFLINE_GUILD for game in history.games)
    beyond = [Msg("history.no_such_page", page=asked, count=history.pages)] if asked > history.page else []
    title = "history.title_console" if at_keyboard else "history.title" if replays else "history.title_unreplayed"
    lines = [*beyond, Msg(title, total=history.total, page=history.page, pages=history.pages)]
    lines += [history_line(game, db, replays) for game in history.games]
    if history.page < history.pages:
        lines.append(Msg("history.more_console" if at_keyboard or in_terminal else "history.more",
                         next=history.page + 1))
    return lines


def history_line(game: PastGame, db: str = "", replays: bool = True) -> Msg:
    """One finished game: at Discord, where ``/replay`` shows it (while it is its channel's latest) and a link to its
    last message;
    at a keyboard, its table and the commands of its replay and its review (with ``db``, the
    ``--db`` the operator gave, its password as ``***``: the host types their own)."""
    values = {"date": ended_on(game), "game": game.game_id,
              "winners": And(winner(w) for w in game.winners)}
    if game.guild_id == OFFLINE_GUILD:
        table = game.channel_id.partition(":")[2]
        given = ("--db", shown(db)) if db else ()  # a PostgreSQL URL's password never printed
        return Msg("history.line_console", table=table, command=shlex.join((*BOT, "play", *given, "--replay", table)),
                   review=shlex.join((*BOT, "review", str(game.game_id), *given)), **values)
    # /replay shows a channel's latest game only (no way to an older one), and only where the game has it
    replay = "" if game.replayable and replays else "_past"
    if game.last_message:
        link = message_link(game.guild_id, game.channel_id, game.last_message)
        return Msg(f"history.line{replay}", link=link, channel=game.channel_id, **values)
    return Msg(f"history.line_unlinked{replay}", channel=game.channel_id, **values)


def winner(won: Winner) -> Msg:
    """A winner's name and points; a seat a computer finished says so, as the end's message did."""
    return Msg("history.winner_finished" if won.finished_by_computer else "history.winner", name=won.name,
               points=won.points)


def ended_on(game: PastGame) -> Msg:
    """The day a game ended: at Discord a timestamp that each reader's app shows as their own
    day (a game ended late in the evening in Berlin is not dated the next day, as in UTC;
    ``without_markup`` prints it in UTC in a terminal); at a keyboard, the day in UTC."""
    if game.guild_id != OFFLINE_GUILD:
        return Msg("history.day", stamp=round(game.ended))
    ended = datetime.fromtimestamp(game.ended, UTC)
    return Msg("history.date", year=ended.year, month=ended.month, day=ended.day)
