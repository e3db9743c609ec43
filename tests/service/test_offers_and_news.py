"""Revised R6.5 through the service, and the news outbox the channel is told from: one
message per turn, nothing public when an offer opens or closes unanswered."""

import random

import pytest

from bot.engine import Expand, Marry, SaleDecision, apply_action, legal_actions, new_game, state_from_json, view
from bot.games.samarkand.game_settings import Settings
from bot.service import ServiceError
from bot.store import GameStatus
from bot.words.i18n import text
from cogs.compose import turn_content
from tests.service.conftest import CHANNEL, lobby, play_randomly, rig, started
from tests.support.engine_scenarios import (
    fam,
    final_turn_opens_an_offer,
    sp,
    tigris_route_and_holder,
)


async def announce_all(service) -> list:
    """Play the announcer: take every due announcement and mark it posted."""
    made = []
    for game_id in await service.news.unannounced():
        announcement = await service.news.announcement(game_id)
        if announcement:
            await service.news.announced(announcement, f"message-{len(made)}")
            made.append(announcement)
    return made


@pytest.mark.rule("R6.5")
async def test_an_offer_changes_nothing_public_and_its_answer_moves_no_clock(service, clock):
    row = await started(service, humans=3)
    await announce_all(service)
    await rig(service, tigris_route_and_holder(2))
    await service.moves.act(CHANNEL, row.seats[0].user, Expand(fam("Tigris"), (sp("D7"),)))
    after_move = await service.store.live_game(CHANNEL)
    [announcement] = await announce_all(service)
    assert announcement.mentions == [row.seats[1].user]  # the next player, as if nobody held it
    clock.advance(2)
    report = await service.moves.act(CHANNEL, row.seats[2].user, SaleDecision(8, False))
    assert report.public == [] and report.mentions == [row.seats[1].user]
    answered = await service.store.live_game(CHANNEL)
    assert answered.waiting_since == after_move.waiting_since and answered.reminded_at == after_move.reminded_at
    assert await announce_all(service) == []
    assert view(state_from_json(answered.state)) == view(state_from_json(after_move.state))


@pytest.mark.rule("R6.5")
async def test_offer_reminders_and_time_outs_are_private(service, clock):
    row = await started(service, humans=3)
    await rig(service, tigris_route_and_holder(2))
    await service.moves.act(CHANNEL, row.seats[0].user, Expand(fam("Tigris"), (sp("D7"),)))
    clock.advance(6.1)
    [reminder] = (await service.clock.tick()).reminders
    holder, waiting = row.seats[2].user, row.seats[1].user
    assert reminder.mentions == [waiting] and list(reminder.private) == [holder]
    assert "Frankincense" in str(reminder.private[holder][0]) and "/sell or /keep" in str(reminder.private[holder][0])
    clock.advance(18)
    [change] = (await service.clock.tick()).changes  # the turn timed out too: the offer opened with it
    assert [line for line in map(str, change.public) if "Frankincense" in line or row.seats[2].name in line] == []
    assert list(map(str, change.private[holder])) == ["You kept Frankincense (8, D7)."]
    state = state_from_json((await service.store.live_game(CHANNEL)).state)
    assert not state.offers and 8 in state.players[2].hand


@pytest.mark.rule("R6.5")
async def test_an_offer_times_out_on_its_own_clock_while_its_holder_has_time_for_the_turn(service, clock):
    row = await started(service, humans=3)
    await rig(service, tigris_route_and_holder(2))
    await service.moves.act(CHANNEL, row.seats[0].user, Expand(fam("Tigris"), (sp("D7"),)))  # cyd's offer opens
    clock.advance(20)
    await service.moves.act(CHANNEL, row.seats[1].user, Marry(fam("Levant")))
    await service.play.discard(CHANNEL, row.seats[1].user, [])
    clock.advance(3.9)
    assert (await service.clock.tick()).changes == []
    clock.advance(0.2)  # 24.1 hours after the offer opened; 4.1 hours into cyd's turn
    [change] = (await service.clock.tick()).changes
    holder = row.seats[2].user
    assert change.public == [] and list(map(str, change.private[holder])) == ["You kept Frankincense (8, D7)."]
    after = await service.store.live_game(CHANNEL)
    state = state_from_json(after.state)
    assert not state.offers and 8 in state.players[2].hand and state.active == 2 and after.standin is None
    last = (await service.store.log(row.id))[-1]
    assert (last.seat, last.action, last.by) == (2, SaleDecision(8, False), "timeout")


async def test_a_turn_is_announced_once_and_a_pending_discard_posts_nothing(service):
    row = await started(service)
    [opening] = await announce_all(service)
    assert opening.key == "1:play" and any("The game begins" in line for line in map(str, opening.lines))
    first = row.seats[0].user
    await service.moves.act(CHANNEL, first, Marry(fam("Levant")))
    assert await announce_all(service) == []  # the discard is pending: same turn, no second ping
    await service.play.discard(CHANNEL, first, [])
    [turn_two] = await announce_all(service)
    assert turn_two.key == "2:play" and turn_two.previous_message == "message-0"
    assert any("married into the Levant family" in line for line in map(str, turn_two.lines))
    assert any("kept every card" in line for line in map(str, turn_two.lines))
    assert turn_two.mentions == [row.seats[1].user]


async def test_a_failed_send_is_retried_with_backoff(service, clock):
    row = await started(service)
    assert await service.news.unannounced() == [row.id]
    assert await service.news.announce_later(row.id) == 60
    assert await service.news.unannounced() == []
    clock.advance(61 / 3600)
    assert await service.news.unannounced() == [row.id]
    assert await service.news.announce_later(row.id) == 120  # doubling


async def test_a_turn_message_that_keeps_failing_is_counted_until_it_goes_out_or_the_channel_is_lost(service, clock):
    """The metrics' gauge of turn messages waiting for a retry: one channel Discord keeps
    refusing never reaches a rate of failures an alert would see, yet its table hears nothing."""
    row = await started(service)
    assert await service.store.turn_messages_retrying() == 0  # news waits, nothing failed yet
    await service.news.announce_later(row.id)
    assert await service.store.turn_messages_retrying() == 1
    clock.advance(61 / 3600)
    assert len(await announce_all(service)) == 1  # it goes out at its retry
    assert await service.store.turn_messages_retrying() == 0
    await service.moves.act(CHANNEL, row.seats[0].user, Marry(fam("Levant")))
    await service.play.discard(CHANNEL, row.seats[0].user, [])
    await service.news.announce_later(row.id)
    assert await service.store.turn_messages_retrying() == 1
    await service.clock.channel_lost(row.id, "missing access")  # paused, the host told: nothing to retry
    assert await service.store.turn_messages_retrying() == 0


async def test_a_lost_channel_pauses_its_game_until_it_works_again(service, clock):
    row = await started(service)
    await service.clock.channel_lost(row.id, "missing access")
    assert await service.news.unannounced() == [] and await service.news.announcement(row.id) is None
    clock.advance(50)
    tick = await service.clock.tick()
    assert tick.changes == [] and tick.reminders == []  # costs nothing, never times out
    assert await service.clock.channel_works(CHANNEL)
    resumed = await service.store.live_game(CHANNEL)
    assert not resumed.paused_at and resumed.stopped == [(row.waiting_since, row.waiting_since + 50 * 3600)]
    assert await service.news.unannounced() == [row.id]


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize("answer", ["sell", "time-out"])
async def test_the_final_turns_offer_is_answered_before_the_final_scoring(service, clock, answer):
    row = await started(service, humans=3)
    await rig(service, final_turn_opens_an_offer)
    report = await service.moves.act(CHANNEL, row.seats[0].user, Expand(fam("Tigris"), (sp("E6"), sp("D7"))))
    holder = row.seats[1]
    assert report.prompts == [holder.user] and not report.over
    assert all(holder.name not in str(line) for line in report.public)
    waiting = await service.store.live_game(CHANNEL)
    public = view(state_from_json(waiting.state))
    assert waiting.status is GameStatus.PLAYING and public.settling and public.scores is None
    money = public.players[1].money
    if answer == "sell":
        report = await service.moves.act(CHANNEL, holder.user, SaleDecision(8, True))
    else:
        clock.advance(24.1)
        [report] = (await service.clock.tick()).changes
    assert report.over
    over = await service.store.latest_game(CHANNEL)
    scores = view(state_from_json(over.state)).scores
    assert over.status is GameStatus.OVER and scores is not None and scores[1].money == money + 3 * (answer == "sell")
    assert [card for card, _ in scores[1].hand] == ([30] if answer == "sell" else [8, 30])


@pytest.mark.rule("R6.5")
async def test_the_final_turns_offer_waits_no_longer_for_a_holder_on_vacation(service, clock):
    """The final scoring waits for the last offers in everyone's sight; a holder on vacation,
    which the channel was told of, would show by the length of the wait that they hold one:
    the offer keeps the table's time limit, and is kept when it runs out."""
    row = await started(service, humans=3)
    await service.vacations.start_vacation(row.seats[1].user, 5)
    await rig(service, final_turn_opens_an_offer)
    await service.moves.act(CHANNEL, row.seats[0].user, Expand(fam("Tigris"), (sp("E6"), sp("D7"))))
    clock.advance(23.9)
    assert not (await service.clock.tick()).changes
    clock.advance(0.2)
    [report] = (await service.clock.tick()).changes
    assert report.over
    scores = view(state_from_json((await service.store.latest_game(CHANNEL)).state)).scores
    assert scores is not None and [card for card, _ in scores[1].hand] == [8, 30]  # kept


def nobody_can_act_after_the_move(state):
    """Seat 0's last Tigris camel is to reach Frankincense, whose card seat 2 holds, and leave
    nobody able to act: everyone is broke, and seats 1 and 2 hold no tile."""
    tigris_route_and_holder(2)(state)
    state.camels_left[fam("Tigris")] = 1
    for player in state.players:
        player.money = 0


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize("sell", [True, False])
async def test_when_nobody_can_act_the_last_turns_offer_is_answered_first(service, sell):
    row = await started(service, humans=3)
    await rig(service, nobody_can_act_after_the_move)
    report = await service.moves.act(CHANNEL, row.seats[0].user, Expand(fam("Tigris"), (sp("D7"),)))
    holder = row.seats[2]
    assert report.prompts == [holder.user] and not report.over
    public = view(state_from_json((await service.store.live_game(CHANNEL)).state))
    assert public.settling and public.scores is None and public.end_reason == "nobody can act any more"
    [announcement] = await announce_all(service)
    said = turn_content(announcement, set(), text("en"))
    assert "Nobody can act any more; the last turn's sale offers are answered first" in said
    assert holder.name not in said.split("Nobody can act")[1]
    report = await service.moves.act(CHANNEL, holder.user, SaleDecision(8, sell))
    latest = await service.store.latest_game(CHANNEL)
    if sell:  # 3 Dirham pay for a marriage: play goes on, and it is the seller's turn (bob still passes)
        assert not report.over and latest.status is GameStatus.PLAYING and report.mentions == [holder.user]
        assert not view(state_from_json(latest.state)).settling
    else:
        assert report.over and latest.status is GameStatus.OVER


@pytest.mark.rule("R6.5")
async def test_a_whole_game_with_sales_at_once_waits_for_every_answer(service):
    await lobby(service, 3, ["greedy"])
    await service.lobby.configure(CHANNEL, "u0", False, {Settings.sales: "at_once"})
    report = await service.lobby.start(CHANNEL, "u0", False)
    assert "Sales: at once, so the table waits for a holder's answer" in str(report.public[0])
    with pytest.raises(ServiceError, match="chosen in the lobby"):
        await service.lobby.configure(CHANNEL, "u0", False, {Settings.sales: "private"})
    # the same choice again changes nothing
    await service.lobby.configure(CHANNEL, "u0", False, {Settings.sales: "at_once"})
    await play_randomly(service, random.Random(3))
    row = await service.store.latest_game(CHANNEL)
    assert row.status is GameStatus.OVER and row.settings.sales == "at_once"
    state, _ = new_game([s.name for s in row.seats], row.seed, sales_at_once=True)
    answered = 0
    for entry in await service.store.log(row.id):
        held = [d for d in state.pending if d.kind == "sale"]
        if held:  # the table waited: the next entry is a holder's answer, never anyone's turn
            assert isinstance(entry.action, SaleDecision) and entry.seat in {d.player for d in held}
            answered += 1
        apply_action(state, entry.seat, entry.action)
        assert not state.offers  # no private offers at this table
    assert state.over and answered > 0


async def whole_turn(service, rng: random.Random) -> None:
    """The active seat plays a turn to its end (a marriage with its discard, if any)."""
    for _ in range(3):
        now = await service.store.live_game(CHANNEL)
        late = state_from_json(now.state)
        mover = late.pending[0].player if late.pending else late.active
        await service.moves.act(CHANNEL, now.seats[mover].user, rng.choice(legal_actions(late, mover)))
        if not state_from_json((await service.store.live_game(CHANNEL)).state).pending:
            return


async def test_an_announcement_tells_the_news_of_the_position_it_read_and_no_later(service, monkeypatch):
    """A turn committed between the announcement's read of the game and its read of the news
    (another process, the computer driver) is not told with the older position: it would be
    marked announced and never get a message, its image and words of its own."""
    row = await started(service, humans=3)
    await announce_all(service)
    rng = random.Random(1)
    await whole_turn(service, rng)
    read_news = service.store.news

    async def a_turn_lands_meanwhile(game_id: int):
        monkeypatch.setattr(service.store, "news", read_news)
        await whole_turn(service, rng)
        return await read_news(game_id)

    monkeypatch.setattr(service.store, "news", a_turn_lands_meanwhile)
    first = await service.news.announcement(row.id)
    assert first is not None and first.last_news < (await service.store.live_game(CHANNEL)).newest_news
    await service.news.announced(first, "message-1")
    second = await service.news.announcement(row.id)
    assert second is not None and second.last_news > first.last_news  # the later turn gets its own message
    assert second.view.turn == first.view.turn + 1
