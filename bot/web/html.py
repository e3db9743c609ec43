"""The game page as HTML: drawn on the server from the template ``static/game.html``, complete
without its script (which adds the slider's fetching, the polling and the zoom), every text
escaped. The page loads nothing from elsewhere: its style and script are the bot's own files."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import asdict
from functools import cache
from html import escape
from string import Template
from types import MappingProxyType
from urllib.parse import urlencode

from bot.web.addresses import MEDIA_TYPES
from bot.web.game_page import GamePage, newest_turns_first
from bot.web.own_files import FILES, own_file
from bot.words.i18n import Text, languages, text

EMPTY: Mapping[str, object] = MappingProxyType({})


class Page(Template):
    """A page's template: its own files' addresses (``$game_css``, ``$game_js``) are filled in
    with the rest, in the one pass that reads ``$$`` as ``$`` (a pass of their own before it
    would have read it once more)."""

    def substitute(self, mapping: Mapping[str, object] = EMPTY, /, **values: object) -> str:
        return super().substitute(mapping, **own_files(), **values)


@cache
def template(name: str) -> Page:
    return Page((FILES / name).read_text(encoding="utf-8").strip())


@cache
def own_files() -> dict[str, str]:
    """The page's style and script at an address naming their digest: a browser keeps them a year (``IMMUTABLE``),
    and after an upgrade asks for the new ones rather than run the old script against the new page. The server reads
    only the name (``STATIC``), so an old address still answers, with today's file, kept 5 minutes."""
    return {name.replace(".", "_"): f"/web/{name}?v={own_file(name).version}" for name in MEDIA_TYPES}


def items(lines: tuple[str, ...]) -> str:
    return "".join(f"<li>{escape(line)}</li>" for line in lines)


def language_switch(shown: str, turn: int | None = None) -> str:
    """Links to the page in every other language with a catalogue (``?lang=de``: the same
    address otherwise, so a private page's link keeps its token, and a public page's turn:
    ``?turn=10&lang=de``; the script keeps them so as the slider moves)."""
    link, at = template("language_link.html"), {} if turn is None else {"turn": turn}
    return " · ".join(link.substitute(query=escape(urlencode({**at, "lang": code})), code=code,
                                      name=escape(text(code)("web.language_name")))
                      for code in languages() if code != shown)


def head(language: str, title: str, private: bool = False) -> str:
    """Every page's head (``static/head.html``): language, title (escaped here), style; a private page's tells the
    browser to send no referrer, so its signed link never reaches another site, and search engines not to keep it
    (``static/private_head.html``)."""
    more = template("private_head.html").substitute() + "\n" if private else ""
    return template("head.html").substitute(language=language, title=escape(title), private=more)


def front_html(t: Text) -> str:
    """The server's front page (``/``): what it serves, and that a game's page is reached by its
    link in Discord. It names no game, not even whether there is one: the pages are found
    through their channels' messages, never listed (the players of a game are its channel's)."""
    return template("front.html").substitute(head=head(t.language, t("web.front_title")),
                                             switch=language_switch(t.language), title=escape(t("web.front_title")),
                                             what=escape(t("web.front_body")), reach=escape(t("web.front_reach")))


def shown_turn(page: GamePage) -> int | None:
    """The turn the page shows, if it is not the position now (which its address names by no turn)."""
    return page.turn if page.turn < page.latest else None


def page_html(page: GamePage, t: Text) -> str:
    said = {key: escape(value) for key, value in {
        "heading": page.heading, "board_url": page.board_url, "board_alt": page.board_alt,
        "zoom_out": t("web.zoom_out"), "zoom_fit": t("web.zoom_fit"), "zoom_in": t("web.zoom_in"),
        "slider": t("web.slider"), "players_heading": t("embed.players"), "scores_note": page.scores_note,
        "families_heading": t("web.families"), "final_heading": t("web.final_heading"), "final_note": page.final_note,
        "log_heading": t("web.log"), "live": "" if page.ended else t("web.live"), "live_lost": t("web.live_lost"),
        "space_hint": t("web.space_hint"),
        "newest_heading": t("web.newest"), "slider_label": page.slider_label, "slider_start": t("web.board_start"),
        "slider_after": t.template("web.board_alt"),  # the script fills in {turn}
        "turn_waiting": t.template("web.turn_waiting"), "turn_failed": t.template("web.turn_failed")  # and {board}
    }.items()}
    return template("game.html").substitute(said, head=head(page.language, page.title), language=page.language,
                                            game=page.game, version=page.version,
                                            ended=str(page.ended).lower(),
                                            switch=language_switch(page.language, shown_turn(page)),
                                            turn=page.turn, latest=page.latest,
                                            players=items(page.players), families=items(page.families),
                                            final=items(page.final),
                                            final_hidden="" if page.final else "hidden",  # no "game over" in play
                                            newest=items(newest_turns_first(page.newest, page.newest_starts)),
                                            log=items(newest_turns_first(page.log, page.log_starts)),
                                            spots=spots_json(page))


def spots_json(page: GamePage) -> str:
    """The spaces' places and details for the script, as JSON that cannot end its script element."""
    spots = {"radius": page.radius, "spaces": [asdict(spot) for spot in page.spaces]}  # JSON
    return json.dumps(spots, ensure_ascii=False).replace("</", "<\\/")
