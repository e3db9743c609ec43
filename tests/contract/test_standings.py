"""/stats, /leaderboard, /history and /me leaderboards through the real discord.py client: a
whole game played by slash commands rates its three people, and both commands show it,
privately, in English and in German; hiding takes a person off the leaderboard and says so in
/stats; /history lists the game with its winners and a link to its last message; /stats
families:True counts its seats' first families and seats; /stats sends the rating chart."""

from __future__ import annotations

import json

import pytest

from bot.ai import LEVEL_SKILLS
from bot.ratings.board_study import STUDY_SEATS
from bot.store import GameStatus
from tests.support.discord_players import ANN, BOB, CYD, content_of, open_game, play_to_the_end
from tests.support.standin import CHANNEL_ID, GUILD_ID
from tests.support.standin.records import user_payload


def shown(value: float) -> str:
    """A rating as English writes it: one decimal, none when it is whole (44, 43.1)."""
    return f"{value:.1f}".removesuffix(".0")


def answer_text(sent) -> str:
    [*_, answer] = sent
    assert answer.ephemeral
    return answer.body["content"]


def stats_of(fake, asker, whose=None) -> dict:
    payload = fake.command(asker, "stats")
    if whose:
        payload["data"]["options"] = [{"name": "player", "type": 6, "value": whose[0]}]
        payload["data"]["resolved"] = {"users": {whose[0]: user_payload(*whose)}}
    return payload


@pytest.mark.slow
async def test_a_whole_game_shows_in_stats_and_the_leaderboard_in_english_and_german(discord_env):
    fake, bot = discord_env
    bot.service.standings.min_games = 1  # one game puts its people on the leaderboard
    await open_game(fake)
    await play_to_the_end(fake, bot, seed=3)
    figures = await bot.service.standings.figures(GUILD_ID, ANN[0])
    ann = figures.here
    assert ann is not None and ann.tally.games == 1 and ann.rank is not None
    assert figures.everywhere is not None and figures.everywhere.skill == ann.skill  # Ann's first rated game

    said = answer_text(await fake.interact(stats_of(fake, ANN)))
    low, high = ann.skill.interval
    assert "**Ann** on this server" in said
    assert f"Rating: {shown(ann.skill.mu)} (95%: {shown(low)} to {shown(high)})" in said
    assert f"Rank {ann.rank} on the leaderboard" in said and "All games: 1 played" in said
    en_words = (("random", "beginner"), ("greedy", "casual"), ("search", "strong"), ("expert", "expert"))
    levels = ", ".join(f"{word} {shown(LEVEL_SKILLS[level].mu)}" for level, word in en_words)
    assert "With 3 players: 1 played" in said and levels in said

    board = answer_text(await fake.interact(fake.command(BOB, "leaderboard")))
    assert "This server's leaderboard: people with 1 or more rated games, page 1 of 1" in board
    assert sorted(line.split("**")[1] for line in board.splitlines()[1:]) == ["Ann", "Bob", "Cyd"]
    assert f"{ann.rank}. **Ann**: {ann.skill.mu:.1f}" in board

    fake.locale = "de"
    german = answer_text(await fake.interact(stats_of(fake, CYD)))
    assert "**Cyd** auf diesem Server" in german and "Wertungszahl: " in german and "Alle Partien: 1 gespielt" in german
    de_words = (("random", "Anfänger"), ("greedy", "Gelegenheitsspieler"), ("search", "Könner"), ("expert", "Experte"))
    german_levels = ", ".join(f"{word} {shown(LEVEL_SKILLS[level].mu).replace('.', ',')}" for level, word in de_words)
    assert "Mit 3 Spielern: 1 gespielt" in german and german_levels in german
    board = answer_text(await fake.interact(fake.command(ANN, "leaderboard")))
    assert "Bestenliste dieses Servers: wer 1 oder mehr gewertete Partien gespielt hat, Seite 1 von 1" in board
    assert "1 gespielt" in board


@pytest.mark.slow
async def test_an_unrated_table_chosen_in_the_lobby_counts_for_nobody_and_stays_unrated(discord_env):
    fake, bot = discord_env
    chosen = await open_game(fake, rating="unrated")
    assert "ratings: unrated; hints: off." in answer_text(chosen)
    assert any("Seat order: " in content_of([r]) and "Ratings: unrated." in content_of([r])
               for r in fake.requests if r.path == f"/channels/{CHANNEL_ID}/messages")  # everyone is told at the start
    refused = answer_text(await fake.interact(fake.command(ANN, "settings", {"rating": "rated"})))
    assert refused == "⚠️ How the game counts for ratings is chosen in the lobby, before the game starts."
    fake.locale = "de"
    assert "Wertung: ungewertet; Tipps: aus." in answer_text(await fake.interact(fake.command(ANN, "settings", {})))
    fake.locale = "en-US"
    await play_to_the_end(fake, bot, seed=3)
    row = await bot.service.store.latest_game(CHANNEL_ID)
    assert row.status is GameStatus.OVER and row.settings.rating == "unrated"
    assert "**Ann** has no rated game here yet" in answer_text(await fake.interact(stats_of(fake, ANN)))


@pytest.mark.slow
async def test_hiding_takes_a_person_off_the_leaderboard_and_public_posts_in_the_channel(discord_env):
    fake, bot = discord_env
    bot.service.standings.min_games = 1
    await open_game(fake)
    await play_to_the_end(fake, bot, seed=5)
    said = answer_text(await fake.interact(fake.command(BOB, "me", {"leaderboards": False})))
    assert "Leaderboards: you are hidden; your games still count for the others" in said
    board = answer_text(await fake.interact(fake.command(ANN, "leaderboard")))
    assert "**Bob**" not in board and "**Ann**" in board and "**Cyd**" in board
    assert "Hidden from leaderboards" in answer_text(await fake.interact(stats_of(fake, ANN, BOB)))
    assert "Rank " not in answer_text(await fake.interact(stats_of(fake, BOB)))
    sent = await fake.interact(fake.command(CYD, "leaderboard", {"public": True}))
    public = [r for r in sent if r.method == "POST" and r.path == f"/channels/{CHANNEL_ID}/messages"]
    assert public and "This server's leaderboard" in json.dumps(public[0].body)
    assert "Posted" in content_of(sent) or "posted" in content_of(sent)
    said = answer_text(await fake.interact(fake.command(BOB, "me", {"leaderboards": True})))
    assert "Leaderboards: you are shown" in said
    assert "**Bob**" in answer_text(await fake.interact(fake.command(ANN, "leaderboard")))


@pytest.mark.slow
async def test_history_lists_the_finished_game_with_a_link_to_its_last_message_in_english_and_german(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    await play_to_the_end(fake, bot, seed=3)
    row = await bot.service.store.latest_game(CHANNEL_ID)
    assert row is not None and row.status is GameStatus.OVER and row.turn_message
    [game] = (await bot.service.standings.finished_games(GUILD_ID)).games
    names = " and ".join(f"**{w.name}** ({w.points})" for w in game.winners)

    said = answer_text(await fake.interact(fake.command(BOB, "history")))
    assert "This server's finished games (1), newest first, page 1 of 1" in said
    assert f"won by {names} · /replay in <#{CHANNEL_ID}>" in said
    assert f"[last message](https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}/{row.turn_message})" in said

    fake.locale = "de"
    german = answer_text(await fake.interact(fake.command(ANN, "history")))
    assert "Die beendeten Partien dieses Servers (1), die neueste zuerst, Seite 1 von 1" in german
    assert f"/wiederholung in <#{CHANNEL_ID}> · [letzte Nachricht](https://discord.com/channels/{GUILD_ID}/" in german
    sent = await fake.interact(fake.command(CYD, "history", {"public": True}))
    public = [r for r in sent if r.method == "POST" and r.path == f"/channels/{CHANNEL_ID}/messages"]
    assert public and row.turn_message in json.dumps(public[0].body)


@pytest.mark.slow
async def test_stats_families_shows_the_servers_first_families_and_seats_beside_the_study(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    await play_to_the_end(fake, bot, seed=3)
    balance = await bot.service.standings.balance(GUILD_ID)
    assert balance.games == 1 and len(balance.seats) == 3
    said = answer_text(await fake.interact(fake.command(ANN, "stats", {"families": True})))
    assert "This server's finished games (1): wins by first family and by seat against a fair share" in said
    top = balance.families[0]
    assert f"{top.family}: married first {top.seats}×, {round(100 * top.relative)}%" in said
    first_of_three = round(100 * STUDY_SEATS[3][0])  # the study's first seat of three
    assert "With 3 players (1× played), by seat: 1. " in said and f"({first_of_three}%)" in said

    fake.locale = "de"
    german = answer_text(await fake.interact(fake.command(BOB, "stats", {"families": True})))
    assert "Die beendeten Partien dieses Servers (1)" in german and "zuerst eingeheiratet" in german
    assert "Mit 3 Spielern (1× gespielt), nach Platz: 1. " in german and f"({first_of_three} %)" in german


@pytest.mark.slow
async def test_stats_sends_the_rating_chart_as_an_image_privately(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    await play_to_the_end(fake, bot, seed=3)
    [*_, answer] = await fake.interact(stats_of(fake, ANN))
    assert answer.ephemeral and answer.files == ["samarkand-rating.png"]
    fake.locale = "de"
    [*_, answer] = await fake.interact(stats_of(fake, BOB, CYD))
    assert answer.files == ["samarkand-rating.png"] and "**Cyd** auf diesem Server" in answer.body["content"]
    [*_, answer] = await fake.interact(stats_of(fake, BOB, ("999", "Nobody")))
    assert answer.files == [] and "Nobody" in answer.body["content"]  # no rated game: no chart


async def test_stats_without_a_rating_says_what_the_computers_figures_are_and_no_same_scale(discord_env):
    """"The computer players on the same scale: beginner -1.3, …" under "no rated game here yet"
    named the scale of a rating the answer had just said there was none of; now the line says
    where everybody starts, and that the computers' figures are for comparison."""
    fake, _ = discord_env
    said = answer_text(await fake.interact(stats_of(fake, ANN)))
    levels = ", ".join(f"{word} {shown(LEVEL_SKILLS[level].mu)}" for level, word in
                       (("random", "beginner"), ("greedy", "casual"), ("search", "strong"), ("expert", "expert")))
    assert "**Ann** has no rated game here yet" in said and "same scale" not in said, said
    assert ("About ratings: everybody starts at 25, and each rated game moves the rating up or down (it can go below"
            f" 0). For comparison, the computer players' fixed ratings: {levels}.") in said, said
    fake.locale = "de"
    german = answer_text(await fake.interact(stats_of(fake, ANN)))
    assert "Zu Wertungszahlen: Alle beginnen bei 25," in german and "derselben Skala" not in german, german


async def test_history_asked_for_a_page_past_the_last_says_so_and_shows_the_last(discord_env):
    """``/history page:2`` of a one-page history showed page 1 silently ("page 1 of 1"), read as the page asked
    for. A game marked finished in the database stands for a played one (the list reads the stored rows)."""
    fake, bot = discord_env
    await open_game(fake)
    await bot.service.store.db.execute("UPDATE games SET status = 'over'")
    said = answer_text(await fake.interact(fake.command(BOB, "history", {"page": 2})))
    assert said.startswith("There is no page 2: the history has 1 page. Here it is.\n"), said
    assert "newest first, page 1 of 1" in said
    said = answer_text(await fake.interact(fake.command(BOB, "history")))
    assert "There is no page" not in said and "newest first, page 1 of 1" in said
    fake.locale = "de"
    german = answer_text(await fake.interact(fake.command(ANN, "history", {"page": 3})))
    assert german.startswith("Eine Seite 3 gibt es nicht: Das Archiv hat 1 Seite. Hier ist sie.\n"), german


async def test_which_games_count_names_samarkands_hints_in_both_languages(discord_env):
    """Before any rated game, /stats and /leaderboard say which games count: at Samarkand's tables, that a table which
    allowed hints is not rated either (the platform's sentence takes the game's words for it)."""
    fake, _ = discord_env
    for language, said in (("en", "(as unrated, or with hints allowed)."), ("de", "(als ungewertet oder mit Tipps).")):
        fake.locale = language
        for command in ("stats", "leaderboard"):
            assert said in content_of(await fake.interact(fake.command(ANN, command)))
