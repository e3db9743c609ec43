"""The second game through the real bot against the stand-in (issue 47): Pebbles
(``tests/support/pebbles.py``), handed to the bot as its game (``tests/support/pebbles_discord.py``),
is set up in the lobby with its own computer level, started with each secret told by direct
message alone, played by the platform's panel of legal actions, reminded and timed out, ended
and rated: the same cogs, outbox, notifier, scheduler and computer driver that play Samarkand,
with nothing of Samarkand's in the game."""

from __future__ import annotations

import json

import aiohttp
import pytest

from bot.words.i18n import text
from tests.support.discord_players import ANN, BOB, USERS, posts, public_requests
from tests.support.pebbles import PEBBLES
from tests.support.pebbles_discord import PEBBLES_ON_DISCORD
from tests.support.standin import CHANNEL_ID, components_of

ON_PEBBLES = pytest.mark.parametrize("discord_env", [{"game": PEBBLES_ON_DISCORD, "thinker": PEBBLES.inline_thinker()}],
                                     indirect=True)


async def pile(bot):
    row = await bot.platform.store.latest_game(CHANNEL_ID)
    return row, PEBBLES.load(row.state)


def ids(message: dict, prefix: str) -> list[str]:
    return [c["custom_id"] for c in components_of(message) if c.get("custom_id", "").startswith(prefix)]


def direct_messages(fake) -> str:
    dms = set(fake.dm_channels.values())
    return "\n".join(r.body.get("content", "") for r in fake.requests
                     if r.method == "POST" and r.body and r.path.startswith("/channels/")
                     and r.path.split("/")[2] in dms)


async def take(fake, user, count: int) -> list:
    """``user`` opens the platform's panel on the newest turn message and presses Take ``count``."""
    message, play = fake.find("sk:legal:", CHANNEL_ID)
    await fake.interact(fake.click(user, message, play))
    panel, _ = fake.find("sk:act:", CHANNEL_ID)
    [button] = [i for i in ids(panel, "sk:act:") if i.endswith(f":take {count}")]
    return await fake.interact(fake.click(user, panel, button))


def answered(replies: list) -> str:
    """What the user was answered, privately (a reply, its embeds)."""
    assert replies and all(r.ephemeral for r in replies)
    return json.dumps([r.body for r in replies], ensure_ascii=False)


async def started(fake, bot) -> str:
    """Ann's table with Bob, started by Ann; what Ann was answered privately."""
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(BOB, "join"))
    return json.dumps([r.body for r in await fake.interact(fake.command(ANN, "start")) if r.ephemeral])


@ON_PEBBLES
async def test_second_game_is_played_to_its_end_and_rated_through_the_platforms_panel(discord_env):
    fake, bot = discord_env
    answered = await started(fake, bot)
    row, state = await pile(bot)
    [opening] = [r for r in posts(fake, CHANNEL_ID) if "sk:legal:" in json.dumps(r.body)]
    assert "begins" in opening.body["content"] and not opening.files and not opening.body.get("embeds")
    assert f"Your lucky number is {state.lucky[0]}." in answered  # Ann, who started it, in her answer
    assert f"Your lucky number is {state.lucky[1]}." in direct_messages(fake)  # Bob, by direct message
    assert "You joined a game of Pebbles" in direct_messages(fake) and "Samarkand" not in direct_messages(fake)
    lobby = [r.body["content"] for r in posts(fake, CHANNEL_ID) if "sk:j:" in json.dumps(r.body)]
    assert lobby and all("opened a game of Pebbles" in said and "Samarkand" not in said for said in lobby)
    assert "Bob joined. Players (2/2): Ann, Bob." in [r.body.get("content") for r in posts(fake, CHANNEL_ID)]
    assert all("lucky number is" not in json.dumps(r.body) for r in public_requests(fake))

    message, play = fake.find("sk:legal:", CHANNEL_ID)
    refused = await fake.interact(fake.click(BOB, message, play))  # Bob's panel while Ann is to move
    assert "nothing for you to do" in json.dumps([r.body for r in refused])
    assert (await pile(bot))[0].version == row.version

    while not (await pile(bot))[1].over:
        _, state = await pile(bot)
        user = USERS[(await pile(bot))[0].seats[state.active].user]
        answer = await take(fake, user, min(3, state.left))
        assert "your move is made" in json.dumps([r.body for r in answer])
    row, state = await pile(bot)
    last = posts(fake, CHANNEL_ID)[-1].body["content"]
    assert "The pile is empty." in last and not ids(posts(fake, CHANNEL_ID)[-1].body, "sk:legal:")
    for seat, user in enumerate((ANN, BOB)):  # rated: each has played one game, won by the most points
        standing = (await bot.platform.standings.figures(row.guild_id, user[0])).here
        won = state.points()[seat] == max(state.points())
        assert standing is not None and (standing.tally.games, standing.tally.wins) == (1, int(won))

    stats = [r for r in await fake.interact(fake.command(ANN, "stats")) if r.ephemeral]
    said = json.dumps([r.body for r in stats])
    assert "All games: 1 played" in said and "computer players" not in said  # Samarkand's levels are not its
    assert not any(r.files for r in stats)  # Pebbles draws no rating chart
    balance = json.dumps([r.body for r in await fake.interact(fake.command(ANN, "stats", {"families": True}))])
    assert "games of Pebbles, and no families to weigh." in balance and "study" not in balance  # in its words
    history = json.dumps([r.body for r in await fake.interact(fake.command(ANN, "history")) if r.ephemeral])
    assert f"game {row.id}, won by" in history and "/replay" not in history  # Pebbles has no /replay to point to


@ON_PEBBLES
async def test_second_game_tells_a_player_whose_direct_messages_are_closed_in_its_own_words(discord_env):
    fake, _ = discord_env
    fake.closed_dms.add(BOB[0])
    await fake.interact(fake.command(ANN, "new"))
    said = json.dumps([r.body for r in await fake.interact(fake.command(BOB, "join")) if r.ephemeral])
    assert "your lucky number cannot reach you" in said
    assert "/hand" not in said and "sale offers" not in said  # Samarkand's commands and offers are not Pebbles'
    await fake.interact(fake.command(ANN, "start"))
    await take(fake, ANN, 1)
    turn = posts(fake, CHANNEL_ID)[-1].body["content"]
    assert f"<@{BOB[0]}>" in turn and "your lucky number cannot reach you" in turn
    assert "waits under Play your turn" not in turn  # the platform's panel shows no secret of Pebbles'


@ON_PEBBLES
async def test_second_game_offers_its_own_computer_level_and_its_computer_plays(discord_env):
    fake, bot = discord_env
    addcpu = bot.tree.get_command("addcpu")
    assert [choice.value for choice in addcpu.get_parameter("level").choices] == ["any"]
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(ANN, "addcpu", {"level": "any"}))
    await fake.interact(fake.command(ANN, "start"))
    while not (await pile(bot))[1].over:
        while await bot.driver.run_once():
            pass
        row, state = await pile(bot)
        if not state.over and row.seats[state.active].human:
            await take(fake, ANN, 1)
    assert "The pile is empty." in posts(fake, CHANNEL_ID)[-1].body["content"]


@ON_PEBBLES
async def test_second_game_reminds_the_player_it_waits_for_and_times_them_out(discord_env):
    fake, bot = discord_env
    await started(fake, bot)
    await bot.platform.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 7 * 3600")
    before = len(fake.requests)
    assert await bot.scheduler.run_once() == 1
    [reminder] = posts(fake, CHANNEL_ID, before)
    assert f"<@{ANN[0]}>" in reminder.body["content"] and "waiting for you" in reminder.body["content"]
    await bot.platform.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 24 * 3600")
    await bot.scheduler.run_once()
    while await bot.driver.run_once():
        pass
    _, state = await pile(bot)
    assert state.left < 11 and state.active == 1  # Ann's stand-in took for her; Bob is awaited
    assert any("Time is up" in r.body["content"] for r in posts(fake, CHANNEL_ID, before))


@pytest.mark.parametrize("discord_env", [{"game": PEBBLES_ON_DISCORD, "thinker": PEBBLES.inline_thinker(),
                                          "web_at": ("127.0.0.1", 0), "web_url": "https://pebbles.example.org"}],
                         indirect=True)
async def test_second_game_has_its_page_on_the_bots_own_server(discord_env):
    fake, bot = discord_env
    await started(fake, bot)
    await take(fake, ANN, 2)
    row, state = await pile(bot)
    async with aiohttp.ClientSession() as session, \
            session.get(f"http://127.0.0.1:{bot.web.port}/games/{row.id}") as answer:
        page = await answer.text()
    assert answer.status == 200 and "Pebbles left: 9" in page and "Ann: 2" in page
    assert all(f"lucky number is {lucky}" not in page for lucky in state.lucky)


@ON_PEBBLES
async def test_second_game_answers_help_and_rules_in_its_own_words(discord_env):
    """/help and /rules are the platform's, in the game's words (its ``GameSide``): at a Pebbles table neither
    Samarkand's text nor silence (they were Samarkand's own cogs, which a Pebbles bot does not load)."""
    fake, bot = discord_env
    names = {command.name for command in bot.tree.get_commands()}
    assert {"help", "rules"} <= names
    for before_and_during in range(2):
        helped = answered(await fake.interact(fake.command(ANN, "help")))
        assert "Pebbles commands" in helped and "Play button" in helped and "Samarkand" not in helped
        assert [name for name in sorted(names - {"help"}) if f"/{name}" not in helped] == []  # its bot's commands
        rules = answered(await fake.interact(fake.command(BOB, "rules")))
        assert "pile of 11" in rules and "lucky number" in rules and "Samarkand" not in rules and "R6" not in rules
        if not before_and_during:
            await started(fake, bot)


@ON_PEBBLES
async def test_second_game_answers_a_command_it_does_not_have_in_one_sentence_naming_it(discord_env):
    """Samarkand's own commands (Discord may still list them from an earlier registration, or a table of another game
    is asked): one sentence naming the game and /help, in the reader's words, not Samarkand's text nor no answer."""
    fake, bot = discord_env
    await started(fake, bot)
    names = {command.name for command in bot.tree.get_commands()}
    for command in ("board", "log", "replay", "hand", "hint", "sell", "no-such-command"):
        assert command not in names
        said = answered(await fake.interact(fake.command(ANN, command)))
        assert f"Pebbles has no /{command}: /help names the commands it has." in said, said
    fake.locale = "de"
    said = answered(await fake.interact(fake.command(BOB, "board")))
    assert f"Bei Pebbles gibt es kein /{text('de')('command.board.name')}; welche Befehle es gibt, sagt /hilfe." in said


SAMARKANDS_WORDS = ("Samarkand", "sale", "Verkäuf", "hint", "Tipp", "casual", "Gelegenheit", "famil", "Dirham")


@ON_PEBBLES
async def test_second_game_commands_describe_themselves_in_no_words_of_samarkands(discord_env):
    """The platform's commands, which every game's bot registers, are described for any game, in both catalogues: a
    Pebbles player's /new is not "a game of Samarkand", nor /settings about sales, seats and hints."""
    _, bot = discord_env
    described = {}
    for command in bot.tree.get_commands():
        for language in ("en", "de"):
            said = text(language)
            described[f"/{command.name} ({language})"] = said(f"command.{command.name}.description")
            for option in command.parameters:
                described[f"/{command.name} {option.name} ({language})"] = said(
                    f"command.{command.name}.{option.name}.description")
    assert "/new (de)" in described and "/settings turn_hours (en)" in described
    assert {where: words for where, words in described.items()
            if any(word.lower() in words.lower() for word in SAMARKANDS_WORDS)} == {}


@ON_PEBBLES
async def test_second_game_lists_a_players_tables_with_games(discord_env):
    """/games is the platform's: a player's tables in the server, of any game, those waiting for them first."""
    fake, bot = discord_env
    assert "You are not seated in any game" in answered(await fake.interact(fake.command(ANN, "games")))
    await started(fake, bot)
    ann = answered(await fake.interact(fake.command(ANN, "games")))
    bob = answered(await fake.interact(fake.command(BOB, "games")))
    assert "**waiting for you**" in ann and "(turn 1)" in ann and "someone else's move" not in ann
    assert "turn 1, someone else's move" in bob and "waiting for you" not in bob
    await take(fake, ANN, 2)
    assert "**waiting for you**" in answered(await fake.interact(fake.command(BOB, "games")))


@ON_PEBBLES
async def test_second_game_says_which_games_count_without_samarkands_hints(discord_env):
    """Which games count for ratings (/stats and /leaderboard before any): the platform's rating setting, and nothing
    of Samarkand's (a Pebbles table cannot allow hints)."""
    fake, _ = discord_env
    for language, said in (("en", "unless its table chose otherwise (as unrated)."),
                           ("de", "außer ihr Tisch hat anders gewählt (als ungewertet).")):
        fake.locale = language
        for command in ("stats", "leaderboard"):
            answer = answered(await fake.interact(fake.command(ANN, command)))
            assert said in answer and "hint" not in answer and "Tipp" not in answer
