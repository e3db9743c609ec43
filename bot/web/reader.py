"""Which language a page speaks: the one its address asks for (``?lang=de``), else the
reader's browser's first with a catalogue (``Accept-Language``), else English."""

from __future__ import annotations

from bot.words.i18n import DEFAULT, languages


def reader_language(asked: str | None, accepted: str | None) -> str:
    """``asked``: the ``lang`` of the address; ``accepted``: the ``Accept-Language`` header
    (``de-DE,de;q=0.9,en;q=0.8``, or as HTTP also allows it ``de; Q=0.9``), read in the order of
    its weights; a language weighted 0 is one the reader does not want (RFC 9110, 12.4.2)."""
    known = languages()
    if asked in known:
        return asked
    ranked: list[tuple[float, int, str]] = []
    for order, part in enumerate((accepted or "").split(",")[:20]):
        tag, *parameters = (piece.strip() for piece in part.split(";"))
        weight = next((parameter[2:] for parameter in parameters if parameter[:2].lower() == "q="), "")
        try:
            quality = float(weight) if weight else 1.0
        except ValueError:
            continue
        if not quality > 0:  # 0: not this one (and a weight that is no number at all, "nan", says nothing)
            continue
        ranked.append((-quality, order, tag.split("-")[0].strip().lower()))
    return next((language for _, _, language in sorted(ranked) if language in known), DEFAULT)
