"""Where the games are: ``SAMARKAND_DB`` is a file path (SQLite, the default) or a
``postgresql://`` URL (several bot processes on one server). Checked before connecting, so a
typo gets a sentence, not a driver's traceback; a password never appears in a message."""

from __future__ import annotations

import re
from urllib.parse import SplitResult, urlsplit, urlunsplit

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
    except ValueError as err:  # its words quote what they could not read: a password cut by a "/" in it
        reason, quoted = QUOTED.subn("'***'", str(err))
        raise BadAddress(f"SAMARKAND_DB '{shown(address)}' is not a valid PostgreSQL URL "
                         f"({reason}){HINT if quoted else ''}.") from None
    if misread(parts):
        raise BadAddress(f"SAMARKAND_DB '{shown(address)}' is not a valid PostgreSQL URL{HINT}.")
    if not parts.hostname and "host=" not in parts.query:
        raise BadAddress(f"SAMARKAND_DB '{shown(address)}' names no server: "
                         "write postgresql://user:password@host:5432/database.")


QUOTED = re.compile(r"""(['"]).*\1""")  # a value urllib's error quotes, in either quotes
HINT = "; a /, #, ? or @ in the password is written %2F, %23, %3F or %40"
QUERY_PASSWORD = re.compile(r"(^|&)password=[^&]*", re.IGNORECASE)  # libpq's and asyncpg's ?password=


def shown(address: str) -> str:
    """The address as printable: a password, as ``user:password@`` or ``?password=`` (asyncpg takes both), as ***."""
    return _passwords(address, ":***@", r"\1password=***")


def without_password(address: str) -> str:
    """The address without its password, for a command the host copies (pg_dump: PGPASSWORD or ~/.pgpass gives it)."""
    return _passwords(address, "@", "")


def _passwords(address: str, user_part: str, parameter: str) -> str:
    try:
        parts = urlsplit(address)
        password = parts.password
        parts.port  # noqa: B018 - a port that is no number: the netloc ended early, in a password with a "/"
    except ValueError:
        return unread(address)
    if misread(parts):
        return unread(address)
    query = QUERY_PASSWORD.sub(parameter, parts.query).lstrip("&") if is_postgres(address) else parts.query
    if not password and query == parts.query:
        return address
    netloc = parts.netloc.replace(f":{password}@", user_part, 1) if password else parts.netloc
    return urlunsplit(parts._replace(netloc=netloc, query=query))


def misread(parts: SplitResult) -> bool:
    """Whether an "@" follows the server urllib read: a "/", "#" or "?" not written %2F, %23, %3F ended the user's part
    early (a password "99/x" reads as port 99), so urllib's server and password are wrong."""
    return "@" in parts.path or "@" in parts.query or "@" in parts.fragment


def unread(address: str) -> str:
    """An address urllib cannot read, as it may be printed: all before its last "@" after the
    scheme (the user and a password, which may hold "/", "#" or "?") as ***, and no query."""
    scheme, sep, rest = address.partition("://")
    if not sep or "@" not in rest:
        return f"{scheme}{sep}{rest.split('?')[0]}"
    return f"{scheme}://***@{rest.rsplit('@', 1)[1].split('?')[0]}"
