"""The review after the end through the stand-in (issue #51): a finished game's final turn
message carries the Your review button; before the background has made the review, a player
is told it is being prepared and about when (marked ⚠️ as every refusal, in either language);
once it is made (``review_waiting``, what the bot's sweep runs, here on a tiny search
budget), the button and ``/review`` answer privately with that player's own review in their
language and one image per turning point; someone who did not play gets a refusal, and a
channel without a finished game a sentence. A German table's final message carries the
button's German label, and ``/rückblick`` answers in German, both from the catalogue."""

from __future__ import annotations

import json

import pytest

from bot.ai.budget import Budget
from bot.words.i18n import text
from tests.support.discord_players import (
    ANN,
    BOB,
    CYD,
    USERS,
    assert_no_secret_in_public,
    content_of,
    current,
    open_game,
    play_to_the_end,
)
from tests.support.standin import components_of

TINY = Budget.walks_only(8)
DAN = ("100000000000000014", "Dan")  # on the server, never at the table


def private(sent) -> list:
    return [r for r in sent if r.path.startswith("/webhooks/") and r.body]


@pytest.mark.slow
async def test_the_review_button_and_review_answer_each_player_privately_with_images(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    said = content_of(private(await fake.interact(fake.command(ANN, "review"))))
    assert "No game has finished in this channel yet" in said
    await play_to_the_end(fake, bot, seed=5)
    row, _ = await current(bot)
    message, custom_id = fake.find(f"sk:review:{row.id}")
    assert custom_id == f"sk:review:{row.id}" and not message["flags"] & 64  # under the public final message
    assert fake.find(f"sk:board:{row.id}")[0] is message  # and the board a phone can read, as under every turn

    early = private(await fake.interact(fake.click(ANN, message, custom_id)))
    assert f'"content": "⚠️ Your review of game {row.id} is being prepared' in content_of(early)  # as every refusal
    assert "minute" in content_of(early)
    assert all(r.ephemeral for r in early)

    assert await bot.service.reviewing.review_waiting(None, TINY) == row.id
    assert await bot.service.reviewing.review_waiting(None, TINY) is None  # nothing else waits

    for user in (ANN, BOB):
        seat = next(s for s, entry in enumerate(row.seats) if entry.user == user[0])
        mine = await bot.service.reviewing.for_player(row.id, user[0])
        assert mine.review.seat == seat and mine.review.points  # random play: some turns cost points
        sent = private(await fake.interact(fake.click(user, message, custom_id)))
        answer = content_of(sent)
        assert all(r.ephemeral for r in sent)
        lines = text("en").lines(mine.lines(bot.service.board))
        assert all(json.dumps(line, ensure_ascii=False)[1:-1] in answer for line in lines[:4])  # their own
        files = [name for r in sent for name in r.files]
        assert files == [f"review-{row.id}-{n}.png" for n in range(1, len(mine.review.points) + 1)]

    fake.locale = "de"
    answer = content_of(private(await fake.interact(fake.command(BOB, "review", {"game": float(row.id)}))))
    assert "Dein Rückblick (nur für dich)" in answer
    refused = content_of(private(await fake.interact(fake.command(DAN, "review"))))
    assert f"Du hast in Partie {row.id} nicht mitgespielt" in refused and "Rückblick" in refused
    fake.locale = "en-US"
    refused = content_of(private(await fake.interact(fake.click(DAN, message, custom_id))))
    assert f"You did not play in game {row.id}" in refused and ".png" not in refused
    assert set(USERS) >= {entry.user for entry in row.seats}
    assert_no_secret_in_public(fake)  # every review went to its player alone


@pytest.mark.slow
async def test_a_german_tables_review_button_and_rueckblick_speak_the_german_catalogue(discord_env):
    fake, bot = discord_env
    fake.locale = fake.guild_locale = "de"
    await open_game(fake, language="de")
    await play_to_the_end(fake, bot, seed=11)
    row, _ = await current(bot)
    message, custom_id = fake.find(f"sk:review:{row.id}")
    [button] = [c for c in components_of(message) if c.get("custom_id") == custom_id]
    german, english = text("de"), text("en")
    assert button["label"] == german("button.review") != english("button.review")
    review = bot.tree.get_command("review")  # as the bot registers it with Discord
    payload = await review.get_translated_payload(bot.tree, bot.tree.translator)
    assert payload["name_localizations"]["de"] == german("command.review.name") == "rückblick"
    early = content_of(private(await fake.interact(fake.click(CYD, message, custom_id))))
    assert f'"content": "⚠️ Dein Rückblick auf Partie {row.id} wird gerade erstellt' in early, early

    assert await bot.service.reviewing.review_waiting(None, TINY) == row.id
    user = CYD
    mine = await bot.service.reviewing.for_player(row.id, user[0])
    said = german.lines(mine.lines(bot.service.board))
    assert mine.review.points  # random play: turning points, each set against the Expert's move
    for press in (fake.command(user, "review"), fake.click(user, message, custom_id)):
        answer = "\n".join(r.body["content"] for r in private(await fake.interact(press)))
        assert all(line in answer for line in said) and "Im Vergleich zu deinem Zug:" in answer
        assert english("review.heading") not in answer and not [w for w in ("Turn ", "You played", "instead of")
                                                                 if w in answer]


@pytest.mark.slow
async def test_a_stranger_who_gave_no_number_is_not_told_to_leave_it_out(discord_env):
    """Someone who did not play the channel's last game asks /review without a number, or
    presses its Your review button: the refusal says they did not play it, and not "Leave out
    the number ..." (there was none to leave out, and leaving it out is what they did). With a
    number, the refusal keeps that advice (the channel's last game may be theirs)."""
    fake, bot = discord_env
    await open_game(fake)
    await play_to_the_end(fake, bot, seed=5)
    row, _ = await current(bot)
    message, custom_id = fake.find(f"sk:review:{row.id}")
    for language, played_not, leave_out in (("en-US", f"You did not play in game {row.id}", "Leave out the number"),
                                            ("de", f"Du hast in Partie {row.id} nicht mitgespielt", "Ohne Nummer")):
        fake.locale = language
        for asked in (fake.command(DAN, "review"), fake.click(DAN, message, custom_id)):
            said = content_of(private(await fake.interact(asked)))
            assert played_not in said and leave_out not in said, said
        said = content_of(private(await fake.interact(fake.command(DAN, "review", {"game": float(row.id)}))))
        assert played_not in said and leave_out in said, said
