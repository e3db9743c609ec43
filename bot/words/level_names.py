"""The names players see of the computer levels (beginner, casual, strong, expert): each
level's catalogue key comes from its declaration (``bot.ai.levels.COMPUTERS``), so a new level
needs only its entry there and its words in the catalogues."""

from __future__ import annotations

from collections.abc import Iterable

from bot.ai.levels import LEVELS, Level
from bot.words.i18n import Msg, text


def level_name(code: str) -> Msg:
    """The name of a level by its stored code (a seat's ``kind``, a note's ``level``)."""
    return Msg(LEVELS[Level(code)].name_key)


def levels_by_name(languages: Iterable[str], levels: Iterable[Level] = LEVELS) -> dict[str, Level]:
    """Every way a person may type one of ``levels``, casefolded: its code, or its name in any
    of ``languages`` ("Casual", "Könner")."""
    known: dict[str, Level] = {}
    for language in languages:
        say = text(language)
        known |= {say(level_name(level)).casefold(): level for level in levels}
    return known | {level.casefold(): level for level in levels}
