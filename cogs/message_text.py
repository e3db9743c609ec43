"""The words of the platform's messages, for any game: a message kept within Discord's limit without losing what
matters (its head, or its newest turns), a mention, a message link, and a turn message's text: the news, then whom it
waits for (pinged, with their time), or who won. The game's own part (turn-opening and winner lines, notes, the ping)
comes from its Discord side (``cogs.game_side.TurnWords``)."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import discord

from bot.service import Announcement
from bot.words.i18n import Text
from cogs.game_side import TurnWords

LIMIT = 2000  # characters in a message (Discord)


T = TypeVar("T")
NAME_LENGTHS = (32, 20, 14, 10)  # a display name's most characters where a message holds many, then shorter


def shortened(name: str, most: int) -> str:
    """A display name within ``most`` characters, "…" ending one that was cut: cut before it
    is escaped, so that an escape is never split, and between two of the signs a reader sees
    (``sign_start``). Where not even the first sign fits (a family emoji is seven characters),
    the name keeps that sign, a little over ``most``: a bare "…" names nobody."""
    if len(name) <= most:
        return name
    cut = sign_start(name, most - 1) or sign_end(name, 1)
    return name if cut >= len(name) else name[:cut] + "…"


ZWJ = "\u200d"  # the zero-width joiner, which joins emoji into one (a family, a profession)
INDICATORS = "".join(map(chr, range(0x1F1E6, 0x1F200)))  # regional indicators: a flag is a pair of them


def sign_start(name: str, index: int) -> int:
    """``index``, or the nearest before it where a sign the reader sees begins (a grapheme,
    roughly: UAX #29's rules for emoji, flags and combining marks). Cut inside one, a family
    emoji shows as another, a flag as a boxed letter, an accented letter loses its accent."""
    while 0 < index < len(name) and not _parts(name, index):
        index -= 1
    return index


def sign_end(name: str, index: int) -> int:
    """``index``, or the nearest after it where a sign the reader sees begins."""
    while 0 < index < len(name) and not _parts(name, index):
        index += 1
    return index


def _parts(name: str, index: int) -> bool:
    """Whether one sign ends and another begins at ``index``: not before a mark that changes
    the sign before it (an accent, a variation selector, a skin tone, an emoji tag), not
    before or after a joiner, not inside a flag's pair of regional indicators."""
    before, after = name[index - 1], name[index]
    if ZWJ in (before, after) or unicodedata.category(after) in ("Mn", "Me", "Mc") \
            or "\U0001f3fb" <= after <= "\U0001f3ff" or "\U000e0020" <= after <= "\U000e007f":
        return False
    if before in INDICATORS and after in INDICATORS:
        return (index - len(name[:index].rstrip(INDICATORS))) % 2 == 0
    return True


def all_shortened(names: Sequence[str], most: int) -> list[str]:
    """Each of a table's names ``shortened``; where several would then read the same (names
    that share their start: "Wanderer Number 1 of…", "Wanderer Number 2 of…" cut to 14), those
    keep their start but for a few characters from where they part ("Wanderer …1 of"), which
    tell them apart."""
    cut = [shortened(name, most) for name in names]

    def told_apart(name: str, said: str) -> str:
        alike = [other for other, theirs in zip(names, cut, strict=True) if theirs == said and other != name]
        if said == name or not alike:  # whole, or alike only to itself (one name twice at the table)
            return said
        return parted(name, max(shared_start(name, other) for other in alike), most)
    return [told_apart(name, said) for name, said in zip(names, cut, strict=True)]


def shared_start(one: str, other: str) -> int:
    """How many first characters two names share."""
    return next((i for i, (a, b) in enumerate(zip(one, other, strict=False)) if a != b), min(len(one), len(other)))


def parted(name: str, shared: int, most: int) -> str:
    """``name`` within ``most`` characters: its start, then a few characters of where it parts
    from the names it begins alike with (its first ``shared`` characters are theirs)."""
    tail = min(len(name) - shared, max(1, (most - 1) // 3))
    start = sign_start(name, shared)
    return name[:sign_start(name, most - 1 - tail)] + "…" + name[start:sign_end(name, start + tail)]


def names_within(made: Callable[[int], T], fits: Callable[[T], bool]) -> T:
    """``made(most)`` at the longest of ``NAME_LENGTHS`` whose names (``shortened`` to
    ``most``) make it fit, else at the shortest: a text of many names keeps every line, its
    names cut, rather than lines cut off."""
    for most in NAME_LENGTHS[:-1]:
        if fits(said := made(most)):
            return said
    return made(NAME_LENGTHS[-1])


def together(*texts: str) -> str | None:
    """The texts as one message, a line each, where they fit in one; None where they do not
    (then each goes on its own, whole, rather than one cut for the other)."""
    joined = "\n".join(texts)
    return joined if len(joined) <= LIMIT else None


def in_two(text: str, limit: int = LIMIT, starts: Sequence[int] = ()) -> tuple[str, str]:
    """A text as one message, or as two cut between lines where it is too long for one: for
    a text whose end matters as much as its head (a review ends with the whole game). The
    second is "" where one holds it all; where even two do not, the first keeps its head and
    the second its end, "…" where lines were left out between. Where a section begins
    (``starts``, line numbers: a review's turning points) and both parts fit, the cut is there:
    a second message that begins mid-section shows its lines without their heading."""
    lines = text.splitlines()
    if len(text) <= limit or len(lines) < 2:
        return clip(text, limit), ""
    kept = len(lines) - 1
    while kept > 1 and len("\n".join(lines[:kept])) > limit:
        kept -= 1
    kept = max((start for start in starts if 0 < start <= kept and len("\n".join(lines[start:])) <= limit),
               default=kept)
    return clip("\n".join(lines[:kept]), limit), tail(lines[kept:], limit)


def tail(lines: list[str], limit: int) -> str:
    """The last lines that fit within ``limit``, after "…" where earlier ones were left out:
    ``head`` read from the end."""
    return "\n".join(reversed(head(lines[::-1], limit, lambda left: "…").splitlines()))


def clip(text: str, limit: int = LIMIT) -> str:
    """Keep a message within Discord's limit without losing its head: its first lines, then
    "…" where the rest was (a title and the first ranks matter most). A first line too long
    to leave room for that is cut short (``cut``)."""
    if len(text) <= limit:
        return text
    lines = text.splitlines()
    if len(lines[0]) + 2 > limit:
        return cut(lines[0], limit)
    return head(lines, limit, lambda left: "…")


def cut(line: str, limit: int) -> str:
    """``line`` cut to ``limit`` with "…", at its last space within the limit (a reader takes half a word for a
    typo); a line without one is cut at the limit."""
    space = line.rfind(" ", 0, limit)
    return line[:space].rstrip() + "…" if space > 0 else line[:limit]


def code_block(text: str, limit: int) -> str:
    """``text`` in a code block within ``limit``: its inside clipped, so that the closing
    fence stays (Discord shows a block left open as its backticks, the columns unaligned)."""
    opening, closing = "```\n", "\n```"
    return f"{opening}{clip(text, limit - len(opening) - len(closing))}{closing}"


def head(lines: list[str], limit: int, more: Callable[[int], str]) -> str:
    """The first lines that fit within ``limit``, then ``more(n)`` for the ``n`` left out:
    for texts whose first lines matter most (a title, the first ranks)."""
    kept = len(lines)
    while kept and len("\n".join([*lines[:kept], more(len(lines) - kept)])) > limit:
        kept -= 1
    return "\n".join(lines) if kept == len(lines) else "\n".join([*lines[:kept], more(len(lines) - kept)])


def above(lines: list[str], tail: str, more: Callable[[int], str], limit: int = LIMIT) -> str:
    """``lines`` as far as they fit, then ``more(n)`` for the ``n`` left out, above ``tail``,
    which always comes whole: the line under a direct message's buttons that says where the
    decision is answered (a cut that kept the head would leave buttons nothing explains)."""
    return "\n".join([*([head(lines, limit - len(tail) - 1, more)] if lines else []), tail])


def newest_turns(lines: list[str], starts: list[int], limit: int = LIMIT, tail: Sequence[str] = (),
                 earlier: Callable[[int], str] | None = None, kept: Sequence[int] = (),
                 notes_left: Callable[[int], str] | None = None) -> str:
    """The newest whole turns (``starts``: the line each begins on) that fit in a message
    before ``tail`` (a turn message's ping, which must reach its players), after
    ``earlier(n)`` saying where the ``n`` older turns left out are ("": nothing to say): for
    /log and a chain of moves, where the newest matter most. The lines ``kept`` stay where
    their turn is left out, after that line: a time-out or a departure must reach the table,
    which /log would not show it; so many that even the newest turn would not fit beside
    them lose their oldest first, counted by ``notes_left(n)`` where it is given (nothing else
    shows them). A turn longer than a message alone keeps its newest lines, after a "…"."""
    ending = "\n".join(tail)
    for dropped, begin in enumerate(starts or [0]):
        first = [counted] if earlier and (counted := earlier(dropped)) else []
        held = [lines[n] for n in kept if n < begin]
        newest = dropped == len(starts or [0]) - 1  # the newest turn alone is left: notes give way to it
        for oldest in range(len(held) + 1 if newest else 1):
            gone = [notes_left(oldest)] if oldest and notes_left else []
            said = "\n".join([*first, *gone, *held[oldest:], *lines[begin:], *tail])
            if len(said) <= limit:
                return said
    # the loop ended at the newest turn (``begin``) and the notes before it (``held``), all given way: counted still
    cut = ["…", *([notes_left(len(held))] if notes_left and held else [])]
    last = lines[begin:]
    while last and len("\n".join([*cut, *last, *tail])) > limit:
        last.pop(0)
    return "\n".join([*cut, *last, *tail]) if last else clip(ending, limit)


def oldest_turns(lines: list[str], starts: list[int], later: Callable[[int, int], str], limit: int = LIMIT) -> str:
    """The oldest whole turns (``starts``: the line each begins on) that fit in a message,
    then ``later(n, k)`` saying that the ``n`` newer turns left out begin with the ``k``-th
    (from 0): for /log from a turn on, where the first asked for matter most. A first turn
    longer than a message alone keeps its first lines, then a "…" and that line."""
    for kept in range(len(starts), 0, -1):
        left = len(starts) - kept
        shown = lines[:starts[kept]] if left else lines
        said = "\n".join([*shown, *([later(left, kept)] if left else [])])
        if len(said) <= limit:
            return said
    first = list(lines[:starts[1]] if len(starts) > 1 else lines)
    tail = ["…", *([later(len(starts) - 1, 1)] if len(starts) > 1 else [])]  # the way on past the long turn
    while first and len("\n".join([*first, *tail])) > limit:
        first.pop()
    return "\n".join([*first, *tail])


class Embed(discord.Embed):
    """An embed without the ``"flags": 0`` discord.py 2.7 adds to every embed: Discord's API
    description declares no such request key (the contract tests check every key)."""

    def to_dict(self) -> dict[str, Any]:  # type: ignore[override]  # JSON: the embed as sent
        data = dict(super().to_dict())
        if not data.get("flags"):
            data.pop("flags", None)
        return data


def mention(user: str) -> str:
    return f"<@{user}>" if user.isdigit() else user


def turn_content(announcement: Announcement, words: TurnWords, closed_dms: set[str], t: Text) -> str:
    """The news of the turn, then what the game waits for, or at the end who won, always
    whole. A chain of computer moves may pass Discord's limit: then its newest moves stay
    (they lead to the turn now awaited) and one line first says how many earlier ones
    ``/log turn:`` shows, from the turn they begin in (the rest of the turn announced before
    counts as one), and the platform's notes among them (a time-out, a seat handed over)."""
    lines = [*t.lines(words.ending), *t.lines(words.notes)]
    if announcement.mentions and not announcement.over:
        pings = " ".join(mention(u) for u in announcement.mentions)
        lines.append(t(f"{words.ping}_deadline", pings=pings, deadline=int(announcement.deadline))
                     if announcement.deadline else t(words.ping, pings=pings))
        if announcement.paused:  # a move made in the pause: the ping names no time, and the players learn why
            lines.append(t("turn.paused"))
        if announcement.away and announcement.deadline and announcement.away not in announcement.notes:
            lines.append(t(announcement.away))  # said above among the news already: not twice
        if set(announcement.mentions) & closed_dms:
            lines.append(t(words.dms_closed))
    moves = sorted({0, *words.turn_starts}) if words.news else []

    def earlier(left: int) -> str:  # left > 0: a turn line stands among the news
        return t("turn.earlier_moves", count=left, turn=first_turn(words)) if left else ""
    kept = [n for n, line in enumerate(words.news) if line in announcement.notes]  # the platform's own
    return newest_turns(t.lines(words.news), moves, tail=lines, earlier=earlier, kept=kept,
                        notes_left=lambda count: t("turn.notes_left", count=count))


def first_turn(words: TurnWords) -> int:
    """The turn the news begin in (where ``/log turn:`` starts): the first turn line's, or the one before when the
    news begin mid-turn; at most turn 1 for the opening chain, whose first line (the start) is no turn's."""
    first = words.turn_starts[0]
    return max(1, int(str(words.news[first].values["turn"])) - (1 if first else 0))
