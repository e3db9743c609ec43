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
from enum import Enum
from typing import NotRequired, TypedDict

import discord

from bot.service import NOBODY, AnnounceKey, Announcement, Platform, Report
from bot.service.work import INTERACTIONS, current, secretly
from bot.words.i18n import Msg
from bot.words.markup import message_link
from cogs.discord_text import discord_text
from cogs.failures import (
    CHANNEL_GONE,
    DISCORD_FAILURES,
    EMBEDS_DROPPED,
    HISTORY_PAUSED,
    HISTORY_UNSEEN,
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
# Discord's nonce check covers "the past few minutes": within this many seconds of a turn message's first send, a retry
# of it may lean on its nonce alone where the channel's history cannot be read (nothing is posted twice).
NONCE_TRUSTED = 120.0


class Earlier(Enum):
    """What a look into the channel for the turn message of an earlier send with an unknown outcome found."""

    ADOPTED = "adopted"  # it is there, recorded as the turn message it is
    ABSENT = "absent"  # the history shows the channel, without it: it did not go out
    UNSEEN = "unseen"  # the history shows nothing at all: Read Message History was taken (Discord's empty answer)
    UNREAD = "unread"  # the read failed for a passing reason
    REFUSED = "refused"  # Discord refused the read: the channel is closed to the bot, or gone


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
        # each game's turn message sent without a confirmed outcome: its key, and when this process first sent it
        self._first_sent: dict[int, tuple[AnnounceKey, float]] = {}

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
        settled = not announcement.trying  # no earlier send is left whose message may be in the channel
        if announcement.trying:
            earlier, err = await self._adopt_earlier(channel, announcement)
            if earlier is Earlier.ADOPTED:
                due = await self.service.news.announcement(announcement.game_id)  # what the earlier one did not cover
                if due is None:
                    return None
                announcement, settled = due, True
            elif earlier is Earlier.ABSENT:
                settled = True
            elif not self._nonce_covers(announcement):
                return await self._cannot_tell(announcement, earlier, err)
        kwargs = await self._turn_message(announcement)
        self._sending(announcement)
        await self.service.news.sending(announcement)
        try:
            message, kwargs = await self._send(channel, announcement, kwargs)
        except DISCORD_FAILURES as err:  # the outcome may be unknown: the retry's nonce or history finds it
            if settled and channel_failure(err) is not None:  # refused: nothing went out, nothing to look for
                with contextlib.suppress(Exception):
                    await self.service.news.not_sent(announcement)
                self._first_sent.pop(announcement.game_id, None)
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

    async def _adopt_earlier(self, channel: discord.PartialMessageable,
                             announcement: Announcement) -> tuple[Earlier, BaseException | None]:
        """An earlier send had an unknown outcome (a time-out, a 5xx, a restart in between):
        if its message is in the channel, record it as the turn message it is (covering the
        news it covered) instead of posting again. Discord's nonce check lasts minutes; this
        covers hours of backoff and restarts. The earlier send came after the game's previous
        turn message, so the channel is read back to that one (itself included), newest first, however much was
        said since; the cost is bounded by ``HISTORY``: at most ten requests a retry of the
        turn message (one in a quiet channel), and a retry comes after a backoff.

        Without Read Message History Discord answers with no messages, not with an error: a look that
        sees nothing, not even the previous turn message, reads the channel's newest message once more
        (the previous one may have been deleted); nothing there either, and the history cannot be
        trusted (``Earlier.UNSEEN``). A read that failed comes with its error."""
        me = self.client.user
        previous = int(announcement.previous_message) if announcement.previous_message else 0
        seen = False
        try:
            async for message in channel.history(limit=HISTORY, after=discord.Object(id=previous - 1) if previous
                                                 else None, oldest_first=False):
                seen = True
                if me is not None and message.author.id == me.id and \
                        self.side.announced_key(message, announcement.game_id) == announcement.trying:
                    await self._posted(announcement.earlier(), channel, str(message.id))
                    return Earlier.ADOPTED, None
            if not seen and previous:
                seen = bool([message async for message in channel.history(limit=1)])
        except DISCORD_FAILURES as err:
            log.info("game %s: could not read the channel's messages (%s)", announcement.game_id, failure_name(err))
            return Earlier.REFUSED if channel_failure(err) is not None else Earlier.UNREAD, err
        return Earlier.ABSENT if seen else Earlier.UNSEEN, None

    def _sending(self, announcement: Announcement) -> None:
        """Note when this process first sent this turn message (``_nonce_covers``)."""
        first = self._first_sent.get(announcement.game_id)
        if first is None or first[0] != announcement.key:
            self._first_sent[announcement.game_id] = (announcement.key, self.service.tables.clock())

    def _nonce_covers(self, announcement: Announcement) -> bool:
        """Whether Discord's nonce check alone keeps a retry from posting twice: the retry carries the earlier send's
        nonce (the same key), whose first try this process made within ``NONCE_TRUSTED`` seconds (after a restart,
        or in another process, nobody can say)."""
        first = self._first_sent.get(announcement.game_id)
        return (announcement.key == announcement.trying and first is not None and first[0] == announcement.key
                and self.service.tables.clock() - first[1] < NONCE_TRUSTED)

    async def _cannot_tell(self, announcement: Announcement, earlier: Earlier, err: BaseException | None) -> Msg | None:
        """The earlier send's message may be in the channel, and the channel's history cannot say, past the minutes
        Discord's nonce check covers: posting now might post the turn twice. A read Discord refused (the channel
        closed to the bot, or gone) pauses or ends the game as a refused send would; one that failed for a passing
        reason is tried again later; a history Discord shows empty (Read Message History taken) pauses the game
        until it is granted again, saying so to the channel (which may still be posted in), to its host, and to the
        actor. The turn message is kept: it goes out, once, when the game goes on."""
        if earlier is Earlier.REFUSED and err is not None:
            return await self.failed(announcement.game_id, err)
        if earlier is Earlier.UNREAD:
            wait = await self.service.news.announce_later(announcement.game_id)
            log.warning("game %s: the channel's messages could not be read to look for an earlier send; retrying in "
                        "%.0f s", announcement.game_id, wait)
            return None
        log.warning("game %s: an earlier send's outcome is unknown and the channel's history shows nothing (no Read "
                    "Message History?); pausing rather than posting it twice", announcement.game_id)
        if not await self.notify.lose_channel(announcement.game_id, HISTORY_UNSEEN):
            return None  # paused already, and told then
        if await self.notify.say(announcement.channel_id, HISTORY_PAUSED) is None:
            return None  # the channel heard it, the actor with it
        return HISTORY_PAUSED

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
        self._first_sent.pop(announcement.game_id, None)
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

    async def probe(self, channel_id: str, lacking: list[Msg], unreadable: bool = False) -> Msg | None:
        """Someone used a command in the channel of a game paused because the bot could not
        post there: unless the command showed that the bot still ``lacks`` a permission there
        (then the user is told which, and nothing is posted: a note would go through and the
        next turn message fail again), or still may not read the channel's history
        (``unreadable``) where that paused it, try once more, and resume the game if it works."""
        paused = await self.service.clock.channel_paused(channel_id)
        if paused is None:
            return None
        game_id, why = paused
        if lacking:
            return cannot_post(lacking)
        if unreadable and why == str(HISTORY_UNSEEN):
            return HISTORY_PAUSED
        again = Msg("failure.history_again" if why == str(HISTORY_UNSEEN) else "failure.works_again")
        if problem := await self.notify.say(channel_id, again):
            return problem
        await self.service.clock.channel_works(channel_id)
        self.wake(None)  # a computer may owe the game a move now that its clock runs
        return await self.announce(game_id)

