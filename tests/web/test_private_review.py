"""A finished game's review on the pages (issue #51): the private page of each player, behind
their signed link, shows their own review once the background made it, with its turning
points' pictures behind the same link, (a page read before
shows none, and the same link shows it after); the public page never shows any review."""

from __future__ import annotations

import random
import re
from html import escape, unescape

import aiohttp
import pytest

from bot.ai.budget import Budget
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import Store
from bot.web.signed_link import LinkSigner
from bot.words.i18n import text
from bot.words.image_words import words_in
from bot.words.markup import without_markup
from rendering.review_image import render_turning_point
from tests.service.conftest import CHANNEL, lobby, play_randomly
from tests.support.clock import ManualClock
from tests.web.conftest import SECRET, public_paths, serving

TINY = Budget.walks_only(8)


async def page(url: str) -> str:
    async with aiohttp.ClientSession() as session, session.get(url) as answer:
        assert answer.status == 200, url
        return await answer.text()


async def pictures_shown(shown: str, url: str, found, service: GameService) -> None:
    """The page shows one picture per turning point, each the image the Discord answer draws;
    a picture the review has none of, and one behind a forged link, are refused."""
    sources = re.findall(r'class="review-picture" src="([^"]+)"', shown)
    assert len(sources) == len(found.review.points)
    async with aiohttp.ClientSession() as session:
        for number, (source, view, point) in enumerate(zip(sources, found.positions, found.review.points,
                                                           strict=True), 1):
            async with session.get(url + unescape(source)) as answer:
                assert answer.status == 200 and answer.headers["Cache-Control"] == "no-store"
                assert await answer.read() == render_turning_point(service.board, view, point, words=words_in("en"))
            for other in (len(sources) + 1, "%C2%B2"):  # past the last; a superscript two, a digit to str.isdigit
                beyond = unescape(source).replace(f"review-{number}.png", f"review-{other}.png")
                async with session.get(url + beyond) as answer:
                    assert answer.status == 404 and "no such picture" in await answer.text()
            forged = re.sub(r"/private/[^/]+/", "/private/forged/", unescape(source))
            async with session.get(url + forged) as answer:
                assert answer.status in (400, 403)


@pytest.mark.slow
async def test_each_player_s_private_page_shows_their_review_and_the_public_page_none(database):
    store = await Store.open(database, SAMARKAND)
    clock = ManualClock()
    service = GameService(store, clock)
    await lobby(service, 3, seed=11)
    await service.lobby.start(CHANNEL, "u0", False)
    await play_randomly(service, random.Random(3))
    row = await store.latest_game(CHANNEL)
    signer = LinkSigner(SECRET.encode())
    try:
        async with serving(service, signer) as url:
            links = {seat: f"{url}/games/{row.id}/private/{signer.token(row.id, seat, entry.user, clock())}?lang=en"
                     for seat, entry in enumerate(row.seats)}
            before = await page(links[0])
            assert 'id="review"' not in before  # not made yet
            assert await service.reviewing.review_waiting(None, TINY) == row.id
            reviews = {seat: await service.reviewing.for_player(row.id, entry.user)
                       for seat, entry in enumerate(row.seats)}
            assert any(found.review.points for found in reviews.values())  # pictures to show
            for seat, link in links.items():
                shown = await page(link)
                assert 'id="review"' in shown
                for line in text("en").lines(reviews[seat].lines(service.board)):
                    assert escape(without_markup(line)) in shown
                others = [line for other, found in reviews.items() if other != seat
                          for line in text("en").lines(found.lines(service.board))[1:]
                          if line not in text("en").lines(reviews[seat].lines(service.board))]
                assert not any(escape(without_markup(line)) in shown for line in others)  # nobody else's
                await pictures_shown(shown, url, reviews[seat], service)
            german = await page(links[1].replace("lang=en", "lang=de"))
            assert "Dein Rückblick" in german
            for path in await public_paths(service, row.id):
                if "/private/" not in path and not path.endswith((".png", ".css", ".js")) and "board.png" not in path:
                    said = await page(url + path)
                    assert "review" not in said.lower() and "Rückblick" not in said
    finally:
        await store.close()
