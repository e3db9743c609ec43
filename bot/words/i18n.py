"""Every word a player reads comes from a message catalogue: one gettext catalogue per language
(``data/locales/<language>/LC_MESSAGES/samarkand.po``), read with Babel and compiled in memory at start (no build
step), a stable key per message, named placeholders (``{family}``) and the language's plural forms. English is
the fallback for other languages and missing keys; a new language is a new file. Babel, as the .po format is
what translators' tools edit, and Babel knows every language's plural rules (CLDR).

Code that decides *what* to say builds a ``Msg`` (a key and its values); code that knows *to whom* renders it
with that reader's ``Text``. A terminal message may have a variant under the gettext context ``console`` (it
names a word to type instead of a slash command)."""

from __future__ import annotations

import gettext
import io
import re
from collections.abc import Iterable, Mapping
from functools import lru_cache
from importlib.resources.abc import Traversable
from typing import Any

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_decimal

from bot.engine.datafiles import data_file

LOCALES = data_file("locales")
DOMAIN = "samarkand"
DEFAULT = "en"  # the language of every catalogue's keys, and of every fallback
CONSOLE = "console"


def catalogue_path(language: str) -> Traversable:
    return LOCALES / language / "LC_MESSAGES" / f"{DOMAIN}.po"


@lru_cache(maxsize=1)
def languages() -> tuple[str, ...]:
    """The languages with a catalogue, English first."""
    found = (p.name for p in LOCALES.iterdir() if catalogue_path(p.name).is_file())
    return tuple(sorted(found, key=lambda name: (name != DEFAULT, name)))


@lru_cache(maxsize=8)
def catalogue(language: str) -> Catalog:
    """The catalogue as Babel reads it (entries, plural rule), for the loader and the checks."""
    with catalogue_path(language).open("rb") as source:
        return read_po(source, locale=language, domain=DOMAIN)


@lru_cache(maxsize=8)
def translations(language: str) -> gettext.GNUTranslations:
    """The compiled catalogue of ``language``, falling back to English key by key."""
    compiled = io.BytesIO()
    write_mo(compiled, catalogue(language))
    compiled.seek(0)
    found = gettext.GNUTranslations(compiled)
    if language != DEFAULT:
        found.add_fallback(translations(DEFAULT))
    return found


@lru_cache(maxsize=1)
def plural_keys() -> frozenset[str]:
    """The keys with plural forms (by the English catalogue, which every other must match)."""
    return frozenset(m.id[0] for m in catalogue(DEFAULT) if m.id and isinstance(m.id, tuple))


def language_of(locale: object | None) -> str:
    """The catalogue for a Discord locale (``de``, ``en-US``, a ``discord.Locale``) or a
    language code: its language if there is a catalogue for it, else English."""
    language = str(getattr(locale, "value", locale) or DEFAULT).replace("_", "-").split("-")[0].lower()
    return language if language in languages() else DEFAULT


class Msg:
    """Something to say, not yet in a language: a catalogue key and its values (which may be
    messages themselves, such as a family's name). ``str()`` is the English text."""

    __slots__ = ("fallback", "key", "values")

    def __init__(self, key: str, fallback: str = "", /, **values: Any) -> None:
        self.key, self.fallback, self.values = key, fallback, values

    def render(self, text: Text) -> str:
        return text(self.key, self.fallback, **self.values)

    def __str__(self) -> str:
        return self.render(text(DEFAULT))

    def __repr__(self) -> str:
        return f"Msg({self.key!r}, {self.values!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and (self.key, self.values) == (other.key, other.values)

    def __hash__(self) -> int:
        return hash(self.key)


class And(tuple[Msg | str, ...]):
    """Items to be joined by the reader's language's "and" (``A, B and C``)."""

    pair = "list.two"
    more = "list.more"


class Or(And):
    """Items to be joined by the reader's language's "or" (``A, B or C``)."""

    pair = "list.or"


class Apart(And):
    """Items that hold an "and" of their own, kept apart (``A and B; C and D; E and F``): the
    families that meet, two by two, which "and" alone would run together into one list."""

    pair = "list.apart"
    more = "list.apart_more"


class Refusal(Exception):
    """A refusal a person can read, as a message: ``str()`` is English (for logs and
    developers); ``message`` is rendered in the reader's language."""

    def __init__(self, key: str | Msg, **values: Any) -> None:
        self.message = key if isinstance(key, Msg) else Msg(key, **values)
        super().__init__(str(self.message))


class Text:
    """The words of one language: ``text("key", name=...)``; a key with plural forms takes
    ``count``. ``variant`` is a gettext context tried first (the console's wording)."""

    def __init__(self, language: str = DEFAULT, variant: str | None = None) -> None:
        self.language = language_of(language)
        self.variant = variant
        self._found = translations(self.language)

    def __call__(self, key: str | Msg, fallback: str = "", /, **values: Any) -> str:
        if isinstance(key, Msg):
            return key.render(self)
        template = self.template(key, values.get("count"), fallback)
        return self.filled(template, {name: self.render(value) for name, value in values.items()})

    def filled(self, template: str, rendered: dict[str, object]) -> str:
        """``template`` with its values in (``rendered``: each in this language already)."""
        return one_full_stop(template, rendered).format(**rendered)

    def template(self, key: str, count: int | None = None, fallback: str = "") -> str:
        """The catalogue's text for ``key`` (its plural form for ``count``), else ``fallback``
        or the key itself, so that a missing entry shows up without breaking a message."""
        if key in plural_keys():
            whole = self.plural_count(count or 0)
            if self.variant:
                found = self._found.npgettext(self.variant, key, key, whole)
                if found != key:
                    return found
            found = self._found.ngettext(key, key, whole)
        else:
            found = self._found.pgettext(self.variant, key) if self.variant else key
            if found == key:
                found = self._found.gettext(key)
        return fallback if found == key and fallback else found

    def render(self, value: Any) -> Any:
        """A value for a placeholder: messages in this language, lists joined by commas (an
        ``And`` by the language's "and"), a fraction as the language writes it ("1.5", "1,5");
        other numbers stay numbers (templates may format them)."""
        if isinstance(value, Msg):
            return value.render(self)
        if isinstance(value, And):
            return self.join([str(self.render(item)) for item in value], value.pair, value.more)
        if isinstance(value, list | tuple):
            return ", ".join(str(self.render(item)) for item in value)
        if isinstance(value, float):
            return format_decimal(value, locale=self.language)
        return value

    def lines(self, messages: Iterable[Msg | str]) -> list[str]:
        return [self(m) if isinstance(m, Msg) else m for m in messages]

    def join(self, items: list[str], pair: str = "list.two", more: str = "list.more") -> str:
        """``A``, ``A and B``, ``A, B and C`` (or ``A, B or C`` with the pair ``list.or``): by
        the catalogue's own list templates."""
        if len(items) <= 1:
            return "".join(items)
        if len(items) == 2:
            return self(pair, first=items[0], second=items[1])
        return self(more, first=items[0], rest=self.join(items[1:], pair, more))

    def plural_count(self, count: float) -> int:
        """gettext's plural forms take whole numbers; a fraction (1.5 hours) takes the form of
        the first whole number in its CLDR category: "1.5 hours", "1,5 Stunden", "1,5 heure"."""
        if float(count).is_integer():
            return int(count)
        rule = Locale.parse(self.language).plural_form
        return next((n for n in range(100) if rule(n) == rule(count)), round(count))


ENDS_SENTENCE = re.compile(r"\{(\w+)\}\.")  # a placeholder the template ends a sentence after


def one_full_stop(template: str, rendered: Mapping[str, Any]) -> str:
    """``template`` without its full stop after a placeholder whose value already ends with one
    (a name such as "R." or a list of names ending in one), so that no sentence ends "R.."."""
    def stop(found: re.Match[str]) -> str:
        value = rendered.get(found.group(1))
        return found.group(0)[:-1] if isinstance(value, str) and value.endswith(".") else found.group(0)
    return ENDS_SENTENCE.sub(stop, template)


@lru_cache(maxsize=16)
def text(language: str = DEFAULT, variant: str | None = None) -> Text:
    return Text(language, variant)


def hours(count: float) -> Msg:
    """A number of hours with its plural: "1 hour", "1.5 hours", "6 Stunden"."""
    return Msg("time.hours", count=count)


def cards_between(least: int, most: int) -> Msg:
    """How many cards a discard takes: "1 to 2 cards", or "exactly 2 cards" when there is no
    choice of how many (a range from 2 to 2 reads as a mistake)."""
    return Msg("cards.exactly", count=most) if least == most else Msg("cards.between", least=least, most=most)


def family(board: Any, index: int) -> Msg:
    """A family's name in the reader's language (the board's own name if none is catalogued)."""
    name = board.families[index].name
    return Msg(f"family.{name}", name)


def good(board: Any, number: int) -> Msg:
    """A good's name in the reader's language (the board's own name if none is catalogued)."""
    return Msg(f"good.{number}", board.goods[number].name)
