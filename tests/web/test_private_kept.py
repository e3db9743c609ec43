"""The private pages keep what they made (the seat's screen, the page, the moves image) per
game, version, seat or link, and language: whatever was kept, every answer is the one a server
that keeps nothing gives at that moment, after each change of the game, for each seat, in each
language, and one seat's kept page never answers another seat's link."""

from __future__ import annotations

import random
from html import escape

from bot.engine import SaleDecision, awaiting, state_from_json
from bot.web.samarkand_pages import SamarkandPages
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


async def test_another_seats_private_answer_draws_nothing_again(served: Served, monkeypatch):
    """A private sale answered moves the game's version but nothing another seat sees: that
    seat's page and moves image come from what was kept, as before the answer, so that no
    slower answer tells them something happened (R6.5). The holder's own page is drawn anew,
    and so is everyone's after a public change."""
    drawn: list[str] = []
    for name in ("private_page", "moves_image"):
        method = getattr(SamarkandPages, name)
        monkeypatch.setattr(SamarkandPages, name, lambda self, screen, *rest, _m=method, _n=name:
                            drawn.append(f"{_n} {screen.seat}") or _m(self, screen, *rest))
    service, rng = served.service, random.Random(3)
    while not (state := state_from_json((await service.store.game(served.game)).state)).offers:
        await play_randomly(service, rng, 1, to_the_end=False)
    offer = state.offers[0]
    row = await service.store.game(served.game)
    other = awaiting(state)[0].player if awaiting(state)[0].player != offer.player else None
    assert other is not None  # the one to move holds no offer here

    def addresses_of(seat: int) -> list[str]:
        token = served.signer.token(served.game, seat, row.seats[seat].user, served.clock())
        page = f"/games/{served.game}/private/{token}"
        return [f"{page}?lang=en", f"{page}/moves.png?lang=en"]
    addresses = {seat: addresses_of(seat) for seat in (other, offer.player)}
    before = await answers(served.url, addresses[other])
    drawn.clear()
    await service.moves.act(row.channel_id, row.seats[offer.player].user, SaleDecision(offer.card, False))
    assert await answers(served.url, addresses[other]) == before and drawn == []
    await answers(served.url, addresses[offer.player][:1])
    assert drawn == [f"private_page {offer.player}"]
