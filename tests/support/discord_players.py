"""Playing through the stand-in as people would: slash commands, or the turn panel's
buttons and menus (counting the taps), whole games played at random, plus what a test checks of
the public requests and the posts."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from bot.engine import (
    Discard,
    Expand,
    Marry,
    SaleDecision,
    awaiting,
    legal_actions,
    open_offers,
    state_from_json,
    state_to_json,
)
from bot.games.samarkand.turn_options import options_of
from bot.runtime.app import SamarkandBot
from bot.words.i18n import text
from tests.support.standin import CHANNEL_ID, Captured, FakeDiscord, components_of, user_payload

ANN, BOB, CYD = ("100000000000000011", "Ann"), ("100000000000000012", "Bob"), ("100000000000000013", "Cyd")
USERS = {u[0]: u for u in (ANN, BOB, CYD)}
PRIVATE_CARD = re.compile(r"\(\d+, [A-P]\d\)")  # how a card in a hand is named: Silk (31, P3)
PRIVATE_WORDS = ("You drew", "You kept", "You hold", "You discarded", "You may sell", "chance to sell")


def public_requests(fake: FakeDiscord) -> list[Captured]:
    """The posts and edits a channel's members may all see: not an ephemeral message
    (``Captured.ephemeral``: an interaction's answer or follow-up, as the stand-in made it) nor
    one in a direct message. A follow-up is private only so: one without EPHEMERAL after the
    first (which keeps its "thinking…" message's flags) is public on Discord."""
    dms = set(fake.dm_channels.values())
    return [r for r in fake.requests if r.method in ("POST", "PATCH") and r.body is not None and not r.ephemeral
            and r.path.startswith(("/channels/", "/interactions/", "/webhooks/")) and channel_of(fake, r) not in dms]


def channel_of(fake: FakeDiscord, r: Captured) -> str | None:
    """The channel a request's message is (or would have been) in: as the stand-in made it, or
    the channel in its path, or its interaction's."""
    if r.made is not None:
        return str(r.made["channel_id"])
    parts = r.path.strip("/").split("/")
    if parts[0] == "channels":
        return parts[1]
    return fake.channel_of_token.get(parts[2]) if len(parts) > 2 else None


def assert_no_secret_in_public(fake: FakeDiscord) -> None:
    for r in public_requests(fake):
        text = json.dumps(r.body, ensure_ascii=False)
        assert not PRIVATE_CARD.search(text), text[:500]
        assert not any(word in text for word in PRIVATE_WORDS), text[:500]


def replace_command(fake: FakeDiscord, host: tuple[str, str], player: tuple[str, str],
                    options: dict[str, Any] | None = None) -> dict[str, Any]:
    """/replace of ``player`` by ``host``: its player option is a user, resolved as Discord sends it."""
    replace = fake.command(host, "replace", {"player": player[0], **(options or {})})
    replace["data"]["options"][0]["type"] = 6  # a user option
    replace["data"]["resolved"] = {"users": {player[0]: user_payload(*player)}}
    return replace


def turn_messages(fake: FakeDiscord, channel: str = CHANNEL_ID) -> list[Captured]:
    return [r for r in public_requests(fake) if r.method == "POST" and r.path == f"/channels/{channel}/messages"
            and r.status == 200 and r.files]


def random_move(rng: random.Random, row, state, users: dict[str, tuple[str, str]] = USERS,
                sell: bool = False) -> tuple[tuple[str, str], int, Any] | None:
    """A random legal move of a person (now and then a holder's answer to a sale offer off
    their turn): who makes it (one of ``users``, by id), their seat, and the action; None
    while only computers may act. With ``sell``, a person holding an offer sells at once (a
    scene that must show a sale gets one whatever the computers do)."""
    person = [seat for seat, taken in enumerate(row.seats) if taken.human]
    offered = [d for d in open_offers(state) if d.player in person]
    if sell and offered:
        return users[row.seats[offered[0].player].user], offered[0].player, SaleDecision(offered[0].card, True)
    holders = [d.player for d in offered]
    awaited = awaiting(state)[0].player
    seat = rng.choice(holders) if holders and (rng.random() < 0.5 or awaited not in person) else awaited
    if seat not in person:
        return None
    return users[row.seats[seat].user], seat, rng.choice(legal_actions(state, seat))


async def open_game(fake: FakeDiscord, channel: str = CHANNEL_ID, language: str = "en",
                    sales: str = "private", rating: str = "rated", seats: str = "rules",
                    hints: str = "off") -> list[Captured]:
    """Ann's table with Bob and Cyd, started; returns what ``/settings`` sent in the lobby
    when the table chose other than the defaults."""
    await fake.interact(fake.command(ANN, "new", channel=channel))
    await fake.interact(fake.command(BOB, "join", channel=channel))
    message, custom_id = fake.find("sk:j:", channel)
    await fake.interact(fake.click(CYD, message, custom_id))
    chosen = []
    chosen_now = (("sales", sales, "private"), ("rating", rating, "rated"), ("seats", seats, "rules"),
                  ("hints", hints, "off"))
    changed = {key: value for key, value, default in chosen_now if value != default}
    if changed:
        chosen = await fake.interact(fake.command(ANN, "settings", changed, channel=channel))
    sent = await fake.interact(fake.command(ANN, "start", channel=channel))
    begins = text(language).template("news.started").split("{")[0]  # "The game begins! Seat order: "
    assert any(begins in json.dumps(r.body, ensure_ascii=False) for r in sent)
    return chosen


async def play_turn(fake: FakeDiscord, bot: SamarkandBot) -> None:
    """The awaited person's turn, by command (its first legal action each time), to its end."""
    _, state = await current(bot)
    turn = state.turn
    while state.turn == turn:
        row, _ = await current(bot)
        seat = awaiting(state)[0].player
        await by_command(fake, bot, USERS[row.seats[seat].user], legal_actions(state, seat)[0])
        _, state = await current(bot)


async def current(bot: SamarkandBot, channel: str = CHANNEL_ID):
    row = await bot.service.store.latest_game(channel)
    return row, state_from_json(row.state)


def content_of(sent: list[Captured]) -> str:
    return "\n".join(json.dumps(r.body, ensure_ascii=False) for r in sent if r.body)


async def by_command(fake: FakeDiscord, bot: SamarkandBot, user, action, channel: str = CHANNEL_ID) -> list[Captured]:
    board = bot.service.board
    match action:
        case Marry(family):
            return await fake.interact(fake.command(user, "marry", {"family": board.families[family].name},
                                                    channel=channel))
        case Expand(family, spaces):
            options = {"family": board.families[family].name, "space": board.spaces[spaces[0]].label}
            if len(spaces) == 2:
                options["space2"] = board.spaces[spaces[1]].label
            return await fake.interact(fake.command(user, "expand", options, channel=channel))
        case Discard(cards):
            options = {"cards": ", ".join(str(c) for c in cards)} if cards else {}
            return await fake.interact(fake.command(user, "discard", options, channel=channel))
        case SaleDecision(card, sell):
            return await fake.interact(fake.command(user, "sell" if sell else "keep", {"card": str(card)},
                                                    channel=channel))
    raise AssertionError(action)


def option_values(component: dict[str, Any]) -> list[str]:
    """The values a select menu offers (none for a button)."""
    return [o["value"] for o in component.get("options", [])]


class Panel:
    """One player's taps on the turn panel, from the public ping."""

    def __init__(self, fake: FakeDiscord, user: tuple[str, str], game: int, channel: str = CHANNEL_ID) -> None:
        self.fake, self.user, self.game, self.channel = fake, user, game, channel
        self.taps = 0
        self.sent: list[Captured] = []
        self.message: dict[str, Any] | None = None

    async def tap(self, message: dict[str, Any], custom_id: str, values: list[str] | None = None) -> None:
        self.taps += 1
        self.sent += await self.fake.interact(self.fake.click(self.user, message, custom_id, values))

    async def open(self) -> None:
        message, custom_id = self.fake.find(f"sk:play:{self.game}:", self.channel)
        await self.tap(message, custom_id)

    def _newest_panel(self) -> dict[str, Any] | None:
        for message in reversed(list(self.fake.messages.values())):
            if any(c.get("custom_id", "").startswith((f"sk:ps:{self.game}:", f"sk:pb:{self.game}:"))
                   for c in components_of(message)):
                return message
        return None

    def component(self, predicate) -> dict[str, Any] | None:
        self.message = self._newest_panel()
        return next((c for c in components_of(self.message or {}) if predicate(c)), None)

    async def choose(self, value: str) -> None:
        """Pick ``value`` in whichever menu of the panel holds it, turning pages if needed."""
        for _ in range(20):
            select = self.component(lambda c: value in option_values(c))
            if select and self.message:
                await self.tap(self.message, select["custom_id"], [value])
                return
            more = self.component(lambda c: (c.get("label") or "").endswith("▶"))
            assert more, f"{value} is in no menu of the panel: {json.dumps(self.message)[:1500]}"
            await self.tap(self.message, more["custom_id"])
        raise AssertionError(f"{value} not found after 20 pages")

    async def choose_unless_skipped(self, value: str) -> None:
        """``choose`` the value, unless the panel skipped that step (it was the only option)
        and already asks to confirm it."""
        if not self.component(lambda c: c.get("custom_id", "").endswith(f":c{value}")):
            await self.choose(value)

    async def press(self, step: str) -> None:
        button = self.component(lambda c: c.get("custom_id", "").endswith(f":{step}"))
        assert button, f"no button {step} on the panel"
        await self.tap(self.message, button["custom_id"])

    async def answer_offer(self, card: int, sell: bool) -> None:
        """One tap on the newest Sell/Keep: a button in the offer's DM, or a button or menu
        choice on the panel the holder has open after their own move; else the panel is
        opened first."""
        step = f"o{card}.{int(sell)}"
        for message in reversed(list(self.fake.messages.values())):
            for component in components_of(message):
                custom_id = component.get("custom_id", "")
                if custom_id == f"sk:s:{self.game}:{card}:{int(sell)}" or (
                        custom_id.startswith(f"sk:pb:{self.game}:") and custom_id.endswith(f":{step}")):
                    await self.tap(message, custom_id)
                    return
                if custom_id.startswith(f"sk:ps:{self.game}:") and step in option_values(component):
                    await self.tap(message, custom_id, [step])
                    return
        await self.open()
        if self.component(lambda c: step in option_values(c)):
            await self.choose(step)
        else:
            await self.press(step)

    async def discard(self, cards: tuple[int, ...], turn: int) -> None:
        if not self.component(lambda c: c.get("custom_id", "").endswith(f":{turn}:discard")):
            await self.open()  # the marriage was made by command: the panel shows the discard
        if cards:
            select = self.component(lambda c: c.get("custom_id", "").endswith(":discard"))
            assert select, "no discard menu"
            await self.tap(self.message, select["custom_id"], [str(c) for c in cards])
        else:
            await self.press("k")


async def by_buttons(fake: FakeDiscord, bot: SamarkandBot, user, action, singles: dict,
                     channel: str = CHANNEL_ID) -> Panel:
    """The same action through the turn panel; returns the panel with its tap count."""
    row, state = await current(bot, channel)
    panel = Panel(fake, user, row.id, channel)
    match action:
        case Marry(family):
            await panel.open()
            await panel.choose_unless_skipped(f"m{family}")
            await panel.press(f"cm{family}")
        case Expand(family, spaces):
            first, *rest = spaces if spaces[0] in singles.get(family, []) else spaces[::-1]
            await panel.open()
            await panel.choose_unless_skipped(f"e{family}.{first}")
            if rest:
                await panel.choose(f"e{family}.{first}.{rest[0]}")
                await panel.press(f"ce{family}.{first}.{rest[0]}")
            else:
                await panel.press(f"ce{family}.{first}")
        case Discard(cards):
            await panel.discard(cards, state.turn)
        case SaleDecision(card, sell):
            await panel.answer_offer(card, sell)
    return panel


def posts(fake: FakeDiscord, channel: str, start: int = 0, files: bool | None = None) -> list:
    """Successful messages the bot sent to the channel (with or without an image)."""
    return [r for r in fake.requests[start:] if r.method == "POST" and r.path == f"/channels/{channel}/messages"
            and r.status == 200 and (files is None or bool(r.files) == files)]



async def play_to_the_end(fake: FakeDiscord, bot, seed: int, users: dict[str, tuple[str, str]] = USERS,
                          panel: float = 0.0, sell: bool = False) -> None:
    """Random legal moves until the game ends: the people's (``users``) by slash command, or on
    the turn panel for a ``panel`` share of them; holders now and then answer a sale offer off
    their turn (with ``sell``: sell every card offered, at once); the computers' as they fall
    due. None of the people's moves is refused."""
    rng = random.Random(seed)
    for _ in range(3000):
        while await bot.driver.run_once():
            pass
        row, state = await current(bot)
        if state.over:
            return
        move = random_move(rng, row, state, users, sell)
        if move is None:
            continue
        user, seat, action = move
        if panel and rng.random() < panel:
            sent = (await by_buttons(fake, bot, user, action, options_of(state, seat).singles)).sent
        else:
            sent = await by_command(fake, bot, user, action)
        assert "⚠️" not in content_of(sent), content_of(sent)[:800]
    raise AssertionError("the game did not end")


async def rig(bot, edit) -> None:
    """Change the stored state directly (test set-up only), keeping the row's version."""
    row, state = await current(bot)
    edit(state)
    row.state = state_to_json(state)
    await bot.service.store.save(row)


def dms_to(fake: FakeDiscord, user: tuple[str, str]) -> list[str]:
    """The contents of the direct messages the bot sent ``user``, in order."""
    channel = fake.dm_channels.get(user[0])
    return [r.body.get("content", "") for r in fake.requests
            if channel and r.method == "POST" and r.path == f"/channels/{channel}/messages" and r.body]
