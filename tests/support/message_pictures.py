"""The bot's text messages as a phone shows them, 400 px wide, for the docs (checkout-only):
what the bot sent to the stand-in (its content, embeds and buttons, as Discord's API
received them) drawn in a small HTML page in the manner of Discord's dark theme (markdown
bold, escapes undone, mentions as names, timestamps as times) and photographed by headless
Chromium. A picture shows the text's length and breaks as a reader meets them; the fonts
and colours are only near Discord's.

    .venv/bin/python -m tests.support.message_pictures docs/glance

plays one game per language (one person and four computers, to the end) against the
stand-in and writes ``message-*-{en,de}-400.png``: the turn message of a chain too long for
one message, a sale answer, /hand's rank sentences in play and after the end, and /log."""

from __future__ import annotations

import asyncio
import base64
import html
import re
import sys
import tempfile
from collections.abc import Awaitable, Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from PIL import Image

from tests.support.headless_chromium import chromium
from tests.support.message_scenes import scenes

WIDTH = 400
COLOURS = 48  # in the saved picture
TALLEST = 3000  # px: the page photographed, then cut below its last line
BACKGROUND = (49, 51, 56)  # Discord's dark theme behind messages
STYLE = """
body { margin: 0; background: rgb(49, 51, 56); color: #dbdee1; font: 15px/1.35 "Liberation Sans", sans-serif;
       width: 400px; }
.message { display: flex; padding: 10px 12px 12px 10px; }
.avatar { flex: none; width: 36px; height: 36px; border-radius: 50%; background: #5865f2; margin-right: 10px; }
.body { min-width: 0; flex: 1; }
.author { color: #f2f3f5; font-weight: bold; }
.app { background: #5865f2; color: white; font-size: 10px; border-radius: 3px; padding: 1px 4px; margin: 0 4px; }
.when { color: #949ba4; font-size: 12px; }
.line { white-space: pre-wrap; overflow-wrap: anywhere; }
.mention { background: rgba(88, 101, 242, .3); color: #c9cdfb; border-radius: 3px; padding: 0 2px; }
.time { background: rgba(78, 80, 88, .5); border-radius: 3px; padding: 0 2px; }
.embed { margin-top: 6px; border-left: 4px solid #1e1f22; background: #2b2d31; border-radius: 4px;
         padding: 8px 10px 10px 10px; }
.title { color: #f2f3f5; font-weight: bold; margin-bottom: 6px; }
.field { margin-top: 6px; font-size: 14px; }
.name { color: #f2f3f5; font-weight: bold; }
.image { margin-top: 8px; height: 120px; border-radius: 4px; background: #1e1f22; color: #949ba4;
         display: flex; align-items: center; justify-content: center; font-size: 13px; }
.buttons { margin-top: 8px; display: flex; gap: 8px; flex-wrap: wrap; }
.button { background: #4e5058; color: white; border-radius: 3px; padding: 6px 12px; font-size: 14px; }
.primary { background: #5865f2; }
.only { color: #949ba4; font-size: 12px; margin-top: 6px; }
.picture { display: block; margin-top: 8px; max-width: 100%; border-radius: 4px; }
.asked { color: #949ba4; font-size: 13px; padding: 8px 12px 0 58px; white-space: nowrap; display: flex;
         align-items: center; }
.asked b { color: #c4c9ce; overflow: hidden; text-overflow: ellipsis; min-width: 0; margin-right: 4px; }
.asked .command { margin: 0 4px; }
.dot { display: inline-block; width: 14px; height: 14px; border-radius: 50%; background: #57f287;
       vertical-align: -2px; margin-right: 4px; }
.command { color: #00a8fc; }
"""
ONLY_YOU = {"en": "Only you can see this • Dismiss message", "de": "Nur du kannst das sehen • Nachricht verwerfen"}
IMAGE = {"en": "the turn image (docs/images.md)", "de": "das Zugbild (docs/images.md)"}
HOURS = {"en": "in {} hours", "de": "in {} Stunden"}
USED = {"en": "{name} used {command}", "de": "{name} hat {command} verwendet"}
ASKER = "asker"  # the key in ``names`` for whoever used the command a picture's answer answers
ESCAPED = re.compile(r"\\([\\*_~|`>#\-\[\]()])")


def markdown(text: str, names: dict[str, str], now: float, language: str) -> str:
    """One line of Discord markdown as Discord shows it: escapes undone, **bold**, a mention
    as the name it names, a relative timestamp as a time from ``now``."""
    kept: list[str] = []

    def keep(match: re.Match[str]) -> str:
        kept.append(match.group(1))
        return f"\x00{len(kept) - 1}\x00"
    said = html.escape(ESCAPED.sub(keep, text))
    said = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", said)
    said = re.sub(r"&lt;@(\d+)&gt;", lambda m: f'<span class="mention">@{html.escape(names.get(m[1], m[1]))}</span>',
                  said)
    said = re.sub(r"&lt;t:(\d+):R&gt;",
                  lambda m: f'<span class="time">{HOURS[language].format(round((int(m[1]) - now) / 3600))}</span>',
                  said)
    return re.sub("\x00(\\d+)\x00", lambda m: html.escape(kept[int(m[1])]), said)


def buttons_of(body: dict[str, Any]) -> list[dict[str, Any]]:
    """A message's buttons, row by row (their ``label`` is what ``photograph_private`` takes)."""
    return [item for row in body.get("components") or [] for item in row.get("components", [])
            if item.get("type") == 2]


def picture(url: str, images: Mapping[str, Path], language: str) -> str:
    """An attached image (``attachment://name``) as Discord shows it, the column's width at
    most; a grey box naming it when the picture has no file for it."""
    found = images.get(url.removeprefix("attachment://"))
    if found is None:
        return f'<div class="image">{IMAGE[language]}</div>'
    return f'<img class="picture" src="data:image/png;base64,{base64.b64encode(found.read_bytes()).decode()}">'


def message_html(body: dict[str, Any], names: dict[str, str], now: float, language: str,
                 images: Mapping[str, Path] | None = None, command: str | None = None) -> str:
    """A message (the JSON the bot sent: content, embeds, attachments, components) as a page
    400 px wide; ``images`` are the attached files by name (drawn where the message shows
    them, a grey box otherwise), ``command`` the slash command it answers (shown above it,
    as Discord shows who asked)."""
    images = images or {}
    def said(text: str) -> str:
        return markdown(text, names, now, language)

    def lines(text: str) -> str:
        return "".join(f'<div class="line">{said(line) or "&nbsp;"}</div>' for line in text.splitlines())
    parts = [lines(body.get("content") or "")]
    shown = {embed["image"]["url"].removeprefix("attachment://") for embed in body.get("embeds") or []
             if "image" in embed}
    parts += [picture(f"attachment://{a['filename']}", images, language)
              for a in body.get("attachments") or [] if a.get("filename") not in shown]
    for embed in body.get("embeds") or []:
        inside = [f'<div class="title">{said(embed["title"])}</div>'] if "title" in embed else []
        inside += [lines(embed["description"])] if "description" in embed else []
        inside += [f'<div class="field"><div class="name">{said(field["name"])}</div>{lines(field["value"])}</div>'
                   for field in embed.get("fields", [])]
        inside += [picture(embed["image"]["url"], images, language)] if "image" in embed else []
        parts.append(f'<div class="embed">{"".join(inside)}</div>')
    buttons = buttons_of(body)
    if buttons:
        parts.append('<div class="buttons">' + "".join(
            f'<span class="button{" primary" if b.get("style") == 1 else ""}">{html.escape(b.get("label", ""))}</span>'
            for b in buttons) + "</div>")
    if (body.get("flags") or 0) & 64:
        parts.append(f'<div class="only">{ONLY_YOU[language]}</div>')
    asked = ('<div class="asked"><span class="dot"></span>' + USED[language].format(
        name=f"<b>{html.escape(names.get(ASKER, ASKER))}</b>",
        command=f'<span class="command">/{html.escape(command)}</span>') + "</div>") if command else ""
    return (f'<!doctype html><meta charset="utf-8"><style>{STYLE}</style>{asked}<div class="message">'
            f'<div class="avatar"></div><div class="body"><div><span class="author">Samarkand</span>'
            f'<span class="app">APP</span><span class="when">10:00</span></div>{"".join(parts)}</div></div>')


async def photograph(page: str, path: Path) -> None:
    """The page at 400 px wide, cut below its last line."""
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "message.html"
        source.write_text(page, encoding="utf-8")
        shot = Path(scratch) / "shot.png"
        await chromium(Path(scratch) / "profile", WIDTH, f"--screenshot={shot}", source.as_uri(), height=TALLEST)
        with Image.open(shot) as image:
            picture = image.convert("RGB")
    rows = [y for y in range(picture.height)
            if any(picture.getpixel((x, y)) != BACKGROUND for x in range(0, WIDTH, 2))]
    cut = picture.crop((0, 0, WIDTH, (rows[-1] + 12) if rows else picture.height))
    cut.quantize(COLOURS).save(path, optimize=True)  # a few greys and blues: a tenth of the bytes


def private_message(lines: Sequence[str], images: Sequence[Path] = (), buttons: Sequence[str] = ()) -> dict[str, Any]:
    """A private answer as the bot sends one: ``lines`` its text, ``images`` attached under
    it in their order, ``buttons`` under them, five to a row as Discord allows, the first one
    blue (the action the answer offers, as the bot marks it: the hint's Play this)."""
    rows = [buttons[start:start + 5] for start in range(0, len(buttons), 5)]
    return {"content": "\n".join(lines), "flags": 64,
            "attachments": [{"id": n, "filename": f"{n}-{image.name}"} for n, image in enumerate(images)],
            "components": [{"type": 1, "components": [
                {"type": 2, "style": 1 if (row, n) == (0, 0) else 2, "label": label, "custom_id": f"{row}-{n}"}
                for n, label in enumerate(labels)]} for row, labels in enumerate(rows)]}


async def photograph_private(path: Path, language: str, lines: Sequence[str], images: Sequence[Path] = (),
                             buttons: Sequence[str] = (), command: str | None = None, asker: str = "Ann") -> None:
    """A private answer (the coach's hint, the review after the end) as the player who asked
    sees it on a phone, 400 px wide, saved at ``path``: ``asker`` used ``/command`` (its
    name in ``language``), the bot answered with ``lines`` (Discord markdown, one a line),
    ``images`` (PNG files, shown at most the column's width) and ``buttons`` (labels)."""
    body = private_message(lines, images, buttons)
    files = {f"{n}-{image.name}": image for n, image in enumerate(images)}
    await photograph(message_html(body, {ASKER: asker}, 0.0, language, files, command), path)


def in_both_languages(shoot: Callable[[Path, str], Awaitable[Path]]) -> None:
    """A picture script's ``python -m`` run: ``shoot(out, language)`` in English, then German,
    into the folder its first argument names (docs/ without one), printing each path."""
    async def both(out: Path) -> None:
        for language in ("en", "de"):
            print(await shoot(out, language))
    asyncio.run(both(Path(sys.argv[1] if len(sys.argv) > 1 else "docs")))


async def main(out: Path) -> None:
    for language in ("en", "de"):
        for name, (body, names, now) in (await scenes(language)).items():
            path = out / f"message-{name}-{language}-400.png"
            await photograph(message_html(body, names, now, language), path)
            print(path)


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/glance")))
