"""The console's one player, named as a language says "you" (``console.default_name``: "You",
"Spieler"), is spoken to rather than named: "Your hand", not "You's hand"; "it is up to you",
not "You, it is up to you". Their name in the third person reads wrong in any language."""

from __future__ import annotations

from functools import lru_cache

from bot.words.i18n import CONSOLE, languages, text


@lru_cache(maxsize=1)
def default_names() -> frozenset[str]:
    """Every language's name for the console's one player."""
    return frozenset(text(language, CONSOLE)("console.default_name") for language in languages())


def is_default_name(name: str) -> bool:
    """Whether ``name`` is the console's default player's, in any language (a game begun in
    one language is resumed in another: the console then names them in it, ``Console.default_named``)."""
    return name in default_names()
