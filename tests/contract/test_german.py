"""A German server plays a whole game without reading English: the players' clients and the
server are German, so the game speaks German (public messages, images' words, buttons) and
so does every private answer, panel and direct message."""

from __future__ import annotations

import json
import random
import re

from bot.i18n import catalogue
from bot.panel import options_of
from tests.contract.players import USERS, by_buttons, by_command, content_of, current, open_game, random_move

PLACEHOLDER = re.compile(r"\{[^}]*\}")
FEW_WORDS = 4  # an English text this long or longer must never reach a German player


def english_texts() -> set[str]:
    """The English catalogue's Discord texts, cut at their placeholders and lines: the pieces
    of at least a few words (shorter ones may be names or the same in German)."""
    found = set()
    for message in catalogue("en"):
        if not message.id or message.context:
            continue
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for form in forms:
            for piece in re.split(r"\n|\*\*", PLACEHOLDER.sub("\n", form)):
                piece = piece.strip(" .,:;()•—-")
                if len(piece.split()) >= FEW_WORDS:
                    found.add(piece)
    return found


def said(fake) -> list[str]:
    """Every message body the bot sent: channel posts, edits, DMs, interaction answers."""
    return [json.dumps(r.body, ensure_ascii=False) for r in fake.requests
            if r.method in ("POST", "PATCH") and isinstance(r.body, dict)]


async def test_a_german_server_plays_a_whole_game_in_german(discord_env):
    fake, bot = discord_env
    fake.locale = fake.guild_locale = "de"
    await open_game(fake, language="de")
    row, _ = await current(bot)
    assert row.settings["language"] == "de"
    rng = random.Random(11)
    for _ in range(3000):
        row, state = await current(bot)
        if state.over:
            break
        user, seat, action = random_move(rng, row, state)
        if rng.random() < 0.5:
            sent = (await by_buttons(fake, bot, user, action, options_of(state, seat)["singles"])).sent
        else:
            sent = await by_command(fake, bot, user, action)
        assert "⚠️" not in content_of(sent), content_of(sent)[:800]
    for user in USERS.values():
        await fake.interact(fake.command(user, "hand"))
    await fake.interact(fake.command(USERS[row.seats[0]["user"]], "log"))
    await fake.interact(fake.command(USERS[row.seats[0]["user"]], "rules"))
    await fake.interact(fake.command(USERS[row.seats[0]["user"]], "help"))
    row, state = await current(bot)
    assert state.over
    bodies = said(fake)
    everything = "\n".join(bodies)
    for german in ("Zug spielen", "Das Spiel beginnt!", "heiratet in die Familie der", "Spielende:", "Wertung",
                   "Spielplan", "Regeln", "/heiraten"):
        assert german in everything, german
    english = english_texts()
    assert len(english) > 150
    leaks = sorted({piece for body in bodies for piece in english if piece in body})
    assert leaks == [], leaks[:10]


async def test_a_german_player_at_an_english_table_reads_their_own_replies_in_german(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    idle = USERS[row.seats[(state.active + 1) % 3]["user"]]
    fake.locale = "de"
    sent = await fake.interact(fake.command(idle, "marry", {"family": "Levanten"}))
    assert sent[-1].ephemeral and "R3.1: " in sent[-1].body["content"] and "ist am Zug, nicht du" in content_of(sent)
    sent = await fake.interact(fake.command(idle, "hand"))
    assert "Dein Vermögen:" in content_of(sent)
    fake.locale = "en-US"
    sent = await fake.interact(fake.command(idle, "board"))
    assert "Players" in content_of(sent) and "Spieler" not in content_of(sent)


async def test_settings_language_switches_a_game_and_new_follows_the_servers_locale(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, _ = await current(bot)
    assert row.settings["language"] == "en"  # the server's preferred locale is en-US
    sent = await fake.interact(fake.command(USERS[row.seats[0]["user"]], "settings", {"language": "de"}))
    assert "language: German." in content_of(sent)
    assert "Diese Partie spricht ab jetzt Deutsch." in content_of(sent)  # told in the channel, in German
    row, state = await current(bot)
    active = USERS[row.seats[state.active]["user"]]
    await fake.interact(fake.command(active, "marry", {"family": "Tigris"}))
    sent = await fake.interact(fake.command(active, "discard"))
    turn = next(r.body for r in sent if r.files and r.path.endswith("/messages"))
    assert "heiratet in die Familie der Tigris ein" in turn["content"] and turn["embeds"][0]["title"].endswith("Zug 2")
    assert "kept every card" in content_of(sent) or "Done." in content_of(sent)  # the private answer: English
    sent = await fake.interact(fake.command(USERS[row.seats[0]["user"]], "settings", {"language": "fr"}))
    assert "There is no language 'fr'" in content_of(sent)


async def test_reminders_and_time_outs_at_a_german_table_are_german(discord_env):
    fake, bot = discord_env
    fake.locale = fake.guild_locale = "de"
    await open_game(fake, language="de")
    start = len(fake.requests)
    await bot.service.store.db.execute("UPDATE games SET waiting_since = waiting_since - 7 * 3600")
    assert await bot.scheduler.run_once() == 1
    await bot.service.store.db.execute("UPDATE games SET waiting_since = waiting_since - 24 * 3600")
    await bot.scheduler.run_once()
    while await bot.driver.run_once():
        pass
    bodies = [json.dumps(r.body, ensure_ascii=False) for r in fake.requests[start:]
              if r.method in ("POST", "PATCH") and isinstance(r.body, dict)]
    everything = "\n".join(bodies)
    assert "die Partie wartet auf dich" in everything and "ist abgelaufen: Ein Computer zieht stellvertretend" \
        in everything
    assert sorted({piece for body in bodies for piece in english_texts() if piece in body}) == []
