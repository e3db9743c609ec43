"""Looking things up through the real discord.py client and the stand-in: the images the
turn messages carried are the ones ``/board turn:N`` rebuilds, the messages tell every
player's public points and reveal every hand at the end, ``/replay`` fits the upload limit
(privately or in the channel), and ``/games`` lists a player's games in this server only."""

from __future__ import annotations

import hashlib
import random
import re
import sys
import threading

import pytest

from bot.engine import Decision, awaiting, legal_actions
from bot.games.samarkand.history import position_at
from bot.words.i18n import text
from bot.words.image_words import words_in
from bot.words.narrate import card_name
from rendering import render_board, render_replay, render_turn
from rendering.replay_gif import fit_replay
from tests.support.discord_players import (
    ANN,
    BOB,
    CYD,
    USERS,
    by_command,
    content_of,
    current,
    open_game,
    play_to_the_end,
    rig,
    turn_messages,
)
from tests.support.engine_scenarios import set_hand
from tests.support.standin import CHANNEL_ID, GUILD_ID

EN = words_in("en")


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


TURN_IN_NAME = re.compile(r"samarkand-game-\d+-(\d+)-\w+\.png")  # cogs.compose.image_name


def expected_image(bot, history, message) -> bytes:
    """What ``/board turn:N`` and the history rebuild for a posted turn message: the turn
    image as the turn ``T`` in its file name begins, the full board at the end."""
    board = bot.service.board
    if "Game over" in message.body["content"]:
        return render_board(board, history[-1].public, None, history[-1].last_turn, words=EN)
    turn = int(TURN_IN_NAME.fullmatch(message.files[0]).group(1))
    snapshot = position_at(history, turn - 1)
    return render_turn(board, snapshot.public, snapshot.last_turn, words=EN)


@pytest.mark.slow
async def test_a_whole_game_posted_images_text_board_turn_n_and_the_replay(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    await play_to_the_end(fake, bot, seed=3)
    row, _ = await current(bot)
    _, history = await bot.service.reading.history(CHANNEL_ID)
    settling = text().template("turn.settling")
    posted = [m for m in turn_messages(fake) if settling not in m.body["content"]]
    assert len(posted) > 30
    for message in posted:  # every image posted during play is the one the log rebuilds
        assert message.digests[0] == digest(expected_image(bot, history, message)), message.files

    for message, snapshot in zip(posted[:-1], history, strict=False):  # every player's public points, in words
        players = next(f["value"] for f in message.body["embeds"][0]["fields"] if f["name"] == "Players")
        for seat, figures in enumerate(snapshot.public.players):
            points = figures.public_points
            assert f"{row.seats[seat].name}: {points} point{'s' if points != 1 else ''} in view" in players
    final = posted[-1].body["embeds"][0]["fields"]
    hands = next(f["value"] for f in final if f["name"] == "Every hand, card by card (points)")
    for line in history[-1].public.scores:  # each hand card by card, with its points
        revealed = next(row for row in hands.splitlines() if row.startswith(f"{line.name}: "))
        assert all(f"{EN.good(bot.service.board, card)} {points}" in revealed for card, points in line.hand)

    last = history[-1].turn
    for turn in (0, 1, last // 2, last):
        sent = await fake.interact(fake.command(BOB, "board", {"turn": float(turn)}))
        reply = sent[-1]
        assert reply.ephemeral and reply.files == [f"samarkand-after-turn-{turn}.png"]  # the turn it names
        assert reply.body["content"] == f"The board after turn {turn}:"
        assert reply.body["embeds"][0]["image"]["url"] == f"attachment://samarkand-after-turn-{turn}.png"
        snapshot = position_at(history, turn)
        assert reply.digests[0] == digest(render_board(bot.service.board, snapshot.public, None, snapshot.last_turn,
                                                       words=EN, after=turn))
    assert reply.digests[0] == posted[-1].digests[0]  # /board turn:<last> is the final message's image
    sent = await fake.interact(fake.command(BOB, "board", {"turn": float(last + 5)}))  # not played: said so
    not_yet = f"Turn {last + 5} has not been played yet; the board after turn {last}, the latest:"
    assert sent[-1].body["content"] == not_yet
    assert sent[-1].files == [f"samarkand-after-turn-{last}.png"] and sent[-1].digests[0] == reply.digests[0]

    gif = render_replay(bot.service.board, history, words=EN)
    sent = await fake.interact(fake.command(CYD, "replay"))
    assert sent[-1].ephemeral and sent[-1].files == [f"samarkand-game-{row.id}-replay.gif"]
    assert sent[-1].digests[0] == digest(gif)
    assert f"The whole game, turn by turn ({len(history)} frames):" in content_of(sent)  # it is over
    sent = await fake.interact(fake.command(CYD, "replay", {"public": True}))
    [public] = [r for r in sent if r.path == f"/channels/{CHANNEL_ID}/messages" and r.files]
    assert public.digests[0] == digest(gif) and not public.ephemeral
    assert public.body["content"] == f"The whole game, turn by turn ({len(history)} frames)."
    assert "Posted in the channel." in content_of(sent)


async def test_a_replay_too_large_for_the_upload_limit_drops_frames_or_says_so(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    rng = random.Random(5)
    for _ in range(24):
        row, state = await current(bot)
        seat = awaiting(state)[0].player
        await by_command(fake, bot, USERS[row.seats[seat].user], rng.choice(legal_actions(state, seat)))
    _, history = await bot.service.reading.history(CHANNEL_ID)
    whole = len(render_replay(bot.service.board, history, words=EN))
    command = fake.command(ANN, "replay")
    command["attachment_size_limit"] = 512 * 1024 + whole * 2 // 3  # the margin, and two thirds of the replay
    sent = await fake.interact(command)
    said = content_of(sent)
    assert f"of its {len(history)} positions, evenly spread (the first and the last among them)" in said
    assert sent[-1].files and "⚠️" not in said
    command = fake.command(ANN, "replay", {"public": True})
    command["attachment_size_limit"] = 512 * 1024 + 100
    before = len(fake.requests)
    sent = await fake.interact(command)
    assert "would not fit in Discord's 0 MB upload limit" in content_of(sent) and not sent[-1].files
    assert not any(r.files for r in fake.requests[before:])  # nothing was uploaded to fail


async def test_games_lists_this_servers_games_waiting_for_you_first_oldest_wait_first(discord_env):
    fake, bot = discord_env
    service, store = bot.service, bot.service.store
    ann, bob = ANN[0], BOB[0]
    channels = {name: str(800000000000000000 + k) for k, name in enumerate("abcd")}
    for name, channel in channels.items():
        guild = "other-server" if name == "d" else GUILD_ID
        await service.lobby.create(channel, guild, ann, "Ann", seed=11 + len(name))
        await service.lobby.join(channel, bob, "Bob")
        await service.lobby.start(channel, ann, is_admin=True)
    for name, channel in channels.items():  # Ann is awaited in a, c and d (another server), Bob in b
        row = await store.live_game(channel)
        _, state = await current(bot, channel)
        awaited = row.seats[state.active].user
        if (awaited == ann) != (name in "acd"):
            mover = USERS[awaited]
            await by_command(fake, bot, mover, next(iter(legal_actions(state, state.active))), channel)
            row, state = await current(bot, channel)
            if state.pending:
                await by_command(fake, bot, mover, next(iter(legal_actions(state, state.active))), channel)
        since = {"a": 5000, "b": 1000, "c": 9000, "d": 100}[name]
        await store.db.execute("UPDATE games SET waiting_since = ? WHERE channel_id = ?", (since, channel))
    for name, channel in channels.items():
        row, state = await current(bot, channel)
        assert (row.seats[state.active].user == ann) == (name in "acd")
    sent = await fake.interact(fake.command(ANN, "games"))
    lines = sent[-1].body["content"].splitlines()
    assert sent[-1].ephemeral
    order = [next(name for name, channel in channels.items() if f"<#{channel}>" in line or f"/{channel}/" in line)
             for line in lines if any(channel in line for channel in channels.values())]
    assert order == ["a", "c", "b"]  # waiting for Ann, the longest wait first; then the others; not d


async def test_games_says_a_paused_game_is_paused_to_whom_it_waits_for_and_to_the_others(discord_env):
    """/games of a game the host paused says so, to the player it waits for (who may still move) and to the
    others, in the reader's language: "waiting for you since …" alone urged haste while the clock stood still.
    Once the game goes on again, the lines are as before."""
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    awaited = USERS[row.seats[state.active].user]
    other = next(user for user in (ANN, BOB, CYD) if user != awaited)
    await fake.interact(fake.command(ANN, "pause"))
    yours = content_of(await fake.interact(fake.command(awaited, "games")))
    assert "**waiting for you** since <t:" in yours and "the game is paused, so its clock stands still" in yours
    theirs = content_of(await fake.interact(fake.command(other, "games")))
    assert "someone else's move; the game is paused, so its clock stands still" in theirs
    fake.locale = "de"
    german = content_of(await fake.interact(fake.command(other, "games")))
    assert "ein anderer Spieler ist dran; die Partie ist pausiert, die Bedenkzeit ruht" in german
    fake.locale = "en"
    await fake.interact(fake.command(ANN, "resume"))
    going = content_of(await fake.interact(fake.command(other, "games")))
    assert "someone else's move: https://" in going and "paused" not in going


async def test_help_at_a_table_that_sells_at_once_says_the_game_waits_for_the_answer(discord_env):
    """/help gives a sale offer's time as the channel's table times it: "until your next move" where
    offers are private (and where no game is), and at a table with ``sales: at once`` that the game waits
    for the holder's answer, in the reader's language (there "until your next move" was false)."""
    fake, _ = discord_env
    said = content_of(await fake.interact(fake.command(ANN, "help")))  # no game here yet
    assert "/keep card (until your next move)" in said
    await open_game(fake, sales="at_once")
    said = content_of(await fake.interact(fake.command(BOB, "help")))
    assert "next move" not in said
    assert "/keep card — at this table (sales: at once) the game waits for your answer" in said
    fake.locale = "de"
    said = content_of(await fake.interact(fake.command(CYD, "help")))
    assert "/behalten karte — an diesem Tisch (Verkäufe: sofort) wartet die Partie auf deine Antwort" in said


async def test_rules_at_a_table_that_sells_at_once_say_the_table_waits_for_an_offer(discord_env):
    """/rules' summary gives the printed R6.5 timing (an offer holds nobody up, until your
    next move); at a table with ``sales: at once`` it says in its place that this table waits for
    the holder's answer, and what a wait shows, in the reader's language (under the printed
    timing, as a footnote, it was read past). Nowhere else, nor once the game is over."""
    fake, _ = discord_env
    await fake.interact(fake.command(ANN, "rules"))  # no game here yet: the summary alone
    assert "sales: at once" not in content_of(fake.requests[-3:])
    await open_game(fake, sales="at_once")
    said = content_of(await fake.interact(fake.command(BOB, "rules")))
    assert "holds nobody up" not in said and "next move" not in said
    assert ("sell it for 3 Dirham (it then scores nothing but still counts against the limit). **At this table "
            "(sales: at once)** the offer holds the game up (R6.5): the table waits for the holder") in said
    assert "Keeping stays secret" in said  # the rest of the paragraph stays
    fake.locale = "de"
    said = content_of(await fake.interact(fake.command(CYD, "rules")))
    assert "**An diesem Tisch (Verkäufe: sofort)** hält das Angebot die Partie auf (R6.5)" in said
    assert "hält niemanden auf" not in said
    fake.locale = "en-US"
    await fake.interact(fake.command(ANN, "abort"))
    said = content_of(await fake.interact(fake.command(BOB, "rules")))
    assert "holds nobody up (R6.5)" in said and "At this table" not in said


async def test_rules_at_a_table_with_private_sales_are_the_summary_as_printed(discord_env):
    fake, _ = discord_env
    await open_game(fake)
    said = content_of(await fake.interact(fake.command(BOB, "rules")))
    assert "holds nobody up (R6.5)" in said and "At this table" not in said


async def test_an_aborted_games_hand_board_and_log_name_nobody_to_play(discord_env):
    """After the host's /abort the game's state still holds the turn it was left in (here a
    discard): /hand shows the hand without "To do" or menus and says the game was aborted,
    /board and /log say so and name nobody as to play, and the discard is refused as the
    last game's abort, in either language."""
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    mover = USERS[row.seats[state.active].user]
    await fake.interact(fake.command(mover, "marry", {"family": "Tigris"}))  # a discard is open
    assert "To do: discard" in content_of(await fake.interact(fake.command(mover, "hand")))
    await fake.interact(fake.command(ANN, "abort"))
    for locale, aborted, todo, to_play, log_line, refused in (
            ("en-US", "This game was aborted: nothing is left to decide.", "To do", "<- to play",
             "The game was aborted: nobody is to play any more.", "the last one was aborted"),
            ("de", "Diese Partie wurde abgebrochen: Es gibt nichts mehr zu entscheiden.", "Zu tun", "<- am Zug",
             "Die Partie wurde abgebrochen: Niemand ist mehr am Zug.", "Die letzte wurde abgebrochen")):
        fake.locale = locale
        said = content_of(await fake.interact(fake.command(mover, "hand")))
        assert aborted in said and todo not in said and "sk:dk" not in said and "custom_id" not in said
        assert refused in content_of(await fake.interact(fake.command(mover, "discard")))  # not "no game here"
        said = content_of(await fake.interact(fake.command(BOB, "board")))
        assert text(locale[:2]).template("info.board_aborted") in said and to_play not in said
        sent = await fake.interact(fake.command(CYD, "log"))
        assert sent[-1].body["content"].endswith(f"\n{log_line}")


async def test_a_game_aborted_before_any_move_has_an_opening_to_log_and_nothing_to_replay(discord_env):
    """/abort at once after /start: nothing was deleted and nothing was played, so /log shows
    the opening and the abort (not that the bot's host deleted the moves), and /replay says
    there is no move to replay, in either language."""
    fake, bot = discord_env
    await open_game(fake)
    row, _ = await current(bot)
    await fake.interact(fake.command(ANN, "abort"))
    first = row.seats[0].name
    for locale, turn_line, log_line, no_replay in (
            ("en-US", f"Turn 1: **{first}** to play.", "The game was aborted: nobody is to play any more.",
             "This game was aborted before its first turn was over: there is no move to replay."),
            ("de", f"Zug 1: **{first}** ist am Zug.", "Die Partie wurde abgebrochen: Niemand ist mehr am Zug.",
             "Diese Partie wurde abgebrochen, bevor ihr erster Zug zu Ende war: Es gibt keinen Zug zum Wiederholen.")):
        fake.locale = locale
        sent = await fake.interact(fake.command(CYD, "log"))
        assert sent[-1].body["content"] == f"{turn_line}\n{log_line}"
        sent = await fake.interact(fake.command(CYD, "replay"))
        assert no_replay in content_of(sent) and not any(reply.files for reply in sent)


async def test_hand_with_ten_open_offers_lists_each_and_says_how_to_answer_once(discord_env):
    """Each offer's line ended with the same "Tippe: /verkaufen KARTE oder /behalten KARTE":
    ten open offers on a German ten-card hand took /hand to 1960 of Discord's 2000 characters,
    leaving no room for an orders line or the private page's link before the last offers
    were cut. The way to answer is now said once, after the offers."""
    fake, bot = discord_env
    fake.locale = fake.guild_locale = "de"
    await open_game(fake, language="de")
    row, state = await current(bot)
    seat, cards = state.active, list(range(1, 11))

    def ten_offers(s):
        set_hand(s, seat, cards)
        s.offers = [Decision("sale", seat, card=card, turn=s.turn) for card in cards]
    await rig(bot, ten_offers)
    sent = await fake.interact(fake.command(USERS[row.seats[seat].user], "hand"))
    [said] = [r.body["content"] for r in sent if isinstance(r.body, dict) and r.body.get("content")]  # a follow-up
    names = [text("de")(card_name(bot.service.board, card)) for card in cards]
    todo = [line for line in said.splitlines() if line.startswith("Zu tun: Verkaufe")]
    assert len(todo) == 10 and all(name in line for name, line in zip(names, todo, strict=True))
    assert said.count("Tippe: /verkaufen KARTE oder /behalten KARTE") == 1
    assert said.index(todo[-1]) < said.index("Tippe: /verkaufen")
    assert len(said) < 1600, len(said)  # room for an orders line and the private page's link


async def test_replays_asked_at_once_are_drawn_once_in_their_own_thread(discord_env, monkeypatch):
    """One member pressing /replay twenty times, or a channel's members at once, drew twenty
    GIFs in the threads every turn image and board waits for: a /board elsewhere waited 45 s.
    Replays now draw in a thread of their own, and asks of the same replay share one drawing. The drawing waits
    until every ask has come for it: asks that do not overlap draw each their own, rightly (on a quiet machine the
    first drawing ended before the fourth ask came)."""
    fake, bot = discord_env
    await open_game(fake)
    drawn: list[str] = []
    replays = bot.get_cog("Info").replays
    asks, every_ask = [0], threading.Event()
    shared = replays.get

    async def asked(key, make):
        asks[0] += 1
        if asks[0] == 4:
            every_ask.set()
        return await shared(key, make)

    def counted(*args, **kwargs):
        drawn.append(threading.current_thread().name)
        assert every_ask.wait(60), "the asks never all came"
        return fit_replay(*args, **kwargs)
    monkeypatch.setattr(replays, "get", asked)
    monkeypatch.setattr(sys.modules["cogs.info"], "fit_replay", counted)  # the module the bot loaded
    sent = await fake.interact_together([fake.command(user, "replay") for user in (ANN, BOB, CYD, ANN)])
    gifs = [r for r in sent if r.files]
    assert len(gifs) == 4 and all(r.ephemeral for r in gifs)
    assert len(drawn) == 1 and drawn[0].startswith("replays")
