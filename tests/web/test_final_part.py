"""The public page of a scored game says what the channel's final message says of the end: the
scores, that a computer finished a person's seat (its result is not that person's play), the
hints taken at a table with hints, and every hand card by card (public at the end, R9.4). The
page once had the totals alone, so a "winner" on it might be a seat no person finished, and
its hands' points could not be checked. Before the end, and on an earlier position of an
ended game, the part is empty: no hand shows while it is still secret."""

from __future__ import annotations

import json
import random
from html import escape

import aiohttp
import pytest

from bot.engine import board_by_id
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.game_settings import Settings, settings_of
from bot.store import GameRow, GameStatus, Store
from bot.store.notes import NOTES
from bot.words.i18n import Msg, good, text
from tests.service.conftest import CHANNEL, lobby, play_randomly
from tests.support.clock import ManualClock
from tests.web.conftest import serving

HINTS = (1, 0, 2)


async def ended_with_a_computer_and_hints(service: GameService) -> int:
    """Ann, Player 1 and Player 2 at a table with hints, Player 2's seat handed to a computer
    after the first move, the hints taken counted (1, 0, 2 by seat), played to the end; its id."""
    await lobby(service, 3, seed=11)
    await service.lobby.configure(CHANNEL, "u0", False, {Settings.hints: "on"})
    await service.lobby.start(CHANNEL, "u0", False)
    rng = random.Random(3)
    await play_randomly(service, rng, 1, to_the_end=False)
    await service.lobby.replace(CHANNEL, "u0", False, "u2", "random")
    row = await service.store.live_game(CHANNEL)
    assert row is not None
    row.settings = settings_of(row.settings).changed(Settings.hints_taken, HINTS)  # as three hints asked
    await service.store.save(row)
    await play_randomly(service, rng)
    ended = await service.store.game(row.id)
    assert ended is not None and ended.status is GameStatus.OVER
    return row.id


async def final_part(url: str, game: int, language: str, turn: str = "") -> list[str]:
    async with aiohttp.ClientSession() as session, \
            session.get(f"{url}/games/{game}/page.json?lang={language}{turn}") as answer:
        assert answer.status == 200
        return list(json.loads(await answer.read())["final"])


@pytest.fixture
async def service(database: str):
    store = await Store.open(database, SAMARKAND)
    yield GameService(store, ManualClock())
    await store.close()


async def test_the_page_of_a_scored_game_says_what_the_channel_s_final_message_says(service: GameService):
    game = await ended_with_a_computer_and_hints(service)
    row = await service.store.game(game)
    assert row is not None
    names = [seat.name for seat in row.seats]  # in the order of play, which the start drew
    news = await service.store.news(game)
    told = [item for entry in news for item in entry.events if isinstance(item, NOTES)][-2:]  # the end's notes
    public = (await service.pages.spectated(game)).now
    board = board_by_id(public.board)
    async with serving(service, None) as url:
        english, german = await final_part(url, game, "en"), await final_part(url, game, "de")
        async with aiohttp.ClientSession() as session, session.get(f"{url}/games/{game}?lang=en") as answer:
            html = await answer.text()
    en = text("en")
    channel = [en(line) for line in service.tables.public_lines(told, names)]
    hints = ", ".join(f"{name} ({count})" for name, count in zip(names, HINTS, strict=True))
    assert channel == ["A computer player finished Player 2's seat: its result is not their own play.",
                       f"Hints taken at this table: {hints}."]
    assert public.scores is not None
    assert english[:len(public.scores)][0].endswith("— winner")  # the scores first, as before
    assert english[len(public.scores):len(public.scores) + 2] == channel
    hands = english[len(public.scores) + 2:]
    assert len(hands) == len(public.scores)
    for line, shown in zip(public.scores, hands, strict=True):
        cards = [en(Msg("board.card_points", good=good(board, card), points=points)) for card, points in line.hand]
        assert shown.startswith(f"{line.name}'s hand, card by card (points): ")
        assert all(card in shown for card in cards) and sum(points for _, points in line.hand) == line.cards
    assert "Den Platz von Player 2 hat ein Computer zu Ende gespielt" in german[len(public.scores)]
    assert german[-1].startswith(f"Handkarten von {names[-1]}, Karte für Karte (Punkte): ")
    assert "finished Player 2&#x27;s seat" in html and f"{names[0]}&#x27;s hand, card by card" in html
    over_note = en("web.scores_note_over").replace("'", "&#x27;")  # the hands count now: no "only at the end"
    assert over_note in html and en("web.scores_note").replace("'", "&#x27;") not in html


async def test_no_final_part_before_the_end_nor_on_an_earlier_position(service: GameService):
    game = await ended_with_a_computer_and_hints(service)
    async with serving(service, None) as url:
        earlier = await final_part(url, game, "en", "&turn=3")
    assert earlier == []
    row = await next_game_in_play(service, game)
    async with serving(service, None) as url:
        during = await final_part(url, row.id, "en")
    assert during == []
    assert await service.tables.closing_lines(row.id) == []


async def next_game_in_play(service: GameService, ended: int) -> GameRow:
    """The channel's next game after ``ended``, 30 random moves into its play."""
    await lobby(service, 3, seed=12)
    row = await service.store.latest_game(CHANNEL)
    assert row is not None and row.id != ended
    await service.lobby.start(CHANNEL, "u0", False)
    await play_randomly(service, random.Random(4), 30, to_the_end=False)
    return row


async def page_html(url: str, game: int, turn: str = "") -> str:
    async with aiohttp.ClientSession() as session, session.get(f"{url}/games/{game}?lang=en{turn}") as answer:
        assert answer.status == 200
        return await answer.text()


async def test_the_final_part_is_hidden_in_the_html_until_there_are_final_scores(service: GameService):
    """The page of a game in play carried "Final scores … The game is over: these totals count …",
    hidden only by a CSS ``:has()`` rule: a browser without it, a reader mode or a text browser
    told the reader mid-game that the game was over. The part now has the ``hidden`` attribute
    until it holds scores: in play and on an earlier position of an ended game."""
    game = await ended_with_a_computer_and_hints(service)
    over = '<div id="final-part" >'  # the template's space before its empty attribute
    async with serving(service, None) as url:
        ended, earlier = await page_html(url, game), await page_html(url, game, "&turn=3")
    assert over in ended and "The game is over: these totals count" in ended
    assert '<div id="final-part" hidden>' in earlier and over not in earlier
    row = await next_game_in_play(service, game)
    async with serving(service, None) as url:
        during = await page_html(url, row.id)
    assert '<div id="final-part" hidden>' in during and over not in during


async def test_an_earlier_turn_of_an_ended_game_promises_no_final_scores(service: GameService):
    """The note under the players said "The final scores below add the cards in the players'
    hands" at every turn of an ended game, also at an earlier one, which shows no final scores."""
    game = await ended_with_a_computer_and_hints(service)
    en = text("en")
    async with serving(service, None) as url:
        now, earlier = await page_html(url, game), await page_html(url, game, "&turn=3")
    over, in_play = (escape(en(key)) for key in ("web.scores_note_over", "web.scores_note"))
    assert over in now and in_play not in now
    assert in_play in earlier and over not in earlier
