"""The pages' own style and script (``static/game.css``, ``static/game.js``), read once, each
with the digest that names it: the pages' addresses carry it (``/web/game.js?v=…``), the server
tags the file with it and keeps it a year under the address that names it."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from hashlib import sha256
from pathlib import Path

from bot.web.revalidation import Tagged

FILES = Path(__file__).with_name("static")


@dataclass(frozen=True)
class OwnFile:
    answer: Tagged  # the file, tagged by its digest
    version: str    # the digest as the pages' addresses write it (``?v=``)


@cache
def own_file(name: str) -> OwnFile:
    """A file of ``static/`` as this process serves it (read once: the pages name what it held
    at the start, so the file served is that one too)."""
    body = (FILES / name).read_bytes()
    version = sha256(body).hexdigest()[:12]
    return OwnFile(Tagged(body, f'"{version}"'), version)
