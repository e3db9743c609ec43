"""The news outbox's items as typed records: every note and event goes to JSON and back
unchanged, notes stored by earlier releases read back and are written the same, and a kind
this release does not know is kept in the database but not told."""

import json

import pytest

from bot.engine.events import Turn
from bot.games.samarkand import SAMARKAND
from bot.store.notes import (
    Away,
    Back,
    HintsTaken,
    Imported,
    Left,
    Replaced,
    Started,
    TimedOut,
    news_from_json,
    news_to_json,
)

EVERY_NOTE = [Started((2, 0, 1), "at_once"), Started((0, 1), "private", "unrated"), Started((1, 0), seat_money=(0, 1)),
              Started((1, 0), hints=True),
              Replaced(1, "search"), TimedOut(0, "replace", True),
              TimedOut(2, "standin"), Left(1), Away(2, 1767668580.0), Back(0), Imported(),
              HintsTaken((2, 0, 1)), HintsTaken(), HintsTaken((0, 3, 0), computers=(0, 2))]
# As the releases since notes began wrote them (keys in their order then).
STORED = ['{"kind": "started", "seats": [0, 1, 2], "sales": "private"}',
          '{"kind": "timeout", "player": 0, "policy": "replace", "left": true}',
          '{"kind": "timeout", "player": 1, "policy": "standin", "left": false}',
          '{"kind": "replaced", "player": 0, "level": "greedy"}',
          '{"kind": "left", "player": 3}',
          '{"kind": "back", "player": 2}',
          '{"kind": "imported"}',
          '{"kind": "hints_taken", "counts": [2, 0, 1]}']


@pytest.mark.parametrize("note", EVERY_NOTE, ids=lambda n: n.kind)
def test_every_note_goes_to_json_and_back_unchanged(note):
    assert news_from_json(json.loads(json.dumps(news_to_json(note, SAMARKAND))), SAMARKAND) == note


def test_engine_events_pass_through_as_events():
    assert news_from_json(news_to_json(Turn(7, 2), SAMARKAND), SAMARKAND) == Turn(7, 2)


@pytest.mark.parametrize("stored", STORED)
def test_notes_stored_by_earlier_releases_read_back_and_are_written_the_same(stored):
    note = news_from_json(json.loads(stored), SAMARKAND)
    assert note is not None and not isinstance(note, Turn)
    assert json.dumps(news_to_json(note, SAMARKAND)) == stored


def test_a_vacation_note_keys_written_in_another_order_read_the_same():
    assert news_from_json({"kind": "vacation", "until": 5.0, "player": 2}, SAMARKAND) == Away(2, 5.0)


def test_a_kind_this_release_does_not_know_is_not_told():
    assert news_from_json({"kind": "fireworks", "player": 1}, SAMARKAND) is None
