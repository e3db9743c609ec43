"""The turn panel in positions built for it: every open offer answerable, a step with a
single option skipped, Back and Cancel editing the panel in place, the private target image
kept per state version and seat, what the panel and the holder's direct message say while
the table waits for a sale answer under ``sales: at once``, and a closed offer's buttons taken
off the message they were pressed on."""

from __future__ import annotations

import asyncio
import re

import pytest

from bot.engine import Decision, state_from_json, state_to_json, view
from bot.store.rows import clocks_to_json
from cogs import panel as panel_module
from cogs.menus import ROWS
from tests.support.discord_players import ANN, USERS, Panel, content_of, current, open_game, option_values
from tests.support.engine_scenarios import BOARD, fam, game, give_tile, put_camel, set_hand, sp
from tests.support.sale_offers import dm_sell, frankincense_offered
from tests.support.standin import CHANNEL_ID, MISSING_ACCESS, FakeDiscord
from tests.support.standin.records import components_of

TIGRIS, LEVANT = fam("Tigris"), fam("Levant")
WAITS_FOR_A_SALE = "the table waits for an answer to a sale offer (sales: at once)"


async def rig(bot, edit) -> None:
    """Change the stored state directly (test set-up only)."""
    row = await bot.service.store.latest_game(CHANNEL_ID)
    state = state_from_json(row.state)
    edit(state)
    row.state = state_to_json(state)
    await bot.service.store.save(row)


async def active_panel(fake: FakeDiscord, bot) -> Panel:
    row, state = await current(bot)
    return Panel(fake, USERS[row.seats[state.active].user], row.id)


def new_messages(sent) -> list:
    """Requests that post a message (a follow-up or into a channel), not edits or callbacks."""
    return [r for r in sent if r.method == "POST" and not r.path.startswith("/interactions/")]


def rows_of(panel: Panel) -> int:
    panel.component(lambda c: True)
    return len((panel.message or {}).get("components") or [])


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize("count", [3, 4])
async def test_every_open_offer_is_answered_from_the_panel_in_one_tap(discord_env, count):
    fake, bot = discord_env
    await open_game(fake)
    cards = [8, 12, 20, 31][:count]

    def offers(state):
        seat = state.active
        set_hand(state, seat, cards)
        state.players[seat].tiles = [TIGRIS]
        state.tiles_left[TIGRIS] -= 1
        state.offers = [Decision("sale", seat, card=card, turn=state.turn) for card in cards]
    await rig(bot, offers)
    panel = await active_panel(fake, bot)
    await panel.open()
    for card in cards:  # each offer, the last one included, has its Sell and Keep on the panel
        for step in (f"o{card}.1", f"o{card}.0"):
            assert panel.component(lambda c, step=step: (c.get("custom_id") or "").endswith(f":{step}")
                                   or step in option_values(c)), step
    for number, card in reversed(list(enumerate(cards))):
        assert rows_of(panel) <= ROWS
        assert panel.component(lambda c: (c.get("custom_id") or "").endswith(":home.m"))  # the turn's menus stay
        before = panel.taps
        await panel.answer_offer(card, sell=number % 2 == 0)
        assert panel.taps == before + 1 and "⚠️" not in content_of(panel.sent)
    state = (await current(bot))[1]
    seat = state.active
    assert not state.offers and sorted(state.players[seat].sold) == cards[::2]
    assert state.players[seat].money == 10 + 3 * len(cards[::2])
    assert new_messages(panel.sent) == [panel.sent[1]]  # the panel itself; every answer edited it


async def test_a_step_with_a_single_option_is_skipped(discord_env):
    fake, bot = discord_env
    await open_game(fake)

    def one_marriage(state):
        state.tiles_left = [2 if f == LEVANT else 0 for f in range(len(state.tiles_left))]
    await rig(bot, one_marriage)
    panel = await active_panel(fake, bot)
    await panel.open()
    assert not panel.component(lambda c: option_values(c))  # no menu: straight to Confirm
    await panel.press(f"cm{LEVANT}")
    assert panel.taps == 2
    state = (await current(bot))[1]
    assert LEVANT in state.players[state.pending[0].player].tiles

    def one_space(state):
        state.pending, state.active, state.turn = [], 1, state.turn + 1
        state.tiles_left = [0] * len(state.tiles_left)
        state.players[1].tiles = [TIGRIS]
        for label in ("D6", "E6", "F6"):  # full: of Tigris's first spaces only D7 is left
            put_camel(state, "Levant", label)
            put_camel(state, "Sindh", label)
    await rig(bot, one_space)
    panel = await active_panel(fake, bot)
    await panel.open()
    assert not panel.component(lambda c: option_values(c))
    await panel.press(f"ce{TIGRIS}.{sp('D7')}")
    assert panel.taps == 2
    assert (await current(bot))[1].occupants(sp("D7")) == [TIGRIS]
    done = panel.message["content"]  # what comes next, not the refusal a player takes for a failed move
    assert "Done" in done and "Next: the table waits for" in done and "not your turn" not in done, done


async def test_a_private_answers_buttons_leave_no_timer_behind(discord_env):
    """A panel's buttons are read from their ids by whichever process runs then: discord.py
    must not keep each private answer's view with a 15-minute timer, as it does by default."""
    fake, bot = discord_env
    await open_game(fake)
    panel = await active_panel(fake, bot)
    await panel.open()
    assert panel.component(lambda c: c.get("custom_id"))
    timers = [task for task in asyncio.all_tasks() if "timeout_task" in task.get_coro().__qualname__]
    assert timers == []


def holding_offers(*cards: int):
    """A rig: the seat to play holds ``cards``, each with a sale offer open."""
    def rigged(state):
        set_hand(state, state.active, list(cards))
        state.offers = [Decision("sale", state.active, card=card, turn=state.turn) for card in cards]
    return rigged


@pytest.mark.rule("R6.5")
async def test_confirming_a_move_with_an_offer_open_says_first_that_it_keeps_the_card(discord_env):
    """Bob chose a marriage with his Silk offer open: the Confirm step said nothing of it, and
    his move closed the offer unanswered. It now says so before the move is confirmed, and
    Back still leads to the offer's Sell."""
    fake, bot = discord_env
    await open_game(fake)
    await rig(bot, holding_offers(8))
    panel = await active_panel(fake, bot)
    await panel.open()
    await panel.choose(f"m{LEVANT}")
    said = panel.message["content"]
    assert "Your move closes your offer to sell Frankincense (8, D7): the card is kept." in said, said
    assert said.index("closes your offer") < said.index("Marry into")  # read before the question
    await panel.press("h0")
    assert panel.component(lambda c: (c.get("custom_id") or "").endswith(":o8.1"))


@pytest.mark.rule("R6.5")
async def test_two_offers_closed_by_the_move_are_named_as_a_list(discord_env):
    """"your offers to sell Wine (1, A2), Glass (5, C3)": two cards read as one list, with its "and"."""
    fake, bot = discord_env
    await open_game(fake)
    await rig(bot, holding_offers(8, 12))
    panel = await active_panel(fake, bot)
    await panel.open()
    await panel.choose(f"m{LEVANT}")
    said = panel.message["content"]
    assert "Your move closes your offers to sell Frankincense (8, D7) and " in said, said


async def test_a_first_turn_without_a_family_tile_offers_only_marriage_and_says_so(discord_env):
    """The first player holds no family tile: the panel offered only Marry… under "marry into a
    family, or place camels (one for free, …)"."""
    fake, bot = discord_env
    await open_game(fake)
    assert not (await current(bot))[1].players[(await current(bot))[1].active].tiles
    panel = await active_panel(fake, bot)
    await panel.open()
    said = content_of(panel.sent)
    assert "Your turn: marry into a family (no camels can be placed now)." in said and "camels (one" not in said


def camels_only(money: int | None = None, tiles_left: int | None = None):
    """A rig: the seat to play holds a Tigris tile (its camels have spaces to go to), with
    ``money`` Dirham, and ``tiles_left`` tiles in every family's domain."""
    def rigged(state):
        seat = state.active
        state.players[seat].tiles = [TIGRIS]
        state.tiles_left[TIGRIS] -= 1
        if money is not None:
            state.players[seat].money = money
        if tiles_left is not None:
            state.tiles_left = [tiles_left] * len(state.tiles_left)
    return rigged


@pytest.mark.rule("R4.3")
@pytest.mark.parametrize(("rigged", "reason", "not_said"), [
    (camels_only(money=0), "you cannot pay any family's portion now.", "no family you"),
    (camels_only(tiles_left=0), "no family you could marry into has a tile left.", "cannot pay"),
], ids=["money", "tiles"])
async def test_a_turn_that_cannot_marry_says_why_and_not_marry(discord_env, rigged, reason, not_said):
    """Bob with 2 Dirham (cheapest portion 3) read "marry into a family, or place camels"
    above a panel with no Marry… menu. Without the money, or with no family the seat may marry
    into holding a tile, the headline says which stops the marriage."""
    fake, bot = discord_env
    await open_game(fake)
    await rig(bot, rigged)
    panel = await active_panel(fake, bot)
    await panel.open()
    said = content_of(panel.sent)
    headline = "Your turn: place camels (one for free, two for 1 Dirham from the family's treasury); "
    assert headline + reason in said, said
    assert "marry into a family" not in said and not_said not in said
    assert not panel.component(lambda c: (c.get("custom_id") or "").endswith(":home.m"))
    assert panel.component(lambda c: any(v.startswith(f"e{TIGRIS}.") for v in option_values(c)))  # Expand…


def test_a_held_familys_last_tile_is_not_one_to_marry_into():
    """With 3 to 5 players a family the seat holds is closed to it (R4.2), even with a tile left;
    with 2 it is open, and then money is what stops the marriage."""
    for players, expected in ((3, "panel.your_turn_expand_tiles"), (2, "panel.your_turn_expand_money")):
        state = game(players)
        state.tiles_left = [0] * len(state.tiles_left)
        state.tiles_left[TIGRIS] = 1
        state.players[0].tiles = [TIGRIS]
        state.players[0].money = 0
        assert panel_module.turn_headline(view(state, 0), marry=False, expand=True) == expected


async def test_back_and_cancel_edit_the_panel_and_post_nothing(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, _ = await current(bot)
    panel = await active_panel(fake, bot)
    await panel.open()
    await panel.choose(f"m{LEVANT}")
    for step, says in (("h0", "Your turn"), ("x", "Cancelled")):
        if step == "x":
            await panel.choose(f"m{LEVANT}")
        before = len(panel.sent)
        await panel.press(step)
        sent = panel.sent[before:]
        assert new_messages(sent) == [], [r.path for r in new_messages(sent)]
        [edit] = [r for r in sent if r.method == "PATCH"]
        assert edit.path.endswith("/messages/@original") and says in edit.body["content"]
        [callback] = [r for r in sent if r.path.startswith("/interactions/")]
        assert callback.body["type"] == 6  # a deferred update of the panel's own message
    assert (await current(bot))[0].version == row.version  # nothing was done


async def test_the_target_image_is_drawn_once_per_position_the_seat_sees(discord_env, monkeypatch):
    """Kept by what the seat sees, not by the game's version: a version that changes nothing the
    seat sees (another's private sale answer) draws nothing again, whose time would tell of it."""
    fake, bot = discord_env
    await open_game(fake)
    drawn = []

    def counting(*args, **kwargs):
        drawn.append(args[1].you)
        return render(*args, **kwargs)
    render = panel_module.render_targets
    monkeypatch.setattr(panel_module, "render_targets", counting)
    panel_module._images.clear()

    def tigris_for_everyone(state):
        for player in state.players:
            player.tiles = [TIGRIS]
    await rig(bot, tigris_for_everyone)
    images = []
    for _ in range(2):
        panel = await active_panel(fake, bot)
        await panel.open()
        [image] = [r for r in panel.sent if "samarkand-your-targets.png" in r.files]
        images.append(image.digests)
    row, state = await current(bot)
    assert drawn == [state.active] and images[0] == images[1]  # the second panel reused the image
    options = (await bot.service.play.screen(row.id, row.seats[state.active].user, CHANNEL_ID)).options
    other = (state.active + 1) % 3
    screen = await bot.service.play.screen(row.id, row.seats[other].user, CHANNEL_ID)
    await panel_module.target_image(screen, panel_module.first_spaces(bot.service.board, options), "home", "en")
    assert drawn == [state.active, other]  # the same version for another seat: its own image
    await rig(bot, lambda state: None)  # a new version, nothing new to see
    await (await active_panel(fake, bot)).open()
    assert drawn == [state.active, other]

    def richer(state):
        state.players[state.active].money += 1
    await rig(bot, richer)  # something the seat sees
    await (await active_panel(fake, bot)).open()
    assert drawn == [state.active, other, state.active]


async def test_the_second_camels_map_shows_the_first_camel_on_its_space(discord_env, monkeypatch):
    """Spaces legal only beside the first camel make sense only with it on the map; the game
    itself waits for the confirmation."""
    fake, bot = discord_env
    await open_game(fake)
    drawn = []

    def recording(board, seat_view, targets, **kwargs):
        drawn.append((seat_view, kwargs.get("first")))
        return render(board, seat_view, targets, **kwargs)
    render = panel_module.render_targets
    monkeypatch.setattr(panel_module, "render_targets", recording)
    panel_module._images.clear()

    def tigris_with_a_dirham(state):
        for player in state.players:
            player.tiles = [TIGRIS]
        state.treasury[TIGRIS] = 1
    await rig(bot, tigris_with_a_dirham)
    panel = await active_panel(fake, bot)
    await panel.open()
    await panel.choose(f"e{TIGRIS}.{sp('D7')}")
    seat_view, first = drawn[-1]
    assert first == sp("D7") and seat_view.spaces[sp("D7")] == (TIGRIS,)
    assert BOARD.spaces[sp("D7")].good not in seat_view.goods_on_map
    assert (await current(bot))[1].occupants(sp("D7")) == []


@pytest.mark.rule("R6.5")
@pytest.mark.rule("R6.5")
async def test_a_sale_offers_reminder_by_dm_names_the_channel_where_it_is_answered(discord_env):
    """Slash commands do not work in a direct message: beside the offer's Sell and Keep, the
    reminder names the game's channel, where /sell, /keep and the panel answer the offer."""
    fake, bot = discord_env
    await open_game(fake)
    _, holder = await frankincense_offered(fake, bot)
    row, _ = await current(bot)
    [(key, (opened, reminded))] = row.offer_clocks.items()
    older = clocks_to_json({key: [opened - 7 * 3600, reminded]})
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, offer_clocks = ?", (older,))
    dm = fake.dm_channels[row.seats[holder].user]
    before = len(fake.requests)
    await bot.scheduler.run_once()
    [sent] = [r.body for r in fake.requests[before:] if r.path == f"/channels/{dm}/messages"]
    reminder = sent["content"]
    assert [c["custom_id"] for c in components_of(sent)] == [f"sk:s:{row.id}:8:1", f"sk:s:{row.id}:8:0"]
    assert "you may still sell your Frankincense card" in reminder
    assert f"It waits for you in <#{CHANNEL_ID}>" in reminder


async def test_at_once_the_panel_says_the_table_waits_for_a_sale_answer(discord_env):
    fake, bot = discord_env
    await open_game(fake, sales="at_once")
    active, holder = await frankincense_offered(fake, bot)
    row, state = await current(bot)
    assert [(d.kind, d.player) for d in state.pending] == [("sale", holder)]
    for seat in (active, (active + 1) % 3):
        panel = Panel(fake, USERS[row.seats[seat].user], row.id)
        await panel.open()
        assert f"It is not your turn: {WAITS_FOR_A_SALE}." in content_of(panel.sent)
    dm = fake.dm_channels[row.seats[holder].user]
    offer = content_of([r for r in fake.requests if r.path == f"/channels/{dm}/messages"])
    panel = Panel(fake, USERS[row.seats[holder].user], row.id)
    await panel.open()  # the holder's panel: the offer to answer
    assert panel.component(lambda c: (c.get("custom_id") or "").endswith(":o8.1"))
    for told in (offer, content_of(panel.sent)):  # the table waits now: no "until your next move"
        assert "the table waits for your answer (sales: at once)" in told.lower() and "next move" not in told
    await panel.press("o8.0")
    assert not (await current(bot))[1].pending


@pytest.mark.rule("R6.5")
async def test_a_sale_offer_names_the_good_and_what_each_answer_gives(discord_env):
    fake, bot = discord_env
    await open_game(fake)

    def offers(state):
        seat = state.active
        set_hand(state, seat, [8, 12])
        state.offers = [Decision("sale", seat, card=card, turn=state.turn) for card in (8, 12)]
    await rig(bot, offers)
    _, state = await current(bot)
    mine = view(state, state.active)
    panel = await active_panel(fake, bot)
    await panel.open()
    for card in (8, 12):
        name = bot.service.board.goods[card].name
        worth = next(c for c in mine.hand if c.card == card)
        sell = panel.component(lambda c, card=card: (c.get("custom_id") or "").endswith(f":o{card}.1"))
        keep = panel.component(lambda c, card=card: (c.get("custom_id") or "").endswith(f":o{card}.0"))
        assert sell["label"] == f"Sell {name} for 3"
        assert keep["label"] == f"Keep {name} ({worth.points} now, {worth.best} at best)"
        assert f"it is worth {worth.points} points now, {worth.best} at best" in content_of(panel.sent)
    assert "until your next move (R6.5)" in content_of(panel.sent)  # a private table's offer waits for it


@pytest.mark.rule("R6.5")
async def test_an_offers_buttons_pressed_after_it_was_answered_say_it_is_closed(discord_env):
    """The Sell button of a sale offer's DM, or of a panel left open, stays on the phone after
    the holder answered elsewhere (here by /keep): a panel's always, a DM's where the bot could
    not read the DM channel to take it off (the DM's own test: test_closed_offer_dms.py).
    Pressed then, it says the offer is no longer open, not the rule that a card is sold only
    when the first camel arrives (which it did), and nothing changes."""
    fake, bot = discord_env
    row, user, message, custom_id = await dm_sell(fake, bot)
    fake.fail(rf"^GET /channels/{message['channel_id']}/messages", MISSING_ACCESS, times=None)
    panel = Panel(fake, user, row.id)
    await panel.open()  # its Sell button, left open
    await fake.interact(fake.command(user, "keep", {"card": "8"}))
    before, _ = await current(bot)
    said = [content_of(await fake.interact(fake.click(user, message, custom_id)))]
    await panel.press("o8.1")
    said.append(content_of(panel.sent[-1:]))
    for answer in said:
        assert "That offer of Frankincense (8, D7) is no longer open" in answer and "first camel" not in answer
    after, state = await current(bot)
    holder = next(seat for seat, entry in enumerate(after.seats) if entry.user == user[0])
    assert after.version == before.version and 8 in state.players[holder].hand


CLOSED_LINE = "⚠️ That offer of Frankincense (8, D7) is no longer open"


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize(("closing", "line"), [("keep", CLOSED_LINE),
                                               ("abort", "⚠️ That game is no longer in play")])
async def test_a_dms_sell_pressed_after_its_offer_closed_takes_its_buttons_off_that_dm(discord_env, closing,
                                                                                      line):
    """The press is answered in place (a deferred update, then an edit of the DM): the DM
    keeps what it said, gains the line that the offer closed (answered by /keep, on a DM the
    answer could not take the buttons off: its channel refused to be read) or that the game is
    no longer in play (ended: here aborted), and loses its Sell and Keep, so no button is left
    that only a refusal answers; nothing new is posted and nothing changes."""
    fake, bot = discord_env
    row, user, message, custom_id = await dm_sell(fake, bot)
    if closing == "keep":  # else /keep takes them off with a line that it was kept (test_closed_offer_dms.py)
        fake.fail(rf"^GET /channels/{message['channel_id']}/messages", MISSING_ACCESS, times=None)
    offer = message["content"]
    closer, options = (user, {"card": "8"}) if closing == "keep" else (ANN, None)
    await fake.interact(fake.command(closer, closing, options))
    before = await bot.service.store.game(row.id)
    sent = await fake.interact(fake.click(user, message, custom_id))
    assert [r.body["type"] for r in sent if r.path.startswith("/interactions/")] == [6]
    assert new_messages(sent) == [] and [r.path.rsplit("/", 1)[-1] for r in sent if r.method == "PATCH"] == [
        "@original"]
    dm = fake.messages[message["id"]]
    assert dm["content"].startswith(f"{offer}\n{line}") and dm["components"] == []
    assert (await bot.service.store.game(row.id)).version == before.version


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize("discord_env", [{}, {"web_at": ("127.0.0.1", 0), "web_url": "https://samarkand.example.org",
                                              "web_secret": "a secret of the contract tests, long enough"}],
                         indirect=True, ids=["no-pages", "private-page-link"])
async def test_a_closed_offers_button_under_hand_leaves_the_open_offers_buttons(discord_env):
    """/hand's answer holds the buttons of two offers (and, where the host serves private
    pages, a link to the seat's); one closes (answered by /keep): its Keep, pressed, takes that
    offer's pair off the message and leaves the rest, the other offer's pair still selling."""
    fake, bot = discord_env
    await open_game(fake)
    await rig(bot, holding_offers(8, 12))
    row, state = await current(bot)
    user, seat = USERS[row.seats[state.active].user], state.active
    await fake.interact(fake.command(user, "hand"))
    message, custom_id = fake.find(f"sk:s:{row.id}:8:0", CHANNEL_ID)
    await fake.interact(fake.command(user, "keep", {"card": "8"}))
    await fake.interact(fake.click(user, message, custom_id))
    edited = fake.messages[message["id"]]
    assert CLOSED_LINE in edited["content"]
    link = [f"{bot.web_url}/games/{row.id}"] if bot.web_url else []  # the private page's, its token cut off
    assert [c.get("custom_id", c.get("url", "")).split("/private/")[0] for c in components_of(edited)] == [
        f"sk:s:{row.id}:12:1", f"sk:s:{row.id}:12:0", *link]
    await fake.interact(fake.click(user, edited, f"sk:s:{row.id}:12:1"))
    _, state = await current(bot)
    assert not state.offers and state.players[seat].sold == [12]


@pytest.mark.rule("R6.2")
@pytest.mark.parametrize(("order", "answered"), [("sell", "You sold the Frankincense card for 3 Dirham."),
                                                 ("keep", "You kept Frankincense (8, D7).")])
async def test_an_order_for_the_card_offered_now_answers_that_offer_at_once(discord_env, order, answered):
    """/order says "from now on Frankincense is sold (kept) as soon as it can be": the offer open
    now is answered by it, with the answer's own words, not left open until its clock closes it."""
    fake, bot = discord_env
    await open_game(fake)
    _, holder = await frankincense_offered(fake, bot)
    row, _ = await current(bot)
    user = USERS[row.seats[holder].user]
    reply = content_of(await fake.interact(fake.command(user, "order", {"card": "8", "order": order})))
    assert f"From now on Frankincense is {order.replace('sell', 'sold').replace('keep', 'kept')}" in reply
    assert answered in reply
    _, state = await current(bot)
    assert not state.offers and (8 in state.players[holder].sold) == (order == "sell")
    assert await bot.service.store.standing_orders(row.id) == {holder: {8: order == "sell"}}


async def test_a_marriage_on_the_panel_names_the_cards_drawn_once(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    panel = await active_panel(fake, bot)
    await panel.open()
    await panel.choose_unless_skipped(f"m{TIGRIS}")
    await panel.press(f"cm{TIGRIS}")
    reply = panel.sent[-1].body["content"]
    assert reply.count("You drew") == 1 and "Discard 0 to 2 cards" in reply


async def test_a_marriage_by_command_says_how_many_cards_to_discard_with_its_menu(discord_env):
    """/marry answers with the discard menu: the sentence above it names the cards drawn once
    and how many the menu takes (R4.5), as the panel's does; a menu alone does not say."""
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    user = USERS[row.seats[state.active].user]
    reply = content_of(await fake.interact(fake.command(user, "marry", {"family": "Tigris"})))
    assert reply.count("You drew") == 1
    assert "Discard 0 to 2 cards (R4.5): choose them below, or keep every card." in reply
    described = re.findall(r'"description": "(\d+) points? now, \d+ at best"', reply)  # as the panel's menu
    assert described and len(described) == reply.count('"value": ')


async def test_a_sale_answer_says_what_it_did_and_never_that_a_move_was_made(discord_env):
    """A sale is not a move (R6.5): the seller is told the sale and its price, by the offer's
    button as by /sell, and never reads that their move is made."""
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    mover, seller = state.active, (state.active + 1) % 3
    await rig(bot, lambda s: (give_tile(s, mover, "Tigris"), set_hand(s, seller, [8, 30])))
    await fake.interact(fake.command(USERS[row.seats[mover].user], "expand", {"family": "Tigris", "space": "D7"}))
    user = USERS[row.seats[seller].user]
    message, button = fake.find(f"sk:s:{row.id}:8:1", fake.dm_channels[user[0]])
    said = content_of(await fake.interact(fake.click(user, message, button)))
    assert "You sold the" in said and "Dirham" in said and "move is made" not in said
    _, state = await current(bot)
    assert 8 not in state.players[seller].hand


def confirm_of(fake: FakeDiscord, message_id: str, move: str) -> str:
    return next(c["custom_id"] for c in components_of(fake.messages[message_id])
                if c.get("custom_id", "").endswith(f":c{move}"))


async def test_a_second_panel_after_the_move_says_the_move_is_made_and_offers_the_discard(discord_env):
    """Two panels of one turn (opened twice, or a hint's Play this pressed twice): once one made
    the marriage, the other's Confirm or menu is not told to "first settle your open decision"
    (which reads as if the move were still to make) but that the move is made, over the
    discard that is left; nothing else happens (R3.3)."""
    fake, bot = discord_env
    await open_game(fake)
    row, _ = await current(bot)
    first, second, third = [await active_panel(fake, bot) for _ in range(3)]
    ids = []
    for panel in (first, second):
        await panel.open()
        await panel.choose_unless_skipped(f"m{TIGRIS}")
        ids.append(panel.message["id"])
    await third.open()
    menu = third.component(lambda c: f"m{TIGRIS}" in option_values(c))
    assert menu and third.message
    await first.tap(fake.messages[ids[0]], confirm_of(fake, ids[0], f"m{TIGRIS}"))
    assert "You drew" in first.sent[-1].body["content"]
    await second.tap(fake.messages[ids[1]], confirm_of(fake, ids[1], f"m{TIGRIS}"))
    await third.tap(third.message, menu["custom_id"], [f"m{TIGRIS}"])
    for panel in (second, third):
        reply = panel.sent[-1].body["content"]
        assert "You have made this turn's move; what is left is your discard, below." in reply, reply
        assert "first settle" not in reply and "Discard 0 to 2 cards" in reply
    _, state = await current(bot)
    assert state.pending and [entry.action.family for entry in await bot.service.tables.kept_log(row)] == [TIGRIS]


async def test_the_buttons_that_turn_pages_stand_in_the_last_row_under_the_menus(discord_env):
    """With a sale offer open and more first spaces than the menus hold, Sell and Keep keep
    their row, and "More places ▶" (then "◀ Previous places" beside it) stands in a row of its
    own under the menus: placed by discord.py it joined the Sell and Keep."""
    fake, bot = discord_env
    await open_game(fake)
    spots = ["C2", "C4", "E3", "E4", "F4", "F5", "H2", "I3", "I4", "J5", "K3", "L4", "M4", "G5", "C5", "A5",
             "H4", "J2", "O4", "P4", "N3", "O7", "L6", "M7"]

    def many_routes_and_an_offer(state):
        seat = state.active
        for n, name in enumerate(["Byzant", "Khazar", "Sogdian", "Uyghur", "Chinese", "Levant", "Tigris", "Arabian"]):
            give_tile(state, seat, name)
            for label in spots[n * 3:(n + 1) * 3]:
                put_camel(state, name, label)
        set_hand(state, seat, [8, 12])
        state.offers = [Decision("sale", seat, card=8, turn=state.turn)]
    await rig(bot, many_routes_and_an_offer)
    row, state = await current(bot)
    panel = Panel(fake, USERS[row.seats[state.active].user], row.id)
    await panel.open()

    def rows() -> list[list[str]]:
        panel.message = panel._newest_panel()
        return [[c.get("label") or c.get("placeholder") or "" for c in line["components"]]
                for line in panel.message["components"]]
    first = rows()
    assert len(first) == ROWS and all("places" not in label for label in first[0]), first
    assert first[-1] == ["More places ▶"], first
    await panel.tap(panel.message, panel.component(lambda c: (c.get("label") or "").endswith("▶"))["custom_id"])
    second = rows()
    assert second[-1][0].startswith("◀") and all("places" not in label for label in second[0]), second
