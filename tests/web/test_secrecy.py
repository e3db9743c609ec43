"""The strong secrecy test of the public pages (R10), on both backends: two games with the same
public history, identical but for which of two players holds a card whose goods space a camel
has reached, give byte-identical answers at every public address (the page, its JSON, the
version, every board image, the log in both languages, the page's files, a refused private
link), while the holders' private pages tell the two games apart."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass

import aiohttp
import pytest

from bot.engine import GameState, state_from_json, state_to_json, view
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import Store
from bot.web.signed_link import LinkSigner
from bot.words.i18n import text
from bot.words.narrate import card_name
from tests.support.clock import ManualClock
from tests.web.conftest import SECRET, played, public_paths, serving


@dataclass(frozen=True)
class Twin:
    service: GameService
    url: str
    state: GameState


def reached(state: GameState, card: int) -> bool:
    """Whether a camel stands on the goods space of ``card``."""
    spaces = view(state).spaces
    return any(space.good == card and spaces[space.index] for space in state.board.spaces)


def traded(state: GameState) -> GameState:
    """``state`` with a reached card of one player's hand traded for an unreached card of
    another's: hands keep their sizes, so every public figure stays."""
    for a, first in enumerate(state.players):
        for b, second in enumerate(state.players):
            here = [c for c in first.hand if reached(state, c)]
            there = [c for c in second.hand if not reached(state, c)]
            if a != b and here and there:
                changed = state.clone()
                changed.players[a].hand = sorted([*(c for c in first.hand if c != here[0]), there[0]])
                changed.players[b].hand = sorted([*(c for c in second.hand if c != there[0]), here[0]])
                return changed
    raise AssertionError("no reached card to trade: play the game further")


@pytest.fixture
async def twins(database: str, tmp_path, request: pytest.FixtureRequest) -> AsyncIterator[tuple[Twin, Twin, int]]:
    """The two games, each in its own database under the same id, both served; and the id."""
    other = str(tmp_path / "twin.sqlite3") if database.endswith(".sqlite3") else \
        await request.getfixturevalue("postgres").new_database()
    stores = [await Store.open(address, SAMARKAND) for address in (database, other)]
    services = [GameService(store, ManualClock()) for store in stores]
    games = [await played(service) for service in services]
    rows = [await store.game(game) for store, game in zip(stores, games, strict=True)]
    assert games[0] == games[1] and rows[0].state == rows[1].state  # the same game so far
    rows[1].state = state_to_json(traded(state_from_json(rows[1].state)))
    for store, row in zip(stores, rows, strict=True):
        await store.save(row)  # both move on to the same version
    signer = LinkSigner(SECRET.encode())
    async with serving(services[0], signer) as first, serving(services[1], signer) as second:
        yield (Twin(services[0], first, state_from_json(rows[0].state)),
               Twin(services[1], second, state_from_json(rows[1].state)), games[0])
    for store in stores:
        await store.close()


async def fetch(url: str) -> tuple[int, str, bytes]:
    async with aiohttp.ClientSession() as session, session.get(url) as answer:
        return answer.status, answer.headers.get("Content-Type", ""), await answer.read()


@pytest.mark.slow
async def test_the_public_pages_are_the_same_whoever_holds_a_reached_card(twins):
    first, second, game = twins
    assert first.state.players != second.state.players  # the games differ, in the hands only
    paths = await public_paths(first.service, game)
    for path in paths:
        one, other = await fetch(first.url + path), await fetch(second.url + path)
        assert one[0] in (200, 403) and one == other, path


async def test_the_holders_private_pages_tell_the_twins_apart(twins):
    first, second, game = twins
    seat = next(s for s, (a, b) in enumerate(zip(first.state.players, second.state.players, strict=True))
                if a.hand != b.hand)
    card = next(c for c in first.state.players[seat].hand if c not in second.state.players[seat].hand)
    name = text("en")(card_name(first.state.board, card))
    user = (await first.service.store.game(game)).seats[seat].user
    signer = LinkSigner(SECRET.encode())
    tokens = [signer.token(game, seat, user, twin.service.tables.clock()) for twin in (first, second)]
    pages = [(await fetch(f"{twin.url}/games/{game}/private/{token}?lang=en"))[2].decode()
             for twin, token in zip((first, second), tokens, strict=True)]
    assert name in pages[0] and name not in pages[1]
