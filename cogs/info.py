"""Looking things up: /hand, /board, /log, /games, /rules, /help. Every answer is private,
in the user's own language; images speak the game's."""

from __future__ import annotations

import io
from functools import partial

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine import board_by_id
from bot.engine.view import PublicView
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.game_settings import settings_of
from bot.games.samarkand.history import position_at, turn_after
from bot.games.samarkand.reading import PASSED_LINES, TURN_LINE, Seated
from bot.service import NOTHING_ANNOUNCED, Announcement, GameStatus, GameSummary, ServiceError
from bot.service.pools import for_replays, off_loop
from bot.web.recent import Recent
from bot.words.i18n import Msg, Text
from bot.words.image_words import words_in
from bot.words.markup import message_link
from cogs.compose import LIMIT, Embed, board_file, image_name, newest_turns, tight, turn_embed
from cogs.decisions import decision_view
from cogs.message_text import oldest_turns
from cogs.page_link import page_view, with_private_link
from cogs.respond import Reply, is_admin, respond, says, user_id, warning
from cogs.samarkand_runtime import AtSamarkand, samarkand_of
from cogs.translator import about, choices_of, options
from rendering.lastturn import LastTurn
from rendering.replay_gif import UPLOAD_MARGIN, fit_replay
from rendering.turn_image import HALVES, render_half
from rendering.words import Words


async def board_reply(bot: AtSamarkand, channel: str, t: Text, turn: int | None = None, half: str | None = None
                      ) -> Reply:
    """The full board of the channel's game (now, or after turn ``turn``), privately; or,
    for a phone, one ``half`` of its map, enlarged (the embed gives the panels as text)."""
    game, public = await bot.service.reading.public_view(channel)
    names = game.names
    if public is None:
        return Reply(t("info.not_started", names=names))
    last_turn, after = None, None
    if turn is not None:
        _, history = await bot.service.reading.history(channel)
        snapshot = position_at(history, turn)
        public, last_turn, after = snapshot.public, snapshot.last_turn, turn_after(snapshot, turn)
    language = game.settings.language
    shown = Announcement(game.id, channel, game.guild_id, NOTHING_ANNOUNCED, 0, [], public, names, [], None, "",
                         public.over, language)
    title = t("info.board_after", turn=after) if after is not None else t(board_title(game, half))
    if turn is not None and after != turn:  # asked for a turn not played yet: say so, not only show the last
        title = t("info.board_not_yet", asked=turn, turn=after)
    image = await board_image(tight(public, language), words_in(language), last_turn, after, half)
    return Reply(title, embed=turn_embed(shown, t, after, image.filename),
                 view=page_view(game.id, t, bot.web_url, after), files=[image])


HALF_TITLES = {"west": "info.board_west", "east": "info.board_east"}  # by the half shown


def board_title(game: GameSummary, half: str | None = None) -> Msg:
    """The heading of the board now: an aborted game's says so, since its state still holds
    the turn it was left in (the view names nobody to play: ``reading.as_left``); a half says
    which, since the Full board button answers with one."""
    if game.status is GameStatus.ABORTED:
        return Msg("info.board_aborted")
    return Msg(HALF_TITLES.get(half or "", "info.board"))


async def board_image(public: PublicView, words: Words, last_turn: LastTurn | None, after: int | None,
                      half: str | None) -> discord.File:
    """The full board (readable about 1,100 px wide), or the map's ``half`` at the turn
    image's scale, readable at a phone's 400 px; named by the turn and the half."""
    if half is None:
        return await board_file(public, words, last_turn, after=after)
    png = await off_loop(partial(render_half, board_by_id(public.board), public, last_turn, words=words, half=half,
                                 after=after))
    return discord.File(io.BytesIO(png), filename=image_name(public, after=after).replace(".png", f"-{half}.png"))


Fitted = tuple[bytes, list[int]] | None  # a replay's GIF and the positions it shows; None: none fits
ReplayKey = tuple[int, int, str, int]  # the game, its positions, the language and the bytes allowed


async def replay_reply(bot: AtSamarkand, channel: str, t: Text, allowed: int, public: bool,
                       drawing: Recent[ReplayKey, Fitted] | None = None) -> Reply:
    """The replay as a file of at most ``allowed`` bytes (the upload limit where it was
    asked for), to the asker or to the channel; fewer frames if all would not fit. Drawn in
    the replays' own thread; ``drawing``: the replays being drawn, which an ask of the same one
    shares (a channel's members pressing /replay at once cost one drawing; a game's public
    history only grows, so its count of positions names it)."""
    game, history = await bot.service.reading.replay(channel)
    words = words_in(game.settings.language)

    async def draw() -> Fitted:
        return await for_replays(partial(fit_replay, board_by_id(history[0].public.board), history, words=words,
                                         limit=allowed - UPLOAD_MARGIN))
    key = (game.id, len(history), game.settings.language, allowed)
    fitted = await (drawing.get(key, draw) if drawing is not None else draw())
    if fitted is None:
        return Reply(t("info.replay_too_large", limit=allowed // 2**20))
    gif, shown = fitted
    said = replay_caption(len(history), len(shown), allowed, public, game.status is GameStatus.OVER)
    name = f"samarkand-game-{game.id}-replay.gif"
    if public:
        problem = await bot.notify.post_file(channel, said, gif, name)
        return Reply(warning(t, problem) if problem else t("info.posted"))
    return Reply(t(said), files=[discord.File(io.BytesIO(gif), filename=name)])


def replay_caption(positions: int, frames: int, allowed: int, public: bool, over: bool) -> Msg:
    """What the replay shows: every position, or (to stay within the ``allowed`` bytes of
    an upload) some; of the whole game once it is ``over``, else of the game so far."""
    game = Msg("info.whole_game" if over else "info.game_so_far")
    if frames == positions:
        return Msg("info.replay_public" if public else "info.replay", count=positions, game=game)
    return Msg("info.replay_thinned", count=frames, positions=positions, limit=allowed // 2**20, game=game)


async def hand_reply(bot: AtSamarkand, channel: str, user: str, t: Text) -> Reply:
    """The hand, its decisions' buttons, and a link to the seat's private page (if the host
    serves those): the reply is ephemeral, so only the holder sees the link. An aborted
    game's hand has neither: nothing is left to decide or to play on its page."""
    hand = await bot.service.reading.hand(channel, user)
    view = decision_view(hand.game, hand.view, bot.service.board, t) if hand.view.decisions else None
    if not hand.aborted:
        view = with_private_link(view, bot.private_links, bot.web_url, hand.game, hand.view.you, user,
                                 bot.service.tables.clock(), t)
    return Reply(hand.text(bot.service.board, t, LIMIT), view=view, shows_decisions=True)


def log_text(lines: list[Msg], t: Text, since: int | None = None) -> str:
    """/log: the newest whole turns that fit in a message, after a line counting the turns
    before them (each turn's first line names its number), which /replay shows; or, from turn
    ``since`` on, the oldest whole turns that fit, then a line naming the turn the rest begins
    with. A turn passed (R3.2) has no heading of its own: it is shown with the turn before it,
    and counted among the turns left out, as its number is ("81 earlier turns" above Turn 91
    read as turns gone missing). A turn not played yet is said to be so, above the newest (as /board says it):
    shown without a word, the newest would pass for the turn asked for."""
    starts = [n for n, line in enumerate(lines) if line.key == TURN_LINE]
    turns = [int(str(lines[n].values["turn"])) for n in starts]
    if since is not None and starts:
        first = max((k for k, turn in enumerate(turns) if turn <= since), default=0)
        kept = [n - starts[first] for n in starts[first:]]
        latest = turns[-1] + sum(line.key in PASSED_LINES for line in lines[starts[-1]:])  # the passes after it
        ahead = [t("info.log_not_yet", asked=since, turn=turns[first])] if latest < since else []

        def later(left: int, next_one: int) -> str:  # the turns from the next shown on, passes counted (R3.2)
            return t("info.log_later", count=latest - turns[first + next_one] + 1, next=turns[first + next_one])
        room = LIMIT - sum(len(line) + 1 for line in ahead)
        return "\n".join([*ahead, oldest_turns(t.lines(lines[starts[first]:]), kept, later, room)])

    def earlier(dropped: int) -> str:  # the turns before the first shown, passes counted (R3.2)
        before = turns[dropped] - 1 if starts else 0
        return t("info.log_earlier", count=before) if before else ""
    return newest_turns(t.lines(lines), starts, earlier=earlier)


GAMES_PAGE = 10  # games on a page of /games: 10 of the longest lines (a time and a link each) fit in 2,000 characters


def games_page(found: list[Seated], guild: str, page: int, t: Text) -> str:
    """A page of /games (those waiting for you first), then how many games follow and the
    command that shows them; a page past the last shows the last, saying so, as /history does: shown silently, the
    last page read as the page asked for."""
    pages = -(-len(found) // GAMES_PAGE)
    lines = [t("info.games_no_such_page", page=page, count=pages)] if page > pages else []
    page = min(page, pages)
    lines += [game_line(game, guild, t) for game in found[(page - 1) * GAMES_PAGE:page * GAMES_PAGE]]
    if (left := len(found) - page * GAMES_PAGE) > 0:
        lines.append(t("info.games_more", count=left, next=page + 1))
    return "\n".join(lines)


def game_line(game: Seated, guild: str, t: Text) -> str:
    link = message_link(guild, game.channel_id, game.turn_message) if game.turn_message else f"<#{game.channel_id}>"
    if game.status is GameStatus.LOBBY:
        return t("info.game_lobby", channel=game.channel_id)
    if game.taken_on:
        return t("info.game_taken", turn=game.turn, since=game.taken_on, link=link)
    if game.waits_for_you:  # a paused game says so: its clock stands still, and "waiting for you" alone urged haste
        return t("info.game_yours.paused" if game.paused else "info.game_yours", since=int(game.since), turn=game.turn,
                 link=link)
    return t("info.game_theirs.paused" if game.paused else "info.game_theirs", turn=game.turn, link=link)


class Info(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = samarkand_of(bot)
        self.service: GameService = self.bot.service
        self.replays: Recent[ReplayKey, Fitted] = Recent(0)  # those being drawn: kept while they are

    @app_commands.command(name="hand", description=about("hand"))
    async def hand(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda: hand_reply(self.bot, str(interaction.channel_id), user_id(interaction),
                                                      says(interaction)))

    @app_commands.command(name="board", description=about("board"))
    @app_commands.describe(**options("board", "turn", "half"))
    @app_commands.choices(half=choices_of(*HALVES))
    async def board(self, interaction: discord.Interaction, turn: app_commands.Range[int, 0, 10_000] | None = None,
                    half: str | None = None) -> None:
        await respond(interaction, lambda: board_reply(self.bot, str(interaction.channel_id), says(interaction), turn,
                                                       half))

    @app_commands.command(name="replay", description=about("replay"))
    @app_commands.describe(**options("replay", "public"))
    async def replay(self, interaction: discord.Interaction, public: bool = False) -> None:
        async def work() -> Reply:
            channel = str(interaction.channel_id)
            if public:
                await self.service.reading.check_may_post(channel, user_id(interaction), is_admin(interaction))
            return await replay_reply(self.bot, channel, says(interaction), interaction.filesize_limit, public,
                                      self.replays)
        await respond(interaction, work)

    @app_commands.command(name="log", description=about("log"))
    @app_commands.describe(**options("log", "turn"))
    async def log(self, interaction: discord.Interaction,
                  turn: app_commands.Range[int, 1, 10_000] | None = None) -> None:
        async def work() -> Reply:
            lines = await self.service.reading.log_lines(str(interaction.channel_id), last=None)
            return Reply(log_text(lines, says(interaction), turn))
        await respond(interaction, work)

    @app_commands.command(name="games", description=about("games"))
    @app_commands.describe(**options("games", "page"))
    async def games(self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 1000] = 1) -> None:
        async def work() -> Reply:
            t = says(interaction)
            found = await self.service.reading.games_of(str(interaction.guild_id or ""), user_id(interaction))
            return Reply(games_page(found, str(interaction.guild_id), page, t) if found else t("info.no_games"))
        await respond(interaction, work)

    @app_commands.command(name="rules", description=about("rules"))
    async def rules(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            t = says(interaction)
            at_once = await self._sells_at_once(str(interaction.channel_id))
            summary = self.service.reading.rules_summary(t.language, at_once)
            # An embed holds 4,096 characters: the whole summary in any language (a message, 2,000)
            return Reply("", embed=Embed(description=summary))
        await respond(interaction, work)

    async def _sells_at_once(self, channel: str) -> bool:
        """Whether the channel's game, in its lobby or under way, chose ``sales: at once``: the
        summary's R6.5 (an offer holds nobody up, until your next move) is then not this
        table's timing, and /rules says the table's in its place."""
        try:
            game, _ = await self.service.reading.public_view(channel)
        except ServiceError:
            return False  # no game here ever: the summary as printed
        return settings_of(game.settings).at_once and game.status in (GameStatus.LOBBY, GameStatus.PLAYING)

    @app_commands.command(name="help", description=about("help"))
    async def help(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            at_once = await self._sells_at_once(str(interaction.channel_id))
            return Reply(help_text(says(interaction), at_once))
        await respond(interaction, work)


def help_text(t: Text, at_once: bool = False) -> str:
    """/help: the commands, with how long a sale offer waits for its answer as this channel's table times it
    (``at_once``: ``sales: at once``, where the game waits for the holder; "until your next move" was false there)."""
    return t("info.help", offer_time=t("info.help.offer_at_once" if at_once else "info.help.offer_private"))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Info(bot))
