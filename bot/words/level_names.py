"""The names players see of the computer levels (beginner, casual, strong, expert): each
level's catalogue key comes from its declaration (``bot.ai.levels.COMPUTERS``), so a new level
needs only its entry there and its words in the catalogues."""

from __future__ import annotations

from collections.abc import Iterable

from bot.ai.levels import LEVELS, Level
from bot.words.i18n import Msg, languages, text


def level_name(code: str) -> Msg:
    """The name of a level by its stored code (a seat's ``kind``, a note's ``level``)."""
    return Msg(LEVELS[Level(code)].name_key)


NUMBER = 987654321  # a computer's number no seat has: where the number stands in the template


def short_level_name(code: str) -> Msg:
    """A level's short word, for a computer seat's name where room is tight ("Gelegenh." for
    "Gelegenheitsspieler"; English's names are short already)."""
    return Msg(f"{LEVELS[Level(code)].name_key}.short")


def computer_seat(name: str, language: str) -> tuple[int, Level] | None:
    """The number and level of a computer seat's name ("Computer 1 (Gelegenheitsspieler)", or
    with the level's short word), read by the catalogue's own template (``lobby.computer_name``)
    of ``language`` first, then of the others (a table's language may change after seating);
    ``None`` for any other name, which is a person's."""
    for spoken in (language, *(other for other in languages() if other != language)):
        say = text(spoken)
        for level in LEVELS:
            for word in (level_name(level), short_level_name(level)):
                before, _, after = say("lobby.computer_name", number=NUMBER, level=word).partition(str(NUMBER))
                number = name.removeprefix(before).removesuffix(after)
                if name.startswith(before) and name.endswith(after) and number.isascii() and number.isdigit():
                    return int(number), level
    return None


def tight_name(name: str, language: str) -> str:
    """A seat's name as drawn where room is tight (the images, the final table): a computer
    seat's ("Computer 1 (Gelegenheitsspieler)", ``lobby.computer_name``) with its level's short
    word, any other as it is. The full name stays in the lobby, ``/me`` and the news."""
    if (seat := computer_seat(name, language)) is None:
        return name
    number, level = seat
    return text(language)("lobby.computer_name", number=number, level=short_level_name(level))


def levels_by_name(languages: Iterable[str], levels: Iterable[Level] = LEVELS) -> dict[str, Level]:
    """Every way a person may type one of ``levels``, casefolded: its code, or its name in any
    of ``languages`` ("Casual", "Könner")."""
    known = {text(language)(level_name(level)).casefold(): level for language in languages for level in levels}
    return known | {level.casefold(): level for level in levels}
