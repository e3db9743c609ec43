"""Components as Discord's documentation (``components/reference``, ``interactions/
receiving-and-responding#modal``) says it takes them, for the stand-in's ``form_body``:
a message's buttons and selects in action rows (at most 5 rows of up to 5 buttons or one
select), a components-v2 message's layout (flag ``IS_COMPONENTS_V2``: at most 40 components
counting the nested ones, and 4,000 characters of text displays in all), and a modal's form
(a title and a custom id, 1-5 text inputs). Each check returns the ``Problem``s it finds."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tests.support.standin.problems import Problem, at, length, needed

ROWS, PER_ROW = 5, 5  # a message without the components-v2 flag: action rows, buttons in a row
COMPONENTS_V2 = 1 << 15  # the message flag IS_COMPONENTS_V2
V2_COMPONENTS, V2_TEXT = 40, 4000  # a v2 message's components, nested ones counted; its text displays' characters
CUSTOM_ID, LABEL, PLACEHOLDER, OPTIONS, OPTION_TEXT = 100, 80, 150, 25, 100
ACTION_ROW, BUTTON, STRING_SELECT, TEXT_INPUT, TEXT_DISPLAY, LABELLED = 1, 2, 3, 4, 10, 18  # component types
SELECTS = (STRING_SELECT, 5, 6, 7, 8)  # string, user, role, mentionable and channel selects
LINK, PREMIUM = 5, 6  # the button styles without a custom id: a link's address, a premium button's SKU
URL = 512  # a link button's address
LINK_SCHEMES = ("http://", "https://", "discord://")  # the only addresses a link button may have
MODAL_TITLE, MODAL_ROWS, INPUT_LABEL, INPUT_PLACEHOLDER, INPUT_VALUE, LABEL_DESCRIPTION = 45, 5, 45, 100, 4000, 100


def component_problems(components: list[dict[str, Any]], flags: int) -> list[Problem]:
    """A message's components: legacy ones in at most 5 action rows, or a v2 layout."""
    if flags & COMPONENTS_V2:
        return v2_problems(components)
    found = length("components", components, ROWS)
    found += [Problem(f"components.{r}", "COMPONENT_TYPE_INVALID", "Must be an action row")
              for r, row in enumerate(components) if row.get("type") != ACTION_ROW]
    return found + every_component(components)


def v2_problems(components: list[dict[str, Any]]) -> list[Problem]:
    """A v2 message: its every component judged as in any message, and Discord's two totals.
    Discord documents the totals, not its answer's wording: these codes are the stand-in's."""
    found = every_component(components)
    every = [component for _, component in walk(components, "components")]
    if len(every) > V2_COMPONENTS:
        found.append(Problem("components", "MAX_COMPONENTS_EXCEEDED",
                             f"Must be {V2_COMPONENTS} or fewer components, nested ones counted."))
    text = sum(len(c.get("content") or "") for c in every if c.get("type") == TEXT_DISPLAY)
    if text > V2_TEXT:
        found.append(Problem("components", "MAX_TEXT_DISPLAY_LENGTH_EXCEEDED",
                             f"Text displays must hold {V2_TEXT} or fewer characters in all."))
    return found


def walk(components: list[dict[str, Any]], place: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every component and where it is, the nested ones too: a row's, a section's or a
    container's children, a section's accessory, a label's component."""
    for n, component in enumerate(components):
        here = at(place, n)
        yield here, component
        yield from walk(component.get("components") or [], at(here, "components"))
        for key in ("accessory", "component"):
            if isinstance(component.get(key), dict):
                yield at(here, key), component[key]


def every_component(components: list[dict[str, Any]]) -> list[Problem]:
    """What holds for each component wherever it is: a custom id unique within the message
    (or modal), and each kind's own rules (a custom id's length among them)."""
    found: list[Problem] = []
    seen: set[str] = set()
    for here, component in walk(components, "components"):
        custom_id = component.get("custom_id")
        if isinstance(custom_id, str):
            if custom_id in seen:
                found.append(Problem(at(here, "custom_id"), "COMPONENT_CUSTOM_ID_DUPLICATED",
                                     "Component custom id cannot be duplicated"))
            seen.add(custom_id)
        kind = component.get("type")
        if kind == ACTION_ROW:
            found += row_problems(component, here)
        elif kind == BUTTON:
            found += button_problems(component, here)
        elif kind in SELECTS:
            found += select_problems(component, here)
        elif kind == TEXT_INPUT:
            found += text_input_problems(component, here)
        elif kind == LABELLED:
            found += needed(component, "label", here, INPUT_LABEL)
            found += length(at(here, "description"), component.get("description"), LABEL_DESCRIPTION)
    return found


def row_problems(row: dict[str, Any], place: str) -> list[Problem]:
    """An action row: 1-5 buttons, or one select (or one text input, in a modal)."""
    inside = row.get("components") or []
    found = length(at(place, "components"), inside, PER_ROW, 1)
    if len(inside) > 1 and any(c.get("type") != BUTTON for c in inside):
        found.append(Problem(at(place, "components"), "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                             "The specified component exceeds the maximum width"))
    return found


def button_problems(button: dict[str, Any], place: str) -> list[Problem]:
    """A link button has an address of up to 512 characters (http, https or discord: Discord
    refuses any other scheme) and no custom id; a premium one, neither; any other, a custom id
    and no address. All but a premium one show a label (up to 80 characters) or an emoji."""
    style = button.get("style")
    found = length(at(place, "label"), button.get("label"), LABEL)
    if style == LINK:
        found += needed(button, "url", place, URL)
        if not str(button.get("url", "")).lower().startswith(LINK_SCHEMES):
            found.append(Problem(at(place, "url"), "URL_TYPE_INVALID_URL", "Scheme must be one of ('http', 'https', "
                                 "'discord')."))
        if "custom_id" in button:
            found.append(Problem(at(place, "custom_id"), "BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED",
                                 "A link button cannot have a custom id"))
    elif style != PREMIUM:
        found += needed(button, "custom_id", place, CUSTOM_ID)
        if "url" in button:
            found.append(Problem(at(place, "url"), "BUTTON_COMPONENT_URL_NOT_ALLOWED",
                                 "Only a link button can have a url"))
    if style != PREMIUM and not button.get("label") and not button.get("emoji"):
        found.append(Problem(place, "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED", "A button needs a label or an emoji"))
    return found


def select_problems(select: dict[str, Any], place: str) -> list[Problem]:
    """Any select: a custom id and a placeholder of up to 150 characters. A string select:
    1-25 options with distinct values; ``min_values`` 0-25, ``max_values`` 1-25, neither more
    than the options, the least no more than the most."""
    found = needed(select, "custom_id", place, CUSTOM_ID) + length(at(place, "placeholder"),
                                                                    select.get("placeholder"), PLACEHOLDER)
    if select.get("type") != STRING_SELECT:
        return found
    options = select.get("options") or []
    found += length(at(place, "options"), options, OPTIONS, 1)
    values = [option.get("value") for option in options]
    if len(set(values)) != len(values):
        found.append(Problem(at(place, "options"), "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                             "Option values must be unique"))
    for o, option in enumerate(options):
        found += needed(option, "label", f"{place}.options.{o}", OPTION_TEXT)
        found += needed(option, "value", f"{place}.options.{o}", OPTION_TEXT)
        found += length(f"{place}.options.{o}.description", option.get("description"), OPTION_TEXT)
    least, most = int(select.get("min_values", 1)), int(select.get("max_values", 1))
    if not 0 <= least <= OPTIONS or least > len(options):
        found.append(Problem(at(place, "min_values"), "BASE_TYPE_BAD_VALUE", "Out of the options' range"))
    if not 1 <= most <= OPTIONS or most > len(options) or least > most:
        found.append(Problem(at(place, "max_values"), "BASE_TYPE_BAD_VALUE", "Out of the options' range"))
    return found


def text_input_problems(text_input: dict[str, Any], place: str) -> list[Problem]:
    """A modal's text input: a custom id; a label of up to 45 characters (its own, unless a
    label component carries it); a placeholder up to 100; a value up to 4,000."""
    found = needed(text_input, "custom_id", place, CUSTOM_ID)
    if place.endswith(".component"):  # inside a label component, which holds the label
        found += length(at(place, "label"), text_input.get("label"), INPUT_LABEL)
    else:
        found += needed(text_input, "label", place, INPUT_LABEL)
    found += length(at(place, "placeholder"), text_input.get("placeholder"), INPUT_PLACEHOLDER)
    return found + length(at(place, "value"), text_input.get("value"), INPUT_VALUE)


def modal_problems(data: dict[str, Any]) -> list[Problem]:
    """A modal (interaction callback type 9): a custom id, a title of up to 45 characters, and
    1-5 components, each judged as above."""
    found = needed(data, "custom_id", "", CUSTOM_ID) + needed(data, "title", "", MODAL_TITLE)
    found += needed(data, "components", "", MODAL_ROWS)
    return found + every_component(data.get("components") or [])
