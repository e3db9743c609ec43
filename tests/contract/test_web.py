"""The bot with SAMARKAND_WEB and SAMARKAND_WEB_URL against the stand-in: its turn messages
carry a link to the game's page, and the page answers on the bot's own server, beside the
health checks; with SAMARKAND_WEB_SECRET too, /hand gives each holder (privately) a signed link
to their own seat's private page, which the same server answers."""

from __future__ import annotations

import aiohttp
import pytest

from bot.store import GameStatus
from tests.support.discord_players import (
    USERS,
    current,
    open_game,
    public_requests,
    replace_command,
    rig,
    turn_messages,
)
from tests.support.engine_scenarios import final_turn_opens_an_offer
from tests.support.standin import CHANNEL_ID, components_of

WEB = {"web_at": ("127.0.0.1", 0), "web_url": "https://samarkand.example.org"}
SECRET = "a secret of the contract tests, long enough"
PRIVATE = f"{WEB['web_url']}/games/"


def private_links(sent) -> list[str]:
    return [c["url"] for r in sent if isinstance(r.body, dict) for c in components_of(r.body.get("data", r.body))
            if "/private/" in c.get("url", "")]


@pytest.mark.parametrize("discord_env", [WEB], indirect=True)
async def test_turn_messages_link_to_the_page_the_bot_serves(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row = await bot.service.store.live_game(CHANNEL_ID)
    links = [c.get("url") for c in components_of(turn_messages(fake)[-1].body) if c.get("url")]
    assert links == [f"https://samarkand.example.org/games/{row.id}"]
    async with aiohttp.ClientSession() as session:
        for path in (f"/games/{row.id}", "/healthz"):
            async with session.get(f"http://127.0.0.1:{bot.web.port}{path}") as answer:
                assert answer.status == 200, path
    assert bot.health is None  # one server: the metrics share the pages'


@pytest.mark.parametrize("discord_env", [{**WEB, "metrics_at": ("127.0.0.2", 0)}], indirect=True)
async def test_metrics_given_an_address_of_their_own_are_not_on_the_pages_server(discord_env):
    """SAMARKAND_METRICS apart from SAMARKAND_WEB keeps the metrics private: the public pages'
    server answers the health checks a load balancer asks, but not /metrics."""
    _, bot = discord_env
    asked = (("127.0.0.1", bot.web, "/metrics", 404), ("127.0.0.1", bot.web, "/healthz", 200),
             ("127.0.0.2", bot.health, "/metrics", 200))
    async with aiohttp.ClientSession() as session:
        for host, server, path, status in asked:
            async with session.get(f"http://{host}:{server.port}{path}") as answer:
                assert answer.status == status, (server is bot.web, path)


@pytest.mark.parametrize(("discord_env", "status"), [
    ({**WEB}, 200),  # the pages on this machine only (the proxy's): the metrics beside them are the host's
    ({**WEB, "web_at": ("0.0.0.0", 0)}, 404),  # pages other machines reach: not the world's to read
    ({**WEB, "web_at": ("0.0.0.0", 0), "web_metrics": True}, 200),  # SAMARKAND_WEB_METRICS=on
], indirect=["discord_env"])
async def test_metrics_beside_pages_that_other_machines_reach_need_the_hosts_word(discord_env, status, caplog):
    """SAMARKAND_WEB on every interface and no SAMARKAND_METRICS: the pages and the health
    checks answer there, /metrics only with SAMARKAND_WEB_METRICS=on. Where it does not, the
    start says so as a warning: a Prometheus that scraped the pages' address before this
    default sees the target go down, and the operator reads why."""
    fake, bot = discord_env
    warned = [r.getMessage() for r in caplog.get_records("setup") if r.levelname == "WARNING"]
    assert any(line.startswith("/metrics is not served on 0.0.0.0:") for line in warned) is (status == 404)
    await open_game(fake)
    row = await bot.service.store.live_game(CHANNEL_ID)
    assert bot.health is None  # one server
    async with aiohttp.ClientSession() as session:
        for path, expected in ((f"/games/{row.id}", 200), ("/healthz", 200), ("/metrics", status)):
            async with session.get(f"http://127.0.0.1:{bot.web.port}{path}") as answer:
                assert answer.status == expected, path


@pytest.mark.parametrize("discord_env", [{**WEB, "web_secret": SECRET}], indirect=True)
async def test_hand_gives_each_holder_privately_a_signed_link_to_their_own_page(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row = await bot.service.store.live_game(CHANNEL_ID)
    for seat, held in enumerate(row.seats):
        sent = await fake.interact(fake.command(USERS[held.user], "hand"))
        [link] = private_links(sent)
        assert all(r.ephemeral or r.path.startswith("/webhooks") for r in sent
                   if r.path.startswith(("/webhooks", "/interactions")))
        assert any(r.ephemeral for r in sent if r.path.startswith("/interactions"))  # the answer is the holder's only
        token = link.removeprefix(f"{PRIVATE}{row.id}/private/")
        holder = bot.private_links.holder(row.id, token, bot.service.tables.clock())
        assert (holder.seat, holder.user) == (seat, held.user)
        async with aiohttp.ClientSession() as session, \
                session.get(f"http://127.0.0.1:{bot.web.port}/games/{row.id}/private/{token}") as answer:
            assert answer.status == 200 and held.name in await answer.text()
    assert not any("/private/" in str(r.body) for r in public_requests(fake))


async def opened(bot, link: str) -> tuple[int, str]:
    """The private page a /hand link names, as the bot's own server answers it."""
    async with aiohttp.ClientSession() as session, \
            session.get(f"http://127.0.0.1:{bot.web.port}{link.removeprefix(WEB['web_url'])}?lang=en") as answer:
        return answer.status, await answer.text()


@pytest.mark.parametrize("discord_env", [{**WEB, "web_secret": SECRET}], indirect=True)
async def test_after_the_end_a_replaced_players_hand_links_a_page_that_opens(discord_env):
    """A player whose seat the host handed to a computer gets their /hand back once the game
    is scored (the final hand is public then, R9.4); its link to their seat's private page
    opened with a 403 ("no longer held") and the page now shows the final hand. While the
    computer plays the seat, /hand is refused and links nothing."""
    fake, bot = discord_env
    await open_game(fake)
    await rig(bot, final_turn_opens_an_offer)
    row, _ = await current(bot)
    replaced = USERS[row.seats[2].user]  # seat 1 holds the final turn's offer
    await fake.interact(replace_command(fake, USERS[row.host_id], replaced))
    refused = await fake.interact(fake.command(replaced, "hand"))
    assert "A computer plays your seat" in str([r.body for r in refused]) and private_links(refused) == []
    await fake.interact(fake.command(USERS[row.seats[0].user], "expand",
                                     {"family": "Tigris", "space": "E6", "space2": "D7"}))
    message, sell = fake.find(f"sk:s:{row.id}:8:1", fake.dm_channels[row.seats[1].user])
    await fake.interact(fake.click(USERS[row.seats[1].user], message, sell))
    assert (await current(bot))[0].status is GameStatus.OVER
    sent = await fake.interact(fake.command(replaced, "hand"))
    [link] = private_links(sent)
    status, page = await opened(bot, link)
    assert "Final result" in str([r.body for r in sent]) and status == 200, page
    assert row.seats[2].name in page and "The game is over." in page


@pytest.mark.parametrize("discord_env", [{**WEB, "web_secret": SECRET}], indirect=True)
async def test_an_aborted_games_hand_gives_no_private_link(discord_env):
    """Nothing is left to play in an aborted game: its /hand has no button, not even the link
    to a private page of legal moves."""
    fake, bot = discord_env
    await open_game(fake)
    row = await bot.service.store.live_game(CHANNEL_ID)
    await fake.interact(fake.command(USERS[row.host_id], "abort"))
    sent = await fake.interact(fake.command(USERS[row.seats[0].user], "hand"))
    assert "This game was aborted" in str([r.body for r in sent]) and private_links(sent) == []


@pytest.mark.parametrize("discord_env", [WEB], indirect=True)
async def test_without_a_secret_hand_gives_no_private_link(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row = await bot.service.store.live_game(CHANNEL_ID)
    sent = await fake.interact(fake.command(USERS[row.seats[0].user], "hand"))
    assert "Cards:" in str([r.body for r in sent]) and private_links(sent) == [] and bot.private_links is None
