"""The review after the end as a player sees it on a phone, 400 px wide, for docs/coach.md
(checkout-only), shot as ``coach_pictures`` shoots the hint: the bot plays against the Discord
stand-in, the private answer it sent is drawn by ``message_pictures.photograph_private`` and
saved as ``coach-review-{en,de}-400.png``.

    .venv/bin/python -m tests.support.review_pictures docs

One person and two casual computers play a game to its end, the person by random legal moves
(``SEED``: a game whose review has three turning points, each with its reasons); the review is
made as the bot's sweep makes it, on a counted search (``WALKS`` a turn move: both languages
show the same review, on any machine), and the person asks ``/review``. The stand-in keeps an
attachment's name and digest, not its bytes: the turning points' images are drawn again by the
bot's own functions and must have the digests of those it sent."""

from __future__ import annotations

import hashlib
import tempfile
from pathlib import Path

from bot.ai.budget import Budget
from bot.words.i18n import text
from cogs.review_commands import review_reply
from tests.support.discord_players import current, play_to_the_end
from tests.support.message_pictures import buttons_of, in_both_languages, photograph_private
from tests.support.message_scenes import PERSON, answer, table_of

SEED = 4  # the person's random moves: three turning points, marriages, a meeting, a placement
WALKS = 300  # the review's search a turn move, counted rather than timed


async def review(out: Path, language: str) -> Path:
    """The person's review, as they see it, at ``out``/coach-review-LANGUAGE-400.png."""
    t = text(language)
    async with table_of(language, computers=2) as (fake, bot):
        await play_to_the_end(fake, bot, seed=SEED, users={PERSON[0]: PERSON})
        row, _ = await current(bot)
        assert await bot.service.reviewing.review_waiting(None, Budget.walks_only(WALKS)) == row.id
        sent = await fake.interact(fake.command(PERSON, "review"))
        found = await bot.service.reviewing.for_player(row.id, PERSON[0])
        drawn = await review_reply(bot.service, found, t)  # the same functions draw the same images
    body = answer(sent)
    names = [name for request in sent for name in request.files]
    digests = [digest for request in sent for digest in request.digests]
    assert len(found.review.points) >= 2 and len(names) == len(found.review.points), (body["content"], names)
    with tempfile.TemporaryDirectory() as scratch:
        images = []
        for file, name, digest in zip(drawn.files, names, digests, strict=True):
            png = file.fp.getvalue()
            assert (file.filename, hashlib.sha256(png).hexdigest()) == (name, digest), name
            images.append(Path(scratch) / name)
            images[-1].write_bytes(png)
        path = out / f"coach-review-{language}-400.png"
        await photograph_private(path, language, body["content"].splitlines(), images=images,
                                 buttons=[button["label"] for button in buttons_of(body)],
                                 command=t("command.review.name"), asker=PERSON[1])
    return path


if __name__ == "__main__":
    in_both_languages(review)
