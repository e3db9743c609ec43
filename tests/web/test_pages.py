"""The public game page and its endpoints, over HTTP on both backends: what they show, the
turn slider's positions, the reader's language, bad input, and that no hand leaks (R10)."""

from __future__ import annotations

import html
import io
import json
import random
import re

import aiohttp
import pytest
from PIL import Image

from bot.engine import SaleDecision, awaiting, board_by_id, legal_actions, state_from_json
from bot.games.samarkand.history import position_at
from bot.words.i18n import family, text
from bot.words.markup import without_markup
from bot.words.narrate import card_name
from tests.service.conftest import CHANNEL, play_randomly
from tests.support.discord_players import PRIVATE_CARD, PRIVATE_WORDS
from tests.web.conftest import Served


async def fetch(url: str, headers: dict[str, str] | None = None) -> tuple[int, str, bytes]:
    async with aiohttp.ClientSession() as session, session.get(url, headers=headers or {}) as answer:
        return answer.status, answer.headers.get("Content-Type", ""), await answer.read()


async def test_the_page_shows_the_players_the_turn_the_board_and_the_log(served: Served):
    status, kind, body = await fetch(f"{served.url}/games/{served.game}")
    page = body.decode()
    spectated = await served.service.pages.spectated(served.game)
    assert (status, kind) == (200, "text/html; charset=utf-8")
    assert f"Samarkand — Turn {spectated.now.turn}" in page
    assert all(name in page for name in spectated.game.names)
    assert "leave out the cards" in page
    newest = without_markup(text("en")(spectated.log[-1]))
    assert newest.replace("'", "&#x27;").replace('"', "&quot;") in page
    image = re.search(r'<img id="board" src="([^"]+)"', page)
    assert image is not None
    status, kind, png = await fetch(served.url + image[1].replace("&amp;", "&"))
    assert (status, kind) == (200, "image/png") and png.startswith(b"\x89PNG")


async def test_the_page_s_log_is_the_one_log_says(served: Served):
    """The page's record replays the log once for its positions and its words; its words are
    those ``/log`` says from a replay of its own (only the public events: R10)."""
    spectated = await served.service.pages.spectated(served.game)
    assert list(spectated.log) == await served.service.reading.log_lines(CHANNEL, last=10_000)


async def test_the_page_s_log_lists_the_turns_newest_first_each_in_the_order_it_happened(served: Served):
    """The log, turned round line by line, read every turn backwards: a meeting above the camel
    that made it, a turn's moves under the next turn's heading."""
    _, _, body = await fetch(f"{served.url}/games/{served.game}")
    shown = [html.unescape(item) for item in re.findall(r"<li>(.*?)</li>",
                                                       body.decode().split('<ul id="log">')[1].split("</ul>")[0])]
    _, _, data = await fetch(f"{served.url}/games/{served.game}/page.json?lang=en")
    log = json.loads(data)["log"]  # oldest first
    headings = [n for n, line in enumerate(log) if re.match(r"Turn \d+: ", line)]
    assert len(headings) > 2 and sorted(shown) == sorted(log)
    turns = [log[start:end] for start, end in zip(headings, [*headings[1:], len(log)], strict=True)]
    for turn in turns:  # its heading, then its moves, in the order they happened
        assert shown[shown.index(turn[0]):shown.index(turn[0]) + len(turn)] == turn
    assert [shown.index(turn[0]) for turn in turns] == sorted((shown.index(turn[0]) for turn in turns), reverse=True)


async def test_a_turn_shows_the_board_after_it_as_the_board_command_does(served: Served):
    spectated = await served.service.pages.spectated(served.game)
    earlier = spectated.positions[1].turn
    status, _, body = await fetch(f"{served.url}/games/{served.game}/page.json?turn={earlier}")
    page = json.loads(body)
    assert status == 200
    assert (page["turn"], page["latest"], page["heading"]) == (earlier, spectated.now.turn - 1,  # turns played
                                                              f"Samarkand — after turn {earlier}")
    assert page["board_url"] == f"/games/{served.game}/board.png?turn={earlier}&lang=en"
    shown = position_at(spectated.positions, earlier).public
    money = [f"{p.money} Dirham" for p in shown.players]
    assert all(m in line for m, line in zip(money, page["players"], strict=True))


async def test_the_reader_s_language_from_the_browser_or_the_switch(served: Served):
    address = f"{served.url}/games/{served.game}/page.json"
    _, _, german = await fetch(address, {"Accept-Language": "fr-FR,de;q=0.9,en;q=0.5"})
    _, _, switched = await fetch(address + "?lang=en", {"Accept-Language": "de"})
    assert json.loads(german)["language"] == "de" and "Zug" in json.loads(german)["heading"]
    assert json.loads(switched)["language"] == "en"


async def test_the_language_switch_keeps_the_turn_the_page_shows(served: Served):
    """Switching language at an earlier turn stays at that turn (the script keeps the links so
    as the slider moves); at the position now, the address names no turn."""
    earlier = (await served.service.pages.spectated(served.game)).positions[1].turn
    _, _, then = await fetch(f"{served.url}/games/{served.game}?turn={earlier}")
    _, _, now = await fetch(f"{served.url}/games/{served.game}")
    assert f'href="?turn={earlier}&amp;lang=de" hreflang="de"'.encode() in then
    assert b'href="?lang=de" hreflang="de"' in now


async def test_the_version_is_the_public_record_s_mark_and_moves_with_it(served: Served):
    _, _, before = await fetch(f"{served.url}/games/{served.game}/version.json")
    assert json.loads(before)["version"] == (await served.service.pages.spectated(served.game)).version
    row = await served.service.store.game(served.game)
    state = state_from_json(row.state)
    seat = awaiting(state)[0].player
    move = next(a for a in legal_actions(state, seat) if not isinstance(a, SaleDecision))  # a public change
    await served.service.moves.act(CHANNEL, row.seats[seat].user, move)
    _, _, after = await fetch(f"{served.url}/games/{served.game}/version.json")
    assert json.loads(before)["version"] != json.loads(after)["version"]
    assert json.loads(after)["version"] == (await served.service.pages.spectated(served.game)).version


@pytest.mark.parametrize(("path", "status", "says"), [
    ("/games/999999", 404, "no started game at this address"),
    ("/games/99999999999999999999", 404, ""),  # past the router's 19 digits: no such path
    ("/games/9223372036854775808/page.json", 404, "no started game"),
    ("/games/{game}?turn=10001", 400, "from 0 to 10000"),
    ("/games/{game}/board.png?turn=99999999999999999999", 400, "from 0 to 10000"),
    ("/games/{game}/page.json?turn=-1", 400, "from 0 to 10000"),
    ("/games/{game}/page.json?turn=%D9%A3", 400, "from 0 to 10000"),  # an Arabic-Indic digit
    ("/games/{game}/../../etc/passwd", 404, ""),
    ("/web/..%2Fgame_page.py", 404, ""),
])
async def test_bad_input_gets_a_clear_4xx(served: Served, path: str, status: int, says: str):
    got, _, body = await fetch(served.url + path.format(game=served.game))
    assert got == status
    assert says in body.decode() and "Traceback" not in body.decode()


async def test_a_lobby_has_no_page(served: Served):
    await served.service.lobby.create("other", "guild-1", "u9", "Zed", seed=1)
    row = await served.service.store.live_game("other")
    status, _, body = await fetch(f"{served.url}/games/{row.id}?lang=de")
    assert (status, body.decode().strip()) == (404, "Unter dieser Adresse gibt es kein begonnenes Spiel. Prüfe den "
                                                    "Link in der Zugnachricht des Spiels.")


async def test_no_public_endpoint_shows_a_card_of_any_hand(served: Served):
    row = await served.service.store.live_game(CHANNEL)
    board = board_by_id((await served.service.pages.spectated(served.game)).now.board)
    hands = [(await served.service.reading.hand(CHANNEL, seat.user)).view.hand for seat in row.seats]
    held = [card.card for hand in hands for card in hand]
    assert held  # the test means something only if someone holds a card
    names = {text(language)(card_name(board, card)) for card in held for language in ("en", "de")}
    spectated = await served.service.pages.spectated(served.game)
    for language in ("en", "de"):
        for turn in ("", *(f"&turn={p.turn}" for p in spectated.positions)):
            for path in ("", "/page.json", "/version.json"):
                status, _, body = await fetch(f"{served.url}/games/{served.game}{path}?lang={language}{turn}")
                page = body.decode()
                assert status == 200
                assert not PRIVATE_CARD.search(page), page[:300]
                assert not any(word in page for word in PRIVATE_WORDS)
                assert not any(name in page for name in names)


async def test_every_space_says_what_it_holds_where_the_image_draws_it(served: Served):
    _, _, body = await fetch(f"{served.url}/games/{served.game}/page.json?lang=de")
    page = json.loads(body)
    public = (await served.service.pages.spectated(served.game)).now
    board = board_by_id(public.board)
    assert len(page["spaces"]) == len(board.spaces)
    german = text("de")
    for index, spot in enumerate(page["spaces"]):
        families = sorted(set(public.spaces[index]))
        assert spot["text"].startswith(board.spaces[index].label + " ")
        assert ("keine Kamele" in spot["text"]) == (not families)
        assert all(german(family(board, f)) in spot["text"] for f in families)
    image = Image.open(io.BytesIO((await fetch(served.url + page["board_url"]))[2]))
    assert all(0 < s["x"] < image.width and 0 < s["y"] < image.height for s in page["spaces"])


async def test_a_page_asked_again_after_a_change_shows_the_change(served: Served):
    address = f"{served.url}/games/{served.game}/page.json"
    before = json.loads((await fetch(address))[2])
    assert json.loads((await fetch(address))[2]) == before  # kept: the same version
    await play_randomly(served.service, random.Random(8), 1, to_the_end=False)
    after = json.loads((await fetch(address))[2])
    assert after["version"] != before["version"]
    assert after["log"][:len(before["log"])] == before["log"] and len(after["log"]) > len(before["log"])


async def test_a_finished_game_s_page_says_nothing_of_updating_and_tells_its_script_to_stop(served: Served):
    """A finished game's page no longer changes: it is marked ended (its script then stops
    polling) and leaves out "This page updates by itself", which a game in play says."""
    address = f"{served.url}/games/{served.game}"
    live = text("en")("web.live")
    playing = (await fetch(address + "?lang=en"))[2].decode()
    assert 'data-ended="false"' in playing and live in playing
    assert json.loads((await fetch(address + "/page.json"))[2])["ended"] is False
    await play_randomly(served.service, random.Random(8))
    finished = (await fetch(address + "?lang=en"))[2].decode()
    assert 'data-ended="true"' in finished and live not in finished
    assert json.loads((await fetch(address + "/page.json"))[2])["ended"] is True


async def test_an_aborted_game_s_page_says_so_names_nobody_to_play_and_stops_its_script(served: Served):
    """As /board and /log read it: the page of a game the host aborted heads with the turn it
    was left in, said to be aborted, marks nobody to play, ends its log saying so, and is ended
    (its script stops polling)."""
    address = f"{served.url}/games/{served.game}/page.json?lang=en"
    before = json.loads((await fetch(address))[2])
    assert any("<- to play" in line for line in before["players"]) and before["ended"] is False
    await served.service.lobby.abort(CHANNEL, "u0", False)
    page = json.loads((await fetch(address))[2])
    turn = (await served.service.pages.spectated(served.game)).now.turn
    assert (page["heading"], page["ended"]) == (f"Samarkand — aborted in turn {turn}", True)
    assert not any("<- to play" in line for line in page["players"])
    assert page["newest"][-1] == page["log"][-1] == "The game was aborted: nobody is to play any more."
