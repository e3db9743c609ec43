"""The container's health check (the Dockerfile's ``HEALTHCHECK``): ``python -m bot.ops.probe``
asks the bot's own ``/healthz``, on the metrics server (``SAMARKAND_METRICS``), or else on the
pages' (``SAMARKAND_WEB``), which answers it too. Without either no server runs and there is
nothing to ask, so the check passes: an image cannot know at build time whether its host will
turn a server on. ``/healthz``, not ``/readyz``: a Discord outage is no reason to call the
container sick (``/readyz`` is for a load balancer or Kubernetes' readiness probe); a database
that refuses writes is, and ``/healthz`` says so."""

from __future__ import annotations

import os
import sys
import urllib.error
import urllib.request

from bot.ops.config import ConfigError, load_dotenv, metrics_address, web_address
from bot.web.addresses import http_root

# A server listening everywhere is asked on this machine: on IPv4's loopback, or on IPv6's for
# ``::``, where the bot's server takes IPv6 connections only (asyncio binds it IPV6_V6ONLY).
LOOPBACK = {"0.0.0.0": "127.0.0.1", "": "127.0.0.1", "::": "::1"}
SECONDS = 5.0


def main() -> int:
    """0 when the bot answers (or no server was asked for), 1 when it does not; a settings
    mistake (the bot refuses to start on it too) is one sentence, not a traceback."""
    try:
        load_dotenv()
        address = metrics_address(os.environ.get("SAMARKAND_METRICS", "")) or \
            web_address(os.environ.get("SAMARKAND_WEB", ""))
    except ConfigError as err:
        print(err, file=sys.stderr)
        return 1
    if address is None:
        return 0
    host, port = address
    try:
        root = http_root(LOOPBACK.get(host, host), port)
        with urllib.request.urlopen(f"{root}/healthz", timeout=SECONDS) as answer:
            return 0 if answer.status == 200 else 1
    except urllib.error.HTTPError as err:  # it answered, and not "ok": its reason is the one sentence
        print(f"the bot's /healthz answered {err.code}: {err.read().decode(errors='replace').strip()}", file=sys.stderr)
        return 1
    except OSError as err:
        print(f"the bot's /healthz did not answer: {err}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
