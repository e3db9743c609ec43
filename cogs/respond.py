"""One shape for every interaction: acknowledge at once, do the work, answer the user
privately (in their own Discord language), and only then tell the channel (in the game's). A
failed public send never keeps the acting player from their private answer; it is told to
them privately, with what to fix."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import time
from collections.abc import Awaitable, Callable, Hashable, Iterator
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import discord

from bot.service import Report, ServiceError, refusal_met
from bot.service.work import WorkKind, secretly, working
from bot.words.i18n import And, Msg, Text, language_of
from cogs.discord_text import discord_text
from cogs.failures import ALREADY_ACKNOWLEDGED, DISCORD_FAILURES, answered, code_of, done_but, lacking_here
from cogs.message_text import clip, together
from cogs.runtime import Runtime, runtime_of

log = logging.getLogger("samarkand.cogs")
COMPONENT_KIND = re.compile(r"[a-z_]{1,20}")  # a component's kind in its custom id, as the bot writes them
PRIVATE = discord.AllowedMentions.none()  # a private answer names people, it never pings them
# The refusals for a channel without a game: to play in (``Tables.live``), to read (``Tables.playing_or_over``), or
# ever played (a public view's)
NO_GAME = frozenset({"error.no_game", "error.none_in_play", "error.never_played"})
# Answers to a private sale offer, by command, by the offer's buttons or by the panel's Sell and
# Keep (a panel button whose step is a sale answer, the panel's menu of offers): that one was
# given at all tells that someone held a reached card (R6.5), so they are neither counted nor
# logged (``bot.service.work.secretly``). A standing order is one too: it answers the offer of its
# card open now, and whether its work saved the game would tell that one was open.
OFFER_COMMANDS, OFFER_BUTTONS = frozenset({"keep", "sell", "order"}), "sk:s"
# A hint, asked or played (the command, its Play this): private (docs/coach.md), and the game
# waits for one player's move only, so a log line naming the game would name who took a hint.
HINT_COMMAND, HINT_BUTTON = "hint", "sk:hint"
PANEL_OFFER = re.compile(r"sk:(pb:\d+:\d+:o|ps:\d+:\d+:offers$)")  # matched at the start
KINDS = {discord.InteractionType.application_command: WorkKind.COMMAND,
         discord.InteractionType.component: WorkKind.CLICK,
         discord.InteractionType.modal_submit: WorkKind.FORM}  # the kinds of interaction of the metrics and logs


@dataclass
class Reply:
    """What the user sees privately (text, components, an embed, files) and the changes
    the channel and other players must be told of."""

    text: str
    view: discord.ui.View | None = None
    embed: discord.Embed | None = None
    files: list[discord.File] = field(default_factory=list)
    changes: list[Report] = field(default_factory=list)
    shows_decisions: bool = False
    reminder: str = ""  # that a decision waits, where the text fills Discord's limit: said after it, on its own
    more: str = ""  # the rest of a text too long for one message (a review's end): sent right after it, whole


def noted(t: Text, said: str, problems: list[Msg | None]) -> Reply:
    """The actor's answer after an action that tells the channel: the action stands; each
    note the channel did not get is said privately, with what to fix."""
    return Reply("\n".join([said, *(warning(t, note) for note in done_but(problems))]))


def says(interaction: discord.Interaction) -> Text:
    """The words of the user's own Discord language (English for any without a catalogue):
    every private answer speaks it."""
    return discord_text(language_of(interaction.locale))


def server_language(interaction: discord.Interaction) -> str:
    """The server's preferred language, the default of a new game's."""
    return language_of(interaction.guild_locale or interaction.locale)


def user_id(interaction: discord.Interaction) -> str:
    return str(interaction.user.id)


def is_admin(interaction: discord.Interaction) -> bool:
    return bool(interaction.permissions.administrator or interaction.permissions.manage_guild)


def bot_of(interaction: discord.Interaction) -> Runtime:
    return runtime_of(interaction.client)


async def respond(interaction: discord.Interaction, work: Callable[[], Awaitable[Reply]], update: bool = False) -> bool:
    """Acknowledge, work, answer privately, then publish. ``update`` edits the pressed component's message (the turn
    panel), only ever a private one (a forged component on a public message gets a new private answer). Whether the
    private answer went out (False too when Discord refused the acknowledgement: then nothing was done)."""
    with working(KINDS.get(interaction.type, WorkKind.COMMAND)) as begun, \
            secretly() if answers_an_offer(interaction) else contextlib.nullcontext(), \
            answering(bot_of(interaction).answering):
        return await _respond(interaction, work, update, begun.kind, begun.began)


@contextlib.contextmanager
def answering(under_way: set[asyncio.Task[Any]]) -> Iterator[None]:
    """This interaction's task is listed while it is answered, so that a stop lets it end."""
    task = asyncio.current_task()
    if task is None:
        yield
        return
    under_way.add(task)
    try:
        yield
    finally:
        under_way.discard(task)


async def _respond(interaction: discord.Interaction, work: Callable[[], Awaitable[Reply]], update: bool,
                   kind: WorkKind, began: float) -> bool:
    metrics = bot_of(interaction).metrics
    update = update and private_message(interaction)
    try:
        await interaction.response.defer(ephemeral=not update, thinking=not update)
    except DISCORD_FAILURES as err:  # too late (10062), or no answer: do nothing rather than act unseen
        if not await acknowledged_anyway(interaction, err, update):
            log.warning("interaction %s not acknowledged (%s); nothing was done", interaction.id, code_of(err))
            metrics.failed(err)
            metrics.answered(kind, "failed", None)
            return False
    reply, outcome = await _work(interaction, work)
    outbox = bot_of(interaction).outbox
    pressed = interaction.message.id if update and interaction.message is not None else None  # edited by the answer
    went_out: asyncio.Future[bool] = asyncio.get_running_loop().create_future()  # the actor's secrets hang on it
    publishing = asyncio.ensure_future(outbox.publish(reply.changes, actor=user_id(interaction), pressed=pressed,
                                                      answered=went_out))
    delivered = False
    try:
        delivered = await _answer(interaction, reply, update)  # meanwhile the channel's message is drawn and sent
    finally:
        went_out.set_result(delivered)
    seconds = time.monotonic() - began
    metrics.answered(kind, outcome, seconds if delivered else None)
    quiet = answers_an_offer(interaction) or about_a_hint(interaction)
    log.log(logging.DEBUG if quiet else logging.INFO, "%s %s %s, answered %s in %.2f s",
            kind, what(interaction), outcome, "privately" if delivered else "nothing (it failed)", seconds)
    if delivered and reply.more:
        await _followup(interaction, reply.more)
    if delivered and reply.reminder:
        await _followup(interaction, reply.reminder)
    problems: list[Msg | None] = list(await publishing)
    if interaction.guild_id and not problems:
        problems.append(await _probed(interaction))
    for problem in filter(None, problems):
        await _followup(interaction, warning(says(interaction), problem))
    return delivered


async def _probed(interaction: discord.Interaction) -> Msg | None:
    """The outbox's try of a channel the bot could not post in (``Outbox.probe``), after the
    answer went out: a database that fails it (refusing writes, damaged) is said once a minute,
    as the answer's own failure is, not in a traceback a command."""
    try:
        return await bot_of(interaction).outbox.probe(str(interaction.channel_id), lacking_here(interaction),
                                                      not interaction.app_permissions.read_message_history)
    except Exception as err:
        if not bot_of(interaction).refusals.handled(err):
            log.exception("the paused channel %s could not be tried again", interaction.channel_id)
        return None


async def acknowledged_anyway(interaction: discord.Interaction, err: BaseException, update: bool) -> bool:
    """Whether the acknowledgement went through though the connection closed without its
    answer: the "thinking…" message is there. The player then sees Discord think, and doing
    nothing would leave them waiting for nothing. A refusal is taken at its word, 40060
    (already acknowledged) too: another process on the same shard (a rolling deploy) may have
    taken the interaction, and both acting would do it twice; unless this process's own
    acknowledgement had a server error just before: discord.py sent it again, and the 40060
    says that the first took effect (the player sees Discord think, or their press taken)."""
    if isinstance(err, discord.HTTPException) and err.code == ALREADY_ACKNOWLEDGED:
        return interaction.id in bot_of(interaction).callbacks_failed
    if answered(err) or update:  # a deferred update leaves no message to find
        return False
    return await original_of(interaction) is not None


async def original_of(interaction: discord.Interaction) -> discord.InteractionMessage | None:
    """The interaction's original response as Discord has it now ("thinking…", or the answer
    that took its place); None where Discord has none or did not answer."""
    try:
        return await interaction.original_response()
    except (*DISCORD_FAILURES, discord.ClientException):  # the latter: a channel discord.py does not know
        return None


def what(interaction: discord.Interaction) -> str:
    """The command's name, or the kind of component (``sk:play``), for the log: never what
    anyone typed or chose (a forged id's kind is ``?``)."""
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    custom_id = str(interaction.data.get("custom_id", "")) if interaction.data else ""  # JSON
    kind = custom_id.split(":")[1] if custom_id.count(":") >= 1 else ""
    return f"sk:{kind}" if COMPONENT_KIND.fullmatch(kind) else "sk:?"


def answers_an_offer(interaction: discord.Interaction) -> bool:
    """Whether the interaction answers a private sale offer (``/keep``, ``/sell``, the offer's
    buttons, the panel's): counting or logging it would tell that someone held a reached card (R6.5)."""
    if interaction.command is not None:
        return interaction.command.qualified_name in OFFER_COMMANDS
    custom_id = str(interaction.data.get("custom_id", "")) if interaction.data else ""  # JSON
    return what(interaction) == OFFER_BUTTONS or PANEL_OFFER.match(custom_id) is not None


def about_a_hint(interaction: discord.Interaction) -> bool:
    """Whether the interaction asks for a hint or plays one: logged at DEBUG only."""
    if interaction.command is not None:
        return interaction.command.qualified_name == HINT_COMMAND
    return what(interaction) == HINT_BUTTON


def private_message(interaction: discord.Interaction) -> bool:
    """Whether the component used is on a message only the user sees: an ephemeral one, or
    one in a direct message."""
    message = interaction.message
    return interaction.guild_id is None or (message is not None and message.flags.ephemeral)


async def _work(interaction: discord.Interaction, work: Callable[[], Awaitable[Reply]]) -> tuple[Reply, str]:
    """The reply, and the outcome the metrics count: done, refused (the service said no) or failed."""
    t = says(interaction)
    refusals = bot_of(interaction).refusals
    try:
        with refusals.writes() as writes:
            reply = await work()
    except ServiceError as err:
        return Reply(warning(t, await _pointed(interaction, refusal_met(err).message))), "refused"
    except Exception as err:
        unsaved = refusals.handled(err)  # the database takes no writes now (or is damaged): said once a minute
        if not unsaved:
            log.exception("command failed in channel %s", interaction.channel_id)
            return Reply(warning(t, Msg("reply.something_wrong"))), "failed"
        # one that failed before it tried a write failed reading (/board on a damaged file): not "cannot save"
        return Reply(warning(t, Msg("reply.not_saved" if writes.tried else "reply.not_read"))), "failed"
    if await _remind(interaction, reply):
        with_reminder(reply, t("reply.decision_waits"))
    return reply, "done"


async def _pointed(interaction: discord.Interaction, refusal: Msg) -> Msg:
    """A refusal for a channel without a game, from someone seated in the server's games elsewhere, says where they
    are: a command typed in the wrong channel was told to start a game there. Any other refusal as it is; so is this
    one where the seats cannot be read (the refusal still goes out)."""
    if refusal.key not in NO_GAME or interaction.guild_id is None:
        return refusal
    try:
        channels = await bot_of(interaction).platform.players.seated_in(str(interaction.guild_id),
                                                                        user_id(interaction))
    except Exception as err:
        if not bot_of(interaction).refusals.handled(err):
            log.exception("the games of a refused command's user could not be read")
        return refusal
    if not channels:
        return refusal
    return Msg("error.no_game_seated_elsewhere", count=len(channels), channels=And(f"<#{c}>" for c in channels))


def with_reminder(reply: Reply, reminder: str) -> None:
    """The line that a decision waits, after the reply's last part (a review that goes on in
    a second message ends there, not between its parts); on its own where that part fills the
    limit (/log), so that it keeps every line."""
    if reply.more:
        joined = together(reply.more, reminder)
        reply.more, reply.reminder = (reply.more, reminder) if joined is None else (joined, "")
        return
    joined = together(reply.text, reminder)
    reply.text, reply.reminder = (reply.text, reminder) if joined is None else (joined, "")


async def _remind(interaction: discord.Interaction, reply: Reply) -> bool:
    """Whether to add the line that a decision waits: once per decision, on the first reply
    that does not show it (a reply about something else, /rules or /stats, carrying it every
    time was a dozen reminders in a round). The memory is of the decisions themselves, so a
    decision opened after one already spoken of is told once again; a reply showing them
    counts as telling, and only the open ones are remembered."""
    reminded, asker = bot_of(interaction).reminded, (str(interaction.channel_id), user_id(interaction))
    now_open = await _deciding(interaction)
    told = reminded.pop(asker, frozenset())
    if now_open:
        reminded[asker] = now_open
    return not reply.shows_decisions and bool(now_open - told)


def warning(t: Text, message: Msg) -> str:
    """A refusal or a problem, marked as one."""
    return f"⚠️ {t(message)}"


async def _deciding(interaction: discord.Interaction) -> frozenset[Hashable]:
    """The user's open decisions here (Samarkand's sale offers and discard), as the game tells
    them apart (shown at their next interaction, whether or not a direct message reached them)."""
    try:
        return await bot_of(interaction).side.deciding(str(interaction.channel_id), user_id(interaction))
    except ServiceError:
        return frozenset()
    except Exception as err:  # the store failing after the work was done: the answer goes out, without the line
        if not bot_of(interaction).refusals.handled(err):
            log.exception("the open decisions in channel %s could not be read", interaction.channel_id)
        return frozenset()


async def _answer(interaction: discord.Interaction, reply: Reply, update: bool) -> bool:
    kwargs: dict[str, Any] = {"allowed_mentions": PRIVATE}  # the keywords both ways of answering take
    if reply.embed is not None:
        kwargs["embed"] = reply.embed
    send: Callable[[], Awaitable[object]]
    if update:
        send = partial(interaction.edit_original_response, content=clip(reply.text), view=reply.view,
                       attachments=reply.files, **kwargs)
    else:
        if reply.view is not None:
            reply.view.stop()  # only its components go out: discord.py would keep it 15 minutes, a timer each
            kwargs["view"] = reply.view
        send = partial(interaction.followup.send, clip(reply.text), ephemeral=True, files=reply.files, **kwargs)
    return await _delivered(send, reply.files, interaction, landed=None if update else partial(_landed, interaction))


async def _landed(interaction: discord.Interaction) -> bool:
    """Whether the first answer reached Discord though its connection closed without a word:
    sent right after the "thinking…" acknowledgement, it took the place of the thinking
    message (Discord's Create Followup Message says so), which is then no longer loading.
    Sent again, it would be a second copy of the same panel or menus."""
    message = await original_of(interaction)
    return message is not None and not message.flags.loading


async def _followup(interaction: discord.Interaction, said: str) -> None:
    """A private line after the answer: a reminder, or a problem (``warning``)."""
    await _delivered(partial(interaction.followup.send, clip(said), ephemeral=True, allowed_mentions=PRIVATE), [],
                     interaction)


async def _delivered(send: Callable[[], Awaitable[object]], files: list[discord.File],
                     interaction: discord.Interaction, landed: Callable[[], Awaitable[bool]] | None = None) -> bool:
    """Send a private answer; whether it went out. A connection that closed without any answer
    is tried once more (discord.py itself retries 5xx and 429, not that), unless ``landed``
    finds that it reached Discord after all; where nothing can tell, a copy twice beats none.
    A refusal (the interaction expired) is logged and counted; /hand shows everything again."""
    for attempt in (1, 2):
        try:
            await send()
            return True
        except DISCORD_FAILURES as err:
            bot_of(interaction).metrics.failed(err)
            if not answered(err) and attempt == 1 and landed is not None and await landed():
                return True
            if answered(err) or attempt == 2:
                log.warning("private answer to interaction %s failed (%r)", interaction.id, err)
                return False
            for file in files:
                file.reset()
    return False
