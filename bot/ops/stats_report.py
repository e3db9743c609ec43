"""``python -m bot stats``: the figures ``/stats`` and ``/leaderboard`` show (and with ``--history`` the games
``/history`` lists), for a database, in the terminal: the same service calls and the same words
(``bot.words.standings_text``). ``--rebuild`` first rates every finished game again, in order (ratings are
derived data)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.samarkand.game_service import GameService
from bot.ops.admin import current, known
from bot.ratings.standings import EVERY_SERVER
from bot.store.access import Access
from bot.words.i18n import text
from bot.words.markup import without_markup
from bot.words.standings_text import balance_lines, history_lines, leaderboard_lines, standing_lines


@dataclass(frozen=True)
class StatsAsked:
    """What ``python -m bot stats`` was asked: a server's id ("" for every server together), a person (their
    name at the table or their user id; "" for the leaderboard), a page, the language, whether to rebuild the
    ratings first, and whether to list the finished games, or the wins by first family and seat, instead."""

    server: str = ""
    player: str = ""
    page: int = 1
    language: str = "en"
    rebuild: bool = False
    history: bool = False
    families: bool = False
    db: str = ""  # the --db given, if any: the commands a history line suggests name it too


async def stats_report(address: str, named: str, asked: StatsAsked) -> str:
    """The figures asked, from the database at ``address`` (``named``: what gave it); read only,
    so a read-only volume serves, unless ``--rebuild`` writes the ratings."""
    async with await current(address, named, Access.WRITE if asked.rebuild else Access.READ_ONCE) as store:
        if asked.server:
            known(asked.server, await store.servers())
        t = text(asked.language)
        said = [t("stats.rebuilt", count=await store.rebuild_ratings())] if asked.rebuild else []
        service = GameService(store)
        if asked.families:
            lines = balance_lines(await service.standings.balance(asked.server), bool(asked.server))
        elif asked.history:
            lines = history_lines(await service.standings.finished_games(asked.server, asked.page), True, asked.db,
                                  asked.page)
        elif asked.player:
            user = await store.rated_user(asked.server or EVERY_SERVER, asked.player) or asked.player
            figures = await service.standings.figures(asked.server, user)
            lines = standing_lines(figures, asked.player, bool(asked.server))
        else:
            board = await service.standings.leaderboard(asked.server, asked.page)
            lines = leaderboard_lines(board, bool(asked.server), in_terminal=True, asked=asked.page)
        return "\n".join(map(without_markup, [*said, *t.lines(lines)]))  # the terminal is not Discord

