"""A German server plays a whole game without reading English: the players' clients and the
server are German, so the game speaks German (public messages, images' words, buttons) and
so does every private answer, panel and direct message."""

from __future__ import annotations

import json
import re

import pytest

from bot.engine import default_board, view
from bot.engine.datafiles import data_file
from bot.words.i18n import DEFAULT, catalogue
from tests.support.discord_players import (
    ANN,
    BOB,
    USERS,
    Panel,
    content_of,
    current,
    open_game,
    play_to_the_end,
    rig,
)
from tests.support.sale_offers import TIGRIS
from tests.support.standin import CHANNEL_ID

PLACEHOLDER = re.compile(r"\{[^}]*\}")
WORD = re.compile(r"[^\W\d_]{2,}")
# Not words a reader reads: addresses, Discord's mentions and timestamps, custom emoji.
MARKUP = re.compile(r"[a-z]+://\S+|<[@#:a-zA-Z!&]*[^>\s]*>")
# Where a request body holds words for a person: message text, embeds, buttons and menus. Ids
# (custom_id, a menu option's value), attachments' file names and addresses are left out.
TERMINAL = ("console", "option")  # the offline console's own entries
READ = {"content", "title", "description", "text", "label", "placeholder"}


def words_of(language: str) -> set[str]:
    """Every word (two letters or more, lower case) of a language's Discord texts: its
    catalogue (not the terminal's entries, which cite English command words; placeholders
    cut) and its rules in short (``/rules``)."""
    summary = data_file("rules_summary.md" if language == DEFAULT else f"rules_summary.{language}.md")
    found = {w.lower() for w in WORD.findall(summary.read_text(encoding="utf-8"))}
    for message in catalogue(language):
        key = message.id[0] if isinstance(message.id, tuple) else message.id
        if key and not message.context and key.split(".")[0] not in TERMINAL:
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            found |= {w.lower() for form in forms for w in WORD.findall(PLACEHOLDER.sub(" ", form))}
    return found


def english_words() -> set[str]:
    """The English catalogue's words that are not German too: a single one of them in a
    German game is a leak ("Sell", "Play your turn", an embed field's name). Words the same in
    both languages (Dirham, Tigris, Jade, in, Bot) appear in the German catalogue as well;
    the players' names and the families' short codes on the map (By, Ar) are names."""
    names = {name.lower() for _, name in USERS.values()} | {f.short.lower() for f in default_board().families}
    return words_of(DEFAULT) - words_of("de") - names


def readable(body: object, key: str = "", inside: str = "") -> list[str]:
    """The texts a person reads in one request body, its ids and file names left out."""
    if isinstance(body, dict):
        return [t for k, v in body.items() if k not in ("attachments", "custom_id", "url")
                for t in readable(v, k, key)]
    if isinstance(body, list):
        return [t for item in body for t in readable(item, key, inside)]
    read = key in READ or (key in ("name", "value") and inside == "fields")
    return [MARKUP.sub(" ", body)] if isinstance(body, str) and read else []


def english_in(bodies: list[dict]) -> list[str]:
    """The English words in these request bodies, each with its text."""
    english = english_words()
    return sorted({f"{w}: {t[:120]}" for body in bodies for t in readable(body) for w in WORD.findall(t)
                   if w.lower() in english})


def said(fake, since: int = 0) -> list[dict]:
    """Every message body the bot sent (from request ``since`` on): channel posts, edits, DMs,
    interaction answers."""
    return [r.body for r in fake.requests[since:] if r.method in ("POST", "PATCH") and isinstance(r.body, dict)]


async def read_everything(fake, bot) -> None:
    """Each person's hand, then the host's reading commands: what a table reads after a game."""
    row, _ = await current(bot)
    for user in USERS.values():
        await fake.interact(fake.command(user, "hand"))
    for command in ("log", "rules", "help", "board", "games", "me", "replay"):
        await fake.interact(fake.command(USERS[row.seats[0].user], command))


@pytest.mark.slow
async def test_a_german_server_plays_a_whole_game_in_german(discord_env):
    fake, bot = discord_env
    fake.locale = fake.guild_locale = "de"
    await open_game(fake, language="de")
    row, _ = await current(bot)
    assert row.settings.language == "de"
    await play_to_the_end(fake, bot, seed=11, panel=0.5)
    await read_everything(fake, bot)
    row, state = await current(bot)
    assert state.over
    bodies = said(fake)
    everything = "\n".join(json.dumps(body, ensure_ascii=False) for body in bodies)
    for german in ("Zug spielen", "Das Spiel beginnt!", "heiratet in die Familie der", "Spielende:", "Wertung",
                   "Spielplan", "Regeln", "/heiraten"):
        assert german in everything, german
    assert {"sell", "play", "your", "turn", "players"} <= english_words()
    assert english_in(bodies) == []


@pytest.mark.slow
async def test_a_german_game_with_a_computer_seat_reads_no_english_word(discord_env):
    """The play test's German game: the table opened on an English server, a computer seat
    added, then German chosen and the game started. From then on every text the bot sends,
    in public or in private, is German, the computer's name and moves included."""
    fake, bot = discord_env
    fake.locale = "de"
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(BOB, "join"))
    await fake.interact(fake.command(ANN, "addcpu", {"level": "greedy"}))
    await fake.interact(fake.command(ANN, "settings", {"language": "de"}))
    start = len(fake.requests)
    await fake.interact(fake.command(ANN, "start"))
    row, _ = await current(bot)
    assert row.settings.language == "de" and [s.kind for s in row.seats] == ["human", "human", "greedy"]
    await play_to_the_end(fake, bot, seed=5, panel=0.5)
    await read_everything(fake, bot)
    row, state = await current(bot)
    assert state.over and any(entry.by == "computer" for entry in await bot.service.store.log(row.id))
    bodies = said(fake, start)
    assert "Computer" in "\n".join(json.dumps(body, ensure_ascii=False) for body in bodies)
    assert english_in(bodies) == []


async def test_a_german_player_at_an_english_table_reads_their_own_replies_in_german(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    idle = USERS[row.seats[(state.active + 1) % 3].user]
    fake.locale = "de"
    sent = await fake.interact(fake.command(idle, "marry", {"family": "Levanten"}))
    assert sent[-1].ephemeral and "R3.1: " in sent[-1].body["content"] and "ist am Zug, nicht du" in content_of(sent)
    sent = await fake.interact(fake.command(idle, "hand"))
    assert "Dein Vermögen:" in content_of(sent)
    mine = view(state, (state.active + 1) % 3)  # their own total with cards, and the hand limit
    assert f"Deine Punkte jetzt: {mine.total} mit deinen Karten" in content_of(sent)
    assert f"Karten: {mine.cards_held} von {mine.hand_limit} (das Handkartenlimit" in content_of(sent)
    sent = await fake.interact(fake.command(idle, "rules"))  # whole, though longer than a message may be
    [embed] = sent[-1].body["embeds"]
    assert embed["description"] == bot.service.reading.rules_summary("de") and len(embed["description"]) > 2000
    fake.locale = "en-US"
    sent = await fake.interact(fake.command(idle, "board"))
    assert "Players" in content_of(sent) and "Spieler" not in content_of(sent)


async def test_settings_language_switches_a_game_and_new_follows_the_servers_locale(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, _ = await current(bot)
    assert row.settings.language == "en"  # the server's preferred locale is en-US
    sent = await fake.interact(fake.command(USERS[row.seats[0].user], "settings", {"language": "de"}))
    assert "language: German; ratings: rated (" in content_of(sent)
    assert "Die Sprache dieser Partie ist ab jetzt Deutsch." in content_of(sent)  # told in the channel, in German
    row, state = await current(bot)
    active = USERS[row.seats[state.active].user]
    await fake.interact(fake.command(active, "marry", {"family": "Tigris"}))
    sent = await fake.interact(fake.command(active, "discard"))
    turn = next(r.body for r in sent if r.files and r.path.endswith("/messages"))
    assert "heiratet in die Familie der Tigris ein" in turn["content"] and turn["embeds"][0]["title"].endswith("Zug 2")
    assert "kept every card" in content_of(sent) or "Done." in content_of(sent)  # the private answer: English
    sent = await fake.interact(fake.command(USERS[row.seats[0].user], "settings", {"language": "fr"}))
    assert "There is no language 'fr'" in content_of(sent)


async def test_reminders_and_time_outs_at_a_german_table_are_german(discord_env):
    fake, bot = discord_env
    fake.locale = fake.guild_locale = "de"
    await open_game(fake, language="de")
    start = len(fake.requests)
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 7 * 3600")
    assert await bot.scheduler.run_once() == 1
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 24 * 3600")
    await bot.scheduler.run_once()
    while await bot.driver.run_once():
        pass
    bodies = said(fake, start)
    everything = "\n".join(json.dumps(body, ensure_ascii=False) for body in bodies)
    assert "die Partie wartet auf dich" in everything
    assert "ist abgelaufen: Ein Computer spielt diesen Zug stellvertretend" in everything
    assert english_in(bodies) == []


async def test_a_german_reminder_to_several_players_speaks_to_them_all(discord_env, monkeypatch):
    """German has a "you" for one and one for several: a game that waits in sight for two
    people (here made to) pings them with "auf euch", not "auf dich"."""
    fake, bot = discord_env
    fake.locale = fake.guild_locale = "de"
    await open_game(fake, language="de")
    rules = bot.service.tables.rules
    monkeypatch.setattr(type(rules), "visibly_awaited", lambda self, state: [0, 1])
    start = len(fake.requests)
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 7 * 3600")
    assert await bot.scheduler.run_once() == 1
    [reminder] = [b["content"] for b in said(fake, start) if "wartet auf" in b.get("content", "")]
    assert "die Partie wartet auf euch" in reminder and reminder.count("<@") == 2, reminder


async def test_hours_are_counted_in_german_in_settings_and_after_an_outage(discord_env):
    fake, bot = discord_env
    fake.locale = fake.guild_locale = "de"
    await open_game(fake, language="de")
    row, _ = await current(bot)
    host = USERS[row.seats[0].user]
    sent = await fake.interact(fake.command(host, "settings", {"turn_hours": 1.5, "reminder_hours": 1.0}))
    assert "Einstellungen: 1,5 Stunden pro Entscheidung, eine Erinnerung nach je 1 Stunde," in content_of(sent)
    outage = json.dumps({"kind": "outage", "hours": 1.0})
    await bot.service.store.db.execute(
        "UPDATE games SET due_at = 0, waiting_since = waiting_since - 4000, clock_note = ?", (outage,))
    start = len(fake.requests)
    assert await bot.scheduler.run_once() == 1
    told = content_of(fake.requests[start:])
    assert "(Die Uhr stand 1 Stunde lang still, solange der Bot oder Discord nicht erreichbar war.)" in told


async def test_addcpu_offers_the_expert_in_either_language(discord_env):
    """/addcpu's expert takes a seat, named by its level in the table's language: "Experte"
    at a German table, "expert" at an English one."""
    fake, bot = discord_env
    fake.locale = fake.guild_locale = "de"
    await fake.interact(fake.command(ANN, "new"))
    start = len(fake.requests)
    await fake.interact(fake.command(ANN, "addcpu", {"level": "expert"}))
    row = await bot.service.store.latest_game(CHANNEL_ID)
    assert [s.kind for s in row.seats] == ["human", "expert"] and row.settings.language == "de"
    german = "\n".join(json.dumps(body, ensure_ascii=False) for body in said(fake, start))
    assert "Ein Computerspieler (Experte) spielt mit." in german and english_in(said(fake, start)) == []
    await fake.interact(fake.command(ANN, "settings", {"language": "en"}))
    start = len(fake.requests)
    await fake.interact(fake.command(ANN, "addcpu", {"level": "expert"}))
    english = "\n".join(json.dumps(body, ensure_ascii=False) for body in said(fake, start))
    assert "Computer 2 (expert)" in english


async def test_the_german_panel_says_numbers_before_their_nouns_and_why_no_marriage_is_offered(discord_env):
    """The German panel read "Du: offene Punkte 6 …; Karten 3 von 7." and "dein Geld reicht
    gerade für keine Mitgift": a number follows its noun in German, and the noun agrees with it."""
    fake, bot = discord_env
    fake.locale = fake.guild_locale = "de"
    await open_game(fake, language="de")

    def camels_and_a_dirham(state):
        state.players[state.active].tiles = [TIGRIS]
        state.tiles_left[TIGRIS] -= 1
        state.players[state.active].money = 1
    await rig(bot, camels_and_a_dirham)
    row, state = await current(bot)
    mine = view(state, state.active)
    panel = Panel(fake, USERS[row.seats[state.active].user], row.id)
    await panel.open()
    said = content_of(panel.sent)
    assert "; für eine Mitgift reicht dein Geld gerade nicht." in said, said
    assert (f"Du: 1 offener Punkt (Platz {mine.rank_in_view} von 3), mit deinen Karten {mine.total}; "
            f"{mine.cards_held} von {mine.hand_limit} Karten.") in said, said


async def test_german_speaks_of_a_players_time_as_bedenkzeit_wherever_it_runs_or_rests(discord_env):
    """/ich said "deine Uhren stehen still" and "deine Uhren laufen weiter" while the channel said
    "bis dahin ruht die Bedenkzeit", and /fortsetzen "Die Zeit von Bob läuft … ab": one term for
    one thing, in a construction that fits any name (a genitive does not fit "Max" or "**x**")."""
    fake, bot = discord_env
    fake.locale = fake.guild_locale = "de"
    await open_game(fake, language="de")
    row, state = await current(bot)
    idle = USERS[row.seats[(state.active + 1) % 3].user]
    me = content_of(await fake.interact(fake.command(idle, "me", {"vacation_days": 3, "quiet_hours": "22-7"})))
    assert "(so lange ruht deine Bedenkzeit)" in me and "(dann keine Pings; deine Bedenkzeit läuft weiter)" in me
    assert "Uhren" not in me, me
    before = len(fake.requests)
    await fake.interact(fake.command(ANN, "pause"))
    await fake.interact(fake.command(ANN, "resume"))
    resumed = content_of(fake.requests[before:])
    awaited = row.seats[state.active].name
    assert f"Die Uhr der Partie läuft wieder: Die Bedenkzeit von {awaited} läuft <t:" in resumed, resumed
