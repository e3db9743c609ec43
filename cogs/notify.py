"""Everything else the bot says on its own: short reminders, keeping a game's thread open,
lobby notes and files in the channel (in the game's language), and private notes by direct
message (in the player's own), whose buttons of a decision come off them once it closed; and
whether the players a reminder or a turn message names are still in the server. A closed
direct message leaves the decision under /hand."""

from __future__ import annotations

import asyncio
import io
import logging
import re
import weakref
from collections.abc import Awaitable, Callable, Sequence
from enum import Enum
from typing import Any

import discord

from bot.service import GameStatus, GameSummary, Platform, Reach, Reminder, Report, SetAside
from bot.service.work import is_secret, secretly
from bot.words.i18n import Msg, Text, hours
from bot.words.markup import message_link
from cogs.discord_text import discord_text
from cogs.failures import (
    CANNOT_DM,
    CHANNEL_GONE,
    DISCORD_FAILURES,
    HISTORY_UNSEEN,
    UNKNOWN_MEMBER,
    channel_failure,
    code_of,
    failure_name,
    note_failure,
)
from cogs.game_side import Closing, GameSide
from cogs.message_text import above, clip, mention, together
from cogs.nonces import digest_nonce, nonce_of

log = logging.getLogger("samarkand.notify")
RECENT_DMS = 20  # a player's latest direct messages searched for the buttons of a decision that closed
CLOSING_SECONDS = 10.0  # the most that taking them off may take (a rate limit's wait): the buttons then stay
USERS_ONLY = discord.AllowedMentions(users=True, roles=False, everyone=False, replied_user=False)
NO_PINGS = discord.AllowedMentions.none()  # notes name people (display names may hold mentions); none pings


class Notifier:
    """``publish`` is how a departed player's time-out reaches the channel: late-bound, the
    outbox is made after this."""

    def __init__(self, client: discord.Client, service: Platform,
                 publish: Callable[[list[Report]], Awaitable[object]], side: GameSide,
                 reminded: Callable[[], None] = lambda: None) -> None:
        self.client, self.service, self.publish, self.side = client, service, publish, side
        self.reminded = reminded  # told of each reminder posted (the metrics)
        self.not_threads: set[str] = set()  # channels found to be no threads: never archived
        # a server's member checks, one at a time (``_is_member``); a lock no check holds is dropped
        self.checking: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    async def user_text(self, user: str, fallback: str) -> Text:
        """The words of a player's own language (as their Discord client last told it at
        /join, /new or /me), else ``fallback``: the game's."""
        return discord_text(await self.service.players.user_language(user, fallback))

    # ----- reminders ---------------------------------------------------------------------

    async def remind(self, reminder: Reminder) -> None:
        """A short ping linking to the turn message, with the deadline (no board again); then
        the private reminders of sale offers, each with the Sell and Keep of the offers it names,
        which must not hold the ping back (R6.5; the scheduler sends them after its pass:
        ``Tick.parted``)."""
        gone = await self.gone(reminder.guild_id, reminder.mentions)
        await self.publish(await self.hand_over(reminder.game_id, gone))
        if present := [user for user in reminder.mentions if user not in gone]:
            await self._ping(reminder, present)
        for user, said in reminder.private.items():  # a sale offer's: neither counted nor logged (R6.5)
            with secretly():
                told = await self.user_text(user, reminder.language)
                # slash commands do not work in a DM: where the decision can be answered
                waits = told("dm.decision_waits", channel=reminder.channel_id)
                once = offers_reminder_nonce(reminder, user)
                view = await self._reminder_view(reminder, user, told)
                text = above(told.lines(said), waits, more_lines(told))
                if await self.direct_once(user, text, once, view) is Delivery.FAILED:
                    await self.service.clock.offers_reminded_later(reminder, user)
                else:  # each holder's settled at once: a kill before the next one's sends only theirs again
                    await self.service.clock.holder_reminded(reminder, user)

    async def _reminder_view(self, reminder: Reminder, user: str, told: Text) -> discord.ui.View | None:
        """The Sell and Keep of each offer the holder's reminder names, as its first direct message had them (the same
        custom ids: a press there answers it, and its closing takes them off, ``closed_decisions``). The buttons help,
        nothing more: a store that fails here sends the reminder without them."""
        items = [key.card for key in reminder.offers.get(user, {})]
        try:
            return await self.side.reminder_view(reminder.game_id, user, items, told)
        except Exception:  # secret work: unlogged (R6.5); the reminder's words still name where to answer
            return None

    async def _ping(self, reminder: Reminder, present: list[str]) -> None:
        """The public reminder of the people the game waits for who are still in the server."""
        t = discord_text(reminder.language)
        channel = self.client.get_partial_messageable(int(reminder.channel_id))
        pings = " ".join(mention(u) for u in present)
        deadline = int(reminder.deadline)
        if reminder.turn_message:
            link = message_link(reminder.guild_id, reminder.channel_id, reminder.turn_message)
            lines = [t("reminder.ping_link", pings=pings, link=link, deadline=deadline, count=len(present))]
        else:
            lines = [t("reminder.ping", pings=pings, deadline=deadline, count=len(present))]
        if reminder.outage_hours:
            lines.append(t("reminder.outage", hours=hours(reminder.outage_hours)))
        try:
            await channel.send(clip(" ".join(lines)), allowed_mentions=USERS_ONLY, nonce=reminder_nonce(reminder))
        except DISCORD_FAILURES as err:
            if reason := channel_failure(err):
                await self.lose_channel(reminder.game_id, reason)
                return
            log.warning("game %s: reminder failed (%s); a later tick sends it", reminder.game_id, failure_name(err))
            await self.service.clock.remind_later(reminder)
            return
        self.reminded()
        log.info("game %s: reminder sent to %d player(s)", reminder.game_id, len(present))

    # ----- threads -----------------------------------------------------------------------

    async def look_after(self, game_id: int, channel_id: str) -> None:
        """Once a day per game in play: keep its thread open, and hand the seat of a person it
        waits for who left the server to the table's policy, even while no reminder would
        find them (quiet hours, a vacation: the bot has no members intent to hear it). The
        scheduler's list of games in play is an hour old at most: a game that ended since, or
        lost its channel (found gone already), is not asked about."""
        awaited = await self.service.players.awaited(game_id)
        if awaited is None:
            return
        await self.keep_open(game_id, channel_id)
        if awaited.users:
            await self.publish(await self.hand_over(game_id, await self.gone(awaited.guild_id, list(awaited.users))))
        with secretly():  # and whose sale answer the whole table waits for: a departure found during the wait (R6.5)
            holders = await self.service.players.holders(game_id)
            departed = await self._holders_left(game_id, holders.guild_id, holders.users) if holders else []
        if departed:
            await self.publish(departed)

    async def keep_open(self, game_id: int, channel_id: str) -> None:
        """If the game's channel is a thread that archived (a quiet week), unarchive it, so that
        players can use commands there again. Discord lets the bot do so with Send Messages in
        Threads unless the thread is locked (then its next post pauses the game). A channel
        that is no thread is never asked about again."""
        if channel_id in self.not_threads:
            return
        try:
            data: dict[str, Any] = dict(await self.client.http.get_channel(int(channel_id)))  # JSON
            meta = data.get("thread_metadata")
            if meta is None:
                self.not_threads.add(channel_id)
            elif meta.get("archived") and not meta.get("locked"):
                await self.client.http.edit_channel(int(channel_id), archived=False)
                log.info("game %s: its thread had archived; unarchived it", game_id)
        except DISCORD_FAILURES as err:  # a passing failure: the next day's pass asks again
            if reason := channel_failure(err):
                await self.lose_channel(game_id, reason)

    async def lose_channel(self, game_id: int, reason: Msg) -> bool:
        """The game's channel failed for good (``channel_failure``): one that was deleted ends
        the game; any other reason pauses it until a command there shows the channel works
        again. Either way its host is told by direct message, once: the channel cannot say it,
        and a pause found by the clock's pass (a reminder refused) has no actor to tell. A pause
        for the channel's history (``HISTORY_UNSEEN``) tells the host to grant that one. True if
        this paused (or ended) the game, False if it was so already."""
        if reason is not CHANNEL_GONE:
            if paused := await self.service.clock.channel_lost(game_id, str(reason)):
                said = Msg("failure.history_lost_dm", game=paused.id, channel=paused.channel_id) \
                    if reason == HISTORY_UNSEEN else \
                    Msg("failure.channel_lost_dm", game=paused.id, channel=paused.channel_id, reason=reason)
                await self._tell_host(paused, said)
            return paused is not None
        if ended := await self.service.clock.channel_deleted(game_id, str(reason)):
            await self._tell_host(ended, Msg("failure.channel_deleted", game=ended.id))
        return ended is not None

    async def _tell_host(self, game: GameSummary, said: Msg) -> None:
        """A direct message to the game's host, in their language; none when nobody hosts it
        any more (every person left: the computers play it out)."""
        if game.host_id.isdigit():
            told = await self.user_text(game.host_id, game.settings.language)
            # refused, it says nothing of the host's DMs: a bot removed from the one server it shared with them
            # (its channel lost so) may send them none (Discord's 50007), and turn pings would say they closed them
            await self.direct(game.host_id, told(said), was_closed=True)

    # ----- players who left the server ----------------------------------------------------

    async def gone(self, guild_id: str, users: list[str]) -> list[str]:
        """Which of ``users`` left the server, asked by REST before the bot names them, as it has no privileged
        members intent (``docs/hosting.md``); any failure but Discord's "Unknown Member" counts as still there."""
        return [user for user in users if not await self._is_member(guild_id, user)]

    async def _is_member(self, guild_id: str, user: str) -> bool:
        """One server's checks go one at a time: its games (a pass runs several at once) share
        one route's bucket, and discord.py admits requests to a bucket by the count its last
        answer gave, blind to those already sent and not yet answered, so checks at once ran
        over the route's limit (429s) at each restart (docs/operating.md, the restart's figures)."""
        if not (user.isdigit() and guild_id.isdigit()):
            return True
        async with self.checking.setdefault(guild_id, asyncio.Lock()):
            try:
                await self.client.http.get_member(int(guild_id), int(user))
            except DISCORD_FAILURES as err:
                return code_of(err) != UNKNOWN_MEMBER
        return True

    async def hand_over(self, game_id: int, gone: list[str]) -> list[Report]:
        """The table's time-out policy for each seated player who left, at once (a computer
        takes the seat): the changes, for the caller to publish."""
        changes = [await self.service.clock.player_left(game_id, user) for user in gone]
        return [change for change in changes if change]

    async def holders_gone(self, report: Report) -> list[Report]:
        """The holders whose sale answer the whole table waits for after ``report``'s change (``Report.holding``) who
        left the server: their offers close as kept, and the table goes on, rather than waiting for their time limit
        (``Clock.holder_left``); the changes, for the caller to publish. Asked after the change's messages went out,
        and never logged: that the table waits for someone in particular is secret (R6.5)."""
        return await self._holders_left(report.game_id, report.guild_id, report.holding)

    async def _holders_left(self, game_id: int, guild_id: str, holders: Sequence[str]) -> list[Report]:
        if not holders:
            return []
        gone = await self.gone(guild_id, list(holders))
        changes = [await self.service.clock.holder_left(game_id, user) for user in gone]
        return [change for change in changes if change]

    # ----- lobby notes and direct messages -----------------------------------------------

    async def say(self, channel_id: str, message: Msg | list[Msg], view: discord.ui.View | None = None) -> Msg | None:
        """A lobby note (one message, or lines of one) in the channel, in the game's language;
        returns what went wrong, for the actor, or None."""
        return (await self.said(channel_id, message, view))[1]

    async def said(self, channel_id: str, message: Msg | list[Msg],
                   view: discord.ui.View | None = None) -> tuple[str, Msg | None]:
        """``say``, and the id of the message posted ("" where none was): the lobby's, which is
        edited once the table started or closed (``edit_lobby``)."""
        t = discord_text(await self.service.lobby.language(channel_id))
        said = "\n".join(t.lines([message] if isinstance(message, Msg) else message))
        return await self._send(channel_id, content=clip(said), view=view)

    async def lobby_closed(self, game: GameSummary) -> None:
        """A lobby closed (/abort, its last person left or was forgotten): its message says so,
        without its Join button (a game started is told so by its first turn message:
        ``Outbox._posted``)."""
        if game.status is GameStatus.ABORTED and game.lobby_message:
            await self.edit_lobby(game.channel_id, game.lobby_message, Msg("lobby.message_closed"),
                                  game.settings.language)

    async def edit_lobby(self, channel_id: str, message: str, now: Msg, language: str,
                         view: discord.ui.View | None = None) -> None:
        """The lobby's message once the table started or closed: ``now`` (in the game's
        ``language``) in place of its invitation, and its Join button off (or ``view``: the
        invitation reworded, its button with it, for a language chosen in the lobby). A failure (the
        message deleted, the channel closed to the bot, no answer) leaves it as it was, as a
        turn message keeps its buttons then (``Outbox._strip_buttons``): logged, never
        raised; a press of its button is refused (the game started, or there is no lobby)."""
        channel = self.client.get_partial_messageable(int(channel_id))
        try:
            await channel.get_partial_message(int(message)).edit(content=clip(discord_text(language)(now)), view=view,
                                                                 allowed_mentions=NO_PINGS)
        except DISCORD_FAILURES as err:
            log.info("could not edit the lobby message %s (%s)", message, failure_name(err))

    async def tell_set_aside(self, game: SetAside) -> bool:
        """Tell a channel, once, that its game was set aside by an upgrade; True once done:
        said, or the channel is closed to the bot for good (a passing failure tries again)."""
        channel = self.client.get_partial_messageable(int(game.channel_id))
        try:
            await channel.send(clip(discord_text(game.language)(game.note)), allowed_mentions=NO_PINGS)
        except DISCORD_FAILURES as err:
            log.info("game %s: the note that it was set aside did not go out (%s)", game.game_id, failure_name(err))
            return channel_failure(err) is not None
        return True

    async def post_file(self, channel_id: str, message: Msg, data: bytes, name: str) -> Msg | None:
        """A file for everyone in the channel (a replay); returns what went wrong, or None."""
        t = discord_text(await self.service.lobby.language(channel_id))
        return (await self._send(channel_id, content=clip(t(message)),
                                 file=discord.File(io.BytesIO(data), filename=name)))[1]

    async def _send(self, channel_id: str, **kwargs: Any) -> tuple[str, Msg | None]:
        """A message in the channel: its id ("" where it failed), and what went wrong, or None."""
        channel = self.client.get_partial_messageable(int(channel_id))
        try:
            posted = await channel.send(allowed_mentions=NO_PINGS, **kwargs)
        except DISCORD_FAILURES as err:
            return "", note_failure(err)
        return str(posted.id), None

    async def direct(self, user: str, text: str, view: discord.ui.View | None = None,
                     was_closed: bool | None = None) -> Delivery:
        """A private note by DM; how it went (false unless sent: then /hand shows it). Closed DMs are remembered,
        written only on change (``was_closed``: known already, None if nothing); never for a secret message (a sale
        offer's), since the turn messages say it in the channel (R6.5)."""
        # a decision's: every try of it, a retelling's too, carries the nonce of its buttons
        return await self._direct(user, text, view, was_closed, decision_nonce(view) if view is not None else None)

    async def direct_once(self, user: str, text: str, nonce: str, view: discord.ui.View | None = None) -> Delivery:
        """``direct`` with ``nonce`` on every try (its ``view`` or not), so a try that reached Discord but lost its
        answer (a process killed while waiting, restarted within Discord's minutes) is one message."""
        return await self._direct(user, text, view, None, nonce)

    async def _direct(self, user: str, text: str, view: discord.ui.View | None, was_closed: bool | None,
                      nonce: str | None) -> Delivery:
        try:
            dm = await self.client.create_dm(discord.Object(id=int(user)))
            given: dict[str, Any] = {"view": view} if view is not None else {}
            if nonce is not None:
                given["nonce"] = nonce
            await dm.send(clip(text), allowed_mentions=NO_PINGS, **given)
        except DISCORD_FAILURES as err:
            if code_of(err) == CANNOT_DM and was_closed is not True and not is_secret():
                await self.service.players.set_dm_closed(user, True)
            log.info("no direct message to a player (code %s)", code_of(err))
            return delivery_of(err)
        if was_closed is not False and not is_secret():
            await self.service.players.set_dm_closed(user, False)
        return Delivery.SENT

    async def closed_decisions(self, user: str, closed: tuple[Closing, ...], language: str,
                               pressed: int | None = None) -> set[str]:
        """The buttons of the player's decisions that closed (``closed``: answered or not, by the
        patterns of their custom ids) taken off the recent direct messages of the bot's that hold
        them: one read of the DM channel, then one edit of each such message, as the game's side
        has it read once they closed (its text, with a line naming them, or how the player answered
        them, in ``language``, and its other buttons). ``pressed``: the message whose press the
        interaction's own answer edits, left to it (its press answered the decision). A
        failure (DMs closed, a message deleted, a rate limit's wait past ``CLOSING_SECONDS``)
        leaves the buttons, which say the decision closed when pressed: it is logged, never
        raised, and the game never waits for it. Returns the patterns of the decisions an edit of some message
        told (the caller tells the others' ``Closing.closed`` by a DM of its own)."""
        me, carried = self.client.user, set[str]()
        if me is None or not closed or not user.isdigit():
            return carried
        try:
            async with asyncio.timeout(CLOSING_SECONDS):
                dm = await self.client.create_dm(discord.Object(id=int(user)))
                async for message in dm.history(limit=RECENT_DMS):
                    held = custom_ids(message)
                    if message.author.id != me.id or message.id == pressed or \
                            not any(re.match(c.pattern, custom_id) for c in closed for custom_id in held):
                        continue
                    try:
                        content, view = self.side.with_closed(message, closed, discord_text(language))
                        await message.edit(content=content, view=view, allowed_mentions=NO_PINGS)
                    except DISCORD_FAILURES as err:  # this message (deleted? a long rate limit?): the others still
                        log.info("a closed decision's buttons stay on a direct message (%s)", failure_name(err))
                    else:
                        carried |= {c.pattern for c in closed for custom_id in held if re.match(c.pattern, custom_id)}
        except DISCORD_FAILURES as err:
            log.info("a closed decision's buttons stay on the direct messages (%s)", failure_name(err))
        return carried

    async def direct_decision(self, user: str, report: Report, reach: Reach) -> bool:
        """What only this player learned, and any decision waiting, with its buttons: from the
        report's screen of the player (``reach``: how the players told can be reached). False
        only if the message failed for a passing reason: closed direct messages are closed for
        good (the decision waits under *Play your turn* and ``/hand``). A time-out stand-in's decision that follows
        the move it played for them (``Report.carried_on``: the marriage's discard) is added to the DM that told that
        move, where it is still their latest: one DM of the stand-in's whole turn."""
        t = discord_text(reach.languages.get(user, report.language))
        lines = t.lines(self.side.private_lines(report, user))
        view = self.side.decision_view(report, user, t)
        if view is not None:
            lines = [above(lines, t("dm.decision_waits", channel=report.channel_id), more_lines(t))]
        if not lines:
            return True
        if view is None and user in report.carried_on and await self._carried_on(user, lines, t, report.channel_id):
            return True
        return await self.direct(user, "\n".join(lines), view, was_closed=user in reach.closed) is not Delivery.FAILED

    async def _carried_on(self, user: str, lines: list[str], t: Text, channel: str) -> bool:
        """The stand-in's DM of the move it played for ``user`` (the bot's latest DM to them, opening with the line
        that a stand-in played for them, and without buttons) with ``lines`` added below, but for their own opening
        line, which says that again; True once edited. False where there is no such DM (its send failed; the player
        married themselves and only the discard was late), the text would not fit, or the edit failed: a DM of its
        own then says it. The same for the turn a time-out under ``replace`` gave their seat to a computer."""
        me = self.client.user
        openings = (t("news.stood_in_for_you"), t("news.replaced_for_you", channel=channel))
        if me is None or not user.isdigit() or not lines or lines[0] not in openings:
            return False
        opening = lines[0]
        try:
            async with asyncio.timeout(CLOSING_SECONDS):
                dm = await self.client.create_dm(discord.Object(id=int(user)))
                async for message in dm.history(limit=1):
                    content = together(message.content, *lines[1:])
                    if message.author.id != me.id or not message.content.startswith(opening) or \
                            message.components or content is None:
                        return False
                    await message.edit(content=content, allowed_mentions=NO_PINGS)
                    return True
        except DISCORD_FAILURES as err:
            log.info("a stand-in's direct message was not added to (%s)", failure_name(err))
        return False

    async def retell_decision(self, user: str, report: Report, reach: Reach) -> bool:
        """``direct_decision`` of a decision a killed process may have told (``Outbox.retell``): skipped if a recent
        DM to ``user`` holds every button it would carry (that send arrived; only its record was lost). The nonce
        alone covers only minutes; a retelling comes two minutes on, after a restart later still."""
        view = self.side.decision_view(report, user, discord_text(reach.languages.get(user, report.language)))
        if view is not None and await self._holds_already(user, view):
            return True
        return await self.direct_decision(user, report, reach)

    async def _holds_already(self, user: str, view: discord.ui.View) -> bool:
        """Whether one of the bot's recent direct messages to ``user`` carries every button of
        ``view``. A history that cannot be read (within ``CLOSING_SECONDS``) says no: a message
        twice beats none."""
        me, wanted = self.client.user, set(view_ids(view))
        if me is None or not wanted or not user.isdigit():
            return False
        try:
            async with asyncio.timeout(CLOSING_SECONDS):
                dm = await self.client.create_dm(discord.Object(id=int(user)))
                async for message in dm.history(limit=RECENT_DMS):
                    if message.author.id == me.id and wanted <= set(custom_ids(message)):
                        return True
        except DISCORD_FAILURES as err:
            log.info("could not read a player's direct messages (%s)", failure_name(err))
        return False


class Delivery(Enum):
    """How a direct message went: sent; refused for good (closed direct messages, no access:
    the same message is refused again); or failed for a passing reason (a 5xx, a rate limit's
    wait past discord.py's, no answer), which a later try may get through. True only if sent."""

    SENT = "sent"
    REFUSED = "refused"
    FAILED = "failed"

    def __bool__(self) -> bool:
        return self is Delivery.SENT


def delivery_of(err: BaseException) -> Delivery:
    """A failed send's outcome: Discord's refusals (4xx but 429) are for good."""
    status = getattr(err, "status", 0)
    return Delivery.REFUSED if 400 <= status < 500 and status != 429 else Delivery.FAILED


def custom_ids(message: discord.Message) -> list[str]:
    """The custom ids of a message's components (a link button has none)."""
    return [str(getattr(item, "custom_id", None) or "") for row in message.components
            for item in getattr(row, "children", [row])]


def view_ids(view: discord.ui.View) -> list[str]:
    """The custom ids of a view's components (a link button has none)."""
    return [str(custom_id) for item in view.children if (custom_id := getattr(item, "custom_id", None))]


def decision_nonce(view: discord.ui.View) -> str:
    """Equal for every try of one decision's DM, a retelling's after restart too (a digest of its buttons' ids, which
    name the game and card), so a try that took effect but lost its answer is not sent twice within Discord's
    minutes."""
    return digest_nonce(",".join(sorted(view_ids(view))))


def offers_reminder_nonce(reminder: Reminder, holder: str) -> str:
    """Equal for every try of one holder's sale-offer reminder, a restarted bot's too: the game and each offer with
    its earlier reminder time (restored by the take-back), so a try that reached Discord is not sent twice within
    Discord's minutes."""
    offers = sorted((key.seat, key.card, before) for key, before in reminder.offers.get(holder, {}).items())
    return digest_nonce(f"{reminder.game_id}:o:{offers}")


def reminder_nonce(reminder: Reminder) -> str:
    """Equal for every try of one reminder (the decision and its earlier reminder time, not the deadline, which a
    downtime moves), so a try that took effect but lost its answer is not posted twice."""
    return nonce_of(reminder.game_id, f"r{int(reminder.waiting_since)}:{int(reminder.marked[1])}")


def more_lines(t: Text) -> Callable[[int], str]:
    """The line counting a direct message's lines left out above where its decision is answered."""
    return lambda left: t("dm.more_lines", count=left)
