"""/me through the real discord.py client: settings are answered privately, a vacation is
told in the channel of each game, a turn DM reaches those who asked for one, and the time
zone autocomplete offers IANA names."""

import json

from bot.engine import awaiting, legal_actions
from tests.support.discord_players import (
    ANN,
    BOB,
    CYD,
    USERS,
    by_command,
    content_of,
    current,
    dms_to,
    open_game,
    turn_messages,
)


async def next_turn_message(fake, bot) -> str:
    """The awaited person plays the turn out (a marriage's discard too); the turn message that
    announces it."""
    told = len(turn_messages(fake))
    while len(turn_messages(fake)) == told:
        row, state = await current(bot)
        seat = awaiting(state)[0].player
        await by_command(fake, bot, USERS[row.seats[seat].user], legal_actions(state, seat)[0])
    [message] = turn_messages(fake)[told:]
    return message.body["content"]


async def test_me_shows_and_changes_a_players_settings(discord_env):
    fake, _ = discord_env
    [*_, answer] = await fake.interact(fake.command(ANN, "me", {"time_zone": "Europe/Berlin",
                                                                "quiet_hours": "23-7", "dm_on_turn": True}))
    assert answer.ephemeral
    text = answer.body["content"]
    assert "Time zone: Europe/Berlin" in text and "Quiet hours: 23:00–07:00" in text
    assert "direct message when it is your turn: on" in text and "14 of 14 days left" in text
    [*_, refusal] = await fake.interact(fake.command(ANN, "me", {"time_zone": "Atlantis/Capital"}))
    assert "I do not know the time zone 'Atlantis/Capital'" in refusal.body["content"]


async def test_me_shows_the_players_own_time_now_in_either_language(discord_env):
    """The time-zone line carries the time on the player's clock, so a zone chosen wrong shows."""
    from datetime import datetime
    from zoneinfo import ZoneInfo

    fake, _ = discord_env
    for locale, said in (("en-US", "Time zone: Asia/Tokyo (your time now: {})"),
                         ("de", "Zeitzone: Asia/Tokyo (bei dir ist es jetzt {} Uhr)")):
        fake.locale = locale
        before = datetime.now(ZoneInfo("Asia/Tokyo"))
        text = content_of(await fake.interact(fake.command(ANN, "me", {"time_zone": "Asia/Tokyo"})))
        after = datetime.now(ZoneInfo("Asia/Tokyo"))
        assert any(said.format(f"{moment:%H:%M}") in text for moment in (before, after)), text


async def test_a_turn_dm_goes_to_whoever_asked_and_a_vacation_is_told_at_the_table(discord_env):
    fake, bot = discord_env
    for user in (ANN, BOB, CYD):
        await fake.interact(fake.command(user, "me", {"dm_on_turn": True}))
    await open_game(fake)
    row, state = await current(bot)
    first = next(u for u in (ANN, BOB, CYD) if u[0] == row.seats[state.active].user)
    assert any("waits for you: https://discord.com/channels/" in text for text in dms_to(fake, first))
    others = [u for u in (ANN, BOB, CYD) if u != first]
    assert not any("waits for you" in text for u in others for text in dms_to(fake, u))
    sent = await fake.interact(fake.command(first, "me", {"vacation_days": 2}))
    public = [r for r in sent if r.method == "POST" and r.path.endswith(f"/{row.channel_id}/messages")]
    assert public and "is on vacation until <t:" in json.dumps(public[0].body)
    assert "Vacation: until <t:" in content_of(sent)


async def test_once_a_player_is_back_no_later_turn_message_says_they_are_away(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    away = next(u for u in (ANN, BOB, CYD) if u[0] != row.seats[state.active].user)
    said = content_of(await fake.interact(fake.command(away, "me", {"vacation_days": 2})))
    assert f"{away[1]} is on vacation until <t:" in said  # the channel is told at once
    assert f"{away[1]} is back from vacation" in content_of(await fake.interact(fake.command(away, "me",
                                                                                            {"vacation_days": 0})))
    said = await next_turn_message(fake, bot)
    assert f"{away[1]} is back from vacation" in said and "is on vacation" not in said


async def test_a_vacation_still_under_way_is_told_in_the_next_turn_message(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    away = next(u for u in (ANN, BOB, CYD) if u[0] != row.seats[state.active].user)
    await fake.interact(fake.command(away, "me", {"vacation_days": 2}))
    assert f"{away[1]} is on vacation until <t:" in await next_turn_message(fake, bot)


async def test_time_zone_names_are_offered_as_typed(discord_env):
    fake, _ = discord_env
    sent = await fake.interact(fake.command(ANN, "me", {"time_zone": "berl"}, focused="time_zone"))
    [answer] = [r for r in sent if r.path.endswith("/callback")]
    assert answer.body["data"]["choices"] == [{"name": "Europe/Berlin", "value": "Europe/Berlin"}]


async def test_fixed_offset_zones_are_offered_with_their_real_offset(discord_env):
    """Etc/GMT+2 is two hours behind UTC (POSIX sign): a player typing GMT+2 sees which is which."""
    fake, _ = discord_env
    sent = await fake.interact(fake.command(ANN, "me", {"time_zone": "GMT+2"}, focused="time_zone"))
    [answer] = [r for r in sent if r.path.endswith("/callback")]
    assert answer.body["data"]["choices"] == [{"name": "Etc/GMT+2 (UTC−2)", "value": "Etc/GMT+2"},
                                              {"name": "Etc/GMT-2 (UTC+2)", "value": "Etc/GMT-2"}]


async def test_a_turn_message_names_a_player_in_quiet_hours_without_pinging_them(discord_env):
    import time

    fake, bot = discord_env
    hour = time.gmtime().tm_hour
    for user in (ANN, BOB, CYD):  # quiet around now, in UTC: two hours either side
        await fake.interact(fake.command(user, "me", {"time_zone": "UTC",
                                                      "quiet_hours": f"{(hour - 2) % 24}-{(hour + 2) % 24}"}))
    await open_game(fake)
    row, state = await current(bot)
    [message] = [r for r in fake.requests if r.method == "POST" and r.path.endswith(f"/{row.channel_id}/messages")
                 and r.files]
    assert f"<@{row.seats[state.active].user}>" in message.body["content"]  # named in the text
    assert message.body["allowed_mentions"].get("users") == []  # but nobody is notified at this hour


async def test_a_vacation_moves_the_deadline_the_turn_message_shows(discord_env):
    import re

    fake, bot = discord_env
    for user in (ANN, BOB, CYD):
        await fake.interact(fake.command(user, "me", {"vacation_days": 3}))
    await open_game(fake)
    row, _ = await current(bot)
    [message] = [r for r in fake.requests if r.method == "POST" and r.path.endswith(f"/{row.channel_id}/messages")
                 and r.files]
    shown = int(re.search(r"<t:(\d+):R>", message.body["content"])[1])
    assert shown >= row.waiting_since + (24 + 3 * 24) * 3600 - 120  # 24 hours once the 3 days away are over


async def test_me_lists_every_setting_above_the_line_that_says_how_to_change_them(discord_env):
    """/me's bullets, the leaderboards' too, come first and the line naming the options to
    change them last, in either language: not a bullet under the closing line."""
    fake, _ = discord_env
    for locale, closing in (("en-US", "Change them with /me"), ("de", "Ändern mit /ich")):
        fake.locale = locale
        sent = await fake.interact(fake.command(ANN, "me", {"leaderboards": False}))
        said = [json.loads(content_of([r]))["content"] for r in sent if r.body and "content" in r.body]
        lines = said[-1].split("\n")
        assert lines[-1].startswith(closing), lines
        assert [line for line in lines[1:-1] if not line.startswith("• ")] == [], lines


async def test_a_vacation_under_way_at_the_start_is_told_in_the_start_message(discord_env):
    """A vacation taken before the game starts lengthens the first deadline: the start
    message says who is away until when, so the table knows why."""
    fake, bot = discord_env
    await fake.interact(fake.command(BOB, "me", {"vacation_days": 2}))
    await open_game(fake)
    row, _ = await current(bot)
    [message] = [r for r in fake.requests if r.method == "POST" and r.path.endswith(f"/{row.channel_id}/messages")
                 and r.files]
    said = message.body["content"]
    assert f"{BOB[1]} is on vacation until <t:" in said
    assert f"{ANN[1]} is on vacation" not in said and f"{CYD[1]} is on vacation" not in said


async def test_a_refused_vacation_beside_other_options_leaves_every_setting_as_it_was(discord_env):
    """/me changes all or none: a vacation refused (here, none under way to end) with a time
    zone and the leaderboards asked for too keeps neither, and says so."""
    fake, bot = discord_env
    [*_, answer] = await fake.interact(fake.command(ANN, "me", {"time_zone": "Europe/Berlin", "leaderboards": False,
                                                                "vacation_days": 0}))
    said = answer.body["content"]
    assert "You are not on vacation." in said and "Nothing was changed" in said
    [*_, shown] = await fake.interact(fake.command(ANN, "me"))
    assert "Europe/Berlin" not in shown.body["content"]
    assert not await bot.platform.standings.hidden_from_leaderboards(ANN[0])


async def test_back_early_the_channel_hears_the_deadline_now_of_a_game_that_waits_for_them(discord_env):
    """The turn message showed a deadline days later for the vacation; back early, the
    channel hears the deadline as it is now. A game that waits for someone else hears none."""
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    active = next(u for u in (ANN, BOB, CYD) if u[0] == row.seats[state.active].user)
    other = next(u for u in (ANN, BOB, CYD) if u[0] != row.seats[state.active].user)
    for user in (active, other):
        await fake.interact(fake.command(user, "me", {"vacation_days": 2}))
    before = len(fake.requests)
    await fake.interact(fake.command(other, "me", {"vacation_days": 0}))
    assert "time now runs out" not in content_of(fake.requests[before:])
    before = len(fake.requests)
    await fake.interact(fake.command(active, "me", {"vacation_days": 0}))
    said = content_of([r for r in fake.requests[before:] if r.path.endswith(f"/{row.channel_id}/messages")])
    assert f"{active[1]} is back from vacation" in said and f"{active[1]}'s time now runs out <t:" in said
