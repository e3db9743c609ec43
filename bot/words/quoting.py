"""What a person typed, handled as any game's words handle it: folded to be compared (any case,
umlauts as a keyboard without them writes them), and quoted to be repeated safely in a refusal."""

from __future__ import annotations

import unicodedata

QUOTED = 24  # characters of a player's input repeated in a refusal, at most
UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue"})


def folded(word: str) -> str:
    """A word as typed words are compared: any case, and German's umlauts as a keyboard
    without them writes them (``verlaengern`` is ``verlängern``; casefolding makes ß ss)."""
    return word.strip().casefold().translate(UMLAUTS)


def quoted(text: str) -> str:
    """A short, clipped, single-line piece of what was typed, safe to repeat in a refusal."""
    return clipped(" ".join("".join(c if c.isprintable() else " " for c in text).split()))


def clipped(text: str, most: int = QUOTED) -> str:
    """``text``, or its first ``most`` characters with "…" when it is longer: a refusal repeats
    what was typed, never the whole of a pasted page."""
    return text if len(text) <= most else text[:most - 1] + "…"


def visible(line: str) -> str:
    """``line`` with every control character but white space written out (ESC as ``\\x1b``) for a terminal: a
    typed line is echoed, and a name may predate the refusal of such names; a raw escape would drive the terminal."""
    return "".join(c if c.isspace() or unicodedata.category(c) != "Cc" else ascii(c)[1:-1] for c in line)
