"""The Discord stand-in: a local server that plays Discord's REST API and gateway for the
contract tests and ``bench bot`` (``fake``), the interactions it feeds the bot
(``interactions``), Discord's rate limits (``budget``), its ids, permission bits and errors
(``codes``), and what it records (``records``)."""

from tests.support.standin.budget import BudgetClock, RateBudget
from tests.support.standin.codes import (
    ALL_PERMISSIONS,
    APP_ID,
    ATTACH,
    CHANNEL_ID,
    CREATE_THREADS,
    DROPPED,
    EMBED,
    FORUM,
    GUILD_ID,
    MISSING_ACCESS,
    MISSING_PERMISSIONS,
    RATE_LIMITED,
    SEND,
    SERVER_ERROR,
    TOKEN,
    VIEW,
)
from tests.support.standin.fake import FakeDiscord
from tests.support.standin.problems import INVALID_FORM_BODY
from tests.support.standin.records import Captured, Channel, components_of, user_payload

__all__ = [
    "ALL_PERMISSIONS",
    "APP_ID",
    "ATTACH",
    "CHANNEL_ID",
    "CREATE_THREADS",
    "DROPPED",
    "EMBED",
    "FORUM",
    "GUILD_ID",
    "INVALID_FORM_BODY",
    "MISSING_ACCESS",
    "MISSING_PERMISSIONS",
    "RATE_LIMITED",
    "SEND",
    "SERVER_ERROR",
    "TOKEN",
    "VIEW",
    "BudgetClock",
    "Captured",
    "Channel",
    "FakeDiscord",
    "RateBudget",
    "components_of",
    "user_payload",
]
