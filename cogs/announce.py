"""Everything the bot says on its own: one turn message per turn (from the service's news
outbox), short reminders, lobby notes (all in the game's language), and private notes by
direct message (in the player's own).

Public text comes only from the public view and public news. Each failure has its answer:
a channel closed to the bot pauses its game (and the actor is told what to fix), a passing
failure is retried with backoff, a closed DM leaves the decision under /hand."""

from __future__ import annotations

import asyncio
import io
import logging
from collections import defaultdict
from functools import partial
from typing import TYPE_CHECKING

import discord

from bot.engine import board_by_id
from bot.i18n import Msg, Text, hours, text
from bot.image_words import words_in
from bot.service import Announcement, Reminder, Report, ServiceError
from bot.textboard import met_text, players_text, revealed_text, scores_text
from bot.thinking import off_loop
from cogs.failures import (
    CANNOT_DM,
    DISCORD_FAILURES,
    UNKNOWN_MEMBER,
    channel_failure,
    code_of,
    failure_name,
    lost_channel_note,
    note_failure,
)
from cogs.respond import clip
from rendering import LastTurn, Words, render_board, render_turn

if TYPE_CHECKING:
    from bot.app import SamarkandBot

log = logging.getLogger("samarkand.announce")
EMBED_FIELD = 1024
HISTORY = 50  # recent messages searched for a turn message whose send had an unknown outcome
TURN_IMAGE = "samarkand-game-"
USERS_ONLY = discord.AllowedMentions(users=True, roles=False, everyone=False, replied_user=False)
NO_PINGS = discord.AllowedMentions.none()  # notes name people (display names may hold mentions); none pings


class Embed(discord.Embed):
    """An embed without the ``"flags": 0`` discord.py 2.7 adds to every embed: Discord's API
    description declares no such request key (the contract tests check every key)."""

    def to_dict(self) -> dict:  # type: ignore[override]
        data = dict(super().to_dict())
        if not data.get("flags"):
            data.pop("flags", None)
        return data


def mention(user: str) -> str:
    return f"<@{user}>" if user.isdigit() else user


def image_name(public: dict, game_id: int = 0, key: str = "") -> str:
    """Public facts only: the turn number (never anything about a hand). A turn message's
    image also names its game and what it announces (``key``), so that the message can be
    recognised in the channel later (see ``announced_key``)."""
    if key:
        return f"{TURN_IMAGE}{game_id}-{key.replace(':', '-')}.png"
    return f"samarkand-turn-{public.get('turn', 0)}.png"


def announced_key(message: discord.Message, game_id: int) -> str:
    """What a turn message of this game announces ("turn:phase", as ``announce_key``), from
    its image's name (an attachment's, or the embed's image address); "" if it is none."""
    prefix = f"{TURN_IMAGE}{game_id}-"
    names = [a.filename for a in message.attachments]
    names += [(e.image.url or "").split("?")[0].rsplit("/", 1)[-1] for e in message.embeds]
    for name in names:
        if name.startswith(prefix) and name.endswith(".png"):
            turn, _, phase = name[len(prefix):-len(".png")].partition("-")
            return f"{turn}:{phase}"
    return ""


def message_link(guild: str, channel: str, message: str) -> str:
    return f"https://discord.com/channels/{guild or '@me'}/{channel}/{message}"


class Announcer:
    def __init__(self, bot: SamarkandBot) -> None:
        self.bot = bot
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.not_threads: set[str] = set()  # channels found to be no threads: never archived

    @property
    def service(self):
        return self.bot.service

    # ----- after a change ----------------------------------------------------------------

    async def publish(self, changes: list[Report], actor: str | None = None) -> list[Msg]:
        """Tell others privately what only they learned, then announce each game; returns
        sentences for the actor about what could not be posted."""
        problems = []
        for report in changes:
            for user in sorted(set(report.prompts) | set(report.private)):
                if user != actor and user.isdigit():
                    await self.direct_decision(user, report)
            problem = await self.announce(report.game_id)
            if problem:
                problems.append(problem)
            if report.computer_due:  # after the turn message: the computer's move comes next
                self.bot.driver.wake(report.game_id)
        return problems

    async def announce(self, game_id: int) -> Msg | None:
        """Post the turn message the game is due, once across every process (the game's claim;
        a process that does not get it leaves the news to the one that has it, or to a later
        pass); returns a sentence if the channel refused it. Never raises: a failure is
        recorded and retried, or pauses the game."""
        async with self._locks[game_id]:
            try:
                async with self.service.claim_announcing(game_id) as mine:
                    announcement = await self.service.announcement(game_id) if mine else None
                    if announcement is None:
                        return None
                    return await self._post(announcement)
            except Exception:  # one game's trouble must never stop the others
                log.exception("announcing game %s failed", game_id)
                await self.service.announce_later(game_id)
                return None

    async def _post(self, announcement: Announcement) -> Msg | None:
        channel = self.bot.get_partial_messageable(int(announcement.channel_id))
        if announcement.trying and await self._adopt_earlier(channel, announcement):
            due = await self.service.announcement(announcement.game_id)  # what the earlier one did not cover
            if due is None:
                return None
            announcement = due
        kwargs = await self._turn_message(announcement)
        await self.service.sending(announcement)
        try:
            message = await channel.send(**kwargs)
        except DISCORD_FAILURES as err:  # the outcome may be unknown: the retry's nonce or history finds it
            return await self.failed(announcement.game_id, err)
        if announcement.trying == announcement.key and message.content != kwargs["content"]:
            announcement = announcement.earlier()  # Discord's nonce check returned the earlier message
        await self._posted(announcement, channel, str(message.id))
        return None

    async def _adopt_earlier(self, channel: discord.PartialMessageable, announcement: Announcement) -> bool:
        """An earlier send had an unknown outcome (a time-out, a 5xx, a restart in between):
        if its message is among the channel's recent ones, record it as the turn message it is
        (covering the news it covered) instead of posting again. Discord's nonce check lasts
        minutes; this covers hours of backoff and restarts."""
        on_record = int(announcement.previous_message or 0)
        try:
            async for message in channel.history(limit=HISTORY):
                if message.id <= on_record:
                    break
                if message.author.id == self.bot.user.id and \
                        announced_key(message, announcement.game_id) == announcement.trying:
                    await self._posted(announcement.earlier(), channel, str(message.id))
                    return True
        except DISCORD_FAILURES as err:  # cannot read the channel: the nonce is all there is
            log.info("game %s: could not read the channel's messages (%s)", announcement.game_id, failure_name(err))
        return False

    async def _turn_message(self, announcement: Announcement) -> dict:
        """The turn message's parts; its nonce depends only on the game and what it announces,
        so every retry of it, before or after a restart, carries the same one."""
        from cogs.turn_message import turn_view

        t = text(announcement.language)
        closed = set(announcement.reach.closed)
        quiet = announcement.reach.quiet  # named, but not notified now
        pinged = [discord.Object(id=int(u)) for u in announcement.mentions if u not in quiet and u.isdigit()]
        mentions = discord.AllowedMentions(users=pinged, roles=False, everyone=False, replied_user=False)
        kwargs: dict = {"content": turn_content(announcement, closed, t), "allowed_mentions": mentions,
                        "embed": turn_embed(self.bot, announcement, t),
                        "file": await turn_file(self.bot, announcement, words_in(t.language)),
                        "nonce": f"sk{announcement.game_id}:{announcement.key}"[:25]}
        if not announcement.over:
            kwargs["view"] = turn_view(announcement.game_id, announcement.view["turn"], t)
        return kwargs

    async def _posted(self, announcement: Announcement, channel: discord.PartialMessageable, message: str) -> None:
        """The turn message is in the channel: record it, take the buttons off the previous
        one, and tell those who asked for a DM on their turn."""
        await self.service.announced(announcement, message)
        if announcement.previous_message:
            await self._strip_buttons(channel, announcement.previous_message)
        link = message_link(announcement.guild_id, announcement.channel_id, message)
        reach = announcement.reach
        for user in reach.turn_dm:  # those who asked, via /me
            told = text(reach.languages.get(user, announcement.language))
            await self.direct(user, told("dm.your_turn", channel=announcement.channel_id, link=link))

    async def user_text(self, user: str, fallback: str) -> Text:
        """The words of a player's own language (as their Discord client last told it at
        /join, /new or /me), else ``fallback``: the game's."""
        return text(await self.service.user_language(user, fallback))

    async def _strip_buttons(self, channel: discord.PartialMessageable, message: str) -> None:
        """The previous turn message loses its buttons (its turn is over)."""
        try:
            await channel.get_partial_message(int(message)).edit(view=None)
        except DISCORD_FAILURES as err:  # deleted, the channel closed, or no answer: the buttons stay
            log.info("could not strip the buttons of message %s (%s)", message, failure_name(err))

    async def failed(self, game_id: int, err: BaseException) -> Msg | None:
        reason = channel_failure(err)
        if reason:
            await self.service.channel_lost(game_id, str(reason))
            return lost_channel_note(reason)
        wait = await self.service.announce_later(game_id)
        log.warning("game %s: send failed (%s); retrying in %.0f s", game_id, failure_name(err), wait)
        return None

    async def probe(self, channel_id: str) -> Msg | None:
        """Someone used a command in the channel of a game paused because the bot could not
        post there: try once more, and resume the game (then announce it) if it works."""
        game_id = await self.service.channel_paused(channel_id)
        if game_id is None:
            return None
        problem = await self.say(channel_id, Msg("failure.works_again"))
        if problem:
            return problem
        await self.service.channel_works(channel_id)
        self.bot.driver.wake()  # a computer may owe the game a move now that its clock runs
        return await self.announce(game_id)

    # ----- reminders ---------------------------------------------------------------------

    async def remind(self, reminder: Reminder) -> None:
        """A short ping linking to the turn message, with the deadline; no board again."""
        present = [user for user in reminder.mentions if await self._still_member(reminder, user)]
        for user, lines in reminder.private.items():
            told = await self.user_text(user, reminder.language)
            await self.direct(user, "\n".join(told.lines(lines)))
        if not present:
            return
        t = text(reminder.language)
        channel = self.bot.get_partial_messageable(int(reminder.channel_id))
        pings = " ".join(mention(u) for u in present)
        deadline = int(reminder.deadline)
        if reminder.turn_message:
            link = message_link(reminder.guild_id, reminder.channel_id, reminder.turn_message)
            lines = [t("reminder.ping_link", pings=pings, link=link, deadline=deadline)]
        else:
            lines = [t("reminder.ping", pings=pings, deadline=deadline)]
        if reminder.note.get("kind") == "outage":
            lines.append(t("reminder.outage", hours=hours(reminder.note["hours"])))
        try:
            await channel.send(clip(" ".join(lines)), allowed_mentions=USERS_ONLY)
        except DISCORD_FAILURES as err:
            reason = channel_failure(err)
            if reason:
                await self.service.channel_lost(reminder.game_id, str(reason))
                return
            log.warning("game %s: reminder failed (%s); a later tick sends it", reminder.game_id, failure_name(err))
            await self.service.remind_later(reminder)

    # ----- threads -----------------------------------------------------------------------

    async def keep_open(self, game_id: int, channel_id: str) -> None:
        """If the game's channel is a thread that archived (a quiet week), unarchive it, so that
        players can use commands there again. Discord lets the bot do so with Send Messages in
        Threads unless the thread is locked (then its next post pauses the game). A channel
        that is no thread is never asked about again."""
        if channel_id in self.not_threads:
            return
        try:
            data = await self.bot.http.get_channel(int(channel_id))
            meta = data.get("thread_metadata")
            if meta is None:
                self.not_threads.add(channel_id)
            elif meta.get("archived") and not meta.get("locked"):
                await self.bot.http.edit_channel(int(channel_id), archived=False)
                log.info("game %s: its thread had archived; unarchived it", game_id)
        except DISCORD_FAILURES as err:  # a passing failure: the next day's pass asks again
            reason = channel_failure(err)
            if reason:
                await self.service.channel_lost(game_id, str(reason))

    async def _still_member(self, reminder: Reminder, user: str) -> bool:
        """Whether a seated player is still in the server; if not, the table's time-out
        policy applies at once and the channel is told."""
        if not (user.isdigit() and reminder.guild_id.isdigit()):
            return True
        try:
            await self.bot.http.get_member(int(reminder.guild_id), int(user))
        except DISCORD_FAILURES as err:
            if code_of(err) != UNKNOWN_MEMBER:
                return True
            change = await self.service.player_left(reminder.game_id, user)
            if change:
                await self.publish([change])
            return False
        return True

    # ----- lobby notes and direct messages -----------------------------------------------

    async def say(self, channel_id: str, message: Msg | list[Msg], view: discord.ui.View | None = None
                  ) -> Msg | None:
        """A lobby note (one message, or lines of one) in the channel, in the game's language;
        returns what went wrong, for the actor, or None."""
        t = text(await self.service.language(channel_id))
        said = "\n".join(t.lines([message] if isinstance(message, Msg) else message))
        return await self._send(channel_id, content=clip(said), **({"view": view} if view else {}))

    async def post_file(self, channel_id: str, message: Msg, data: bytes, name: str) -> Msg | None:
        """A file for everyone in the channel (a replay); returns what went wrong, or None."""
        t = text(await self.service.language(channel_id))
        return await self._send(channel_id, content=clip(t(message)),
                                file=discord.File(io.BytesIO(data), filename=name))

    async def _send(self, channel_id: str, **kwargs: object) -> Msg | None:
        channel = self.bot.get_partial_messageable(int(channel_id))
        try:
            await channel.send(allowed_mentions=NO_PINGS, **kwargs)  # type: ignore[arg-type]
        except DISCORD_FAILURES as err:
            return note_failure(err)
        return None

    async def direct(self, user: str, text: str, view: discord.ui.View | None = None) -> bool:
        """A private note by DM; False if it could not be delivered (then /hand shows it)."""
        try:
            dm = await self.bot.create_dm(discord.Object(id=int(user)))
            await dm.send(clip(text), allowed_mentions=NO_PINGS, **({"view": view} if view else {}))
        except DISCORD_FAILURES as err:
            if code_of(err) == CANNOT_DM:
                await self.service.set_dm_closed(user, True)
            log.info("no direct message to a player (code %s)", code_of(err))
            return False
        await self.service.set_dm_closed(user, False)
        return True

    async def direct_decision(self, user: str, report: Report) -> None:
        """What only this player learned, and any decision waiting, with its buttons."""
        from cogs.decisions import decision_view

        t = await self.user_text(user, report.language)
        lines = t.lines(report.private.get(user, []))
        view = None
        if user in report.prompts:
            try:
                hand = await self.service.hand(report.channel_id, user)
            except ServiceError:
                hand = None
            if hand:
                view = decision_view(report.game_id, hand, self.service.board, t)
                lines.append(t("dm.decision_waits", channel=report.channel_id))
        if lines:
            await self.direct(user, "\n".join(lines), view)


def turn_content(announcement: Announcement, closed_dms: set[str], t: Text) -> str:
    lines = t.lines(announcement.lines)
    public = announcement.view
    if announcement.over:
        return clip("\n".join(lines))
    if public.get("settling"):
        lines.append(t("turn.settling"))
    if announcement.mentions:
        discarding = any(w["for"] == "discard" for w in public["waiting"])
        pings = " ".join(mention(u) for u in announcement.mentions)
        key = "turn.ping_discard" if discarding else "turn.ping_play"
        if announcement.deadline:
            lines.append(t(f"{key}_deadline", pings=pings, deadline=int(announcement.deadline)))
        else:
            lines.append(t(key, pings=pings))
        if set(announcement.mentions) & closed_dms:
            lines.append(t("turn.dms_closed"))
    return clip("\n".join(lines))


def turn_embed(bot: SamarkandBot, announcement: Announcement, t: Text) -> Embed:
    """Title, the board image, and the players' figures in text (for screen readers)."""
    board, public = board_by_id(announcement.view["board"]), announcement.view
    title = t("embed.final") if announcement.over else t("embed.turn", turn=public.get("turn", "?"))
    embed = Embed(title=title)
    embed.set_image(url=f"attachment://{image_name(public, announcement.game_id, announcement.key)}")
    embed.add_field(name=t("embed.players"), value=clip(players_text(board, public, announcement.names, t),
                                                        EMBED_FIELD), inline=False)
    embed.add_field(name=t("embed.meetings"), value=clip(met_text(board, public, t), EMBED_FIELD), inline=False)
    if announcement.over and public.get("scores"):
        embed.add_field(name=t("embed.scores"), value=clip(f"```\n{scores_text(public['scores'], t)}\n```",
                                                           EMBED_FIELD), inline=False)
        embed.add_field(name=t("embed.hands"), value=clip(revealed_text(board, public["scores"], t), EMBED_FIELD),
                        inline=False)
    return embed


async def board_file(bot: SamarkandBot, public: dict, words: Words, last_turn: LastTurn | None = None,
                     name: str = "") -> discord.File:
    """The full board, drawn in the rendering threads from the public view."""
    png = await off_loop(partial(render_board, board_by_id(public["board"]), public, None, last_turn, words=words))
    return discord.File(io.BytesIO(png), filename=name or image_name(public))


async def turn_file(bot: SamarkandBot, announcement: Announcement, words: Words) -> discord.File:
    """The turn message's image: made for the inline preview (the region of the last turn,
    enlarged, with everyone's public points); at the end, the full board with the winners."""
    last_turn = LastTurn.from_events(announcement.events)
    name = image_name(announcement.view, announcement.game_id, announcement.key)
    if announcement.over:
        return await board_file(bot, announcement.view, words, last_turn, name)
    board = board_by_id(announcement.view["board"])
    png = await off_loop(partial(render_turn, board, announcement.view, last_turn, words=words))
    return discord.File(io.BytesIO(png), filename=name)
