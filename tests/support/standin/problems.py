"""How the stand-in words a refused body, as Discord does: each ``Problem`` is where the body
breaks a rule, in Discord's dotted form (``content``, ``components.0.components.1.custom_id``;
"" for the body as a whole), with Discord's code and message for it; ``refusal_body`` nests
them by path as Discord's 400 "Invalid Form Body" (code 50035) does, so a client that reads
the errors (discord.py prints them) reads them as from Discord. Where neither the
documentation nor a reported answer gives Discord's code for a rule, the stand-in names the
rule itself; the tests read the status, the JSON code and the place."""

from __future__ import annotations

from typing import Any, NamedTuple

INVALID_FORM_BODY = (400, 50035, "Invalid Form Body")


class Problem(NamedTuple):
    """Where a body breaks a rule, and Discord's code and message for it."""

    place: str
    code: str
    message: str


def at(place: str, key: object) -> str:
    """A place inside another, in the dotted form ("" is the body itself)."""
    return f"{place}.{key}" if place else str(key)


def too_long(value: object, most: int, least: int = 0) -> bool:
    return isinstance(value, (str, list)) and not least <= len(value) <= most


def length(place: str, value: object, most: int, least: int = 0) -> list[Problem]:
    """A text or a list out of its bounds, as Discord words it (the same for both); one that is
    absent is not judged here (``needed``)."""
    if not isinstance(value, (str, list)):
        return []
    if len(value) > most:
        return [Problem(place, "BASE_TYPE_MAX_LENGTH", f"Must be {most} or fewer in length.")]
    if len(value) < least:
        return [Problem(place, "BASE_TYPE_MIN_LENGTH", f"Must be {least} or more in length.")]
    return []


def needed(item: dict[str, Any], key: str, place: str, most: int, least: int = 1) -> list[Problem]:
    """A field that must be there, within its bounds."""
    if item.get(key) is None:
        return [Problem(at(place, key), "BASE_TYPE_REQUIRED", "This field is required")]
    return length(at(place, key), item[key], most, least)


def refusal_body(problems: list[Problem]) -> dict[str, Any]:
    """Discord's answer to an invalid body: its code and message, and the errors nested by
    path, each place's under ``_errors``."""
    errors: dict[str, Any] = {}
    for problem in problems:
        node = errors
        for part in problem.place.split(".") if problem.place else []:
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": problem.code, "message": problem.message})
    return {"code": INVALID_FORM_BODY[1], "message": INVALID_FORM_BODY[2], "errors": errors}
