"""A stand-in for Discord on 127.0.0.1 (for the contract tests and ``bench bot``): the REST
API the bot uses and a gateway that sends READY and then whatever interactions it is fed, to
the shard that Discord would send them to (a guild's by its id, a DM's to shard 0).
Every request is recorded with its decoded body and arrival time, so tests can check it
against Discord's OpenAPI description and the benchmark can time the bot's answers.

It fails the way Discord fails: channels of several types (text, public thread, archived and
locked threads, deleted ones) with the bot's permissions per channel, closed DMs per user,
members who left, the members' own permissions, and any route can be told to answer with any
real Discord error (403, 404, 429 with its rate-limit headers, 5xx) or drop the connection,
once, several times, or at random for chaos games. An interaction answered more than 3 s after
it was created (by the stand-in's clock, which the tests move by hand; or 10 real seconds since
it was sent, a loaded test machine's allowance) gets Discord's 10062, a second initial response
40060, and a follow-up before the first 404 (10015); its token's follow-ups after 15 minutes get
401 (50027); an enforced nonce is remembered for 5 minutes. Discord's rate limits hold
(``budget``): a burst gets real 429s. A body Discord's documentation refuses (``form_body``,
``components``, ``commands``) gets its 400 with code 50035 and Discord's errors nested by path;
a message left with nothing to show, 50006; an edit by the channel's route of a message that is
not the bot's own there (an ephemeral one: 10008, only its interaction's token edits it; another
user's: 50005), or in a channel it cannot view, is refused, and a history read without Read
Message History is empty; a channel the bot cannot see (no View Channel, a private thread it
is not in, a server it was removed from: ``absent_guilds``) answers Missing Access (50001) on
every route, reading it and unarchiving its thread too, which also takes Send Messages in
Threads (50013); more than 100 slash commands, 30032; a file past
the limit its interaction announced (8 MiB; elsewhere the default 10 MiB), Discord's 413 with
code 40005. The users it makes (an interaction's member, a message's author) are named within
Discord's limits, a display name of 1-32 characters and a username of 2-32
(``records.user_payload``): a test that asks for another name gets a ValueError.

Discord wants an interaction's first response "within 3 seconds of receiving the event". The
10 real seconds above forgive what a loaded test machine adds before the bot has the event
(the gateway, a test process starved of a core); what the bot itself takes is timed apart:
from its receiving the interaction (``received``, which the contract fixture hooks into
discord.py's parsing of INTERACTION_CREATE) to its first try at an initial response, in real
seconds. Past 3 s the stand-in still answers, but ``late_first_responses`` names it, and the
contract fixture fails the test at its end: the bot's handler was slow before acknowledging
(a blocking step, a slow autocomplete), which Discord would have refused."""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import json
import random
import re
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from typing import Any

from aiohttp import web

from tests.support.clock import ManualClock
from tests.support.standin.budget import RateBudget, Refusal
from tests.support.standin.codes import (
    ACKNOWLEDGED,
    APP_ID,
    ARCHIVED_THREAD,
    ATTACH,
    BAD_GATEWAY,
    CANNOT_DM,
    CHANNEL_ID,
    CREATE_THREADS,
    DM,
    DROPPED,
    EMBED,
    EPHEMERAL,
    GUILD_ID,
    HISTORY,
    INTERACTION_WINDOW,
    INVALID_WEBHOOK_TOKEN,
    JSON,
    MANAGE_THREADS,
    MISSING_ACCESS,
    MISSING_PERMISSIONS,
    NONCE_SECONDS,
    NOT_THE_AUTHOR,
    PRIVATE_THREAD,
    RATE_LIMITED,
    REAL_WINDOW,
    SEND,
    SEND_IN_THREADS,
    SERVER_ERROR,
    THREAD,
    THREADS,
    TOKEN,
    TOKEN_SECONDS,
    UNKNOWN_CHANNEL,
    UNKNOWN_INTERACTION,
    UNKNOWN_MEMBER,
    UNKNOWN_MESSAGE,
    UNKNOWN_WEBHOOK,
    VIEW,
)
from tests.support.standin.commands import TOO_MANY_COMMANDS, command_problems, too_many
from tests.support.standin.components import modal_problems
from tests.support.standin.form_body import (
    ANSWER_FLAGS,
    DEFERRED_FLAGS,
    EDIT_FLAGS,
    EMPTY_MESSAGE,
    FILE_SIZE,
    FILES,
    FOLLOW_UP_FLAGS,
    POST_FLAGS,
    SHOWN,
    TOO_LARGE,
    choice_problems,
    file_problems,
    flag_problems,
    is_empty,
    message_problems,
    thread_problems,
    too_large,
)
from tests.support.standin.gateway import Gateway, Session
from tests.support.standin.interactions import Interactions, answer_problems
from tests.support.standin.problems import INVALID_FORM_BODY, Problem, refusal_body
from tests.support.standin.records import Captured, Channel, Fault, Hold, shown, user_payload

LOADING = 1 << 7  # a message's flag while its interaction's answer is "thinking…"


class FakeDiscord(Interactions, Gateway):
    """``clock``: the hand-moved time of interactions and nonces; ``budget``: the rate limits,
    on a clock of their own (real seconds, and the waits a test skips); ``real``: the seconds
    that pass by themselves, which an interaction's first answer must also beat."""

    def __init__(self, clock: ManualClock | None = None, budget: RateBudget | None = None,
                 real: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock or ManualClock()
        self.budget = budget or RateBudget()
        self.real = real
        self.born: dict[str, float] = {}  # each interaction's creation time, by token
        self.kinds: dict[str, int] = {}  # each interaction's type (a command, a component's use…), by token
        self.sent_at: dict[str, float] = {}  # each interaction's real time of sending, by token
        self.received_at: dict[str, float] = {}  # the real time the bot received each (``received``), by token
        self.first_response_after: dict[str, float] = {}  # real seconds from that to its first response
        self.named: dict[str, str] = {}  # each interaction as a failure names it, by token
        self.upload_limits: dict[str, int] = {}  # the upload limit each interaction announced, by token
        self.acknowledged: set[str] = set()  # the interactions given their initial response, by token
        self.loading: dict[str, dict[str, Any]] = {}  # a deferred answer's "thinking…" message, by token
        self.first_follow_ups: dict[str, str] = {}  # the follow-up that replaced it, by token: the original now
        self.with_files: set[str] = set()  # the messages that hold files, by id
        self.member_permissions: dict[str, int] = {}  # a member's permissions, where not the default
        self.requests: list[Captured] = []
        self.refused_bodies: list[tuple[str, list[str]]] = []  # a route and where its body broke a limit
        self.messages: dict[str, dict[str, Any]] = {}
        self.dm_channels: dict[str, str] = {}
        self.channels: dict[str, Channel] = {CHANNEL_ID: Channel(CHANNEL_ID)}
        self.closed_dms: set[str] = set()
        # a user whose DM channel's history Discord refuses to the bot, with the refusal
        self.unreadable_dms: dict[str, tuple[int, int, str]] = {}
        self.departed: set[str] = set()
        self.faults: list[Fault] = []
        self.holds: list[Hold] = []
        self.chaos_rng: random.Random | None = None
        self.chaos_rate = 0.0
        self.injected: Counter[str] = Counter()
        self.rotation: Counter[str] = Counter()  # chaos errors given so far, by kind of route
        self.nonces: dict[str, tuple[float, dict[str, Any]]] = {}  # when each was first used, and its message
        self.created: dict[str, dict[str, Any]] = {}  # every message as it was first posted
        self.ids = itertools.count(600000000000000000)
        self.ready = asyncio.Event()
        self.outboxes: defaultdict[int, asyncio.Queue[dict[str, Any]]] = defaultdict(asyncio.Queue)  # per shard
        self.shard_count = 1
        self.delivered: list[tuple[int, str]] = []  # (shard, event) for every event sent
        self.done: dict[str, asyncio.Future[None]] = {}
        self.channel_of_token: dict[str, str] = {}
        self.pressed_on: dict[str, str] = {}  # a component interaction's token: the message it was used on
        self.answers: Counter[str] = Counter()
        self.locale = "en-US"  # the players' Discord clients' language, in every interaction
        self.guild_locale = "en-US"  # the server's preferred language
        self.sequence = 0
        self.gateway_open = True  # False during an outage: connections are refused
        self.sockets: dict[web.WebSocketResponse, list[asyncio.Task[None]]] = {}  # each with its event senders
        self.sessions: dict[str, Session] = {}  # the sessions that may be resumed, by id
        self.session_numbers = itertools.count(1)
        self.refusing_sessions = False  # True while every IDENTIFY gets INVALID_SESSION
        self.identified = 0  # sessions started (READY sent)
        self.resumed = 0  # sessions resumed after a drop
        self.replayed: list[tuple[int, str]] = []  # (shard, event) sent again on a RESUME
        self.lost: list[tuple[int, str]] = []  # (shard, event) no session was left to receive
        self.registered: dict[str, list[dict[str, Any]]] = {}  # slash commands: "global", or by guild
        # servers the application is not in (never invited, or removed): their commands are refused, and
        # every route of their channels and members answers Missing Access
        self.absent_guilds: set[str] = set()
        self.bot_user = user_payload(APP_ID, "Samarkand")
        self.runner: web.AppRunner | None = None
        self.port = 0

    def commands_listed(self, guild: str) -> list[str]:
        """The command names a member of ``guild`` sees: the global ones and the guild's own
        (Discord lists both, so a name registered in both appears twice)."""
        return [c["name"] for scope in ("global", guild) for c in self.registered.get(scope, [])]

    def new_id(self) -> str:
        return str(next(self.ids))

    def dm_channel(self, user: str) -> str:
        """The direct-message channel of the user and the bot, opened on first use, as Discord does."""
        channel = self.dm_channels.setdefault(user, self.new_id())
        self.channels.setdefault(channel, Channel(channel, DM))
        return channel

    # ----- what the test arranges ---------------------------------------------------------

    def fail(self, route: str, error: tuple[int, int, str], times: int | None = 1, glob: bool = False,
             done_anyway: bool = False, carrying: str | None = None, retry_after: float = 0.01) -> None:
        """The next ``times`` requests matching ``route`` (None: all) get ``error``; with
        ``done_anyway`` the request takes effect first (the answer is lost on the way back);
        with ``carrying``, only messages whose content holds that text (a game's last turn);
        a 429 says to wait ``retry_after`` seconds.
        An interaction's answer refused for good (a 4xx but 429) ends what is awaited of it."""
        self.faults.append(Fault(re.compile(route), error, times, glob, done_anyway, carrying, retry_after))

    def hold(self, route: str, carrying: str | None = None, done_anyway: bool = False) -> Hold:
        """The next request matching ``route`` (with ``carrying`` in its message's content) is
        held, unanswered and without effect, until the test lets it go; then its connection
        closes without an answer. What a bot killed while it waits for that answer left unsent;
        with ``done_anyway`` it takes effect first, as a send that reached Discord."""
        hold = Hold(re.compile(route), carrying, done_anyway)
        self.holds.append(hold)
        return hold

    def chaos(self, seed: int, rate: float) -> None:
        """From now on a random ``rate`` of the calls that can fail in real life do, with the
        errors real Discord gives on that route, each in turn."""
        self.chaos_rng, self.chaos_rate = random.Random(seed), rate

    def thread(self, parent: str = CHANNEL_ID, private: bool = False, **state: Any) -> str:
        """A public thread, or a private one the bot was not added to (Discord then refuses
        its posts with Missing Access, though the parent's permissions say it may send)."""
        thread = Channel(self.new_id(), PRIVATE_THREAD if private else THREAD, parent, **state)
        self.channels[thread.id] = thread
        return thread.id

    def channel(self, channel_id: str) -> Channel:
        return self.channels.setdefault(channel_id, Channel(channel_id))

    def chat(self, user: tuple[str, str], content: str, channel_id: str = CHANNEL_ID) -> str:
        """A member's message in the channel, as its history shows it (no gateway event: the
        bot reads messages only from the history); its id."""
        author = user_payload(*user)  # a name Discord would refuse raises ValueError first
        message = {**self._payload(channel_id, {"content": content}), "author": author}
        self.messages[message["id"]] = message
        return str(message["id"])

    # ----- server --------------------------------------------------------------------------

    async def start(self) -> int:
        app = web.Application(client_max_size=(FILES + 1) * FILE_SIZE)  # the files judged here, not by aiohttp
        app.router.add_get("/gateway", self.gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self.rest)
        self.runner = web.AppRunner(app)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return self.port

    async def stop(self) -> None:
        if self.runner:
            await self.runner.cleanup()

    async def rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        body, files, contents = await self._decode(request)
        captured = Captured(request.method, path, dict(request.query), body, files,
                            digests=[hashlib.sha256(content).hexdigest() for content in contents],
                            sizes=[len(content) for content in contents])
        self.requests.append(captured)
        if request.method == "PATCH":  # an edit shows where its message is, even if refused
            captured.made = shown(self._edit_target(captured))
        self._time_first_response(captured)
        if hold := next((h for h in self.holds if h.holds(f"{request.method} {path}", body)), None):
            if hold.done_anyway:
                self._budgeted(captured)  # posted; only its answer is held
            captured.status = DROPPED[0]  # never answered
            hold.reached.set()
            await hold.let_go.wait()
            request.transport.close()  # type: ignore[union-attr]
            return web.Response(status=DROPPED[0])
        response = (self._refused_token(request, captured) or self._expired(captured) or self._injected(captured)
                    or self._budgeted(captured))
        captured.status = response.status
        self.budget.answered(response.status)
        if response.status == DROPPED[0]:
            request.transport.close()  # type: ignore[union-attr]
        return response

    async def _decode(self, request: web.Request) -> tuple[Any, list[str], list[bytes]]:
        """The JSON body, and a multipart request's files: their names and contents."""
        if not request.can_read_body:
            return None, [], []
        if request.content_type.startswith("multipart/"):
            body, files, contents = None, [], []
            reader = await request.multipart()
            async for part in reader:
                if part.name == "payload_json":
                    body = json.loads(await part.text())
                else:
                    files.append(part.filename or part.name or "")
                    contents.append(bytes(await part.read()))
            return body, files, contents
        return await request.json(), [], []

    def _time_first_response(self, r: Captured) -> None:
        """The real seconds from the bot's receiving an interaction to its first try at an
        initial response, whatever the answer (``late_first_responses``)."""
        parts = r.path.strip("/").split("/")
        if r.method != "POST" or parts[0] != "interactions" or len(parts) < 3:
            return
        received = self.received_at.get(parts[2])
        if received is not None:
            self.first_response_after.setdefault(parts[2], self.real() - received)

    def upload_limit(self, r: Captured) -> int:
        """The largest file a request may carry: an interaction's answers, follow-ups and their
        edits, what the interaction announced; any other, Discord's default."""
        parts = r.path.strip("/").split("/")
        token = parts[2] if parts[0] in ("interactions", "webhooks") and len(parts) > 2 else ""
        return self.upload_limits.get(token, FILE_SIZE)

    def _budgeted(self, r: Captured) -> web.Response:
        """Within Discord's rate limits, the answer, with its bucket's headers; past one, a 429.
        (An arranged failure comes before: it stands for trouble on the way, and spends nothing.)"""
        limits, refusal = self.budget.admit(r.method, r.path)
        if refusal:
            return self._rate_limited(refusal, limits)
        response = self._invalid(r) or self._answer(r)
        response.headers.update(limits)
        return response

    def _rate_limited(self, refusal: Refusal, limits: dict[str, str]) -> web.Response:
        """Discord's 429, through its proxy ("Via"), unlike a Cloudflare ban."""
        wait = f"{max(refusal.retry_after, 0.001):.3f}"
        headers = {"Content-Type": JSON, "Via": "1.1 google", "Retry-After": wait,
                   "X-RateLimit-Scope": "global" if refusal.glob else "user", **limits}
        body = {"message": RATE_LIMITED[2], "retry_after": float(wait), "global": refusal.glob, "code": 0}
        return web.Response(status=429, body=json.dumps(body).encode(), headers=headers)

    def _expired(self, r: Captured) -> web.Response | None:
        """An interaction's token serves its follow-ups and edits for 15 minutes; then Discord
        answers 401 with 50027 (the stand-in's clock, moved by hand, tells)."""
        parts = r.path.strip("/").split("/")
        born = self.born.get(parts[2]) if parts[0] == "webhooks" and len(parts) > 2 else None
        if born is not None and self.clock() - born > TOKEN_SECONDS:
            return self._error(INVALID_WEBHOOK_TOKEN)
        return None

    def _invalid(self, r: Captured) -> web.Response | None:
        """A body Discord's documentation says it refuses: 400, code 50035, where it breaks a
        limit (``form_body``); the request then did nothing."""
        if too_large(r.sizes, self.upload_limit(r)):
            self.refused_bodies.append((f"{r.method} {r.path}", ["files"]))
            return self._json({"message": TOO_LARGE[2], "code": TOO_LARGE[1]}, status=TOO_LARGE[0])
        posted = r.method == "POST" and self.posts_a_message(r)
        shown = r.body if posted else self._edited(r) or self._interactions_message(r)
        if shown is not None and is_empty(shown, r.sizes):
            self.refused_bodies.append((f"{r.method} {r.path}", ["empty"]))
            return self._json({"message": EMPTY_MESSAGE[2], "code": EMPTY_MESSAGE[1]}, status=EMPTY_MESSAGE[0])
        if r.method == "PUT" and r.path.endswith("/commands") and too_many(r.body or []):
            self.refused_bodies.append((f"{r.method} {r.path}", ["commands"]))
            return self._error(TOO_MANY_COMMANDS)
        problems = self.form_problems(r) + self._answer_problems(r)
        if not problems:
            return None
        self.refused_bodies.append((f"{r.method} {r.path}", [problem.place for problem in problems]))
        return self._json(refusal_body(problems), status=INVALID_FORM_BODY[0])

    @staticmethod
    def _interactions_message(r: Captured) -> dict[str, Any] | None:
        """The message an interaction's answer posts (type 4: a message of its own), which
        Discord refuses empty as it does a channel's; None for any other answer."""
        body = r.body if isinstance(r.body, dict) else {}
        if r.method != "POST" or not r.path.endswith("/callback") or body.get("type") != 4:
            return None
        data = body.get("data")
        return data if isinstance(data, dict) else {}

    def _edited(self, r: Captured) -> dict[str, Any] | None:
        """What an edit of a message would leave of what it shows (None: not an edit of a
        message the stand-in knows); a deferred interaction's first edit makes its message."""
        parts = r.path.strip("/").split("/")
        if r.method != "PATCH" or not self.posts_a_message(r):
            return None
        message: dict[str, Any] | None
        if parts[0] == "webhooks" and len(parts) == 5:
            message = self.messages.get(f"original-{parts[2]}" if parts[4] == "@original" else parts[4]) or {}
        else:
            message = self.messages.get(parts[-1]) if len(parts) == 4 else None
        if message is None:
            return None
        body = r.body if isinstance(r.body, dict) else {}
        kept = {**message, "attachments": message.get("id") in self.with_files}
        return {key: body[key] if key in body else kept.get(key) for key in SHOWN}

    def _answer_problems(self, r: Captured) -> list[Problem]:
        """An interaction's initial response of a type Discord refuses for its kind of
        interaction (``interactions.ANSWERS``): a deferred update answering a slash command."""
        parts = r.path.strip("/").split("/")
        if r.method != "POST" or parts[0] != "interactions" or len(parts) < 4 or not isinstance(r.body, dict):
            return []
        return answer_problems(self.kinds.get(parts[2]), r.body.get("type"))

    @staticmethod
    def form_problems(r: Captured) -> list[Problem]:
        parts = r.path.strip("/").split("/")
        body = r.body if isinstance(r.body, dict) else {}
        if r.method == "PUT" and parts[-1] == "commands":
            return command_problems(r.body or [])
        if r.method == "POST" and parts[0] == "interactions":
            data, kind = body.get("data") or {}, body.get("type")
            if kind == 8:
                return choice_problems(data.get("choices") or [])
            if kind == 9:
                return modal_problems(data)
            if kind == 5:
                return flag_problems(data.get("flags"), DEFERRED_FLAGS)
            return message_problems(data, ANSWER_FLAGS) + file_problems(r.sizes) if kind in (4, 7) else []
        if r.method == "POST" and parts[0] == "channels" and parts[-1] == "threads":
            return thread_problems(body)
        if not FakeDiscord.posts_a_message(r) or r.method not in ("POST", "PATCH"):
            return []
        settable = EDIT_FLAGS if r.method == "PATCH" else FOLLOW_UP_FLAGS if parts[0] == "webhooks" else POST_FLAGS
        return message_problems(body, settable) + file_problems(r.sizes)

    @staticmethod
    def posts_a_message(r: Captured) -> bool:
        """A channel's message or an interaction's follow-up (or an edit of one); not a
        thread started from a message."""
        parts = r.path.strip("/").split("/")
        return (parts[0] == "channels" and "messages" in parts and parts[-1] != "threads") or parts[0] == "webhooks"

    # ----- failures ------------------------------------------------------------------------

    def _injected(self, r: Captured) -> web.Response | None:
        route = f"{r.method} {r.path}"
        for fault in self.faults:
            if fault.times != 0 and fault.route.search(route) and (fault.carrying is None or (
                    isinstance(r.body, dict) and fault.carrying in str(r.body.get("content", "")))):
                if fault.times is not None:
                    fault.times -= 1
                if fault.done_anyway:
                    self._answer(r)
                elif r.path.startswith(("/webhooks/", "/interactions/")) and 400 <= fault.error[0] < 500 \
                        and fault.error[0] != 429:
                    self._finished(r.path.split("/")[3])  # the answer is lost: nothing more will come
                return self._error(fault.error, fault.glob, fault.retry_after)
        if self.chaos_rng and self.chaos_rng.random() < self.chaos_rate:
            kind, choices = self._realistic(r)
            if choices:
                error, glob = choices[self.rotation[kind] % len(choices)]  # every family in turn
                self.rotation[kind] += 1
                if error == UNKNOWN_INTERACTION:  # too late: the bot must not act, and cannot answer
                    self._finished(r.path.split("/")[3])
                return self._error(error, glob)
        return None

    def _realistic(self, r: Captured) -> tuple[str, list[tuple[tuple[int, int, str], bool]]]:
        """The kind of route, and the errors real Discord gives on it (with whether a 429 is
        global), for chaos games."""
        parts = r.path.strip("/").split("/")
        passing = [(RATE_LIMITED, False), (RATE_LIMITED, True), (SERVER_ERROR, False), (BAD_GATEWAY, False),
                   (DROPPED, False)]
        refused = [(MISSING_PERMISSIONS, False), (MISSING_ACCESS, False)]
        if parts[0] == "channels" and self.channel(parts[1]).deleted:
            return "deleted", []  # a deleted channel answers 10003, nothing else
        if r.method == "POST" and parts[0] == "channels" and parts[-1] == "messages":
            if parts[1] in self.dm_channels.values():
                return "dm", [*passing, (CANNOT_DM, False)]
            if self.channel(parts[1]).type in THREADS:
                return "thread", [*passing, *refused, (ARCHIVED_THREAD, False)]
            return "channel", [*passing, *refused]
        if r.method == "PATCH" and parts[0] == "channels":
            return "edit", [*passing, (UNKNOWN_MESSAGE, False)]
        if r.method == "POST" and parts[0] == "interactions":
            return "callback", [(UNKNOWN_INTERACTION, False)]
        if parts[0] == "webhooks" or r.path == "/users/@me/channels" or parts[0] == "guilds":
            return "other", passing
        return "none", []

    def _error(self, error: tuple[int, int, str], glob: bool = False, retry_after: float = 0.01) -> web.Response:
        status, code, message = error
        self.injected[f"{status}/{code}" if code else f"429/{'global' if glob else 'route'}" if status == 429
                      else str(status)] += 1
        if status == 429:
            return self._rate_limited(Refusal(retry_after, glob), {"X-RateLimit-Global": "true"} if glob else {
                "X-RateLimit-Limit": "5", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset-After": f"{retry_after:.3f}",
                "X-RateLimit-Bucket": "fake"})
        return web.Response(status=status, body=json.dumps({"message": message, "code": code}).encode(),
                            headers={"Content-Type": JSON})

    # ----- answers -------------------------------------------------------------------------

    def _refused_token(self, request: web.Request, r: Captured) -> web.Response | None:
        """Discord answers a bot token it does not know with 401 (interaction webhooks carry
        their own token in the path, not this header)."""
        given = request.headers.get("Authorization")
        if given is None or given == f"Bot {TOKEN}":
            return None
        return web.Response(status=401, body=json.dumps({"message": "401: Unauthorized", "code": 0}).encode(),
                            headers={"Content-Type": JSON})

    def _answer(self, r: Captured) -> web.Response:
        parts = r.path.strip("/").split("/")
        if parts[0] == "channels" and r.method in ("GET", "PATCH") and (len(parts) == 2 or parts[2:] == ["messages"]):
            return self._channel_route(r, parts)
        if r.method == "GET" and r.path == "/users/@me":
            return self._json(self.bot_user)
        if r.method == "GET" and r.path == "/oauth2/applications/@me":
            return self._json({"id": APP_ID, "name": "Samarkand", "icon": None, "description": "", "bot_public": True,
                               "bot_require_code_grant": False, "verify_key": "00", "flags": 0,
                               "team": None, "owner": self.bot_user, "summary": ""})
        if r.method == "GET" and r.path in ("/gateway", "/gateway/bot"):
            return self._json({"url": f"ws://127.0.0.1:{self.port}/gateway", "shards": 1,
                               "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0,
                                                       "max_concurrency": 1}})
        if r.method == "POST" and parts[0] == "interactions":
            return self._callback(parts[1], parts[2], r.body, r)
        if parts[0] == "webhooks":
            return self._webhook(r, parts)
        if parts[0] == "channels" and parts[-1] == "messages" and r.method == "POST":
            return self._post_message(parts[1], r.body, r)
        if parts[0] == "channels" and len(parts) == 4 and parts[2] == "messages" and r.method == "PATCH":
            return self._edit_in_channel(parts[1], parts[3], r.body, r)
        if r.method == "POST" and parts[0] == "channels" and parts[-1] == "threads":
            return self._create_thread(parts[1], r.body)
        if r.method == "DELETE" and parts[0] == "channels" and len(parts) == 2:
            return self._delete_thread(parts[1])
        if r.method == "POST" and r.path == "/users/@me/channels":
            recipient = str(r.body["recipient_id"])
            channel = self.dm_channel(recipient)
            return self._json({"id": channel, "type": 1, "last_message_id": None,
                               "recipients": [user_payload(recipient, "someone")]})
        if r.method == "GET" and parts[0] == "guilds" and parts[2] == "members":
            if parts[1] in self.absent_guilds:  # the bot was removed from the server
                return self._error(MISSING_ACCESS)
            if parts[3] in self.departed:
                return self._error(UNKNOWN_MEMBER)
            return self._json({"user": user_payload(parts[3], "member"), "roles": [], "joined_at":
                               "2026-01-01T00:00:00+00:00", "deaf": False, "mute": False, "flags": 0})
        if r.method == "PUT" and parts[-1] == "commands":
            scope = parts[3] if parts[2] == "guilds" else "global"
            if scope in self.absent_guilds:
                return self._error(MISSING_ACCESS)
            self.registered[scope] = [{**c, "id": self.new_id(), "application_id": APP_ID, "version": "1",
                                       "default_member_permissions": None} for c in r.body]
            return self._json(self.registered[scope])
        return self._json({"message": "Unknown", "code": 0}, status=404)

    def _post_message(self, channel_id: str, body: dict[str, Any], r: Captured) -> web.Response:
        channel = self.channel(channel_id)
        refusal = self._refuse_post(channel, body)
        if refusal:
            return self._error(refusal)
        if channel.archived:  # posting unarchives a thread that is not locked
            channel.archived = False
        nonce = body.get("nonce") if body.get("enforce_nonce") else None
        first = self.nonces.get(nonce) if nonce else None
        if first and self.clock() - first[0] < NONCE_SECONDS:  # Discord remembers a nonce for minutes only
            r.made = shown(first[1])
            return self._json(first[1])
        if not channel.permissions & EMBED:  # Discord accepts the message and drops its embeds, silently
            body = {**body, "embeds": []}
        message = self._message(channel_id, body)
        r.made = shown(message)
        if nonce:
            self.nonces[nonce] = (self.clock(), message)
        return self._json(message)

    def _refuse_post(self, channel: Channel, body: dict[str, Any]) -> tuple[int, int, str] | None:
        if channel.deleted:
            return UNKNOWN_CHANNEL
        if channel.type == DM:
            user = next((u for u, c in self.dm_channels.items() if c == channel.id), "")
            # Discord refuses a DM to a user who shares no server with the bot: the stand-in's
            # people are members of its one server, so none once the bot was removed from it
            return CANNOT_DM if user in self.closed_dms or GUILD_ID in self.absent_guilds else None
        if self.hidden(channel):
            return MISSING_ACCESS
        send = SEND_IN_THREADS if channel.type in THREADS else SEND
        if not channel.permissions & send:
            return MISSING_PERMISSIONS
        if body.get("attachments") and not channel.permissions & ATTACH:
            return MISSING_PERMISSIONS
        if channel.locked:
            return ARCHIVED_THREAD
        return None

    def _create_thread(self, parent: str, body: dict[str, Any]) -> web.Response:
        channel = self.channel(parent)
        if channel.deleted:
            return self._error(UNKNOWN_CHANNEL)
        if self.hidden(channel):
            return self._error(MISSING_ACCESS)
        if not channel.permissions & CREATE_THREADS:
            return self._error(MISSING_PERMISSIONS)
        thread = self.thread(parent, permissions=channel.permissions, guild=channel.guild)
        return self._json({"id": thread, "type": 11, "guild_id": channel.guild, "parent_id": parent,
                           "name": body.get("name"), "owner_id": APP_ID, "message_count": 0, "member_count": 1,
                           "rate_limit_per_user": 0, "flags": 0,
                           "thread_metadata": {"archived": False, "auto_archive_duration":
                                               body.get("auto_archive_duration", 4320),
                                               "archive_timestamp": "2026-11-21T00:00:00+00:00", "locked": False}})

    def _delete_thread(self, channel_id: str) -> web.Response:
        """Delete Channel, for a thread (all the bot ever deletes): it takes Manage Threads;
        the answer is the channel as it was."""
        channel = self.channel(channel_id)
        if channel.deleted:
            return self._error(UNKNOWN_CHANNEL)
        if self.hidden(channel):
            return self._error(MISSING_ACCESS)
        if channel.type not in THREADS or not channel.permissions & MANAGE_THREADS:
            return self._error(MISSING_PERMISSIONS)
        channel.deleted = True
        return self._json({"id": channel_id, "type": channel.type, "guild_id": channel.guild,
                           "parent_id": channel.parent, "name": "thread", "flags": 0})

    def _edit_in_channel(self, channel_id: str, message_id: str, body: dict[str, Any], r: Captured) -> web.Response:
        """Edit Message (``PATCH /channels/{channel}/messages/{message}``): only a message of the
        bot's own, in that channel, that the bot can see. An ephemeral message is not there for
        this route: Discord answers Unknown Message (10008); such a message is edited through its
        interaction's token only (discord/discord-api-docs#3090, #6253). Another user's message:
        403 with 50005; a channel the bot cannot view (or a private thread it was not added to):
        Missing Access."""
        message = self.messages.get(message_id)
        channel = self.channel(channel_id)
        if channel.deleted:
            return self._error(UNKNOWN_CHANNEL)
        if self.hidden(channel):
            return self._error(MISSING_ACCESS)
        if message is None or message["channel_id"] != channel_id or message.get("flags", 0) & EPHEMERAL:
            return self._error(UNKNOWN_MESSAGE)
        if message["author"]["id"] != APP_ID:
            return self._error(NOT_THE_AUTHOR)
        return self._edit(message_id, body, r)

    def _edit(self, message_id: str, body: dict[str, Any], r: Captured) -> web.Response:
        message = self.messages.get(message_id)
        if message is None:
            return self._error(UNKNOWN_MESSAGE)
        if self.channel(message["channel_id"]).deleted:
            return self._error(UNKNOWN_CHANNEL)
        for key in ("content", "embeds", "components"):
            if key in body:
                message[key] = body[key] or ([] if key != "content" else "")
        if "attachments" in body:
            (self.with_files.add if body["attachments"] else self.with_files.discard)(message["id"])
        r.made = shown(message)
        return self._json(message)

    # ----- a channel itself and its history (the scheduler reopens archived threads, and
    # looks for a turn message whose send had an unknown outcome) ------------------------------

    def _channel_route(self, r: Captured, parts: list[str]) -> web.Response:
        """Get Channel and Modify Channel (``/channels/{id}``), and Get Channel Messages. Each needs
        View Channel (a guild's channel without it, or of a server the bot was removed from:
        Missing Access, 50001); unarchiving a thread that is not locked, Send Messages in Threads
        (else 50013), a locked one Manage Threads; reading the messages, Read Message History,
        without which Discord answers with no messages at all, not with an error."""
        channel = self.channel(parts[1])
        if channel.deleted:
            return self._error(UNKNOWN_CHANNEL)
        if len(parts) == 3 and (refusal := self._unreadable(channel)):
            return self._error(refusal)
        if self.hidden(channel):
            return self._error(MISSING_ACCESS)
        if len(parts) == 3:  # GET /channels/{id}/messages: the newest first (before ``before``), at most ``limit``
            limit = int(r.query.get("limit", 50))
            if not 1 <= limit <= 100:  # Discord's bounds; 50 when not given
                high = limit > 100
                said = "less than or equal to 100" if high else "greater than or equal to 1"
                return self._json(refusal_body([Problem("limit", "NUMBER_TYPE_MAX" if high else "NUMBER_TYPE_MIN",
                                                        f"int value should be {said}.")]), status=INVALID_FORM_BODY[0])
            if channel.type != DM and not channel.permissions & HISTORY:
                return self._json([])  # Discord's docs: without Read Message History "no messages will be returned"
            before = int(r.query.get("before", 2**64))
            posted = list({m["id"]: m for m in self.messages.values() if m["channel_id"] == channel.id
                           and not m.get("flags", 0) & 64 and int(m["id"]) < before}.values())
            posted.sort(key=lambda m: int(m["id"]), reverse=True)
            return self._json(posted[:limit])
        if r.method == "PATCH" and channel.type in THREADS:
            if "archived" in r.body and (channel.locked or not channel.permissions & SEND_IN_THREADS):
                return self._error(MISSING_PERMISSIONS)
            if "archived" in r.body:
                channel.archived = bool(r.body["archived"])
        return self._json(self.channel_payload(channel.id))

    def hidden(self, channel: Channel) -> bool:
        """Whether the bot cannot see this channel of a server: no View Channel there, a private
        thread it was not added to, or a server it was removed from (``absent_guilds``): Discord
        answers Missing Access (50001) on every route of such a channel."""
        return channel.type != DM and (not channel.permissions & VIEW or channel.type == PRIVATE_THREAD
                                       or channel.guild in self.absent_guilds)

    def _unreadable(self, channel: Channel) -> tuple[int, int, str] | None:
        """Discord's refusal of a DM channel's history (``unreadable_dms``), as its documentation
        gives a 4xx of GET /channels/{id}/messages: the error's JSON (code and message) with the
        route's rate-limit headers, within the budget (a refusal by Discord, not trouble on the way)."""
        if channel.type != DM:
            return None
        return next((refusal for user, refusal in self.unreadable_dms.items()
                     if self.dm_channels.get(user) == channel.id), None)

    def _webhook(self, r: Captured, parts: list[str]) -> web.Response:
        """An interaction's follow-ups and the edits of its messages. Until the interaction has
        its initial response, its token names no webhook: Discord answers 404 with 10015, as
        discord.py users meet it (Rapptz/discord.py#10461, closed "as designed")."""
        token = parts[2]
        if token in self.born and token not in self.acknowledged:
            return self._error(UNKNOWN_WEBHOOK)
        if r.method == "POST" and len(parts) == 3:
            # Right after a "thinking…" acknowledgement, Create Followup Message edits the loading
            # message, as Edit Original Interaction Response would, and keeps its ephemeral flag
            # (Discord's documented, deprecated, backwards compatibility); later ones are new messages
            loading = self.loading.pop(token, None) if self._original(token) is None else None
            body = r.body if loading is None else {**r.body, "flags": loading["flags"] & ~LOADING}
            message = self._message(self.channel_of_token.get(token, CHANNEL_ID), body)
            r.made = shown(message)
            if loading is not None:
                self.first_follow_ups[token] = message["id"]
            self._answered(token)
            return self._json(message)
        if r.method == "GET" and len(parts) == 5 and parts[4] == "@original":
            found = self._original(token) or self.loading.get(token)
            return self._json(found) if found else self._error(UNKNOWN_MESSAGE)
        if r.method == "PATCH" and len(parts) == 5:
            original = self._original(token) if parts[4] == "@original" else self.messages.get(parts[4])
            if original is None:
                # Edit Original Interaction Response after "thinking…" makes the answer, which
                # keeps the deferral's flags (an edit cannot make a message ephemeral or public)
                loading = self.loading.pop(token, None) if parts[4] == "@original" else None
                body = r.body if loading is None else {**r.body, "flags": loading["flags"] & ~LOADING}
                original = self._message(self.channel_of_token.get(token, CHANNEL_ID), body, f"original-{token}")
                r.made = shown(original)
            else:
                self._edit(original["id"], r.body, r)
            self._answered(token)
            return self._json(original)
        return self._json({"message": "Unknown Webhook", "code": 10015}, status=404)

    def _edit_target(self, r: Captured) -> dict[str, Any] | None:
        """The message an edit (PATCH) is of, where the stand-in knows it: a channel's message,
        an interaction's original response (or its "thinking…" message), or a follow-up."""
        parts = r.path.strip("/").split("/")
        if parts[0] == "webhooks" and len(parts) == 5:
            token = parts[2]
            return (self._original(token) or self.loading.get(token)) if parts[4] == "@original" \
                else self.messages.get(parts[4])
        if parts[0] == "channels" and len(parts) == 4 and parts[2] == "messages":
            return self.messages.get(parts[3])
        return None

    def _original(self, token: str) -> dict[str, Any] | None:
        """An interaction's original response: its initial message, or the follow-up that took
        the place of its "thinking…" message."""
        return self.messages.get(f"original-{token}") or self.messages.get(self.first_follow_ups.get(token, ""))

    def too_late(self, token: str) -> bool:
        """Whether an interaction's first answer comes too late: past Discord's 3 s by the
        hand-moved clock (a test makes it late on purpose), or past ``REAL_WINDOW`` real seconds
        since the stand-in sent it (the bot was slow)."""
        sent = self.sent_at.get(token)
        return (self.clock() - self.born.get(token, self.clock()) > INTERACTION_WINDOW
                or (sent is not None and self.real() - sent > REAL_WINDOW))

    def _callback(self, interaction_id: str, token: str, body: dict[str, Any], r: Captured) -> web.Response:
        """An interaction's initial response: one only (a second gets 40060), within 3 s (a
        later one gets 10062, and the interaction is gone)."""
        if token in self.acknowledged:
            return self._error(ACKNOWLEDGED)
        if self.too_late(token):
            self._finished(token)
            return self._error(UNKNOWN_INTERACTION)
        self.acknowledged.add(token)
        kind = body["type"]
        message = None
        if kind == 6 and self.pressed_on.get(token) in self.messages:
            # a deferred update: the interaction's original message is the one whose component
            # was used, and an edit keeps what it was (its flags: ephemeral stays ephemeral)
            self.messages[f"original-{token}"] = self.messages[self.pressed_on[token]]
            r.made = shown(self.messages[f"original-{token}"])
        if kind in (4, 7):
            message = self._message(self.channel_of_token.get(token, CHANNEL_ID), body.get("data") or {},
                                    f"original-{token}")
            r.made = shown(message)
            self._answered(token)
        if kind == 8:
            self._answered(token)
        if kind == 5:  # "thinking…": a loading message, which Get Original Interaction Response returns
            flags = LOADING | ((body.get("data") or {}).get("flags") or 0)
            self.loading[token] = self._payload(self.channel_of_token.get(token, CHANNEL_ID), {"flags": flags})
            r.made = shown(self.loading[token])
        answer: dict[str, Any] = {"interaction": {"id": interaction_id, "type": self.kinds.get(token, 2),
                                                  "response_message_loading": kind == 5,
                                                  "response_message_ephemeral": bool((body.get("data") or {})
                                                                                     .get("flags", 0) & 64)}}
        if message is not None:
            answer["resource"] = {"type": kind, "message": message}
        return self._json(answer)

    def _payload(self, channel: str, body: dict[str, Any], message_id: str | None = None) -> dict[str, Any]:
        """A message as Discord returns it, made of what was sent (kept nowhere)."""
        return {
            "id": message_id or self.new_id(), "channel_id": channel, "author": self.bot_user,
            "content": body.get("content") or "", "timestamp": "2026-11-21T00:00:00+00:00",
            "edited_timestamp": None, "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [],
            "attachments": [], "embeds": body.get("embeds") or [], "pinned": False, "type": 0,
            "flags": body.get("flags") or 0, "components": body.get("components") or [],
        }

    def _message(self, channel: str, body: dict[str, Any], message_id: str | None = None) -> dict[str, Any]:
        message = self._payload(channel, body, message_id)
        if body.get("attachments"):
            self.with_files.add(str(message["id"]))
        if message_id and message_id.startswith("original-"):
            message["id"] = self.new_id()
            self.messages[message_id] = message
        self.messages[message["id"]] = message
        self.created[message["id"]] = json.loads(json.dumps(message))
        return message

    def _json(self, data: Any, status: int = 200) -> web.Response:
        # discord.py decodes a body only when the header is exactly "application/json".
        return web.Response(status=status, body=json.dumps(data).encode(), headers={"Content-Type": JSON})

    def _answered(self, token: str) -> None:
        self.answers[token] += 1
        self._finished(token)

    def _finished(self, token: str) -> None:
        """Nothing more is awaited of this interaction: answered, or refused as late."""
        future = self.done.get(token)
        if future and not future.done():
            future.set_result(None)
