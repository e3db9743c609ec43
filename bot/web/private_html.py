"""A seat's private page as HTML, from the template ``static/private.html``: complete without
any script, every text escaped. It tells browsers to keep it out of caches, search engines
and the Referer header (``addresses.PRIVATE_HEADERS``), since its address is the key to it."""

from __future__ import annotations

from html import escape

from bot.web.addresses import in_language, page_address
from bot.web.html import head, items, language_switch, template
from bot.web.private_page import PrivatePage
from bot.words.i18n import Text


def cards_html(page: PrivatePage, t: Text) -> str:
    """The hand as a table (card, points now, at best); a sentence when it is empty."""
    if not page.cards:
        return template("no_cards.html").substitute(said=escape(t("hand.no_cards")))
    rows = "".join(f"<tr><td>{escape(card.name)}</td><td>{card.now}</td><td>{card.best}</td></tr>"
                   for card in page.cards)
    return template("cards_table.html").substitute(card=escape(t("web.private_card")), now=escape(t("web.private_now")),
                                                    best=escape(t("web.private_best")), rows=rows)


def private_html(page: PrivatePage, moves_url: str, t: Text, pictures: tuple[str, ...] = ()) -> str:
    """The page; ``moves_url`` is its moves image's address (shown when there are targets);
    ``pictures`` the addresses of its review's turning points' images, in order."""
    image = template("moves_image.html").substitute(src=escape(moves_url), alt=escape(t("web.private_moves_alt")),
                                                    key=items(page.key)) if page.targets else ""
    said = {key: escape(value) for key, value in {
        "heading": page.heading, "note": page.note, "cards_heading": t("web.private_cards"),
        "decisions_heading": t("web.private_decisions"), "moves_heading": t("web.private_moves"),
        "public_url": in_language(page_address("", page.game), page.language),  # in the language read here
        "public_link": t("web.private_public_link")}.items()}
    shown = "".join(template("review_picture.html").substitute(
        src=escape(src), alt=escape(t("web.private_review_alt", number=n))) for n, src in enumerate(pictures, 1))
    review = template("review_section.html").substitute(
        heading=escape(t("web.private_review")), lines=items(page.review), pictures=shown) if page.review else ""
    return template("private.html").substitute(said, head=head(page.language, page.title, private=True),
                                               language=page.language, game=page.game, review=review,
                                               switch=language_switch(page.language), figures=items(page.figures),
                                               cards=cards_html(page, t), decisions=items(page.decisions),
                                               moves=items(page.moves), moves_image=image)
