"""What Discord refuses in a request's body as 400 "Invalid Form Body" (code 50035), by its own
documentation: a message's content, embeds and components (``resources/message``,
``components/reference``), an autocomplete's choices and a slash command's size
(``interactions/application-commands``), a message's files (``reference#uploading-files``).
Each check returns where the body breaks a limit,
in Discord's dotted form (``content``, ``components.0.components.1.custom_id``); no problem,
no entry. The stand-in answers a body with any problem as Discord does."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

CONTENT = 2000
EMBEDS, EMBED_TOTAL = 10, 6000
EMBED_TEXT = {"title": 256, "description": 4096}
FIELDS, FIELD_NAME, FIELD_VALUE = 25, 256, 1024
FOOTER, AUTHOR = 2048, 256
ROWS, PER_ROW = 5, 5  # a message without the components-v2 flag: action rows, buttons in a row
COMPONENTS_V2 = 1 << 15
CUSTOM_ID, LABEL, PLACEHOLDER, OPTIONS, OPTION_TEXT = 100, 80, 150, 25, 100
BUTTON, ACTION_ROW, STRING_SELECT, LINK = 2, 1, 3, 5  # component types, and the link button's style
URL = 512  # a link button's address
NONCE = 25  # a message's nonce, as a string
CHOICES, CHOICE_NAME, CHOICE_VALUE = 25, 100, 100
COMMAND_NAME, COMMAND_DESCRIPTION, COMMAND_OPTIONS, COMMAND_TOTAL = 32, 100, 25, 8000
INVALID_FORM_BODY = (400, 50035, "Invalid Form Body")
EMPTY_MESSAGE = (400, 50006, "Cannot send an empty message")
# https://discord.com/developers/docs/reference#uploading-files: up to 10 files a message, each
# within the default upload limit of 10 MiB (more where a server's boosts raise it). A file past
# the limit is refused before the form is read, as 413 "Request entity too large" (code 40005),
# as bots and libraries report it (discord/discord-api-docs#8572), not as 50035.
FILES, FILE_SIZE = 10, 10 * 1024 * 1024
TOO_LARGE = (413, 40005, "Request entity too large")


def refusal_body(problems: list[str]) -> dict[str, Any]:
    """Discord's answer to an invalid body: the code, the message, and each place's error."""
    errors: dict[str, Any] = {}
    for place in problems:
        error = {"code": "BASE_TYPE_MAX_LENGTH", "message": f"Must be {FILES} or fewer in length."} \
            if place == "attachments" else {"code": "BASE_TYPE_BAD_LENGTH", "message": "Must be within the limit."}
        errors[place] = {"_errors": [error]}
    return {"code": INVALID_FORM_BODY[1], "message": INVALID_FORM_BODY[2], "errors": errors}


def is_empty(body: dict[str, Any] | None, sizes: list[int]) -> bool:
    """A new message with nothing to show: no text but spaces, no embed, component, file,
    sticker or poll (Discord's 50006, "Cannot send an empty message")."""
    body = body if isinstance(body, dict) else {}
    shown = ("embeds", "components", "sticker_ids", "poll")
    return not str(body.get("content") or "").strip() and not any(body.get(key) for key in shown) and not sizes


def file_problems(sizes: list[int]) -> list[str]:
    """A message's files: at most 10 (their sizes are checked before, ``too_large``)."""
    return ["attachments"] if len(sizes) > FILES else []


def too_large(sizes: list[int]) -> bool:
    return any(size > FILE_SIZE for size in sizes)


def too_long(value: object, most: int, least: int = 0) -> bool:
    return isinstance(value, str) and not least <= len(value) <= most


def message_problems(body: dict[str, Any] | None) -> list[str]:
    """A message's body (a post, an edit, an interaction's message, a follow-up)."""
    if not body:
        return []
    found = ["content"] if too_long(body.get("content"), CONTENT) else []
    found += ["nonce"] if too_long(body.get("nonce"), NONCE) else []
    found += list(embed_problems(body.get("embeds") or []))
    if not int(body.get("flags") or 0) & COMPONENTS_V2:
        found += list(component_problems(body.get("components") or []))
    return found


def embed_problems(embeds: list[dict[str, Any]]) -> Iterator[str]:
    if len(embeds) > EMBEDS:
        yield "embeds"
    total = 0
    for e, embed in enumerate(embeds):
        for key, most in EMBED_TEXT.items():
            total += len(embed.get(key) or "")
            if too_long(embed.get(key), most):
                yield f"embeds.{e}.{key}"
        fields = embed.get("fields") or []
        if len(fields) > FIELDS:
            yield f"embeds.{e}.fields"
        for f, field in enumerate(fields):
            total += len(field.get("name") or "") + len(field.get("value") or "")
            if too_long(field.get("name"), FIELD_NAME, 1) or "name" not in field:
                yield f"embeds.{e}.fields.{f}.name"
            if too_long(field.get("value"), FIELD_VALUE, 1) or "value" not in field:
                yield f"embeds.{e}.fields.{f}.value"
        for key, most in (("footer", FOOTER), ("author", AUTHOR)):
            text = (embed.get(key) or {}).get("text" if key == "footer" else "name")
            total += len(text or "")
            if too_long(text, most):
                yield f"embeds.{e}.{key}"
    if total > EMBED_TOTAL:
        yield "embeds"


def component_problems(rows: list[dict[str, Any]]) -> Iterator[str]:
    """Legacy components: at most 5 action rows; in each, up to 5 buttons or one select; every
    custom id 1-100 characters and unique within the message."""
    if len(rows) > ROWS:
        yield "components"
    seen: set[str] = set()
    for r, row in enumerate(rows):
        inside = row.get("components") or []
        if row.get("type") != ACTION_ROW or not 1 <= len(inside) <= PER_ROW:
            yield f"components.{r}"
        selects = [c for c in inside if c.get("type") != BUTTON]
        if selects and len(inside) > 1:
            yield f"components.{r}.components"
        for c, component in enumerate(inside):
            place = f"components.{r}.components.{c}"
            custom_id = component.get("custom_id")
            if custom_id is not None and (too_long(custom_id, CUSTOM_ID, 1) or custom_id in seen):
                yield f"{place}.custom_id"
            if custom_id is not None:
                seen.add(custom_id)
            yield from select_or_button_problems(component, place)


def select_or_button_problems(component: dict[str, Any], place: str) -> Iterator[str]:
    if too_long(component.get("label"), LABEL):
        yield f"{place}.label"
    if too_long(component.get("placeholder"), PLACEHOLDER):
        yield f"{place}.placeholder"
    if component.get("type") == BUTTON:
        yield from button_problems(component, place)
    if component.get("type") == STRING_SELECT:
        yield from select_problems(component, place)


def button_problems(button: dict[str, Any], place: str) -> Iterator[str]:
    """A link button has an address of up to 512 characters and no custom id; any other
    button has a custom id and no address."""
    if button.get("style") == LINK:
        if too_long(button.get("url"), URL, 1) or "url" not in button:
            yield f"{place}.url"
        if "custom_id" in button:
            yield f"{place}.custom_id"
    elif "custom_id" not in button or "url" in button:
        yield f"{place}.custom_id"


def select_problems(select: dict[str, Any], place: str) -> Iterator[str]:
    """A string select: 1-25 options with distinct values; ``min_values`` 0-25, ``max_values``
    1-25, neither more than the options, the least no more than the most."""
    options = select.get("options") or []
    if not 1 <= len(options) <= OPTIONS:
        yield f"{place}.options"
    values = [option.get("value") for option in options]
    if len(set(values)) != len(values):
        yield f"{place}.options"
    for o, option in enumerate(options):
        for key in ("label", "value", "description"):
            if too_long(option.get(key), OPTION_TEXT, 0 if key == "description" else 1):
                yield f"{place}.options.{o}.{key}"
    least, most = int(select.get("min_values", 1)), int(select.get("max_values", 1))
    if not 0 <= least <= OPTIONS or least > len(options):
        yield f"{place}.min_values"
    if not 1 <= most <= OPTIONS or most > len(options) or least > most:
        yield f"{place}.max_values"


def choice_problems(choices: list[dict[str, Any]]) -> list[str]:
    """An autocomplete's answer: up to 25 choices, each name 1-100 characters, a string value
    up to 100."""
    found = ["choices"] if len(choices) > CHOICES else []
    for c, choice in enumerate(choices):
        if too_long(choice.get("name"), CHOICE_NAME, 1):
            found.append(f"choices.{c}.name")
        if too_long(choice.get("value"), CHOICE_VALUE):
            found.append(f"choices.{c}.value")
    return found


def longest(item: dict[str, Any], key: str) -> int:
    """A text's length in its longest locale: Discord counts a command in its largest one."""
    return max([len(item.get(key) or ""), *(len(v) for v in (item.get(f"{key}_localizations") or {}).values())])


def characters(item: dict[str, Any]) -> int:
    """What counts toward a command's 8,000: names, descriptions and values, all the way down."""
    own = longest(item, "name") + longest(item, "description") + len(str(item.get("value") or ""))
    return own + sum(characters(child) for key in ("options", "choices") for child in item.get(key) or [])


def command_problems(commands: list[dict[str, Any]]) -> list[str]:
    """Slash commands as registered: names, descriptions, options and choices in every locale,
    and each command's total."""
    found = []
    for n, command in enumerate(commands):
        found += list(named_problems(command, f"{n}", command.get("type", 1) == 1))
        if characters(command) > COMMAND_TOTAL:
            found.append(f"{n}")
    return found


def texts(item: dict[str, Any], key: str) -> list[object]:
    """A name or description and its every translation."""
    return [item.get(key), *(item.get(f"{key}_localizations") or {}).values()]


def is_name(text: object) -> bool:
    """A slash command's or option's name: 1-32 letters, digits, ``-`` or ``_``, in lower
    case where the letter has one (Discord's ``^[-_\\p{L}\\p{N}...]{1,32}$``)."""
    return isinstance(text, str) and 1 <= len(text) <= COMMAND_NAME and text == text.lower() \
        and all(c.isalnum() or c in "-_" for c in text)


def named_problems(item: dict[str, Any], place: str, slash: bool) -> Iterator[str]:
    """A slash command or one of its options, all the way down: its names (a context menu's
    may hold spaces and capitals), its descriptions, its options and its choices."""
    if any(not is_name(name) if slash else too_long(name, COMMAND_NAME, 1) for name in texts(item, "name")):
        yield f"{place}.name"
    if any(too_long(text, COMMAND_DESCRIPTION, 1 if slash else 0) for text in texts(item, "description")):
        yield f"{place}.description"
    options, choices = item.get("options") or [], item.get("choices") or []
    if len(options) > COMMAND_OPTIONS:
        yield f"{place}.options"
    for o, option in enumerate(options):
        yield from named_problems(option, f"{place}.options.{o}", True)
    if len(choices) > CHOICES:
        yield f"{place}.choices"
    for c, choice in enumerate(choices):
        if any(too_long(name, CHOICE_NAME, 1) for name in texts(choice, "name")) or \
                too_long(choice.get("value"), CHOICE_VALUE):
            yield f"{place}.choices.{c}"
