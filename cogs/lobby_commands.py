"""Lobby and game management for any game: /new, /join, /leave, /addcpu, /start, /abort, /settings, /pause, /resume,
/replace; the computer levels (offered as typed) and notes on settings are the game's. Commands that make the bot
post check its permissions first and refuse, saying what to grant, before anything changes. A new game speaks the
server's preferred language until /settings language says otherwise."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.games.playing import Rules
from bot.service import (
    Departure,
    GameStatus,
    GameSummary,
    Hosting,
    Limit,
    LimitsHere,
    Platform,
    ServiceError,
    Settings,
    TimeLeft,
    clock_notes,
    counts_for_ratings,
    refusal_met,
    settings_line,
)
from bot.words.i18n import DEFAULT, Msg, Text, text
from cogs.component_ids import BadComponent, Button, Component, button, game_id, pressed_in, view_of
from cogs.failures import DISCORD_FAILURES, cannot_post, in_thread, missing, thread_failure
from cogs.respond import Reply, bot_of, is_admin, noted, respond, says, server_language, user_id, warning
from cogs.runtime import Runtime, runtime_of
from cogs.setting_options import with_setting_options
from cogs.translator import about, options

log = logging.getLogger("samarkand.lobby")
FIVE = 5  # the most seats lobby.seats says, in words that hold the number (the count of earlier releases)
HOST_REFUSALS = ("error.host_only", "error.lobby_busy")  # the refusals that name the host, who may have left


def seats_line(game: GameSummary, most: int) -> Msg:
    """The lobby's players and how many seats its game has at most (``Rules.table_sizes``): 5 in the words earlier
    releases used ("Players (2/5): …", ``lobby.seats``), any other number with it as a value (``lobby.seats_most``)."""
    key = "lobby.seats" if most == FIVE else "lobby.seats_most"
    return Msg(key, count=len(game.seats), most=most, names=game.names)


def most_seats(bot: Runtime) -> int:
    return bot.platform.tables.rules.table_sizes[-1]


def departure_note(name: str | Msg, left: Departure, most: int) -> Msg:
    """What the channel hears of a player leaving the lobby: the seats left (or that it
    closed), and, when the host left, who hosts it now and starts it (``name``: a person
    forgotten by /privacy goes unnamed, as "A player")."""
    closed = Msg("lobby.closed_to_computers" if left.game.seats else "lobby.closed")
    note = closed if left.game.status is GameStatus.ABORTED else seats_line(left.game, most)
    if left.new_host is None:
        return Msg("lobby.left", name=name, note=note)
    return Msg("lobby.left_host", name=name, note=note, host=left.new_host)


def check_can_post(interaction: discord.Interaction, extra: tuple[str, ...] = (), thread: bool = False) -> None:
    """Refuse, before any state changes, where the bot could not post the game (``thread``:
    in the thread it is about to open here)."""
    if lacking := missing(interaction.app_permissions, thread or in_thread(interaction), extra):
        raise ServiceError(cannot_post(lacking))


def check_not_private(interaction: discord.Interaction) -> None:
    """A private thread shows the parent's permissions, yet the bot cannot post there unless
    someone adds it: Discord answers Missing Access. So no game starts in one."""
    if getattr(interaction.channel, "type", None) == discord.ChannelType.private_thread:
        raise ServiceError("lobby.private_thread")


async def join(interaction: discord.Interaction, channel: str, lobby: int | None = None) -> Reply:
    """Seat the player, tell the channel, and find out whether private DMs reach them
    (``lobby``: the game a Join button was posted for, None for /join)."""
    bot, t, user = bot_of(interaction), says(interaction), user_id(interaction)
    await bot.platform.players.remember_language(user, t.language)
    game = await bot.platform.lobby.join(channel, user, interaction.user.display_name, lobby)
    problem = await bot.notify.say(channel, Msg("lobby.joined", name=interaction.user.display_name,
                                                   seats=seats_line(game, most_seats(bot))))
    return await welcomed(bot, user, channel, t, noted(t, t("lobby.you_joined", channel=channel), [problem]))


async def welcomed(bot: Runtime, user: str, channel: str, t: Text, reply: Reply) -> Reply:
    """``reply`` after the welcome by DM (where the player's private decisions will come), and
    the note that DMs do not reach them if Discord said so (50007; no answer is no refusal):
    for the host who opens the table as for everyone who joins it."""
    delivered = await bot.notify.direct(user, t(bot.side.welcome(channel)))
    if not delivered and await bot.platform.players.closed_dms([user]):
        reply.text += "\n" + t(bot.side.dms_closed())
    return reply


class Lobby(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = runtime_of(bot)
        self.service: Platform = self.bot.platform
        self.notify = self.bot.notify

    async def as_host(self, interaction: discord.Interaction, work: Callable[[], Awaitable[Reply]]) -> None:
        """``respond`` with a command that only the host (or a server admin) may give, or that
        the channel's lobby refuses as the host's: a refusal that names a host who has left the
        server hands their part on first (``hand_on_if_gone``), and the command is tried again."""
        async def checked() -> Reply:
            try:
                return await work()
            except ServiceError as refused:
                if refusal_met(refused).message.key not in HOST_REFUSALS or \
                        not await self.hand_on_if_gone(str(interaction.channel_id)):
                    raise
            return await work()
        await respond(interaction, checked)

    async def hand_on_if_gone(self, channel: str) -> bool:
        """Whether the host of the channel's game has left the server: one member lookup
        (``Notifier.gone``), since the bot hears of no departure. If so, the host leaves now: a
        lobby as by /leave (the next person who joined hosts it; the last one's leaving closes
        it), a game in play as any departed player does (a computer takes the seat; the next
        person seated hosts); either way the channel is told. An heir who left as well is
        asked about in turn, so a refusal never names a host who is gone."""
        handed, asked = False, set[str]()
        while (host := await self.service.lobby.hosting(channel)) is not None and host.user not in asked:
            asked.add(host.user)
            if not await self.notify.gone(host.guild_id, [host.user]):
                break
            handed = True
            if not await self._hand_on(channel, host):
                break
        return handed

    async def _hand_on(self, channel: str, host: Hosting) -> bool:
        """The departed host leaves; False when the lobby started meanwhile (nobody to ask about)."""
        if not host.in_lobby:
            await self.bot.outbox.publish(await self.notify.hand_over(host.game_id, [host.user]))
            return True
        try:
            left = await self.service.lobby.depart(channel, host.user)
        except ServiceError:  # the lobby changed meanwhile (it started): the command is tried on it as it is
            return False
        note = departure_note(host.name, left, most_seats(self.bot))
        await self.notify.say(channel, [Msg("news.left", name=host.name), note])
        await self.notify.lobby_closed(left.game)
        return True

    @app_commands.command(name="new", description=about("new"))
    @app_commands.describe(**options("new", "thread"))
    async def new(self, interaction: discord.Interaction, thread: bool = False) -> None:
        async def work() -> Reply:
            t, user = says(interaction), user_id(interaction)
            channel, guild = str(interaction.channel_id), str(interaction.guild_id or "")
            await self.service.lobby.check_room(guild, user)  # before a thread is opened for nothing
            await self.service.players.remember_language(user, t.language)  # a refused write: before it too
            if thread:
                opened_thread = await self._open_thread(interaction)
                channel = str(opened_thread.id)
                try:
                    game = await self._create(interaction, channel, guild, user)
                except BaseException:
                    await self._remove_unused(interaction, opened_thread)
                    raise
            else:
                check_can_post(interaction)
                check_not_private(interaction)
                game = await self._create(interaction, channel, guild, user)
            language = await self.service.lobby.language(channel)
            opened = self.bot.side.opened(interaction.user.display_name)
            invitation = view_of(join_button(channel, language, game.id))
            message, problem = await self.notify.said(channel, opened, view=invitation)
            if message:  # kept, so that the start or the closing edits it
                await self.service.lobby.posted(game.id, message)
            said = noted(t, t("lobby.your_game", channel=channel, language=Msg(f"language.{language}")), [problem])
            if not interaction.app_permissions.read_message_history:
                said.text += "\n" + warning(t, Msg("failure.no_history"))
            return await welcomed(self.bot, user, channel, t, said)
        await self.as_host(interaction, work)

    async def _create(self, interaction: discord.Interaction, channel: str, guild: str, user: str) -> GameSummary:
        return await self.service.lobby.create(channel, guild, user, interaction.user.display_name,
                                               language=server_language(interaction))

    @staticmethod
    async def _remove_unused(interaction: discord.Interaction, opened: discord.Thread) -> None:
        """Delete the thread opened for a lobby the service then refused (a second /new of the
        member's, at once, took the last place under the lock; the store failed): left, it
        would stand in the channel with the game's name and no game. Deleting a thread takes
        Manage Threads; without it, or if Discord does not answer, the thread stays."""
        if not interaction.app_permissions.manage_threads:
            return
        try:
            await opened.delete()
        except DISCORD_FAILURES as err:
            log.warning("the unused thread %s could not be deleted (%r)", opened.id, err)

    async def _open_thread(self, interaction: discord.Interaction) -> discord.Thread:
        """A public thread for the game, with the longest auto-archive time; only where the
        member may create threads and the bot may too."""
        if not isinstance(interaction.channel, discord.TextChannel):
            raise ServiceError("lobby.thread_here")
        if not interaction.permissions.create_public_threads:
            raise ServiceError("lobby.thread_not_yours")
        check_can_post(interaction, ("create_public_threads",), thread=True)
        try:
            created = await interaction.channel.create_thread(name=self.service.store.plays.name.title(),
                                                              type=discord.ChannelType.public_thread,
                                                              auto_archive_duration=10080)
        except DISCORD_FAILURES as err:  # refused, or no answer: no thread, so no lobby either
            raise ServiceError(thread_failure(err)) from None
        return created

    @app_commands.command(name="join", description=about("join"))
    async def join(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda: join(interaction, str(interaction.channel_id)))

    @app_commands.command(name="leave", description=about("leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            t, channel = says(interaction), str(interaction.channel_id)
            left = await self.service.lobby.depart(channel, user_id(interaction))
            problem = await self.notify.say(channel, departure_note(interaction.user.display_name, left,
                                                                   most_seats(self.bot)))
            await self.notify.lobby_closed(left.game)
            closed = left.game.status is GameStatus.ABORTED  # the last person left: say so to them too
            return noted(t, t("lobby.you_closed" if closed else "lobby.you_left"), [problem])
        await respond(interaction, work)

    async def add_computer(self, interaction: discord.Interaction, level: str | None) -> None:
        """/addcpu (its level's choices are the game's: ``lobby_for``)."""
        async def work() -> Reply:
            t, channel = says(interaction), str(interaction.channel_id)
            game = await self.service.lobby.add_computer(channel, user_id(interaction), level, is_admin(interaction))
            seated = game.seats[-1].kind  # the level the lobby chose (the default when none was given)
            problem = await self.notify.say(channel, Msg("lobby.computer_joined",
                                                         level=self.service.tables.rules.level_name(seated),
                                                         seats=seats_line(game, most_seats(self.bot))))
            return noted(t, t("lobby.computer_added"), [problem])
        await self.as_host(interaction, work)

    @app_commands.command(name="start", description=about("start"))
    async def start(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            check_can_post(interaction)
            report = await self.service.lobby.start(str(interaction.channel_id), user_id(interaction),
                                                    is_admin(interaction))
            t = says(interaction)  # what the deal told the host alone (a secret) is said here, not by DM
            lines = [t("lobby.started"), *t.lines(report.private.get(user_id(interaction), []))]
            if not interaction.app_permissions.read_message_history:  # taken since /new, or never granted
                lines.append(warning(t, Msg("failure.no_history")))
            return Reply("\n".join(lines), changes=[report])
        await self.as_host(interaction, work)

    @app_commands.command(name="abort", description=about("abort"))
    async def abort(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            t, channel = says(interaction), str(interaction.channel_id)
            game = await self.service.lobby.abort(channel, user_id(interaction), is_admin(interaction))
            problem = await self.notify.say(channel, Msg("lobby.aborted", name=interaction.user.display_name))
            await self.notify.lobby_closed(game)
            return noted(t, t("lobby.you_aborted"), [problem])
        await self.as_host(interaction, work)

    async def configure(self, interaction: discord.Interaction, chosen: Mapping[str, object]) -> None:
        """/settings (its options are the table's settings the host sets: ``lobby_for``)."""
        async def work() -> Reply:
            t, channel = says(interaction), str(interaction.channel_id)
            before = await self.service.lobby.settings_here(channel)
            rules = self.service.tables.rules
            changes = {setting: chosen.get(setting.name) for setting in self.service.store.table.host_sets()}
            game = await self.service.lobby.configure(channel, user_id(interaction), is_admin(interaction), changes)
            s = game.settings
            if before is not None:  # the game's notes speak of a change: the same value again is no news
                changes = {k: v for k, v in changes.items() if before.value_of(k) != s.value_of(k)}
            lines = [t(settings_line(s)), *(t(note) for note in [*rules.table_notes(s), *clock_notes(s)])]
            if is_admin(interaction):
                lines.append(t(limits_line(await self.service.lobby.limits_here(str(interaction.guild_id or "")))))
            left = await self.service.news.time_left(channel) if game.status is GameStatus.PLAYING else None
            notes = [*rules.chosen_notes(s, changes), *language_notes(s, before.language if before else DEFAULT),
                     *rating_notes(game, before, interaction.user.display_name),
                     *in_play_notes(game, before, interaction.user.display_name, left)]
            problems = [await self.notify.say(channel, note) for note in notes]
            await self._reword_invitation(game, before.language if before else DEFAULT)
            return noted(t, "\n".join(lines), problems)
        await self.as_host(interaction, work)

    async def _reword_invitation(self, game: GameSummary, language_before: str) -> None:
        """The lobby's invitation and its Join button in the language the host just chose: an
        English server's lobby switched to German kept them English until the start."""
        host = next((seat.name for seat in game.seats if seat.user == game.host_id), None)
        language = game.settings.language
        if game.status is not GameStatus.LOBBY or language == language_before or not game.lobby_message or not host:
            return
        await self.notify.edit_lobby(game.channel_id, game.lobby_message, Msg("lobby.opened", name=host), language,
                                     view=view_of(join_button(game.channel_id, language, game.id)))

    @app_commands.command(name="pause", description=about("pause"))
    async def pause(self, interaction: discord.Interaction) -> None:
        await self._clock(interaction, True)

    @app_commands.command(name="resume", description=about("resume"))
    async def resume(self, interaction: discord.Interaction) -> None:
        await self._clock(interaction, False)

    async def _clock(self, interaction: discord.Interaction, paused: bool) -> None:
        async def work() -> Reply:
            t, channel = says(interaction), str(interaction.channel_id)
            game = await self.service.lobby.pause(channel, user_id(interaction), is_admin(interaction), paused)
            left = None if paused else await self.service.news.time_left(channel)
            note = clock_note(paused, interaction.user.display_name, left, hosted=bool(game.host_id))
            problem = await self.notify.say(channel, note)
            return noted(t, t("reply.done"), [problem])
        await self.as_host(interaction, work)

    async def replace_player(self, interaction: discord.Interaction, player: discord.User, level: str | None) -> None:
        """/replace (its level's choices are the game's: ``lobby_for``)."""
        async def work() -> Reply:
            report = await self.service.lobby.replace(str(interaction.channel_id), user_id(interaction),
                                                is_admin(interaction), str(player.id), level)
            bot_of(interaction).driver.wake()
            return Reply(says(interaction)("lobby.replaced"), changes=[report])
        await self.as_host(interaction, work)


def lobby_for(rules: Rules, table: type[Settings]) -> type[Lobby]:
    """The lobby with the game's computer levels as the choices of /addcpu and /replace, and
    its table's settings (``table``: the platform's and the game's) as /settings' options: an
    option's choices are fixed when its command is made, so the commands are made for the game
    (named in English here, in other languages by the translator)."""
    levels = [app_commands.Choice(name=text()(rules.level_offered(level)), value=level)
              for level in rules.computer_levels]

    class LobbyOfTheGame(Lobby):
        @app_commands.command(name="addcpu", description=about("addcpu"))
        @app_commands.describe(**options("addcpu", "level"))
        @app_commands.choices(level=levels)
        async def addcpu(self, interaction: discord.Interaction, level: str | None = None) -> None:
            await self.add_computer(interaction, level)

        @app_commands.command(name="replace", description=about("replace"))
        @app_commands.describe(**options("replace", "player", "level"))
        @app_commands.choices(level=levels)
        async def replace(self, interaction: discord.Interaction, player: discord.User, level: str | None = None
                          ) -> None:
            await self.replace_player(interaction, player, level)

        @app_commands.command(name="settings", description=about("settings"))
        @with_setting_options(table)
        async def settings(self, interaction: discord.Interaction, **chosen: Any) -> None:
            await self.configure(interaction, chosen)

    return LobbyOfTheGame


def language_notes(settings: Settings, language_before: str) -> list[Msg]:
    """What the channel hears of a /settings change of the platform's: a new language (the
    game's own notes are its rules', ``chosen_notes``)."""
    if settings.language == language_before:
        return []
    return [Msg("lobby.language_now", language=Msg(f"language.{settings.language}"))]


def rating_notes(game: GameSummary, before: Settings | None, name: str) -> list[Msg]:
    """What the channel hears when a /settings change decides whether the game counts for
    ratings (``rating: unrated``, or a game's own setting that keeps it unrated: Samarkand's
    hints): those who joined a rated table hear it in the lobby, not at the start, and the
    other way round. Only a real change: the same values again are no news."""
    if before is None or counts_for_ratings(before) == counts_for_ratings(game.settings):
        return []
    now = "lobby.now_rated" if counts_for_ratings(game.settings) else "lobby.now_unrated"
    return [Msg(now, name=name, settings=settings_line(game.settings))]


def in_play_notes(game: GameSummary, before: Settings | None, name: str, left: TimeLeft | None) -> list[Msg]:
    """What the channel hears of a /settings change during play: the settings as they are
    now, when one besides the language changed (the time for a decision, the reminders, what a
    time-out does): every player's clock runs by them, and only the host was told. With the
    deadline as it is now (``left``): the turn message shows the one before the change."""
    if game.status is not GameStatus.PLAYING or before is None:
        return []
    changed = [setting for setting in type(game.settings).host_sets()
               if setting is not Settings.language and before.value_of(setting) != game.settings.value_of(setting)]
    if not changed:
        return []
    if left is None or Settings.turn_hours not in changed:  # the deadline moves with the time for a decision only
        return [Msg("lobby.settings_changed", name=name, settings=settings_line(game.settings))]
    return [Msg("lobby.settings_changed_until", name=name, settings=settings_line(game.settings), player=left.name,
                at=int(left.until))]


def clock_note(paused: bool, name: str, left: TimeLeft | None, hosted: bool) -> Msg:
    """What the channel hears of a /pause (who paused, and who may go on: no host where none
    is left) or a /resume (the deadline as it is now, later by the pause than the turn message shows)."""
    if paused:
        return Msg("lobby.clock_paused" if hosted else "lobby.clock_paused_admins", name=name)
    if left is None:
        return Msg("lobby.clock_running")
    return Msg("lobby.clock_running_until", player=left.name, at=int(left.until))  # a name: escaped


def limits_line(here: LimitsHere) -> Msg:
    """The host's limits and what the server holds now: what /settings shows its admins."""
    most = {limit.value: here.limits.most(limit) for limit in Limit}
    return Msg("lobby.limits", lobbies=here.lobbies, games=here.games,
               **{name: Msg("lobby.no_limit") if value is None else value for name, value in most.items()})


def join_button(channel: str, language: str, game: int) -> JoinButton:
    return JoinButton(button(text(language)("button.join"), f"sk:j:{channel}:{game}", discord.ButtonStyle.success))


class JoinButton(Component[Button], template=r"sk:j:(?P<id>[\s\S]*)"):
    """The lobby's Join button: ``<channel>:<game>``, the channel where it must be pressed and
    the lobby it joins (``<channel>`` alone: a lobby's button posted before the game was named,
    which joins the channel's lobby)."""

    update = False

    async def answer(self, interaction: discord.Interaction) -> Reply:
        channel, *lobby = self.raw.split(":")
        if len(lobby) > 1 or str(game_id(channel)) != pressed_in(interaction):
            raise BadComponent
        return await join(interaction, str(interaction.channel_id), game_id(lobby[0]) if lobby else None)


async def setup(bot: commands.Bot) -> None:
    platform = runtime_of(bot).platform
    await bot.add_cog(lobby_for(platform.tables.rules, platform.store.table)(bot))
