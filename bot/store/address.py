"""Where the games are: ``SAMARKAND_DB`` is a file path (SQLite, the default) or a
``postgresql://`` URL (several bot processes on one server). Checked before connecting, so a
typo gets a sentence, not a driver's traceback; a password never appears in a message."""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

from bot.store.errors import BadAddress

SCHEMES = ("postgresql", "postgres")


def is_postgres(address: str) -> bool:
    return address.split("://", 1)[0].lower() in SCHEMES and "://" in address


def check(address: str) -> None:
    """Raise BadAddress unless the address is a file path or a well-formed PostgreSQL URL."""
    if not address.strip():
        raise BadAddress("SAMARKAND_DB is empty: give a file path (SQLite) or a postgresql:// URL.")
    if "://" not in address:
        return
    if not is_postgres(address):
        raise BadAddress(f"SAMARKAND_DB '{shown(address)}' is neither a file path nor a postgresql:// URL.")
    try:
        parts = urlsplit(address)
        parts.port  # noqa: B018 - reading it validates it
    except ValueError as err:
        raise BadAddress(f"SAMARKAND_DB '{shown(address)}' is not a valid PostgreSQL URL ({err}).") from None
    if not parts.hostname and "host=" not in parts.query:
        raise BadAddress(f"SAMARKAND_DB '{shown(address)}' names no server: "
                         "write postgresql://user:password@host:5432/database.")


def shown(address: str) -> str:
    """The address as it may be printed: any password replaced by ***."""
    try:
        parts = urlsplit(address)
        password = parts.password
    except ValueError:
        return address.split("@")[-1] if "@" in address else address
    if not password:
        return address
    netloc = parts.netloc.replace(f":{password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))
