"""A seat's private page by its signed link, over HTTP on both backends: the holder's link
shows the hand with points now and at best, the total, the hand limit, the decisions and the
legal moves drawn by the turn panel's own renderer; a link that is forged, expired, for
another seat, user or game, or full of huge numbers or garbage gets a 4xx that shows nothing
private, in no answer and no log line; without a secret the pages are off."""

from __future__ import annotations

import logging
import re
from html import escape

import aiohttp
import pytest

from bot.engine import state_from_json
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.turn_options import first_spaces
from bot.web.samarkand_pages import moves_png
from bot.web.signed_link import LIFETIME, BadLink, LinkFault, LinkSigner
from bot.words.i18n import text
from bot.words.image_words import words_in
from bot.words.narrate import card_name
from bot.words.textboard import decision_line, standing_line
from rendering import numbered_targets, render_targets, target_key
from tests.service.conftest import CHANNEL
from tests.support.image_scenes import pixels
from tests.web.conftest import SECRET, Served, serving

CARD_ROW = re.compile(r"<tr><td>[^<]*</td><td>(-?\d+)</td><td>(-?\d+)</td></tr>")  # a card, its points now, at best
PRIVATE_HEADERS = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex"}


async def fetch(url: str) -> tuple[int, dict[str, str], bytes]:
    async with aiohttp.ClientSession() as session, session.get(url) as answer:
        return answer.status, dict(answer.headers), await answer.read()


def private_url(served: Served, seat: int, user: str, game: int | None = None, at: float | None = None) -> str:
    token = served.signer.token(served.game if game is None else game, seat, user,
                                served.clock() if at is None else at)
    return f"{served.url}/games/{served.game}/private/{token}"


async def seats(served: Served) -> list[str]:
    row = await served.service.store.game(served.game)
    return [seat.user for seat in row.seats]


async def every_card_name(service: GameService, game: int) -> set[str]:
    """Every card in any hand, named as the pages name cards, in both languages."""
    row = await service.store.game(game)
    state = state_from_json(row.state)
    cards = {card for player in state.players for card in player.hand}
    assert cards  # the tests mean something only if someone holds a card
    return {text(language)(card_name(state.board, card)) for card in cards for language in ("en", "de")}


async def test_the_holder_s_link_shows_the_hand_the_decisions_and_the_moves(served: Served):
    users = await seats(served)
    drawn = 0
    for seat, user in enumerate(users):
        screen = await served.service.pages.held_screen(served.game, seat, user)
        mine, board, t = screen.view, screen.board, text("en")
        status, headers, body = await fetch(private_url(served, seat, user) + "?lang=en")
        page = body.decode()
        assert status == 200 and {k: headers[k] for k in PRIVATE_HEADERS} == PRIVATE_HEADERS
        assert all(f"<tr><td>{t(card_name(board, c.card))}</td><td>{c.points}</td><td>{c.best}</td></tr>" in page
                   for c in mine.hand)
        assert escape(standing_line(mine, t)) in page  # the total with the cards
        assert f"Cards: {mine.cards_held} of {mine.hand_limit}" in page
        assert all(escape(decision_line(board, d, t)) in page for d in mine.decisions)
        assert ("Nothing waits for your decision." in page) == (not mine.decisions)
        spaces = len(first_spaces(board, screen.options))
        image = f"/games/{served.game}/private/"
        assert ('id="moves-board"' in page) == bool(spaces)
        status, headers, png = await fetch(private_url(served, seat, user) + "/moves.png?lang=en")
        if spaces:
            assert (status, headers["Content-Type"]) == (200, "image/png")
            assert png == moves_png(screen, "en")  # the turn panel's drawing, numbered as its menus
            assert f"Your camels may take {spaces} spaces" in page and image in page
            drawn += 1
        else:
            assert status == 404 and b"no move" in png
            waits = "Decide what waits above first" if mine.active == seat else \
                f"No move for you now: {escape(screen.names[mine.active])} is to play."
            assert waits in page
    assert drawn == 1  # the seat to play, and only it


@pytest.mark.parametrize("language", ["en", "de"])
async def test_the_moves_key_is_text_under_the_image_which_leaves_it_out(served: Served, language: str):
    """At a phone's width the panel's image, key and all, shrank the key to 8 px: the page
    lists what each numbered space brings as text in the reader's language, and its image is
    the panel's map without the key."""
    users = await seats(served)
    screens = [await served.service.pages.held_screen(served.game, seat, user) for seat, user in enumerate(users)]
    seat, screen = next((s, screen) for s, screen in enumerate(screens) if first_spaces(screen.board, screen.options))
    targets = numbered_targets(screen.board, screen.view, first_spaces(screen.board, screen.options))
    key = target_key(screen.board, targets, words_in(language))
    _, _, body = await fetch(private_url(served, seat, users[seat]) + f"?lang={language}")
    listed = body.decode().split('id="moves-key"')[1].split("</ul>")[0]
    assert key and listed.count("<li>") == len(key) and all(f"<li>{escape(line)}</li>" in listed for line in key)
    _, _, png = await fetch(private_url(served, seat, users[seat]) + f"/moves.png?lang={language}")
    panels = pixels(render_targets(screen.board, screen.view, targets, words=words_in(language)))
    assert pixels(png).width == panels.width and pixels(png).height < panels.height


async def test_the_page_speaks_the_reader_s_language(served: Served):
    users = await seats(served)
    status, _, body = await fetch(private_url(served, 0, users[0]) + "?lang=de")
    assert status == 200 and "Deine Karten" in body.decode() and 'lang="de"' in body.decode()
    async with aiohttp.ClientSession() as session, \
            session.get(private_url(served, 0, users[0]), headers={"Accept-Language": "de-DE,de;q=0.9"}) as answer:
        assert "Punkte jetzt" in await answer.text()


def forged(url: str) -> str:
    return url[:-1] + ("0" if url[-1] != "0" else "1")


def other_seat(url: str) -> str:
    head, _, token = url.rpartition("/")
    seat, rest = token.split(".", 1)
    return f"{head}/{(int(seat) + 1) % 3}.{rest}"


async def bad_links(served: Served) -> dict[str, tuple[str, int, str]]:
    """Each kind of bad link: its address, the status it gets and what its answer says."""
    users = await seats(served)
    good = private_url(served, 0, users[0])
    base = f"{served.url}/games/{served.game}/private/"
    signature = "0" * 64
    rotated = LinkSigner(b"the secret before a rotation")  # a link made before the host changed the secret
    return {
        "forged": (forged(good), 403, "not valid"),
        "another secret": (base + rotated.token(served.game, 0, users[0], served.clock()), 403, "not valid"),
        "expired": (private_url(served, 0, users[0], at=served.clock() - LIFETIME), 403, "expired"),
        "other seat": (other_seat(good), 403, "not valid"),
        "other user": (private_url(served, 0, users[1]), 403, "no longer held"),
        "other game": (private_url(served, 0, users[0], game=served.game + 1), 403, "not valid"),
        "huge seat": (f"{base}123456789.{users[0]}.{int(served.clock())}.{signature}", 400, "not valid"),
        "huge user": (f"{base}0.{'9' * 40}.{int(served.clock())}.{signature}", 400, "not valid"),
        "huge time": (f"{base}0.{users[0]}.{'9' * 30}.{signature}", 400, "not valid"),
        "huge game": (private_url(served, 0, users[0], game=10**19 - 1).replace(
            f"/games/{served.game}/", f"/games/{10**19 - 1}/"), 404, "no started game"),
        "garbage": (f"{base}%00%ff%3Cscript%3E", 400, "not valid"),
        "traversal": (f"{base}..%2F..%2Fetc%2Fpasswd", 400, "not valid"),
        "long": (f"{base}{'a' * 4000}", 400, "not valid"),
        "image of a forged link": (forged(good) + "/moves.png", 403, "not valid"),
    }


KINDS = ["forged", "another secret", "expired", "other seat", "other user", "other game", "huge seat", "huge user",
         "huge time", "huge game", "garbage", "traversal", "long", "image of a forged link"]


@pytest.mark.parametrize("kind", KINDS)
async def test_a_bad_link_gets_a_clear_4xx_with_nothing_private(served: Served, kind: str,
                                                                caplog: pytest.LogCaptureFixture):
    address, status, says = (await bad_links(served))[kind]
    names = await every_card_name(served.service, served.game)
    with caplog.at_level(logging.DEBUG):
        got, headers, body = await fetch(address + ("&" if "?" in address else "?") + "lang=en")
    said = body.decode()
    assert (got, headers["Cache-Control"]) == (status, "no-store")
    assert says in said and "Traceback" not in said and SECRET not in said
    assert not any(name in said for name in names) and "Your cards" not in said
    logged = "\n".join(record.getMessage() for record in caplog.records)
    assert SECRET not in logged and address.rpartition("/")[2] not in logged


async def test_a_seat_handed_to_a_computer_or_forgotten_shows_nothing_private(served: Served):
    users = await seats(served)
    before = [private_url(served, seat, user) for seat, user in enumerate(users)]
    host = (await served.service.store.game(served.game)).host_id
    replaced, forgotten = [user for user in users if user != host]
    await served.service.lobby.replace(CHANNEL, host, False, replaced)
    await served.service.privacy.forget(forgotten)
    names = await every_card_name(served.service, served.game)
    for user, address in zip(users, before, strict=True):
        status, _, body = await fetch(address)
        assert status == (200 if user == host else 403), user
        assert user == host or ("no longer held" in body.decode() and not any(n in body.decode() for n in names))


async def test_the_link_expires_after_its_lifetime(served: Served):
    users = await seats(served)
    address = private_url(served, 0, users[0])
    served.clock.advance(seconds=LIFETIME - 1)
    assert (await fetch(address))[0] == 200
    served.clock.advance(seconds=1)
    status, _, body = await fetch(address)
    assert status == 403 and "expired" in body.decode()


async def test_without_a_secret_the_private_pages_are_off(served: Served):
    users = await seats(served)
    token = private_url(served, 0, users[0]).rpartition("/")[2]
    async with serving(served.service, None) as url:
        for path in ("", "/moves.png"):
            status, _, body = await fetch(f"{url}/games/{served.game}/private/{token}{path}")
            assert (status, body.decode().strip()) == (404, "Private pages are off on this server. Use /hand in "
                                                            "the game's channel.")
        assert (await fetch(f"{url}/games/{served.game}"))[0] == 200  # the public page stays



def test_a_link_has_one_spelling_its_numbers_without_leading_zeros():
    """``00.u.…`` and ``0.u.0…`` read as the same numbers as the link itself: accepted, one
    link would have many addresses, each a key to the hand that no list of revoked links or
    cache of answers would know as the same."""
    signer = LinkSigner(SECRET.encode())
    seat, user, until, signature = signer.token(3, 0, "42", 1_800_000_000.0).split(".")
    assert signer.holder(3, ".".join([seat, user, until, signature]), 1_800_000_000.0).seat == 0
    for spelt in (f"00.{user}.{until}.{signature}", f"{seat}.{user}.0{until}.{signature}"):
        with pytest.raises(BadLink) as refused:
            signer.holder(3, spelt, 1_800_000_000.0)
        assert refused.value.fault is LinkFault.MALFORMED


async def test_an_aborted_game_s_page_shows_the_hand_as_left_with_no_decision_and_no_move(served: Served):
    """A link made while the game was in play, opened after the host's /abort: the hand as
    ``/hand`` shows it then, with nothing to decide and no move (the game would refuse them)."""
    users = await seats(served)
    row = await served.service.store.game(served.game)
    seat = state_from_json(row.state).active  # the seat to play, whose page draws its moves
    before = (await fetch(private_url(served, seat, users[seat]) + "?lang=en"))[2].decode()
    assert 'id="moves-board"' in before and any(now != best for now, best in CARD_ROW.findall(before))
    await served.service.lobby.abort(CHANNEL, "u0", False)
    status, _, body = await fetch(private_url(served, seat, users[seat]) + "?lang=en")
    page = body.decode()
    assert status == 200 and "This game was aborted: nothing is left to decide." in page
    assert CARD_ROW.findall(page) and all(now == best for now, best in CARD_ROW.findall(page))  # nothing more to win
    assert "Nothing waits for your decision." in page and 'id="moves-board"' not in page
    assert (await fetch(private_url(served, seat, users[seat]) + "/moves.png?lang=en"))[0] == 404


async def test_the_link_to_the_public_page_keeps_the_language_read(served: Served):
    """A reader who switched the private page to German (``?lang=de``, not their browser's) and
    followed its link to the game's public page got that page in their browser's language."""
    row = await served.service.store.game(served.game)
    for language in ("de", "en"):
        status, _, body = await fetch(f"{private_url(served, 0, row.seats[0].user)}?lang={language}")
        assert status == 200
        said = escape(text(language)("web.private_public_link"))
        assert f'<a href="/games/{served.game}?lang={language}">{said}</a>' in body.decode()
