"""The catalogue's words as Discord shows them, with display names as typed and never as
markup. A display name is anyone's to choose, and 32 characters hold a masked link
(``[Free Nitro](https://x.co/abcd)``), a heading, ``@everyone``, or right-to-left overrides
that turn the rest of the line around; written verbatim, the bot would say them in its own
voice. ``discord_text(language)`` is the ``Text`` every message the bot writes is rendered
with: it escapes the values of the catalogue's name placeholders, and only those, so the
catalogue's own markup and the pings the bot builds stay live. Images draw the raw name
(Pillow knows no markup) and take ``bot.words.image_words`` instead."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any
from unicodedata import bidirectional

from discord.utils import escape_markdown, escape_mentions

from bot.words.i18n import DEFAULT, Msg, Text

NAME_FIELDS = frozenset({"name", "names", "host", "player", "order"})  # placeholders that hold display names
# Embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), and the marks (U+200E, U+200F,
# U+061C): a name must not reorder the line it is in.
DIRECTION_CONTROLS = dict.fromkeys([*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C])
RIGHT_TO_LEFT = frozenset({"R", "AL"})  # Unicode's strong right-to-left classes (Hebrew; Arabic and its kin)
LINK_OPENERS = re.compile(r"([\[\]<])")  # a masked link's brackets; <…> is a mention, an emoji or a timestamp
URL_SCHEME = re.compile(r":(?=//)")


def literal(name: str) -> str:
    """``name`` as Discord shows plain text: every markdown character escaped (the brackets
    of a masked link too, which ``escape_markdown`` would escape as one piece and leave the
    markup inside it live), the ``://`` of a link broken so it is no link, ``@everyone`` and
    mentions broken by a zero-width space, and the direction controls dropped. A name with
    right-to-left letters is isolated (U+2068 … U+2069): "Bonus: علي +3" would otherwise show
    its number on the name's other side, as the line read right to left from the name on."""
    pieces = LINK_OPENERS.split(name.translate(DIRECTION_CONTROLS))
    escaped = "".join("\\" + piece if index % 2 else escape_markdown(piece, ignore_links=False)
                      for index, piece in enumerate(pieces))  # odd pieces: the brackets split on
    return isolated(escape_mentions(URL_SCHEME.sub(r"\\:", escaped)))


def isolated(name: str) -> str:
    """A name with right-to-left letters between U+2068 and U+2069, so that it keeps the
    line around it in its order; any other name as it is."""
    return f"\u2068{name}\u2069" if any(bidirectional(c) in RIGHT_TO_LEFT for c in name) else name


def fenced(name: str) -> str:
    """``name`` for a code block, where markdown does not render but a backslash would show:
    a zero-width space after each backtick, so that no three backticks in a name close the
    block; isolated as ``literal`` isolates it."""
    return isolated(name.translate(DIRECTION_CONTROLS).replace("`", "`\u200b"))


def inert(value: Any) -> Any:
    """A name placeholder's value with every name in it literal (a list of names, the
    language's "and" of them); a message stays a message, rendered in its turn."""
    if isinstance(value, str):
        return literal(value)
    if isinstance(value, list | tuple):  # an And (or Or) keeps its kind: it chooses the joining word
        return type(value)(inert(item) for item in value)
    return value


class DiscordText(Text):
    """The words of one language for Discord: a name placeholder's value is literal text,
    in this message and in every message nested in it (they render through this ``Text``)."""

    def __call__(self, key: str | Msg, fallback: str = "", /, **values: Any) -> str:
        if isinstance(key, Msg):
            return key.render(self)
        shown = {field: inert(value) if field in NAME_FIELDS else value for field, value in values.items()}
        return super().__call__(key, fallback, **shown)


@lru_cache(maxsize=16)
def discord_text(language: str = DEFAULT) -> DiscordText:
    return DiscordText(language)
