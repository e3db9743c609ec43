"""Settings from the environment (or a ``.env`` file beside the working directory)."""

from __future__ import annotations

import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from bot.arguments import SERVER_IDS, from_one, whole
from bot.games.playing import MOVE_CEILING
from bot.service import DEFAULT_LIMITS, Limit, Limits

DEFAULT_DB = "samarkand.sqlite3"
SHARD_RANGE = re.compile(r"(\d+)(?:-(\d+))?")
LOG_STYLES = ("text", "json")  # SAMARKAND_LOG (bot.ops.logs)
DOTENV_LINE = re.compile(r"(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=(.*)")
QUOTED_VALUE = re.compile(r"""(['"])(.*?)\1(?:\s+#.*)?""")  # a quoted value, then perhaps a comment
INLINE_COMMENT = re.compile(r"\s+#")
TICK_RANGE = (1.0, 3600.0)  # seconds: faster only loads the database; slower makes reminders and time-outs late
CEILING_RANGE = (1.0, 60.0)  # seconds of wall time for a computer move (move_ceiling)


class ConfigError(ValueError):
    """A setting that cannot be used; the message says which and how to write it."""


def load_dotenv(path: Path = Path(".env")) -> None:
    """Put ``KEY=value`` (or shell-style ``export KEY=value``) lines of a .env file into the
    environment, without overriding. A line that is none of these, a comment or blank is
    refused rather than skipped: a setting silently dropped is worse than a stop at start."""
    if not path.exists():
        return
    if not path.is_file():  # a folder named .env (a volume mounted at the wrong path): said, not skipped
        raise ConfigError(f"{path} is not a file: put the settings in a file named .env, or remove it.")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as err:
        raise ConfigError(f"{path} is not UTF-8 text (byte {err.start + 1}): save it as UTF-8.") from None
    except OSError as err:  # a root-owned .env of mode 600, the bot running as another user: no restart mends it
        raise ConfigError(f"{path} cannot be read ({err.strerror or err}): let the bot's user read it "
                          "(chmod or chown), or remove it.") from None
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, value = dotenv_setting(line, path, number)
        os.environ.setdefault(key, value)


def dotenv_setting(line: str, path: Path, number: int) -> tuple[str, str]:
    """One .env line's key and value (quotes taken off). The refusal names the file and the line
    but never repeats it: the line may hold the token."""
    matched = DOTENV_LINE.fullmatch(line)
    if matched is None or "\0" in line:
        raise ConfigError(f"{path}, line {number}, is not KEY=value: write it as e.g. SAMARKAND_LOG=json "
                          "(export KEY=value is read too), or start it with # to keep it as a comment.")
    return matched[1], dotenv_value(matched[2].strip())


def dotenv_value(written: str) -> str:
    """A .env value as Docker Compose and python-dotenv read it: in quotes, what is between
    them (a ``#`` inside is the value's); unquoted, up to a ``#`` after white space (a comment:
    ``SAMARKAND_DB=games.sqlite3  # live`` names games.sqlite3, not a new empty file)."""
    quoted = QUOTED_VALUE.fullmatch(written)
    if quoted:
        return quoted[2]
    return INLINE_COMMENT.split(written, maxsplit=1)[0].strip()


@dataclass(frozen=True)
class Config:
    token: str = field(repr=False)           # never in a log line or a traceback's locals
    db_path: str = field(repr=False)         # an SQLite file path, or a postgresql:// URL (its password: not shown)
    dev_guild: int | None
    tick_seconds: float
    shard_count: int | None = None           # set: this process is one of several (or runs every shard)
    shard_ids: tuple[int, ...] | None = None  # the shards this process runs; None: all of them
    metrics: tuple[str, int] | None = None    # where /metrics, /healthz and /readyz listen; None: nowhere
    retain_days: int | None = None            # finished games' logs are deleted this long after the end; None: kept
    limits: Limits = DEFAULT_LIMITS           # what one member and one server may open at once
    log_style: str = "text"                    # SAMARKAND_LOG: "text" lines for people, or "json" lines
    web: tuple[str, int] | None = None        # SAMARKAND_WEB: where the game pages listen; None: nowhere
    web_url: str = ""                         # SAMARKAND_WEB_URL: the pages' public address, for links
    web_secret: str = field(default="", repr=False)  # SAMARKAND_WEB_SECRET: signs private pages' links; empty: off
    web_metrics: bool = False                  # SAMARKAND_WEB_METRICS: /metrics beside public pages too
    move_ceiling: float = MOVE_CEILING         # SAMARKAND_MOVE_CEILING: seconds of wall time a computer move may take

    @classmethod
    def from_env(cls) -> Config:
        load_dotenv()
        count = shard_count(os.environ.get("SAMARKAND_SHARDS", ""))
        return cls(
            token=os.environ.get("DISCORD_TOKEN", "").strip(),
            db_path=os.environ.get("SAMARKAND_DB", DEFAULT_DB),
            dev_guild=dev_guild(os.environ.get("SAMARKAND_DEV_GUILD", "")),
            tick_seconds=tick_seconds(os.environ.get("SAMARKAND_TICK_SECONDS", "")),
            shard_count=count,
            shard_ids=shard_ids(os.environ.get("SAMARKAND_SHARD_IDS", ""), count),
            metrics=metrics_address(os.environ.get("SAMARKAND_METRICS", "")),
            retain_days=retention(os.environ.get("SAMARKAND_RETAIN_DAYS", "")),
            limits=limits_from(os.environ),
            log_style=log_style(os.environ.get("SAMARKAND_LOG", "")),
            web=web_address(os.environ.get("SAMARKAND_WEB", "")),
            web_url=web_url(os.environ.get("SAMARKAND_WEB_URL", "")),
            web_secret=web_secret(os.environ.get("SAMARKAND_WEB_SECRET", "")),
            web_metrics=web_metrics(os.environ.get("SAMARKAND_WEB_METRICS", "")),
            move_ceiling=move_ceiling(os.environ.get("SAMARKAND_MOVE_CEILING", "")),
        )


def dev_guild(text: str) -> int | None:
    """SAMARKAND_DEV_GUILD: the development server ``sync`` registers the commands to; empty:
    none (global). Refused when not an id, as ``sync --guild`` refuses one (SERVER_IDS): ignored,
    it would register the commands globally, which Discord takes up to an hour to show."""
    refusal = (f"SAMARKAND_DEV_GUILD is '{text[:20]}': give the development server's id, e.g. "
               "123456789012345678 (or leave it empty to register the commands globally).")
    guild = counted(text, refusal)
    if guild is not None and guild not in SERVER_IDS:
        raise ConfigError(refusal)
    return guild


def counted(text: str, refusal: str) -> int | None:
    """A whole number of at least 1; empty: None; anything else is ``refusal``, a ConfigError."""
    if not text.strip():
        return None
    if not from_one(text.strip()):
        raise ConfigError(refusal)
    return int(text)


def tick_seconds(text: str) -> float:
    """SAMARKAND_TICK_SECONDS: the scheduler's period; empty: 60. Bounded (TICK_RANGE): 0 would spin, nan never tick."""
    return seconds_in("SAMARKAND_TICK_SECONDS", text, 60.0, TICK_RANGE)


def move_ceiling(text: str) -> float:
    """SAMARKAND_MOVE_CEILING: a computer move's most wall seconds, whatever its CPU budget (a busy host stretches it);
    empty: 5. Bounded (CEILING_RANGE): under a second searching barely thinks, over a minute players wait."""
    return seconds_in("SAMARKAND_MOVE_CEILING", text, MOVE_CEILING, CEILING_RANGE)


def seconds_in(name: str, text: str, default: float, bounds: tuple[float, float]) -> float:
    """A setting of seconds within ``bounds``; empty: ``default``; anything else is one sentence."""
    if not text.strip():
        return default
    least, most = bounds
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not (math.isfinite(seconds) and least <= seconds <= most):
        raise ConfigError(f"{name} is '{text[:20]}': give a number of seconds from {least:g} "
                          f"to {most:g}, e.g. {default:g} (the default).")
    return seconds


def log_style(text: str) -> str:
    """SAMARKAND_LOG: how log lines are written; empty: ``text``."""
    style = text.strip().lower() or "text"
    if style not in LOG_STYLES:
        raise ConfigError(f"SAMARKAND_LOG is '{text[:20]}': write text (the default) or json.")
    return style


def shard_count(text: str) -> int | None:
    """SAMARKAND_SHARDS: how many shards the bot has across all its processes."""
    return counted(text, f"SAMARKAND_SHARDS is '{text[:20]}': give the total number of shards, e.g. 4.")


def shard_ids(text: str, count: int | None) -> tuple[int, ...] | None:
    """SAMARKAND_SHARD_IDS: this process's shards, as numbers and ranges ("0-3", "4,5")."""
    if not text.strip():
        return None
    if count is None:
        raise ConfigError("SAMARKAND_SHARD_IDS needs SAMARKAND_SHARDS, the total number of shards.")
    ids: list[int] = []
    for part in text.replace(" ", "").split(","):
        matched = SHARD_RANGE.fullmatch(part) if part.isascii() else None
        first, last = (int(matched[1]), int(matched[2] or matched[1])) if matched else (1, 0)
        if first > last:
            raise ConfigError(f"SAMARKAND_SHARD_IDS has '{part[:20]}': write shard numbers and ranges, e.g. 0-3,6.")
        if last >= count:  # refused before it is listed: a range to 10**14 would fill the memory
            raise not_shards(count)
        ids += range(first, last + 1)
    if len(set(ids)) != len(ids):
        raise not_shards(count)
    return tuple(ids)


def not_shards(count: int) -> ConfigError:
    """SAMARKAND_SHARD_IDS past the count, or naming a shard twice: what it must name instead."""
    return ConfigError(f"SAMARKAND_SHARD_IDS must name distinct shards from 0 to {count - 1} "
                       f"(SAMARKAND_SHARDS is {count}).")


def metrics_address(text: str) -> tuple[str, int] | None:
    """SAMARKAND_METRICS: the metrics and health server's ``host:port``; empty, the default: nothing listens unasked."""
    return address("SAMARKAND_METRICS", text, "9100")


def web_address(text: str) -> tuple[str, int] | None:
    """SAMARKAND_WEB: the game pages' ``host:port`` (health checks too); empty: no pages (the default)."""
    return address("SAMARKAND_WEB", text, "8080")


def address(variable: str, text: str, example: str) -> tuple[str, int] | None:
    """A ``host:port`` to listen on; empty: nowhere."""
    if not text.strip():
        return None
    host, _, port = text.strip().rpartition(":")
    if not host or not whole(port.strip()) or int(port) > 65535:
        raise ConfigError(f"{variable} is '{text[:40]}': write host:port, e.g. 0.0.0.0:{example} "
                          f"(or 127.0.0.1:{example} to listen on this machine only).")
    return host.strip("[]"), int(port)


# Discord takes a link button's address up to 512 characters; the longest link the bot makes
# adds 133 to the base: "/games/", a 19-digit game, "/private/", and a token of a seat, a 20-digit
# user, a 10-digit time and a 64-digit signature. A longer base would make every /hand answer
# and every turn message with a link one that Discord refuses.
WEB_URL_MOST = 512 - 133


def web_url(text: str) -> str:
    """SAMARKAND_WEB_URL: the address players open the game pages at (the reverse proxy's,
    e.g. https://samarkand.example.org), without a trailing slash; empty: no links."""
    url = text.strip().rstrip("/")
    if url and (not url.startswith(("https://", "http://")) or any(c.isspace() for c in url)):
        raise ConfigError(f"SAMARKAND_WEB_URL is '{text[:60]}': write the pages' public address, "
                          "e.g. https://samarkand.example.org.")
    if len(url) > WEB_URL_MOST:
        raise ConfigError(f"SAMARKAND_WEB_URL has {len(url)} characters: give at most {WEB_URL_MOST}, so that "
                          "the links to the pages stay within the 512 characters Discord takes for a link.")
    return url


SWITCHES = {"": False, "off": False, "on": True}  # SAMARKAND_WEB_METRICS, as written (any case)


def web_metrics(text: str) -> bool:
    """SAMARKAND_WEB_METRICS: ``on`` lets ``/metrics`` answer beside the game pages
    (SAMARKAND_WEB) when they listen on an address other machines reach; empty or ``off``: there
    only when they listen on this machine alone (``bot.web.server.metrics_beside_pages``), so
    that turning the pages on never makes the metrics world-readable by itself."""
    switch = SWITCHES.get(text.strip().lower())
    if switch is None:
        raise ConfigError(f"SAMARKAND_WEB_METRICS is '{text[:20]}': write on (/metrics beside public pages too) "
                          "or off (the default).")
    return switch


SECRET_LEAST = 32  # characters: a guess must not be feasible (secrets.token_urlsafe(32) gives 43)


def web_secret(text: str) -> str:
    """SAMARKAND_WEB_SECRET: the key that signs the links to the players' private pages
    (docs/web.md#the-private-page); empty: no private pages. Never echoed in an error."""
    secret = text.strip()
    if secret and len(secret) < SECRET_LEAST:
        raise ConfigError(f"SAMARKAND_WEB_SECRET has {len(secret)} characters: give at least {SECRET_LEAST}, e.g. "
                          "the output of: python3 -c 'import secrets; print(secrets.token_urlsafe(32))'")
    return secret


def retention(text: str) -> int | None:
    """SAMARKAND_RETAIN_DAYS: after how many days a finished game's action log is deleted (its
    result stays); empty: logs are kept (the default). docs/privacy.md."""
    return counted(text, f"SAMARKAND_RETAIN_DAYS is '{text[:20]}': give a whole number of days, e.g. 365 "
                   "(or leave it empty to keep finished games' logs).")


def limits_from(environment: Mapping[str, str]) -> Limits:
    """SAMARKAND_MEMBER_LOBBIES, SAMARKAND_MEMBER_GAMES, SAMARKAND_SERVER_LOBBIES,
    SAMARKAND_SERVER_GAMES: each a whole number of at least 1, or ``none`` for no limit; a
    variable not set keeps its default (docs/limits.md)."""
    chosen = {limit.value: None if written.lower() == "none" else counted(
                  written, f"{limit.setting} is '{written[:20]}': give a whole number of at least 1, "
                           f"or none for no limit (default {DEFAULT_LIMITS.most(limit)}).")
              for limit in Limit if (written := environment.get(limit.setting, "").strip())}
    return replace(DEFAULT_LIMITS, **chosen)
