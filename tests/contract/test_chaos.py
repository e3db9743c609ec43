"""Chaos games: several seeded games at once (one in a thread, some with computer seats),
while a random share of Discord calls fail the way Discord fails. Afterwards every
interaction had its one private answer or a clear error, no turn message is missing or
doubled where the channel still works, the game whose channel was deleted is paused and
sound, and every state equals the replay of its log."""

from __future__ import annotations

import json
import random
from collections import Counter

from bot.bench.discord_standin import CHANNEL_ID, FakeDiscord, components_of
from bot.engine import action_from_dict, awaiting, legal_actions, open_offers, replay, state_to_json
from bot.migrations import announce_key
from bot.panel import options_of
from tests.contract.players import ANN, BOB, CYD, USERS, by_buttons, by_command, current

RATE = 0.07
STEPS = 240


async def open_table(fake: FakeDiscord, channel: str, computers: list[str]) -> None:
    await fake.interact(fake.command(ANN, "new", channel=channel))
    await fake.interact(fake.command(BOB, "join", channel=channel))
    for level in computers:
        await fake.interact(fake.command(ANN, "addcpu", {"level": level}, channel=channel))
    if not computers:
        await fake.interact(fake.command(CYD, "join", channel=channel))
    await fake.interact(fake.command(ANN, "start", channel=channel))


async def one_move(fake, bot, channel: str, rng: random.Random) -> bool:
    """A person's move in this game (by command or the panel); False if none is up to a person."""
    row, state = await current(bot, channel)
    if state.over or row.status != "playing":
        return False
    people = [d.player for d in open_offers(state) if row.seats[d.player]["kind"] == "human"]
    awaited = awaiting(state)[0].player
    if row.seats[awaited]["kind"] == "human":
        people.append(awaited)
    if not people:
        return False
    seat = rng.choice(people)
    action = rng.choice(legal_actions(state, seat))
    user = USERS[row.seats[seat]["user"]]
    try:
        if rng.random() < 0.5:
            await by_command(fake, bot, user, action, channel)
        else:
            await by_buttons(fake, bot, user, action, options_of(state, seat)["singles"], channel)
    except (LookupError, AssertionError):
        pass  # a panel the chaos kept from opening: the player tries again later
    return True


def answers_by_token(fake: FakeDiscord) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for r in fake.requests:
        if r.path.startswith("/webhooks/") and r.status == 200 and r.method in ("POST", "PATCH"):
            found.setdefault(r.path.split("/")[3], []).append(json.dumps(r.body, ensure_ascii=False))
    return found


async def test_chaos_games_lose_nothing_and_double_nothing(discord_env, capsys):
    fake, bot = discord_env
    rng = random.Random(2026)
    thread = fake.thread(permissions=fake.channel(CHANNEL_ID).permissions)
    doomed = fake.channel("500000000000000098").id
    tables = {CHANNEL_ID: [], thread: ["greedy"], doomed: ["random"]}
    for channel, computers in tables.items():
        await open_table(fake, channel, computers)
    first_request = len(fake.requests)
    fake.chaos(seed=7, rate=RATE)
    for step in range(STEPS):
        if step == STEPS // 3:
            fake.channel(doomed).deleted = True
        await one_move(fake, bot, rng.choice(list(tables)), rng)
        await bot.driver.run_once()
        if step % 25 == 0:
            await bot.service.store.db.execute("UPDATE games SET waiting_since = waiting_since - 7 * 3600, "
                                               "announce_after = 0")
            await bot.scheduler.run_once()
    fake.chaos(seed=0, rate=0.0)
    for channel in (CHANNEL_ID, thread):  # the calm after: one command in each working channel
        await fake.interact(fake.command(ANN, "board", channel=channel))
    await bot.service.store.db.execute("UPDATE games SET announce_after = 0")
    await bot.scheduler.run_once()

    with capsys.disabled():
        print(f"\nchaos: {sum(fake.injected.values())} failures injected in "
              f"{len(fake.requests) - first_request} calls: {dict(sorted(fake.injected.items()))}")
    assert sum(fake.injected.values()) >= 20
    for token, answers in answers_by_token(fake).items():
        assert sum("⚠️" not in a for a in answers) <= 1, f"interaction {token} was answered twice"
    unanswered = [t for t in fake.channel_of_token if t not in answers_by_token(fake) and t not in late(fake)]
    assert not unanswered, f"{len(unanswered)} interactions got no answer at all"
    for channel in tables:
        row, state = await current(bot, channel)
        log = [(e.seat, action_from_dict(e.action)) for e in await bot.service.store.log(row.id)]
        at_once = row.settings["sales"] == "at_once"
        assert state_to_json(replay([s["name"] for s in row.seats], row.seed, log, sales_at_once=at_once)) == row.state
        posted = Counter(play_button(m) for m in fake.created.values() if m["channel_id"] == channel)
        posted.pop(None, None)
        assert posted and all(count == 1 for count in posted.values()), "a turn was announced twice"
        if channel == doomed:
            assert row.pause_reason == "channel:the channel no longer exists"
        else:
            news = await bot.service.store.news(row.id)
            assert row.announced_news == news[-1].seq and row.turn_message_key == announce_key(state)


def play_button(message: dict) -> str | None:
    """The turn a turn message announced, by its Play button's id (game and turn)."""
    return next((c["custom_id"] for c in components_of(message) if c.get("custom_id", "").startswith("sk:play:")),
                None)


def late(fake: FakeDiscord) -> set[str]:
    """Interactions whose acknowledgement Discord refused as too late (10062): never acted on."""
    return {r.path.split("/")[3] for r in fake.requests if r.path.startswith("/interactions/") and r.status == 404}
