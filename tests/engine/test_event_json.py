"""Events as the news stores them: every kind goes to JSON and back unchanged, news written
by earlier releases still reads, and secrecy (R10) comes from the kind itself."""

from __future__ import annotations

import json

import pytest

from bot.engine import Event, Kind, event_from_json, event_to_json, is_event_json, public, visible_to
from bot.engine.events import (
    CamelPlaced,
    CardKept,
    CardsDrawn,
    CardSold,
    Discarded,
    DiscardedCards,
    Drew,
    GameOver,
    GoodsMarker,
    MarkerTaken,
    Married,
    Meeting,
    OfferClosed,
    Passed,
    PrivateEvent,
    Reshuffled,
    SaleOffer,
    SaleWindow,
    TileFromBag,
    TreasuryPaid,
    Turn,
)
from bot.games.samarkand import SAMARKAND
from bot.store.notes import news_from_json
from bot.words.narrate import describe
from tests.support.engine_scenarios import BOARD, NAMES

ONE_OF_EACH: list[Event] = [
    Married(player=0, family=5, portion=3),
    TileFromBag(family=2, to_domain=True),
    Reshuffled(cards=14),
    CardsDrawn(player=1, count=3),
    Drew(player=1, cards=(31, 32, 33)),
    Discarded(player=1, count=2),
    DiscardedCards(player=1, cards=(31, 33)),
    TreasuryPaid(family=4, amount=2),
    CamelPlaced(family=4, space=40),
    GoodsMarker(player=2, good=8),
    SaleWindow(good=8),
    SaleOffer(player=3, card=8),
    CardSold(player=3, card=8, amount=3),
    CardKept(player=3, card=8),
    OfferClosed(player=3, card=8, reason="second camel"),
    Meeting(active=4, inactive=5, space=40, paid=((0, 3), (2, 1))),
    MarkerTaken(player=2, family=4, green=True),
    Passed(player=4),
    Turn(player=0, turn=12),
    GameOver(reason="every family has a relationship", winners=(0, 2)),
]

# As the news table holds them today (and has since the first release).
STORED = {
    '{"kind": "married", "player": 0, "family": 5, "portion": 3}': Married(0, 5, 3),
    '{"kind": "drew", "player": 1, "cards": [31, 32, 33], "private_to": 1}': Drew(1, (31, 32, 33)),
    '{"kind": "meeting", "active": 4, "inactive": 5, "space": 40, "paid": {"0": 3, "2": 1}}':
        Meeting(4, 5, 40, ((0, 3), (2, 1))),
    '{"kind": "meeting", "active": 4, "inactive": 5, "space": 40, "paid": {}}': Meeting(4, 5, 40, ()),
    '{"kind": "offer_closed", "player": 3, "card": 8, "reason": "acted", "private_to": 3}':
        OfferClosed(3, 8, "acted"),
    '{"kind": "game_over", "reason": "nobody can act any more", "winners": [1]}':
        GameOver("nobody can act any more", (1,)),
}


def test_every_kind_has_an_example():
    assert sorted(e.kind for e in ONE_OF_EACH) == sorted(Kind)


@pytest.mark.parametrize("event", ONE_OF_EACH, ids=lambda e: str(e.kind))
def test_every_kind_goes_to_json_and_back_unchanged(event):
    stored = json.dumps(event_to_json(event))
    assert event_from_json(json.loads(stored)) == event
    assert is_event_json(json.loads(stored))


@pytest.mark.parametrize("stored", STORED)
def test_news_stored_today_reads_back_and_is_written_the_same(stored):
    event = event_from_json(json.loads(stored))
    assert event == STORED[stored]
    assert json.dumps(event_to_json(event)) == stored


def test_service_notes_are_not_engine_events():
    assert not is_event_json({"kind": "timeout", "player": 1, "policy": "replace"})


@pytest.mark.parametrize("event", ONE_OF_EACH, ids=lambda e: str(e.kind))
def test_r10_private_kinds_are_known_to_their_player_alone(event):
    assert event.private_to == (event.player if isinstance(event, PrivateEvent) else None)
    assert ("private_to" in event_to_json(event)) == isinstance(event, PrivateEvent)
    assert (event in public([event])) == (event.private_to is None)
    assert all((event in visible_to([event], seat)) == (event.private_to in (None, seat)) for seat in range(5))


@pytest.mark.parametrize("event", ONE_OF_EACH, ids=lambda e: str(e.kind))
def test_an_event_reads_the_same_in_words_typed_or_read_back_from_the_news(event):
    said = describe(event, BOARD, NAMES)
    assert said is not None
    read_back = news_from_json(json.loads(json.dumps(event_to_json(event))), SAMARKAND)
    assert read_back is not None and describe(read_back, BOARD, NAMES) == said
