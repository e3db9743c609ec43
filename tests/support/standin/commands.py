"""Application commands as Discord takes them in a bulk overwrite
(``interactions/application-commands``): names, descriptions, options and choices within
their limits in every locale, translations only for Discord's locales, required options
before optional ones, no option both autocompleted and with choices, names unique among
siblings, a command's 8,000 characters, and at most 100 chat-input commands in one scope.
Each check returns the ``Problem``s it finds."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise
from typing import Any

from tests.support.openapi_check import LOCALES
from tests.support.standin.problems import Problem, at, length, too_long

COMMAND_NAME, COMMAND_DESCRIPTION, COMMAND_OPTIONS, COMMAND_TOTAL = 32, 100, 25, 8000
CHOICES, CHOICE_NAME, CHOICE_VALUE = 25, 100, 100
CHAT_INPUT = 1  # a command's type: a slash command
CHAT_INPUT_COMMANDS = 100
# More than 100 in a bulk overwrite is not a form error: Discord answers with its JSON code
# 30032, as a bot registering 130 reported it (chenhg5/cc-connect#504).
TOO_MANY_COMMANDS = (400, 30032, "Maximum number of application commands reached (100)")


def too_many(commands: list[dict[str, Any]]) -> bool:
    return sum(command.get("type", CHAT_INPUT) == CHAT_INPUT for command in commands) > CHAT_INPUT_COMMANDS


def command_problems(commands: list[dict[str, Any]]) -> list[Problem]:
    """Slash commands as registered: each command all the way down, and no two of one type
    with the same name."""
    found: list[Problem] = []
    for n, command in enumerate(commands):
        found += named_problems(command, f"{n}", command.get("type", CHAT_INPUT) == CHAT_INPUT)
        if characters(command) > COMMAND_TOTAL:
            found.append(Problem(f"{n}", "APPLICATION_COMMAND_TOO_LARGE",
                                 f"Command exceeds maximum size ({COMMAND_TOTAL})"))
    named = Counter((command.get("name"), command.get("type", CHAT_INPUT)) for command in commands)
    if any(count > 1 for count in named.values()):
        found.append(Problem("", "APPLICATION_COMMANDS_DUPLICATE_NAME", "Application command names must be unique"))
    return found


def longest(item: dict[str, Any], key: str) -> int:
    """A text's length in its longest locale: Discord counts a command in its largest one."""
    return max([len(item.get(key) or ""), *(len(v) for v in (item.get(f"{key}_localizations") or {}).values())])


def characters(item: dict[str, Any]) -> int:
    """What counts toward a command's 8,000: names, descriptions and values, all the way down."""
    own = longest(item, "name") + longest(item, "description") + len(str(item.get("value") or ""))
    return own + sum(characters(child) for key in ("options", "choices") for child in item.get(key) or [])


def texts(item: dict[str, Any], key: str) -> list[object]:
    """A name or description and its every translation."""
    return [item.get(key), *(item.get(f"{key}_localizations") or {}).values()]


def is_name(text: object) -> bool:
    """A slash command's or option's name: 1-32 letters, digits, ``-`` or ``_``, in lower
    case where the letter has one (Discord's ``^[-_\\p{L}\\p{N}...]{1,32}$``)."""
    return isinstance(text, str) and 1 <= len(text) <= COMMAND_NAME and text == text.lower() \
        and all(c.isalnum() or c in "-_" for c in text)


def locale_problems(item: dict[str, Any], place: str) -> list[Problem]:
    """Translations keyed by a locale Discord does not have (the stand-in's wording)."""
    return [Problem(at(place, f"{key}_localizations.{locale}"), "LOCALE_INVALID", f"{locale!r} is not a Discord locale")
            for key in ("name", "description") for locale in item.get(f"{key}_localizations") or {}
            if locale not in LOCALES]


def options_problems(options: list[dict[str, Any]], place: str) -> list[Problem]:
    """A list of options: at most 25, the required ones first (Discord's docs: "Required
    options must be listed before optional options"), no name twice."""
    found = length(at(place, "options"), options, COMMAND_OPTIONS)
    required = [bool(option.get("required")) for option in options]
    if any(later and not earlier for earlier, later in pairwise(required)):
        found.append(Problem(at(place, "options"), "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                             "Required options must be placed before non-required options"))
    names = [option.get("name") for option in options]
    if len(set(names)) != len(names):
        found.append(Problem(at(place, "options"), "APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME",
                             "Option names must be unique"))
    for o, option in enumerate(options):
        found += named_problems(option, f"{place}.options.{o}", True)
    return found


def named_problems(item: dict[str, Any], place: str, slash: bool) -> list[Problem]:
    """A slash command or one of its options, all the way down: its names (a context menu's
    may hold spaces and capitals), its descriptions and their locales, its options and its
    choices (fixed choices, or autocomplete: not both)."""
    found = locale_problems(item, place)
    if any(not is_name(name) if slash else too_long(name, COMMAND_NAME, 1) for name in texts(item, "name")):
        found.append(Problem(at(place, "name"), "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid"))
    if any(too_long(text, COMMAND_DESCRIPTION, 1 if slash else 0) for text in texts(item, "description")):
        found.append(Problem(at(place, "description"), "BASE_TYPE_BAD_LENGTH",
                             f"Must be between {1 if slash else 0} and {COMMAND_DESCRIPTION} in length."))
    found += options_problems(item.get("options") or [], place)
    choices = item.get("choices") or []
    if item.get("autocomplete") and choices:  # Discord's docs: autocomplete "may not be set to
        # true if choices are present" (the stand-in's wording: no reported answer gives Discord's)
        found.append(Problem(at(place, "autocomplete"), "APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_WITH_CHOICES",
                             "Autocomplete may not be enabled for an option with choices"))
    found += length(at(place, "choices"), choices, CHOICES)
    for c, choice in enumerate(choices):
        if any(too_long(name, CHOICE_NAME, 1) for name in texts(choice, "name")) or \
                too_long(choice.get("value"), CHOICE_VALUE):
            found.append(Problem(at(place, f"choices.{c}"), "BASE_TYPE_BAD_LENGTH",
                                 f"Must be between 1 and {CHOICE_NAME} in length."))
        found += locale_problems(choice, f"{place}.choices.{c}")
    return found
