"""SAMARKAND_WEB and SAMARKAND_WEB_URL: off by default, how they are written, the one server
the pages share with the health checks (and with /metrics, where SAMARKAND_WEB_METRICS or a
loopback address allows), and the link buttons they give Discord's messages."""

from __future__ import annotations

import aiohttp
import pytest

from bot.ops.config import WEB_URL_MOST, Config, ConfigError, web_metrics, web_secret, web_url
from bot.runtime.health_server import HealthServer
from bot.web.addresses import private_address
from bot.web.samarkand_pages import samarkand_routes
from bot.web.server import metrics_beside_pages
from bot.web.signed_link import LinkSigner
from bot.words.i18n import text
from cogs.page_link import page_view
from cogs.turn_message import turn_view
from tests.support.watched_bot import Bot
from tests.web.conftest import Served


def test_the_pages_are_off_unless_the_host_asks(monkeypatch):
    monkeypatch.setattr("bot.ops.config.load_dotenv", lambda: None)
    for name in ("SAMARKAND_WEB", "SAMARKAND_WEB_URL"):
        monkeypatch.delenv(name, raising=False)
    assert (Config.from_env().web, Config.from_env().web_url) == (None, "")
    monkeypatch.setenv("SAMARKAND_WEB", "0.0.0.0:8080")
    monkeypatch.setenv("SAMARKAND_WEB_URL", "https://samarkand.example.org/")
    assert (Config.from_env().web, Config.from_env().web_url) == (("0.0.0.0", 8080), "https://samarkand.example.org")
    monkeypatch.setenv("SAMARKAND_WEB", "8080")
    with pytest.raises(ConfigError, match="SAMARKAND_WEB is '8080'"):
        Config.from_env()


def test_the_private_pages_need_a_long_secret_that_no_message_repeats(monkeypatch):
    monkeypatch.setattr("bot.ops.config.load_dotenv", lambda: None)
    monkeypatch.delenv("SAMARKAND_WEB_SECRET", raising=False)
    assert Config.from_env().web_secret == ""
    secret = "x7" * 20
    monkeypatch.setenv("SAMARKAND_WEB_SECRET", f" {secret} ")
    config = Config.from_env()
    assert config.web_secret == secret and secret not in repr(config)
    with pytest.raises(ConfigError, match="SAMARKAND_WEB_SECRET has 9 characters") as refused:
        web_secret("too-short")
    assert "too-short" not in str(refused.value)


def test_metrics_beside_public_pages_are_off_unless_the_host_turns_them_on(monkeypatch):
    monkeypatch.setattr("bot.ops.config.load_dotenv", lambda: None)
    monkeypatch.delenv("SAMARKAND_WEB_METRICS", raising=False)
    assert Config.from_env().web_metrics is False
    monkeypatch.setenv("SAMARKAND_WEB_METRICS", " ON ")
    assert Config.from_env().web_metrics is True
    assert (web_metrics(""), web_metrics("off"), web_metrics("On")) == (False, False, True)
    with pytest.raises(ConfigError, match=r"SAMARKAND_WEB_METRICS is 'yes': write on \(/metrics beside public pages "
                                          r"too\) or off \(the default\)\."):
        web_metrics("yes")


@pytest.mark.parametrize(("pages", "metrics", "public", "beside"), [
    (("127.0.0.1", 8080), None, False, True),   # this machine only: the host's to read
    (("127.0.0.2", 8080), None, False, True),   # all of 127/8 is loopback
    (("::1", 8080), None, False, True),
    (("localhost", 8080), None, False, True),
    (("0.0.0.0", 8080), None, False, False),    # every interface: the world's, unless the host says so
    (("::", 8080), None, False, False),
    (("192.0.2.7", 8080), None, False, False),
    (("pages.example.org", 8080), None, False, False),  # a name may resolve to anything
    (("0.0.0.0", 8080), None, True, True),      # SAMARKAND_WEB_METRICS=on
    (("0.0.0.0", 8080), ("0.0.0.0", 8080), False, True),  # SAMARKAND_METRICS names this very address
    (("127.0.0.1", 8080), ("127.0.0.1", 9100), True, False),  # an address of their own: only there
])
def test_metrics_answer_beside_the_pages_only_on_this_machine_or_when_the_host_asks(pages, metrics, public, beside):
    assert metrics_beside_pages(pages, metrics, public) is beside


@pytest.mark.parametrize("wrong", ["samarkand.example.org", "ftp://x", "https://a b"])
def test_a_public_address_must_be_a_web_address(wrong):
    with pytest.raises(ConfigError, match="SAMARKAND_WEB_URL"):
        web_url(wrong)


def links(view) -> list[str]:
    return [item.url for item in view.children if getattr(item, "url", None)] if view else []


async def test_turn_messages_and_the_board_link_to_the_page_only_with_an_address():  # a View needs a loop (2.6)
    t = text("de")
    assert links(turn_view(7, 3, t)) == [] and page_view(7, t, "") is None
    linked = turn_view(7, 3, t, "https://s.example")
    assert links(linked) == ["https://s.example/games/7"]
    assert linked.children[-1].label == "Spielseite"  # type: ignore[attr-defined]
    assert links(page_view(7, t, "https://s.example", after=2)) == ["https://s.example/games/7?turn=2"]


async def test_the_pages_share_the_server_of_the_health_checks(served: Served):
    server = HealthServer(Bot(), samarkand_routes(served.service, None))  # type: ignore[arg-type]
    await server.start("127.0.0.1", 0)
    try:
        async with aiohttp.ClientSession() as session:
            for path, status in (("/healthz", 200), (f"/games/{served.game}", 200), ("/games/x", 404)):
                async with session.get(f"http://127.0.0.1:{server.port}{path}") as answer:
                    assert answer.status == status, path
    finally:
        await server.stop()


def logged_paths(caplog) -> list[str]:
    """The paths the server's start named in its log line (``serving http://host:port: /a, /b``)."""
    [line] = [r.getMessage() for r in caplog.records if r.name == "samarkand.health" and r.getMessage().startswith(
        "serving http://")]
    return line.split(": ", 1)[1].split(", ")


async def test_the_start_names_exactly_the_paths_the_server_answers(served: Served, caplog):
    """Each path the start's log line names is answered by a handler of its own (filled in, it
    gets no router's bare "404: Not Found"), and a path it leaves out is not served: the pages
    beside the health checks without ``/metrics`` (the line named it whether it was there or
    not, and named the pages as one ``/games/<id>``), and the health checks alone without a page."""
    caplog.set_level("INFO", "samarkand.health")
    token = served.signer.token(served.game, 0, "u0", served.clock() - 1)  # expired: a handler's 403
    filled = {"game": str(served.game), "token": token, "name": "game.css"}
    for pages, metrics, left_out in ((samarkand_routes(served.service, served.signer), False, "/metrics"),
                                     ((), True, "/")):
        caplog.clear()
        server = HealthServer(Bot(), pages, metrics=metrics)  # type: ignore[arg-type]
        await server.start("127.0.0.1", 0)
        try:
            paths = logged_paths(caplog)
            assert left_out not in paths and len(paths) == len(set(paths)) >= 3
            async with aiohttp.ClientSession() as session:
                for path in [*paths, left_out]:
                    async with session.get(f"http://127.0.0.1:{server.port}{path.format_map(filled)}") as answer:
                        missed = answer.status == 404 and await answer.text() == "404: Not Found"
                    assert missed is (path == left_out), path
        finally:
            await server.stop()


def test_the_longest_address_taken_keeps_the_longest_link_within_discords_512():
    """The longest private link: the longest game id, seat, user id and expiry time there are."""
    base = web_url("https://" + "s" * (WEB_URL_MOST - len("https://")))
    token = LinkSigner(b"k" * 32, lifetime=0).token(2**63 - 1, 4, str(2**64 - 1), 9_999_999_999)
    assert len(private_address(base, 2**63 - 1, token)) == 512
    with pytest.raises(ConfigError, match=f"give at most {WEB_URL_MOST}, so that the links"):
        web_url(base + "s")
