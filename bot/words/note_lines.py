"""The platform's own notes in words (``bot.store.notes``: a start, a seat handed to a
computer, a time-out, a departure and who hosts then, a vacation, the hints taken), for any
game: a game names its computer levels (``level_name``) and may say its start in its own
words first (Samarkand's names its set-up)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.store.notes import (
           Away,
           Back,
           FinishedByComputers,
           HintsTaken,
           HostPassed,
           Imported,
           Left,
           Note,
           Replaced,
           Started,
           TimedOut,
)
from bot.words.i18n import And, Msg


def platform_note(note: Note, names: Sequence[str], level_name: Callable[[str], Msg]) -> Msg | None:
    """The sentence for one of the platform's notes; None for one that needs no words."""
    match note:
        case Started():
            return started_line(note, names)
        case Replaced():
            return Msg("news.replaced", name=names[note.player], level=level_name(note.level))
        case TimedOut():
            return _timed_out(note, names)
        case Left():
            return Msg("news.left", name=names[note.player])
        case HostPassed():
            return Msg("news.host_passed", name=names[note.player])
        case Away():
            return Msg("news.vacation", name=names[note.player], until=int(note.until))
        case Back():
            return Msg("news.back", name=names[note.player])
        case Imported():
            return None
        case FinishedByComputers():
            return Msg("news.finished_by_computers", count=len(note.players),
                       names=And([names[p] for p in note.players]))
        case HintsTaken():
            return hints_line(note, names)
    return None


def hints_line(note: HintsTaken, names: Sequence[str]) -> Msg | None:
    """Every person's hints at the end, none too (a count nobody names would read as a
    secret), a seat taken over by a computer among them (its person may have asked); not a
    computer's from the lobby (``note.computers``), which never asks: "Computer 2 (casual)
    (0)" only lengthens the line. None at a table of computers only."""
    counts = [*note.counts, *[0] * (len(names) - len(note.counts))]
    taken = [Msg("news.hints_by", name=name, count=count)
             for seat, (name, count) in enumerate(zip(names, counts, strict=False)) if seat not in note.computers]
    return Msg("news.hints_taken", taken=taken) if taken else None


def started_line(note: Started, names: Sequence[str], key: str = "news.started") -> Msg:
    """A game's start: the seats in playing order (said by the catalogue's ``key``), and how
    the game counts for ratings if it does not count as usual. A table with hints says so
    here, once, where every player reads it before the first move (that ``/hint`` answers,
    and that the game is not rated, which is why its rating rule goes unsaid); a table
    without says nothing of hints."""
    started = Msg(key, order=[names[seat] for seat in note.seats])
    if note.hints:
        return Msg("news.started_hints", started=started)
    return started if note.rating == "rated" else Msg("news.started_rating", started=started,
                                                      rule=Msg(f"choice.{note.rating}"))


def _timed_out(note: TimedOut, names: Sequence[str]) -> Msg:
    key = ("news.left_replaced" if note.left else
           "news.timeout_replace" if note.policy == "replace" else "news.timeout_standin")
    return Msg(key, name=names[note.player])
