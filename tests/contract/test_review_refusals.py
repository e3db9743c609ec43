"""When Discord says no to the review's answer (docs/coach.md#getting-your-review): a press
that reaches the bot too late (10062) does nothing and the next one answers; an answer Discord
loses after the press was acknowledged (10062, 403 50013) comes by direct message, and with the
direct messages closed (50007) is logged and the next press answers; a 429 is waited out with
the images sent again. The bot never stops, and no log line says a word of the review."""

from __future__ import annotations

import itertools
import logging

import pytest

from bot.ai.budget import Budget
from bot.games.samarkand.reviewing import PlayerReview
from bot.words.i18n import text
from tests.support.discord_players import (
    ANN,
    PRIVATE_CARD,
    assert_no_secret_in_public,
    current,
    open_game,
    play_to_the_end,
)
from tests.support.standin import MISSING_PERMISSIONS, RATE_LIMITED
from tests.support.standin.codes import CANNOT_DM, UNKNOWN_INTERACTION

TINY = Budget.walks_only(8)
ANSWER = r"POST /webhooks/"  # the private answer: a follow-up of the acknowledged press


async def reviewed(fake, bot):
    """A finished game with its review made: the final message and its button's id, and
    Ann's review as she reads it (its lines, its images' names)."""
    await open_game(fake)
    await play_to_the_end(fake, bot, seed=5)
    row, _ = await current(bot)
    assert await bot.service.reviewing.review_waiting(None, TINY) == row.id
    message, custom_id = fake.find(f"sk:review:{row.id}")
    mine = await bot.service.reviewing.for_player(row.id, ANN[0])
    assert mine.review.points  # random play: something to show, with images
    files = [f"review-{row.id}-{n}.png" for n in range(1, len(mine.review.points) + 1)]
    return message, custom_id, text("en").lines(mine.lines(bot.service.board)), files


def dm_posts(fake, sent):
    dms = set(fake.dm_channels.values())
    return [r for r in sent if r.method == "POST" and r.path.startswith("/channels/") and r.path.split("/")[2] in dms]


def answered(sent, lines, files) -> bool:
    """Whether one request of ``sent`` carried the whole review: its first lines and images."""
    return any(r.status == 200 and all(line in (r.body or {}).get("content", "") for line in lines[:3])
               and r.files == files for r in sent)


def assert_nothing_of_it_logged(caplog, lines) -> None:
    logged = "\n".join(r.getMessage() for r in caplog.records if r.levelno >= logging.INFO)
    assert not PRIVATE_CARD.search(logged) and not [line for line in lines if line in logged]


@pytest.mark.slow
async def test_a_review_press_that_reaches_the_bot_too_late_does_nothing_and_the_next_answers(discord_env, caplog):
    fake, bot = discord_env
    caplog.set_level(logging.INFO)
    message, custom_id, lines, files = await reviewed(fake, bot)
    late = fake.click(ANN, message, custom_id)
    fake.clock.advance(seconds=3.5)  # Discord's 3 s to acknowledge are gone: 404 10062
    sent = await fake.interact(late)
    assert [r.status for r in sent if r.path.startswith("/interactions/")] == [404]
    assert not [r for r in sent if r.path.startswith(("/webhooks/", "/channels/", "/users/"))]  # nothing at all
    sent = await fake.interact(fake.click(ANN, message, custom_id))
    assert answered([r for r in sent if r.path.startswith("/webhooks/")], lines, files)
    assert_nothing_of_it_logged(caplog, lines)


@pytest.mark.slow
@pytest.mark.parametrize("refusal", [UNKNOWN_INTERACTION, MISSING_PERMISSIONS], ids=["10062", "50013"])
async def test_a_review_answer_discord_loses_comes_by_direct_message(discord_env, caplog, refusal):
    fake, bot = discord_env
    caplog.set_level(logging.INFO)
    message, custom_id, lines, files = await reviewed(fake, bot)
    fake.fail(ANSWER, refusal)
    sent = await fake.interact(fake.click(ANN, message, custom_id))
    assert [r.status for r in sent if r.path.startswith("/webhooks/")] == [refusal[0]]
    dms = dm_posts(fake, sent)  # the line saying why, and the review: one message, or two if they fill more
    assert answered(dms, lines, files) and dms[0].body["content"].startswith("Discord lost my answer")
    assert_no_secret_in_public(fake)  # a direct message is Ann's alone
    assert_nothing_of_it_logged(caplog, lines)


def lengthened(written, least: int, most: int | None = None):
    """``PlayerReview.lines`` made of its turning points' lines, in order and then again, to
    ``least`` characters and no more than ``most``: a line that would pass it is left out for a
    shorter one."""
    def longer(review: PlayerReview, board) -> list:
        lines = written(review, board)
        head, points, whole = lines[:1], lines[1:-1], lines[-1:]

        def size(chosen: list) -> int:
            return len("\n".join(text("en").lines([*head, *chosen, *whole])))

        chosen: list = []
        for line in itertools.cycle(points):
            if size(chosen) >= least or (most is not None and all(size([*chosen, p]) > most for p in points)):
                break
            if most is None or size([*chosen, line]) <= most:
                chosen.append(line)
        return [*head, *chosen, *whole]
    return longer


@pytest.mark.slow
async def test_a_lost_review_that_fills_a_message_comes_whole_after_the_line_saying_why(discord_env, monkeypatch):
    """The line saying why the review comes by direct message would cut a review that fills
    a message at its end, the whole game's line: then it goes first, on its own."""
    fake, bot = discord_env
    monkeypatch.setattr(PlayerReview, "lines", lengthened(PlayerReview.lines, 1930, 1995))  # a message's 2,000, nearly
    message, custom_id, lines, files = await reviewed(fake, bot)
    fake.fail(ANSWER, UNKNOWN_INTERACTION)
    sent = await fake.interact(fake.click(ANN, message, custom_id))
    why, review = dm_posts(fake, sent)
    assert why.body["content"].startswith("Discord lost my answer") and not why.files
    assert answered([review], lines, files) and review.body["content"].endswith(lines[-1])
    assert len(why.body["content"]) + len(review.body["content"]) > 2000  # together they would not have fit


@pytest.mark.slow
@pytest.mark.parametrize("lost", [False, True], ids=["answered", "by direct message"])
async def test_a_review_too_long_for_one_message_goes_on_in_a_second_whole_to_its_end(discord_env, monkeypatch, lost):
    fake, bot = discord_env
    monkeypatch.setattr(PlayerReview, "lines", lengthened(PlayerReview.lines, 3000))  # past any names' shortening
    message, custom_id, lines, files = await reviewed(fake, bot)
    if lost:
        fake.fail(ANSWER, UNKNOWN_INTERACTION)
    sent = await fake.interact(fake.click(ANN, message, custom_id))
    posts = dm_posts(fake, sent) if lost else [r for r in sent if r.path.startswith("/webhooks/")]
    said = [r for r in posts if r.status == 200 and r.body and r.body.get("content")]
    start = next(n for n, r in enumerate(said) if lines[0] in r.body["content"])
    first, second = said[start:start + 2]
    assert first.files == files and not second.files  # the images with the review's head
    first, second = first.body["content"], second.body["content"]
    assert len(first) <= 2000 and len(second) <= 2000 and len(first) + len(second) > 2000
    assert second.endswith(lines[-1])  # the whole game's line, last, in the second message


@pytest.mark.slow
async def test_a_lost_review_answer_to_closed_direct_messages_is_logged_and_the_next_press_answers(discord_env,
                                                                                                     caplog):
    fake, bot = discord_env
    caplog.set_level(logging.INFO)
    message, custom_id, lines, files = await reviewed(fake, bot)
    fake.closed_dms.add(ANN[0])
    fake.fail(ANSWER, UNKNOWN_INTERACTION)
    sent = await fake.interact(fake.click(ANN, message, custom_id))
    assert [r.status for r in dm_posts(fake, sent)] == [CANNOT_DM[0]]
    assert [r for r in caplog.records if r.levelno == logging.WARNING and "direct message either (code 50007)"
            in r.getMessage()]
    sent = await fake.interact(fake.click(ANN, message, custom_id))
    assert answered([r for r in sent if r.path.startswith("/webhooks/")], lines, files) and not dm_posts(fake, sent)
    assert_nothing_of_it_logged(caplog, lines)


@pytest.mark.slow
async def test_a_rate_limited_review_answer_is_waited_out_and_sent_once_with_its_images(discord_env, caplog):
    fake, bot = discord_env
    caplog.set_level(logging.INFO)
    message, custom_id, lines, files = await reviewed(fake, bot)
    fake.fail(ANSWER, RATE_LIMITED)  # with retry_after, as Discord sends it
    sent = await fake.interact(fake.click(ANN, message, custom_id))
    answers = [r for r in sent if r.path.startswith("/webhooks/")]
    assert [r.status for r in answers] == [429] + [200] * (len(answers) - 1) and answered(answers[1:], lines, files)
    assert sum(len(r.files or ()) for r in answers[1:]) == len(files)  # once: a review too long goes on in a second
    assert not dm_posts(fake, sent)
    assert_nothing_of_it_logged(caplog, lines)
