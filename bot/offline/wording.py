"""The service's sentences in the terminal's words: a refusal written for Discord names a
slash command (``see /board``); at the console the same help is a word to type."""

from __future__ import annotations

import re
from collections.abc import Callable

REWRITES: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    (re.compile(r" \(see /(\w+)\)"), r" (type \1)"),
    (re.compile(r", as /(\w+) shows"), r" (type \1 to see them)"),
    (re.compile(r"\b(use|start one with|watch with) /(\w+)", re.IGNORECASE),
     lambda match: ("Type " if match[1][0].isupper() else "type ") + match[2]),
    (re.compile(r"(?<![\w/])/(\w+)"), r"'\1'"),
)


def console_words(sentence: str) -> str:
    """``... like E7 (see /board).`` becomes ``... like E7 (type board).``"""
    for pattern, replacement in REWRITES:
        sentence = pattern.sub(replacement, sentence)
    return sentence


def plain(lines: list[str]) -> str:
    """Narration is written for Discord; the terminal shows it without bold marks."""
    return "\n".join(line.replace("**", "") for line in lines)
