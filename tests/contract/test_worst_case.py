"""The worst case for the length of every message: five seats with 32-character display names
(Discord's most), plain or made of markdown characters that escaping doubles, in English and
in German, played to the end; and a table of one person and four computers, whose chains of
computer moves make the longest turn messages. Every message and edit the bot sends is within
Discord's documented limits (the stand-in refuses what Discord refuses, 400 / 50035), and none
kept within them by losing what matters most: a turn message keeps its first line and ends with
whose turn it is (or, the last one, who won), its players field every seat; a list starts with
its title and the first of its list."""

from __future__ import annotations

import json
import random
import re

import pytest

from bot.engine import Decision
from bot.store import GameStatus, OfferKey
from bot.store.rows import clocks_to_json
from bot.words.i18n import text
from cogs.compose import NAME_LENGTHS, shortened
from cogs.discord_text import literal
from tests.support.discord_players import by_command, current, play_to_the_end, random_move, rig, turn_messages
from tests.support.standin import Captured, FakeDiscord
from tests.support.standin.records import components_of

MARKS = "*_~|`"  # each one escaped: a name of them doubles
PLAIN = tuple((f"1000000000000001{n:02d}", f"Wanderer Number {n} of the Silk R.") for n in range(1, 6))
MARKDOWN = tuple((f"1000000000000002{n:02d}", (MARKS[n - 1:] + MARKS * 7)[:32]) for n in range(1, 6))
LOCALES = {"en": "en-US", "de": "de"}
AFTER_THE_END = ("leaderboard", "history", "log", "games", "stats", "board", "me", "hand", "help", "rules")


def in_language(fake: FakeDiscord, language: str) -> None:
    """The players' clients and the server speak ``language``: so does the game."""
    fake.locale = fake.guild_locale = LOCALES[language]


def before_the_value(template: str) -> str:
    return template.split("{")[0]


def answer_of(sent: list[Captured]) -> str:
    """The text of a command's private answer (its last message body)."""
    bodies = [r.body.get("data", r.body) for r in sent if isinstance(r.body, dict)]
    return next(body.get("content") or "" for body in reversed(bodies) if "content" in body or "embeds" in body)


def numbers_in(template: str, lines: list[str]) -> list[int]:
    """The number standing for ``{turn}`` or ``{count}`` in each of ``lines`` made from ``template``."""
    before, _, after = template.partition("{turn}") if "{turn}" in template else template.partition("{count}")
    found = re.compile(re.escape(before) + r"(\d+)" + re.escape(after.split("{")[0]))
    return [int(m.group(1)) for line in lines if (m := found.match(line))]


def assert_turn_messages_whole(fake: FakeDiscord, language: str) -> int:
    """Each turn message keeps its newest moves and its end: whose turn it is (the ping), or
    in the last message who won; when a chain of moves is too long, its oldest moves give way
    to one first line that counts them (the rest of the turn announced before is one), so
    the turns it names run without a gap up to the one now awaited. Its embed's players field
    has a line for each of the five seats. Returns how many messages left moves out."""
    for message in turn_messages(fake):
        players = message.body["embeds"][0]["fields"][0]["value"]
        assert len(players.splitlines()) == 5, players
    t = text(language)
    earlier = t.template("turn.earlier_moves", count=2).split("{turn}")[0]  # the count, before the turn it names
    over = before_the_value(t.template("news.game_over", count=1))
    awaited = [numbers_in(t.template("embed.turn"), [m.body["embeds"][0]["title"]]) for m in turn_messages(fake)]
    *playing, last = [message.body["content"].splitlines() for message in turn_messages(fake)]
    assert len(playing) > 5
    shortened = 0
    for lines, before, now in zip([*playing, last], [[0], *awaited[:-1]], awaited, strict=True):
        assert len("\n".join(lines)) <= 2000, lines[:2]
        turns, left_out = numbers_in(t.template("news.turn"), lines), numbers_in(earlier, lines[:1])
        if not turns:  # the game ended within the turn announced before
            assert not left_out and not now, lines[:2]
            continue
        assert turns == list(range(turns[0], turns[0] + len(turns))) and turns[-1:] == (now or turns[-1:]), lines
        assert turns[0] - before[0] == (left_out[0] if left_out else 1), lines[:2]  # none missing, none uncounted
        shortened += bool(left_out)
    for lines in playing:
        assert any(line.startswith("<@") for line in lines[-2:]), lines[-3:]
    assert last[-1].startswith(over), last[-3:]
    return shortened


def assert_every_seat_named(fake: FakeDiscord, seats: tuple[tuple[str, str], ...]) -> int:
    """Each turn message's players field names every seat, by the whole name or by its start
    (names are cut before escaping, where escaped names would pass the field's 1,024
    characters). Returns how many fields had to cut them: the field was pushed to its limit."""
    cut = 0
    for message in turn_messages(fake):
        lines = message.body["embeds"][0]["fields"][0]["value"].splitlines()
        named = [{most for most in NAME_LENGTHS for line in lines if line.startswith(literal(shortened(name, most)))}
                 for _, name in seats]
        assert all(named) and len(lines) == len(seats), lines
        cut += any(32 not in lengths for lengths in named)
    return cut


def assert_nothing_refused(fake: FakeDiscord) -> None:
    assert not fake.refused_bodies, fake.refused_bodies[:3]
    sizes = [len(json.dumps(r.body, ensure_ascii=False)) for r in fake.requests if isinstance(r.body, dict)]
    assert max(sizes) > 2000  # long bodies were sent, and Discord would have taken them


async def asked_after_the_end(fake: FakeDiscord, user: tuple[str, str], language: str, rated: bool) -> None:
    """Each reading command asked once the game is over (the stand-in checks every answer);
    the lists begin with their titles and their first entry (the leaderboard's, when the game
    was rated)."""
    answers = {name: answer_of(await fake.interact(fake.command(user, name))) for name in AFTER_THE_END}
    t = text(language)
    board = answers["leaderboard"].splitlines()
    if rated:
        assert board[0].startswith(before_the_value(t.template("leaderboard.title"))), answers["leaderboard"][:300]
        assert board[1].startswith("1. "), answers["leaderboard"][:300]
    assert answers["history"].startswith(before_the_value(t.template("history.title"))), answers["history"][:300]


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("seats", [PLAIN, MARKDOWN], ids=["plain", "markdown"])
async def test_worst_case_five_long_names_to_the_end(discord_env, language, seats):
    fake, bot = discord_env
    bot.service.standings.min_games = 1  # one game puts its people on the leaderboard
    in_language(fake, language)
    host, *guests = seats
    await fake.interact(fake.command(host, "new"))
    for guest in guests:
        await fake.interact(fake.command(guest, "join"))
    await fake.interact(fake.command(host, "start"))
    await play_to_the_end(fake, bot, seed=5, users={user[0]: user for user in seats})
    row, _ = await current(bot)
    assert row.status is GameStatus.OVER and len(row.seats) == 5
    await asked_after_the_end(fake, seats[-1], language, rated=True)
    assert_turn_messages_whole(fake, language)
    assert assert_every_seat_named(fake, seats) >= (seats == MARKDOWN and language == "de")  # escaped, past 1,024
    assert_nothing_refused(fake)


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "de"])
async def test_worst_case_one_person_and_four_computers_to_the_end(discord_env, language):
    fake, bot = discord_env
    bot.service.standings.min_games = 1
    in_language(fake, language)
    person = MARKDOWN[0]
    await fake.interact(fake.command(person, "new"))
    for _ in range(4):
        await fake.interact(fake.command(person, "addcpu", {"level": "greedy"}))
    await fake.interact(fake.command(person, "start"))
    await play_to_the_end(fake, bot, seed=9, users={person[0]: person})
    await asked_after_the_end(fake, person, language, rated=False)
    assert assert_turn_messages_whole(fake, language) >= 1  # chains of computer moves past 2,000 characters
    assert_nothing_refused(fake)


def texts_of(sent: list[Captured]) -> list[str]:
    """The texts of the messages a command sent: its answer, then any follow-up."""
    return [r.body["content"] for r in sent if isinstance(r.body, dict) and r.body.get("content")]


async def test_a_full_log_keeps_its_newest_move_and_the_reminder_of_a_decision_comes_on_its_own(discord_env):
    """/log packs the newest moves up to Discord's 2,000 characters: the line that a decision
    waits, added after, was cut off again with the newest move, and the answer ended in "…"."""
    fake, bot = discord_env
    host, *guests = MARKDOWN
    await fake.interact(fake.command(host, "new"))
    for guest in guests:
        await fake.interact(fake.command(guest, "join"))
    await fake.interact(fake.command(host, "start"))
    users, rng = {user[0]: user for user in MARKDOWN}, random.Random(5)
    reminder = text("en").template("reply.decision_waits")
    while len(log := texts_of(await fake.interact(fake.command(host, "log")))[0]) < 2000 - len(reminder) - 1:
        row, state = await current(bot)
        move = random_move(rng, row, state, users)
        if move is not None:
            await by_command(fake, bot, move[0], move[2])
    row, _ = await current(bot)
    seat = next(n for n, taken in enumerate(row.seats) if taken.user == host[0])
    await rig(bot, lambda s: setattr(s, "offers", [Decision("sale", seat, card=s.players[seat].hand[0], turn=s.turn)]))
    said = texts_of(await fake.interact(fake.command(host, "log")))
    assert said == [log, reminder]  # the log whole, then the reminder
    assert_nothing_refused(fake)


async def test_the_moves_a_turn_message_leaves_to_log_are_in_log(discord_env):
    """A chain too long for its turn message named its oldest moves "… 1 earlier move: /log
    shows it", but /log showed its newest 25 lines, from two turns later, so the move was in
    neither. The message now names the turn they begin in, and /log turn:N shows from it."""
    fake, bot = discord_env
    person = MARKDOWN[0]
    await fake.interact(fake.command(person, "new"))
    for _ in range(4):
        await fake.interact(fake.command(person, "addcpu", {"level": "greedy"}))
    await fake.interact(fake.command(person, "start"))
    t, rng, checked = text("en"), random.Random(9), 0
    earlier, turn = t.template("turn.earlier_moves", count=2).split("{turn}")[0], t.template("news.turn")
    for _ in range(400):
        while await bot.driver.run_once():
            pass
        row, state = await current(bot)
        lines = turn_messages(fake)[-1].body["content"].splitlines()
        if left_out := numbers_in(earlier, lines[:1]):
            first = numbers_in(turn, lines)[0] - left_out[0]  # the oldest turn the message leaves to /log
            assert lines[0].endswith(f"/log turn:{first} shows them" if left_out[0] > 1 else f"turn:{first} shows it")
            log = answer_of(await fake.interact(fake.command(person, "log", {"turn": first}))).splitlines()
            assert numbers_in(turn, log)[0] == first and len("\n".join(log)) <= 2000, (lines[:2], log[:2])
            shown = numbers_in(turn, log)
            assert shown == list(range(first, first + len(shown)))
            if later := numbers_in(t.template("info.log_later", count=2), log[-1:]):  # the rest, one command away
                assert log[-1].endswith(f"/log turn:{shown[-1] + 1}") and later[0] >= 1
            checked += 1
        if state.over or checked >= 3:
            break
        if (move := random_move(rng, row, state, {person[0]: person})) is not None:
            await by_command(fake, bot, move[0], move[2])
    assert checked  # a chain was cut, and /log was asked for what it left out
    assert_nothing_refused(fake)


async def test_a_reminder_of_ten_offers_keeps_the_line_saying_where_to_answer_them(discord_env):
    """At three players the hand limit is ten, and a seat passed by (R3.2) keeps its offers: a
    reminder of ten in German (about 230 characters each) would pass Discord's 2,000, and a cut
    that keeps the head lost the last offers and the line under the buttons saying where to
    answer them. The offers that do not fit are counted instead, above that line."""
    fake, bot = discord_env
    in_language(fake, "de")
    host, *guests = MARKDOWN[:3]
    await fake.interact(fake.command(host, "new"))
    for guest in guests:
        await fake.interact(fake.command(guest, "join"))
    await fake.interact(fake.command(host, "start"))
    row, state = await current(bot)
    holder = (state.active + 1) % 3

    def ten_offers(s):
        hand = s.players[holder].hand
        while len(hand) < 10:
            hand.append(s.deck.pop())
        s.offers = [Decision("sale", holder, card=card, turn=s.turn) for card in sorted(hand)]
    await rig(bot, ten_offers)
    now = bot.service.tables.clock()
    clocks = {OfferKey(holder, card): [now - 7 * 3600, 0.0] for card in (await current(bot))[1].players[holder].hand}
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, offer_clocks = ?", (clocks_to_json(clocks),))
    dm = fake.dm_channel(row.seats[holder].user)
    before = set(fake.messages)
    await bot.scheduler.run_once()
    [reminder] = [m for key, m in fake.messages.items() if key not in before and m["channel_id"] == dm]
    said, t = reminder["content"], text("de")
    assert len(said) <= 2000 and len(components_of(reminder)) == 20  # a Sell and a Keep for each offer
    assert said.endswith(t("dm.decision_waits", channel=row.channel_id))
    named = sum(line.startswith(before_the_value(t.template("reminder.offer"))) for line in said.splitlines())
    left = int(re.search(r"…und (\d+) weitere", said)[1])
    assert named + left == 10 and left > 0
