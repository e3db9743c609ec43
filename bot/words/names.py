"""Display names in the bot's words, wherever shown. A display name is anyone's to choose: direction controls
turn the rest of a line around ("Eve" with a right-to-left override made "57 points" read "stniop 75"), and a
right-to-left name moves the number after it ("Bonus: علي +3"). ``NamedText`` passes every name placeholder's
value, nested ones too, through one function: Discord's (``cogs.discord_text``), the web page's
(``bot.words.markup.PlainText``), the images' (``bot.words.image_words``). The terminal takes Discord's words
and ``without_markup``."""

from __future__ import annotations

from typing import Any
from unicodedata import bidirectional, category

from bot.words.i18n import Msg, Text

NAME_FIELDS = frozenset({"name", "names", "host", "player", "order"})  # placeholders that hold display names
# Embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), and the marks (U+200E, U+200F,
# U+061C): a name must not reorder the line it is in.
DIRECTION_CONTROLS = dict.fromkeys([*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C])
BLANK_LOOKING = frozenset("\u115f\u1160\u2800\u3164\uffa0")  # letters and a symbol that print as nothing
RIGHT_TO_LEFT = frozenset({"R", "AL"})  # Unicode's strong right-to-left classes (Hebrew; Arabic and its kin)


def without_controls(name: str) -> str:
    return name.translate(DIRECTION_CONTROLS)


def as_read(name: str) -> str:
    """A name as a reader tells it from another: without invisible characters (format
    characters such as a zero-width space, and the fillers that show as blanks), case folded."""
    return "".join(c for c in name if category(c) != "Cf" and c not in BLANK_LOOKING).casefold()


def isolated(name: str) -> str:
    """A name with right-to-left letters between U+2068 and U+2069, so that it keeps the
    line around it in its order; any other name as it is."""
    return f"\u2068{name}\u2069" if any(bidirectional(c) in RIGHT_TO_LEFT for c in name) else name


def plain_name(name: str) -> str:
    """A name in text with no markup (the web page): its direction controls dropped, isolated
    if it has right-to-left letters, as typed otherwise."""
    return isolated(without_controls(name))


class NamedText(Text):
    """The words of one language with each name placeholder's value shown by ``name``, in
    this message and in every message nested in it (they render through this ``Text``)."""

    def name(self, typed: str) -> str:
        return plain_name(typed)

    def __call__(self, key: str | Msg, fallback: str = "", /, **values: Any) -> str:
        if isinstance(key, Msg):
            return key.render(self)
        shown = {field: self._named(value) if field in NAME_FIELDS else value for field, value in values.items()}
        return super().__call__(key, fallback, **shown)

    def _named(self, value: Any) -> Any:
        """A list of names (the language's "and" of them) keeps its kind, which chooses the
        joining word; a message stays a message, rendered in its turn."""
        if isinstance(value, str):
            return self.name(value)
        if isinstance(value, list | tuple):
            return type(value)(self._named(item) for item in value)
        return value
