"""The turn messages: one per turn, from the service's news outbox, posted once across every
process. A failure has its answer: a channel closed to the bot pauses its game (and the actor
is told what to fix), a passing failure is retried with backoff, and a send whose outcome is
unknown is looked for in the channel before it is sent again."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable
from concurrent.futures import BrokenExecutor
from dataclasses import replace
from typing import NotRequired, TypedDict

import discord

from bot.service import NOBODY, Announcement, Platform, Report
from bot.service.work import INTERACTIONS, current, secretly
from bot.words.i18n import Msg
from bot.words.markup import message_link
from cogs.discord_text import discord_text
from cogs.failures import (
    CHANNEL_GONE,
    DISCORD_FAILURES,
    EMBEDS_DROPPED,
    INVALID_FORM_BODY,
    cannot_post,
    channel_failure,
    failure_name,
    lost_channel_note,
    told_to_wait,
)
from cogs.game_side import Closing, GameSide, TurnParts
from cogs.message_text import turn_content
from cogs.nonces import NONCE as NONCE  # the turn messages' (tests read it here)
from cogs.nonces import nonce_of
from cogs.notify import Notifier
from cogs.runtime import runtime_of

log = logging.getLogger("samarkand.outbox")
# At most this many of the channel's messages (pages of 100, one request each) are read back to
# the game's previous turn message, for a turn message whose send had an unknown outcome.
HISTORY = 1000


class TurnMessage(TypedDict):
    """What a turn message is sent with (``channel.send``'s keywords): the same nonce on
    every retry, and no buttons once the game is over."""

    content: str
    allowed_mentions: discord.AllowedMentions
    embed: NotRequired[discord.Embed]
    file: NotRequired[discord.File]
    nonce: str
    view: NotRequired[discord.ui.View]


class Outbox:
    """Posts what the service's news says, and wakes the computer driver after a change that
    leaves a computer to move (``wake``: late-bound, the driver is made after the outbox); the
    game's ``side`` gives a turn message its picture, embed and buttons."""

    def __init__(self, client: discord.Client, service: Platform, notify: Notifier,
                 wake: Callable[[int | None], None], side: GameSide) -> None:
        self.client, self.service, self.notify, self.wake = client, service, notify, wake
        self.side = side  # the game's parts of a turn message (its image, embed and buttons)
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)

    # ----- after a change ----------------------------------------------------------------

    async def publish(self, changes: list[Report], actor: str | None = None, pressed: int | None = None,
                      answered: Awaitable[bool] | None = None) -> list[Msg]:
        """Announce each game, then tell others privately what only they learned; returns
        sentences for the actor about what could not be posted. The channel's message first:
        a private sale offer's message before it would delay it, and so tell the channel that
        someone holds the card (R6.5). Last, the buttons of the decisions the changes closed
        (answered or not) come off the direct messages that hold them (the actor's too, but for the message they
        ``pressed``, which their answer edits): one read of each player's DM channel. The
        actor's own secret decisions are told in their answer: where it did not go out
        (``answered``), they stay recorded, and a later pass tells them by direct message."""
        problems = []
        closed: defaultdict[str, list[Closing]] = defaultdict(list)
        languages: dict[str, str] = {}  # the game's, for a player who chose none
        failed: list[set[str]] = []  # by report: the players whose direct message failed for a passing reason
        for report in changes:
            for user in report.closed:
                if closings := self.side.closed_decisions(report, user):
                    closed[user] += closings
                    languages[user] = report.language
            if report.notice and (problem := await self.notify.say(report.channel_id, report.notice)):
                problems.append(problem)  # said at once: the turn message that carries it waits (a pause)
            if problem := await self.announce(report.game_id):
                problems.append(problem)
            failed.append(await self._tell_privately(report, actor))
            if report.computer_due:  # after the messages: a computer's move must not close an offer before its DM
                self.wake(report.game_id)
        with secretly():  # that an offer closed tells that someone held its card (R6.5)
            await self._take_off(closed, languages, actor, pressed)
        with secretly():  # last: the offers' records wait for nothing public (R6.5)
            await self._told(changes, failed, actor, answered)
        with secretly():  # whether a holder the whole table waits for left the server: after the rest (R6.5)
            departed = [change for report in changes for change in await self.notify.holders_gone(report)]
        if departed:
            problems += await self.publish(departed)
        return problems

    async def _told(self, changes: list[Report], failed: list[set[str]], actor: str | None,
                    answered: Awaitable[bool] | None) -> None:
        """The offers told drop their records, those whose message failed stay for a later
        pass; the actor's, told in their answer, once it went out (``answered``), after the
        others': a slow answer must not keep the others' records until a pass tells them again."""
        waiting = {actor} if actor is not None and answered is not None else set()
        for report, untold in zip(changes, failed, strict=True):
            await self.service.untold.told(report, untold | waiting)
        if actor is not None and answered is not None and await answered:
            for report in changes:
                if actor in report.untold:
                    await self.service.untold.told(replace(report, untold={actor: report.untold[actor]}))

    async def _take_off(self, closed: dict[str, list[Closing]], languages: dict[str, str], actor: str | None,
                        pressed: int | None) -> None:
        """The buttons of the closed decisions off the direct messages that hold them, each message saying in place of
        the question how it was answered or why it closed (secret work, in the game's language where the store fails
        to say the holder's; a press on a button left is answered that the decision is no longer open). Why a decision
        closed unanswered (``Closing.closed``), where no edit said it (no message held it any more, or its edit
        failed), goes to its holder in a DM of its own, but to the actor, whose answer said it: one message either
        way."""
        try:
            reach = await self.service.players.reach(sorted(closed)) if closed else NOBODY
        except Exception:  # the game's language, then
            reach = NOBODY
        for user, ids in closed.items():
            language = reach.languages.get(user, languages[user])
            carried = await self.notify.closed_decisions(user, tuple(ids), language, pressed if user == actor else None)
            untold = [c.closed for c in ids if c.closed is not None and c.pattern not in carried]
            if untold and user != actor:
                await self.notify.direct(user, "\n".join(discord_text(language).lines(untold)))

    async def _tell_privately(self, report: Report, actor: str | None, again: bool = False) -> set[str]:
        """What only some players learned, each by direct message (the actor sees theirs in
        the answer to their command); returns the players whose message failed for a passing
        reason. ``again``: a retelling, which first looks for the message a killed process
        may have sent (``Notifier.retell_decision``)."""
        tell = self.notify.retell_decision if again else self.notify.direct_decision
        told = [user for user in sorted(set(report.prompts) | set(report.private)) if user != actor and user.isdigit()]
        failed = set()
        with secretly():  # a sale offer among them: its messages are neither counted nor logged (R6.5)
            try:
                reach = await self.service.players.reach(told) if told else NOBODY
            except Exception:  # the store, only when there is something to tell: nothing may show it
                return set(told)  # their records stay: a later pass tells them
            for user in told:
                if not await tell(user, report, reach):
                    failed.add(user)
        return failed

    async def retell(self, game_id: int) -> None:
        """Tell the holders of the game's secret decisions that a process killed between a
        change's commit and its direct messages left untold, as that change would have
        (``bot.service.untold``): one process per game. The scheduler calls it secretly (R6.5)."""
        async with self.service.untold.claim(game_id) as mine:
            if mine and (report := await self.service.untold.retold(game_id)):
                await self.service.untold.told(report, await self._tell_privately(report, None, again=True))

    async def announce(self, game_id: int) -> Msg | None:
        """Post the turn message the game is due, once across every process (the game's claim;
        a process that does not get it leaves the news to the one that has it, or to a later
        pass); returns a sentence if the channel refused it. Never raises: a failure is
        recorded and retried, or pauses the game. A player it would name (and ping) who left
        the server is handed to the table's policy first, not pinged for a turn they can no
        longer take; the changes that makes are published (and announced) in its place."""
        async with self._locks[game_id]:
            try:
                async with self.service.news.claim_announcing(game_id) as mine:
                    announcement = await self.service.news.announcement(game_id) if mine else None
                    if announcement is None:
                        return None
                    gone = await self.notify.gone(announcement.guild_id, announcement.mentions)
                    changes = await self.notify.hand_over(announcement.game_id, gone)
                    if not changes:
                        return await self._post(announcement)
            except Exception as err:  # one game's trouble must never stop the others
                if not runtime_of(self.client).refusals.handled(err):  # a refused write: the database's one line
                    log.exception("announcing game %s failed", game_id)
                with contextlib.suppress(Exception):  # its news stay unannounced: a later pass finds them
                    await self.service.news.announce_later(game_id)
                return None
        problems = await self.publish(changes)  # outside the game's lock: publishing announces again
        return problems[0] if problems else None

    async def _post(self, announcement: Announcement) -> Msg | None:
        channel = self.client.get_partial_messageable(int(announcement.channel_id))
        if announcement.trying and await self._adopt_earlier(channel, announcement):
            due = await self.service.news.announcement(announcement.game_id)  # what the earlier one did not cover
            if due is None:
                return None
            announcement = due
        kwargs = await self._turn_message(announcement)
        await self.service.news.sending(announcement)
        try:
            message, kwargs = await self._send(channel, announcement, kwargs)
        except DISCORD_FAILURES as err:  # the outcome may be unknown: the retry's nonce or history finds it
            return await self.failed(announcement.game_id, err)
        if announcement.trying == announcement.key and message.content != kwargs["content"]:
            announcement = announcement.earlier()  # Discord's nonce check returned the earlier message
        await self._posted(announcement, channel, str(message.id))
        self._timed(announcement)
        if "embed" in kwargs and not message.embeds:  # posted without its title and points: Embed Links was taken away
            await self.notify.lose_channel(announcement.game_id, EMBEDS_DROPPED)
            return lost_channel_note(EMBEDS_DROPPED)
        return None

    async def _send(self, channel: discord.PartialMessageable, announcement: Announcement,
                    kwargs: TurnMessage) -> tuple[discord.Message, TurnMessage]:
        """The turn message, and what it went out with. One that Discord refuses as invalid
        (50035: a limit the bot's own code missed) goes out plain instead: its news a pointer
        to /log, without its embed; refused again, without its buttons as well (/hand plays the
        turn). The same body would be refused at every retry while the players wait, told
        nothing. Each step keeps the pings and, at the end, who won."""
        for with_buttons in (True, False):  # the fallback tried next
            try:
                return await channel.send(**kwargs), kwargs
            except discord.HTTPException as err:
                if err.code != INVALID_FORM_BODY:
                    raise
                log.error("game %s: Discord refused the turn message as invalid (%s); sending it plain%s",
                          announcement.game_id, failure_name(err), "" if with_buttons else ", without its buttons")
            kwargs = await self._turn_message(announcement, plain=True)
            if not with_buttons:
                kwargs.pop("view", None)
        return await channel.send(**kwargs), kwargs

    def _timed(self, announcement: Announcement) -> None:
        """A turn message is out: logged, and timed from the command or click that caused it."""
        work = current()
        if work is not None and work.kind in INTERACTIONS:
            seconds = time.monotonic() - work.began
            runtime_of(self.client).metrics.turn_posted(work.kind, seconds)
            log.info("game %s: turn message posted, %.2f s after the %s", announcement.game_id, seconds, work.kind)
        else:
            log.info("game %s: turn message posted", announcement.game_id)

    async def _adopt_earlier(self, channel: discord.PartialMessageable, announcement: Announcement) -> bool:
        """An earlier send had an unknown outcome (a time-out, a 5xx, a restart in between):
        if its message is in the channel, record it as the turn message it is (covering the
        news it covered) instead of posting again. Discord's nonce check lasts minutes; this
        covers hours of backoff and restarts. The earlier send came after the game's previous
        turn message, so the channel is read back to that one, newest first, however much was
        said since; the cost is bounded by ``HISTORY``: at most ten requests a retry of the
        turn message (one in a quiet channel), and a retry comes after a backoff."""
        previous = discord.Object(id=int(announcement.previous_message)) if announcement.previous_message else None
        try:
            async for message in channel.history(limit=HISTORY, after=previous, oldest_first=False):
                if self.client.user is not None and message.author.id == self.client.user.id and \
                        self.side.announced_key(message, announcement.game_id) == announcement.trying:
                    await self._posted(announcement.earlier(), channel, str(message.id))
                    return True
        except DISCORD_FAILURES as err:  # cannot read the channel: the nonce is all there is
            log.info("game %s: could not read the channel's messages (%s)", announcement.game_id, failure_name(err))
        return False

    async def _turn_message(self, announcement: Announcement, plain: bool = False) -> TurnMessage:
        """The turn message's parts; its nonce depends only on the game and what it announces,
        so every retry of it, before or after a restart, carries the same one. ``plain``: its
        news a pointer to /log, and no embed (what Discord refused was in one of them)."""
        t = discord_text(announcement.language)
        closed = set(announcement.reach.closed)
        quiet = announcement.reach.quiet  # named, but not notified now
        pinged = [discord.Object(id=int(u)) for u in announcement.mentions if u not in quiet and u.isdigit()]
        mentions = discord.AllowedMentions(users=pinged, roles=False, everyone=False, replied_user=False)
        words = self.side.turn_words(announcement)
        if plain:
            words = replace(words, news=[Msg("turn.plain")], turn_starts=[])
        try:
            parts = await self.side.turn_parts(announcement, t, plain)
        except (MemoryError, BrokenExecutor):  # the host's trouble, not the picture's: a later pass draws it
            raise
        except Exception:  # a picture the code fails to draw must not hold the turn back on the player's clock
            log.exception("game %s: the turn message's picture, embed or buttons failed; sending its words alone",
                          announcement.game_id)
            parts = TurnParts(None, None, None)
        message = TurnMessage(content=turn_content(announcement, words, closed, t), allowed_mentions=mentions,
                              nonce=nonce_of(announcement.game_id, announcement.key))
        if parts.file is not None:
            message["file"] = parts.file
        if parts.embed is not None:
            message["embed"] = parts.embed
        if parts.view is not None:
            message["view"] = parts.view
        return message

    async def _posted(self, announcement: Announcement, channel: discord.PartialMessageable, message: str) -> None:
        """The turn message is in the channel: record it, take the buttons off the previous
        one (the game's first takes the Join button off the lobby's message, which then says the
        game started and its seat order), and tell those who asked for a DM on their turn."""
        await self.service.news.announced(announcement, message)
        if announcement.previous_message and announcement.after_lobby:  # the table started: no more joining
            started = Msg("lobby.message_started", order=announcement.names)
            await self.notify.edit_lobby(announcement.channel_id, announcement.previous_message, started,
                                         announcement.language)
        elif announcement.previous_message:
            await self._strip_buttons(channel, announcement.previous_message)
        link = message_link(announcement.guild_id, announcement.channel_id, message)
        reach = announcement.reach
        for user in reach.turn_dm:  # those who asked, via /me
            told = discord_text(reach.languages.get(user, announcement.language))
            await self.notify.direct(user, told("dm.your_turn", channel=announcement.channel_id, link=link))

    async def _strip_buttons(self, channel: discord.PartialMessageable, message: str) -> None:
        """The previous turn message loses its buttons (its turn is over)."""
        try:
            await channel.get_partial_message(int(message)).edit(view=None)
        except DISCORD_FAILURES as err:  # deleted, the channel closed, or no answer: the buttons stay
            log.info("could not strip the buttons of message %s (%s)", message, failure_name(err))

    async def failed(self, game_id: int, err: BaseException) -> Msg | None:
        if reason := channel_failure(err):
            await self.notify.lose_channel(game_id, reason)
            return Msg("failure.channel_deleted", game=game_id) if reason is CHANNEL_GONE else lost_channel_note(reason)
        wait = await self.service.news.announce_later(game_id, at_least=told_to_wait(err))
        log.warning("game %s: send failed (%s); retrying in %.0f s", game_id, failure_name(err), wait)
        return None

    async def probe(self, channel_id: str, lacking: list[Msg]) -> Msg | None:
        """Someone used a command in the channel of a game paused because the bot could not
        post there: unless the command showed that the bot still ``lacks`` a permission there
        (then the user is told which, and nothing is posted: a note would go through and the
        next turn message fail again), try once more, and resume the game if it works."""
        game_id = await self.service.clock.channel_paused(channel_id)
        if game_id is None:
            return None
        if lacking:
            return cannot_post(lacking)
        if problem := await self.notify.say(channel_id, Msg("failure.works_again")):
            return problem
        await self.service.clock.channel_works(channel_id)
        self.wake(None)  # a computer may owe the game a move now that its clock runs
        return await self.announce(game_id)

