"""What Discord refuses in a request's body as 400 "Invalid Form Body" (code 50035), by its own
documentation: a message's content, embeds, mentions and files (their number and metadata) (``resources/message``,
``reference#uploading-files``), a thread's name (``resources/channel``), an autocomplete's
choices (``interactions/receiving-and-responding``), the message flags a request may set;
components and modals are judged in
``components``, slash commands in ``commands``.
Each check returns the ``Problem``s it finds (``problems``); none, no entry."""

from __future__ import annotations

from typing import Any

from tests.support.standin.codes import EPHEMERAL
from tests.support.standin.components import component_problems
from tests.support.standin.problems import Problem, at, length, needed

CONTENT = 2000
EMBEDS, EMBED_TOTAL = 10, 6000
EMBED_TEXT = {"title": 256, "description": 4096}
FIELDS, FIELD_NAME, FIELD_VALUE = 25, 256, 1024
FOOTER, AUTHOR = 2048, 256
NONCE = 25  # a message's nonce, as a string
MENTIONED = 100  # the ids of one kind a message's allowed mentions may list
CHOICES, CHOICE_NAME, CHOICE_VALUE = 25, 100, 100
THREAD_NAME = 100
EMPTY_MESSAGE = (400, 50006, "Cannot send an empty message")
# https://discord.com/developers/docs/reference#uploading-files: up to 10 files a message, each
# within the default upload limit of 10 MiB (more where a server's boosts raise it). A file past
# the limit is refused before the form is read, as 413 "Request entity too large" (code 40005),
# as bots and libraries report it (discord/discord-api-docs#8572), not as 50035.
FILES, FILE_SIZE = 10, 10 * 1024 * 1024
# A file's metadata in the body's ``attachments`` (``resources/message#attachment-object``): its
# description (alt text) "max 1024 characters", its filename 1-1024
ALT_TEXT, FILENAME = 1024, 1024
# An interaction tells the bot its upload limit (``attachment_size_limit``, the server's, in
# bytes), and Discord holds the interaction's answers and follow-ups to it. The stand-in
# announces less than the default, so that a bot that sizes a file by the default instead of
# by what the interaction says is refused (a test may announce another in its payload).
ANNOUNCED_FILE_SIZE = 8 * 1024 * 1024
TOO_LARGE = (413, 40005, "Request entity too large")
SHOWN = ("content", "embeds", "components", "sticker_ids", "poll", "attachments")  # what makes a message
# The message flags (``resources/message#message-object-message-flags``) a request may set, as
# each route documents them. EPHEMERAL is an interaction's alone: Create Message takes only
# SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE and IS_COMPONENTS_V2; Edit Message
# and Edit Webhook Message (so an interaction's edits) SUPPRESS_EMBEDS and IS_COMPONENTS_V2;
# Execute Webhook SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS and IS_COMPONENTS_V2, to which Create
# Followup Message adds EPHEMERAL; an interaction's message (callback types 4 and 7) may also be
# EPHEMERAL, and a "thinking…" deferral (type 5) takes EPHEMERAL only
# (``interactions/receiving-and-responding#interaction-response-object-messages``). Discord
# documents the rule, not its answer's wording: the code is the stand-in's.
SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS = 1 << 2, 1 << 12
IS_VOICE_MESSAGE, IS_COMPONENTS_V2 = 1 << 13, 1 << 15
POST_FLAGS = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_VOICE_MESSAGE | IS_COMPONENTS_V2
EDIT_FLAGS = SUPPRESS_EMBEDS | IS_COMPONENTS_V2
FOLLOW_UP_FLAGS = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2 | EPHEMERAL
ANSWER_FLAGS = POST_FLAGS | EPHEMERAL
DEFERRED_FLAGS = EPHEMERAL


def is_empty(body: dict[str, Any] | None, sizes: list[int]) -> bool:
    """A message with nothing to show (new, or as an edit would leave it): no text but spaces,
    no embed, component, file, sticker or poll (Discord's 50006, "Cannot send an empty message")."""
    body = body if isinstance(body, dict) else {}
    return not str(body.get("content") or "").strip() and not any(body.get(key) for key in SHOWN[1:]) and not sizes


def file_problems(sizes: list[int]) -> list[Problem]:
    """A message's files: at most 10 (their sizes are checked before, ``too_large``)."""
    return length("attachments", [0] * len(sizes), FILES)


def too_large(sizes: list[int], most: int = FILE_SIZE) -> bool:
    return any(size > most for size in sizes)


def message_problems(body: dict[str, Any] | None, settable: int = POST_FLAGS) -> list[Problem]:
    """A message's body (a post, an edit, an interaction's message, a follow-up), whose route
    lets it set the flags ``settable``."""
    if not body:
        return []
    found = length("content", body.get("content"), CONTENT) + length("nonce", body.get("nonce"), NONCE)
    found += flag_problems(body.get("flags"), settable)
    found += embed_problems(body.get("embeds") or [])
    found += mention_problems(body.get("allowed_mentions") or {})
    found += attachment_problems(body.get("attachments") or [])
    return found + component_problems(body.get("components") or [], int(body.get("flags") or 0))


def flag_problems(flags: object, settable: int) -> list[Problem]:
    """Flags the route does not let a request set (``POST_FLAGS`` and the others above): an
    EPHEMERAL channel message above all, which Discord would never make private."""
    if not isinstance(flags, int) or isinstance(flags, bool) or not flags & ~settable:
        return []
    return [Problem("flags", "MESSAGE_FLAGS_NOT_SETTABLE",
                    f"Flags {flags & ~settable} cannot be set here (only flags within {settable}).")]


def mention_problems(mentions: dict[str, Any]) -> list[Problem]:
    """``parse`` names the kinds of mention Discord finds in the text itself; listing ids of the
    same kind as well is refused (its code and wording, as bots report it); each list of ids
    holds at most ``MENTIONED`` (``resources/message#allowed-mentions-object``)."""
    parse = mentions.get("parse") or []
    found = [Problem("allowed_mentions", "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
                     f'parse:["{kind}"] and {kind}: [ids...] are mutually exclusive.')
             for kind in ("users", "roles") if kind in parse and mentions.get(kind)]
    for kind in ("users", "roles"):
        found += length(at("allowed_mentions", kind), mentions.get(kind) or [], MENTIONED)
    return found


def attachment_problems(attachments: list[dict[str, Any]]) -> list[Problem]:
    """The files' metadata: an alt text of up to 1,024 characters, a filename of 1-1,024."""
    found: list[Problem] = []
    for a, attachment in enumerate(attachments):
        found += length(f"attachments.{a}.description", attachment.get("description"), ALT_TEXT)
        found += length(f"attachments.{a}.filename", attachment.get("filename"), FILENAME, 1)
    return found


def embed_problems(embeds: list[dict[str, Any]]) -> list[Problem]:
    found = length("embeds", embeds, EMBEDS)
    total = 0
    for e, embed in enumerate(embeds):
        place = f"embeds.{e}"
        for key, most in EMBED_TEXT.items():
            total += len(embed.get(key) or "")
            found += length(at(place, key), embed.get(key), most)
        fields = embed.get("fields") or []
        found += length(at(place, "fields"), fields, FIELDS)
        for f, field in enumerate(fields):
            total += len(field.get("name") or "") + len(field.get("value") or "")
            found += needed(field, "name", f"{place}.fields.{f}", FIELD_NAME)
            found += needed(field, "value", f"{place}.fields.{f}", FIELD_VALUE)
        for key, text_key, most in (("footer", "text", FOOTER), ("author", "name", AUTHOR)):
            text = (embed.get(key) or {}).get(text_key)
            total += len(text or "")
            found += length(f"{place}.{key}.{text_key}", text, most)
    if total > EMBED_TOTAL:
        found.append(Problem("embeds", "MAX_EMBED_SIZE_EXCEEDED", f"Embed size exceeds maximum size of {EMBED_TOTAL}"))
    return found


def thread_problems(body: dict[str, Any] | None) -> list[Problem]:
    """A new thread's name: 1-100 characters."""
    return needed(body if isinstance(body, dict) else {}, "name", "", THREAD_NAME)


def choice_problems(choices: list[dict[str, Any]]) -> list[Problem]:
    """An autocomplete's answer: up to 25 choices, each name 1-100 characters, a string value
    up to 100."""
    found = length("choices", choices, CHOICES)
    for c, choice in enumerate(choices):
        found += needed(choice, "name", f"choices.{c}", CHOICE_NAME)
        found += length(f"choices.{c}.value", choice.get("value"), CHOICE_VALUE)
    return found
