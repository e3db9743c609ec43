"""The private pages keep what they made (the seat's screen, the page, the moves image) per
game, version, seat or link, and language: whatever was kept, every answer is the one a server
that keeps nothing gives at that moment, after each change of the game, for each seat, in each
language, and one seat's kept page never answers another seat's link."""

from __future__ import annotations

import random
from html import escape

from bot.words.i18n import text
from tests.service.conftest import play_randomly
from tests.web.conftest import Served, answers, serving


async def private_addresses(served: Served) -> tuple[list[str], list[str]]:
    """Each seat's page and moves image in both languages, and the seats' names in that order."""
    row = await served.service.store.game(served.game)
    assert row is not None
    addresses, names = [], []
    for seat, held in enumerate(row.seats):
        token = served.signer.token(served.game, seat, held.user, served.clock())
        for language in ("en", "de"):
            page = f"/games/{served.game}/private/{token}"
            addresses += [f"{page}?lang={language}", f"{page}/moves.png?lang={language}"]
            names.append(held.name)
    return addresses, names


async def test_every_kept_answer_is_the_one_made_afresh_after_each_change(served: Served):
    rng = random.Random(8)
    earlier: list[tuple[int, bytes]] = []
    for _ in range(5):
        addresses, names = await private_addresses(served)
        kept = await answers(served.url, addresses)
        again = await answers(served.url, addresses)  # from what the first round kept
        async with serving(served.service, served.signer) as fresh_url:  # a server that kept nothing yet
            fresh = await answers(fresh_url, addresses)
        assert kept == again == fresh
        pages = [body.decode() for (status, body) in kept[0::2]]
        assert all(status == 200 for status, _ in kept[0::2])
        assert len(set(pages)) == len(pages)  # no seat's page nor language answers another's link
        for page, name, language in zip(pages, names, ("en", "de") * 3, strict=True):
            assert escape(text(language)("web.private_title", game=served.game, name=name)) in page  # the link's seat
        assert kept != earlier  # the game moved on: the new version's answers, not those kept before
        earlier = kept
        await play_randomly(served.service, rng, 4, to_the_end=False)
