"""A /settings change in the lobby that decides whether the game counts for ratings (hints on,
or rating: unrated, and back) is told in the channel, as sales: at once is: those who joined a
rated table hear it before the start, not only the host in their private answer. The same
values again are no news."""

from __future__ import annotations

from tests.support.discord_players import ANN, BOB, public_requests
from tests.support.standin import CHANNEL_ID, FakeDiscord


def posted(fake: FakeDiscord, since: int) -> list[str]:
    """What the channel was told since ``since`` (of the public requests): its posts."""
    return [r.body.get("content", "") for r in public_requests(fake)[since:]
            if r.method == "POST" and r.path == f"/channels/{CHANNEL_ID}/messages"]


async def settings(fake: FakeDiscord, **chosen: object) -> list[str]:
    before = len(public_requests(fake))
    await fake.interact(fake.command(ANN, "settings", chosen))
    return posted(fake, before)


async def lobby(fake: FakeDiscord) -> None:
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(BOB, "join"))


async def test_hints_on_tells_the_lobby_that_the_game_will_not_count_and_off_again_that_it_will(discord_env):
    fake, _ = discord_env
    await lobby(fake)
    [said] = await settings(fake, hints="on")
    assert said.startswith("Ann changed this table's settings: this game will not count for ratings. Settings: ")
    assert said.endswith("ratings: unrated; hints: on (not rated).")
    assert await settings(fake, hints="on") == []  # as it is
    [said] = await settings(fake, hints="off")
    assert said.startswith("Ann changed this table's settings: this game may count for ratings again, as the rating "
                           "setting says. Settings: ")
    assert said.endswith("ratings: rated (a seat taken over counts for nobody); hints: off.")


async def test_rating_unrated_is_told_too_and_hints_on_an_unrated_table_is_no_news_for_ratings(discord_env):
    fake, _ = discord_env
    await lobby(fake)
    [said] = await settings(fake, rating="unrated")
    assert said.startswith("Ann changed this table's settings: this game will not count for ratings.")
    assert await settings(fake, hints="on") == []  # it did not count already
    assert await settings(fake, turn_hours=12) == []  # a change that leaves the ratings alone: the host's alone


async def test_in_german_the_lobby_hears_it_in_german(discord_env):
    fake, _ = discord_env
    fake.locale = fake.guild_locale = "de"
    await lobby(fake)
    [said] = await settings(fake, hints="on")
    assert said.startswith("Ann hat die Einstellungen dieser Partie geändert: Diese Partie wird nicht gewertet. ")
