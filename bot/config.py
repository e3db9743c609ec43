"""Settings from the environment (or a ``.env`` file beside the working directory)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

DEFAULT_DB = "samarkand.sqlite3"


def load_dotenv(path: Path = Path(".env")) -> None:
    """Put ``KEY=value`` lines of a .env file into the environment, without overriding."""
    if not path.is_file():
        return
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, value = line.split("=", 1)
        os.environ.setdefault(key.strip(), value.strip().strip("'\""))


@dataclass(frozen=True)
class Config:
    token: str
    db_path: str
    dev_guild: int | None
    tick_seconds: float

    @classmethod
    def from_env(cls) -> Config:
        load_dotenv()
        guild = os.environ.get("SAMARKAND_DEV_GUILD", "").strip()
        return cls(
            token=os.environ.get("DISCORD_TOKEN", "").strip(),
            db_path=os.environ.get("SAMARKAND_DB", DEFAULT_DB),
            dev_guild=int(guild) if guild.isdigit() else None,
            tick_seconds=float(os.environ.get("SAMARKAND_TICK_SECONDS", "60")),
        )
