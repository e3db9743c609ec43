"""SAMARKAND_METRICS: how it is written, and the container's health check that reads it."""

from __future__ import annotations

import asyncio
import http.server
import threading

import pytest

from bot.ops import probe
from bot.ops.config import ConfigError, metrics_address
from bot.runtime.health_server import listening
from tests.support.watched_bot import Bot


def test_the_address_is_host_and_port_and_off_by_default():
    assert metrics_address("") is None
    assert metrics_address("0.0.0.0:9100") == ("0.0.0.0", 9100)
    assert metrics_address("[::1]:9100") == ("::1", 9100)
    for wrong in ("9100", "localhost", "host:port", "host:70000"):
        with pytest.raises(ConfigError, match="SAMARKAND_METRICS"):
            metrics_address(wrong)


class Healthy(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.send_response(200 if self.path == "/healthz" else 404)
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


def test_the_probe_passes_without_a_server_asked_for_and_asks_healthz_otherwise(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)  # no .env
    for name in ("SAMARKAND_METRICS", "SAMARKAND_WEB"):
        monkeypatch.delenv(name, raising=False)
    assert probe.main() == 0
    server = http.server.HTTPServer(("127.0.0.1", 0), Healthy)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        monkeypatch.setenv("SAMARKAND_METRICS", f"0.0.0.0:{server.server_port}")
        assert probe.main() == 0
    finally:
        server.shutdown()
        server.server_close()
    assert probe.main() == 1  # nothing listens there any more


@pytest.mark.parametrize("listening", [True, False])
def test_with_the_pages_alone_the_probe_asks_their_server(monkeypatch, tmp_path, listening):
    """The pages' server answers /healthz too: a host that turned on only SAMARKAND_WEB has its
    database's health checked there, not a pass for want of the metrics server."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("SAMARKAND_METRICS", raising=False)
    server = http.server.HTTPServer(("127.0.0.1", 0), Healthy)
    port = server.server_port
    if listening:
        threading.Thread(target=server.serve_forever, daemon=True).start()
    else:
        server.server_close()
    try:
        monkeypatch.setenv("SAMARKAND_WEB", f"127.0.0.1:{port}")
        assert probe.main() == (0 if listening else 1)
    finally:
        if listening:
            server.shutdown()
            server.server_close()


def test_the_probe_fails_on_a_settings_mistake_in_one_sentence(monkeypatch, tmp_path, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("SAMARKAND_METRICS", raising=False)
    (tmp_path / ".env").write_text("DISCORD_TOKEN secret-token\n")
    assert probe.main() == 1
    said = capsys.readouterr().err
    assert said.startswith(".env, line 1, is not KEY=value") and said.count("\n") == 1 and "secret" not in said


async def test_the_probe_reaches_a_server_listening_on_every_ipv6_address(monkeypatch, tmp_path):
    """SAMARKAND_METRICS=[::]:9100: the bot's server takes IPv6 connections only there (asyncio
    binds it IPV6_V6ONLY), so the probe asks IPv6's loopback; IPv4's was refused, and the
    container was unhealthy however well the bot ran."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("SAMARKAND_WEB", raising=False)
    server = await listening(Bot(), "::", 0)
    assert server is not None
    try:
        monkeypatch.setenv("SAMARKAND_METRICS", f"[::]:{server.port}")
        assert await asyncio.to_thread(probe.main) == 0
    finally:
        await server.stop()
