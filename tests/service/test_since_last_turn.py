"""/hand's "since your last turn": the public news (the service's notes included) after the
end of the player's own last turn, and nothing private of anyone else."""

from bot.engine import Discard, Marry
from bot.service.reading import since_turn_of
from bot.textboard import hand_text
from tests.engine.helpers import fam
from tests.service.conftest import CHANNEL
from tests.service.test_time_and_orders import started


async def married(service, user: str, family: str) -> None:
    await service.act(CHANNEL, user, Marry(fam(family)))
    await service.act(CHANNEL, user, Discard(()))


async def test_since_your_last_turn_holds_what_the_others_did_while_you_were_away(service, clock):
    row = await started(service, humans=3)
    first, second, _ = (seat["user"] for seat in row.seats)
    names = [seat["name"] for seat in row.seats]
    await married(service, first, "Tigris")
    await married(service, second, "Levant")
    clock.advance(25)
    await service.tick()  # the third player times out: a stand-in will play for them
    while await service.computer_step(row.id):
        pass
    since = (await service.hand(CHANNEL, first))["since"]
    assert since[0] == f"Turn 2: **{names[1]}** to play."
    assert any(f"{names[1]}** married into the Levant" in line for line in since)
    assert any(line.startswith(f"Time is up for {names[2]}") for line in since)
    assert since[-1] == f"Turn 4: **{names[0]}** to play."
    assert not any(f"{names[0]}** married" in line for line in since)  # her own turn is not news to her
    assert not any("You drew" in line for line in since)  # private lines never come back
    assert "Since your last turn:\n  Turn 2:" in hand_text(service.board, await service.hand(CHANNEL, first))


async def test_before_your_first_turn_it_is_everything_so_far(service):
    row = await started(service, humans=2)
    await married(service, row.seats[0]["user"], "Tigris")
    since = (await service.hand(CHANNEL, row.seats[1]["user"]))["since"]
    assert since[0].startswith("The game begins! Seat order:")
    assert since[-1] == f"Turn 2: **{row.seats[1]['name']}** to play."


def test_a_turn_ends_at_the_next_turn_or_at_the_end_of_the_game():
    events = [{"kind": "turn", "player": 0, "turn": 1}, {"kind": "married", "player": 0},
              {"kind": "game_over", "reason": "r", "winners": [0]}]
    assert since_turn_of(events, 0) == events[2:]
    assert since_turn_of(events, 1) == events
