"""The catalogue's words as Discord shows them, with display names as typed and never as markup. A display name is
anyone's to choose, and 32 characters hold a masked link (``[Free Nitro](https://x.co/abcd)``), a heading,
``@everyone``, or right-to-left overrides that turn the line around; verbatim, the bot would say them in its own
voice. ``discord_text(language)``, the ``Text`` of every message the bot writes, escapes only the values of the
catalogue's name placeholders, so the catalogue's markup and the bot's pings stay live. Images (Pillow knows no
markup) take ``bot.words.image_words``, the web page ``bot.words.markup.PlainText``."""

from __future__ import annotations

import re
from functools import lru_cache

from discord.utils import escape_markdown, escape_mentions

from bot.words.i18n import DEFAULT
from bot.words.names import NamedText, isolated, without_controls

LINK_OPENERS = re.compile(r"([\[\]<])")  # a masked link's brackets; <…> is a mention, an emoji or a timestamp
URL_SCHEME = re.compile(r":(?=//)")


def literal(name: str) -> str:
    """``name`` as Discord shows plain text: every markdown character escaped (a masked link's brackets too, which
    ``escape_markdown`` would escape as one piece, leaving the markup inside live), ``://`` broken, ``@everyone`` and
    mentions broken by a zero-width space, direction controls dropped. Right-to-left names are isolated (U+2068 …
    U+2069): "Bonus: علي +3" would otherwise show its number on the name's other side."""
    pieces = LINK_OPENERS.split(without_controls(name))
    escaped = "".join("\\" + piece if index % 2 else escape_markdown(piece, ignore_links=False)
                      for index, piece in enumerate(pieces))  # odd pieces: the brackets split on
    return isolated(escape_mentions(URL_SCHEME.sub(r"\\:", escaped)))


def fenced(name: str) -> str:
    """``name`` for a code block (no markdown, but a backslash would show): a zero-width space after each backtick so
    no three close the block; isolated as ``literal`` does."""
    return isolated(without_controls(name).replace("`", "`\u200b"))


class DiscordText(NamedText):
    """The words of one language for Discord: a name placeholder's value is literal text."""

    def name(self, typed: str) -> str:
        return literal(typed)


@lru_cache(maxsize=16)
def discord_text(language: str = DEFAULT) -> DiscordText:
    return DiscordText(language)
