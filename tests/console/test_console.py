"""Offline play through the same service, as a newcomer would run it."""

import io
import json
import math
import random
import re
import shlex
import subprocess
import sys
from dataclasses import replace
from types import SimpleNamespace

import pytest

from bot.engine import (
    Decision,
    SaleDecision,
    awaiting,
    default_board,
    legal_actions,
    state_from_json,
)
from bot.engine.board import DEFAULT_BOARD, build_board
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.offline.console import CLEAR, Console, this_python
from bot.offline.moves import discard_lines
from bot.offline.options import Seats
from bot.offline.typed import read
from bot.store import GameStatus, Store
from bot.words.i18n import CONSOLE, Msg, text
from tests.support.console_session import open_console, rig, typed
from tests.support.engine_scenarios import fam, final_turn_opens_an_offer, set_hand


def at_once_with_tigris_and_frankincense(state):
    """A table with ``sales: at once`` where seat 0 may place a Tigris camel on D7
    (Frankincense), whose card seat 1 holds."""
    state.sales_at_once = True
    state.players[0].tiles = [fam("Tigris")]
    state.tiles_left[fam("Tigris")] -= 1
    set_hand(state, 1, [8, 30])


async def test_a_scripted_session_answers_every_line(tmp_path):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out, images=tmp_path / "boards")
    await console.open(Seats(("Ann",), ("random",)), seed=4)
    await console.run(iter(["help", "board", "expand Levant Q9", "frobnicate", "# a comment", "quit"]))
    text = out.getvalue()
    assert "The game begins! Seat order:" in text and "marry FAMILY" in text
    assert "Deck " in text and "Byzant     By" in text
    assert "> expand Levant Q9\nSorry: There is no space 'Q9'" in text
    assert "I did not understand 'frobnicate'" in text
    assert "The game is saved" in text
    pictures = sorted((tmp_path / "boards").glob("t-game*-turn-*.png"))
    assert pictures and pictures[0].read_bytes().startswith(b"\x89PNG") and "(board image: " in text
    await store.close()


async def test_the_first_prompt_hints_help_and_lists_the_moves(tmp_path):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter(["moves", "quit"]))
    text = out.getvalue()
    before_input = text.split("> moves")[0]
    byzant, khazar, sogdian, *_, sindh = (f.portion for f in default_board().families)
    assert f"Your moves: marry Byzant ({byzant}) | Khazar ({khazar})" in before_input
    assert before_input.count("Type help for the commands, moves for all your legal moves.") == 1
    listed = text.split("> moves\n")[1]
    assert listed.startswith(f"marry Byzant ({byzant}) | Khazar ({khazar}) | Sogdian ({sogdian})")
    assert f"Sindh ({sindh})" in listed
    await store.close()


async def test_the_moves_list_names_every_expansion_once_a_family_is_held(tmp_path):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    first = (await console.service.reading.waiting_for(console.channel))[0]
    seat = int(first == "local:Bob")

    def holds_tigris(state):
        state.players[seat].tiles = [fam("Tigris")]
        state.tiles_left[fam("Tigris")] -= 1
        state.treasury[fam("Tigris")] = 1

    await rig(console, holds_tigris)
    await console.run(iter(["moves", "quit"]))
    text = out.getvalue()
    assert "expand Tigris D6 | D7 | E6 | F6" in text.split("> moves")[0]
    assert "ways to place two camels (type moves)" in text
    listed = text.split("> moves\n")[1]
    assert "Two camels (the family pays 1 Dirham):\nexpand Tigris " in listed and "D6 D7" in listed
    await store.close()


async def ann_to_play(tmp_path, out, computer="random"):
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann",), (computer,)), seed=2)
    await console.computers()  # if the computer sits first, it moves now
    return store, console


@pytest.mark.parametrize("typed", ["discard none", "discard none,", "discard Nothing.", "none", "keine", "Nothing."])
async def test_discard_none_keeps_every_card(tmp_path, typed):
    """The prompt offers "discard none, or …": whoever copies its comma is understood too, and
    so is whoever answers it with the word alone (the help's "discard CARD ... | none")."""
    out = io.StringIO()
    store, console = await ann_to_play(tmp_path, out)
    await console.run(iter(["marry Tigris", typed, "quit"]))
    after = out.getvalue().split(f"> {typed}\n")[1]
    assert after.startswith("Ann kept every card.\n") and "Sorry" not in out.getvalue()
    await store.close()


@pytest.mark.parametrize(("language", "prompt", "typed", "refused"), [
    ("en", "Your moves: discard none, or discard up to 2 cards, each by its card number or name: "
           "discard CARD [CARD ...]", "discard 1", "Sorry: R4.5: Wine (1, A2) is not in your hand.\n"),
    ("de", "Deine Züge: ablegen keine oder ablegen bis zu 2 Karten, jede mit ihrer Kartennummer oder ihrem "
           "Namen: ablegen KARTE [KARTE …]", "ablegen 1", "R4.5: Wein (1, A2) ist nicht auf deiner Hand.\n"),
])
async def test_the_discard_prompt_asks_for_card_numbers_not_a_count(tmp_path, language, prompt, typed, refused):
    """It read "discard 1 to 2 cards by number or name": players typed the count ("discard
    1"), read as card number 1, and were refused "(sold cards cannot be discarded)" though
    nothing was sold."""
    out = io.StringIO()
    store = await Store.open(tmp_path / "db.sqlite3", SAMARKAND)
    console = Console(GameService(store), out, "t", interactive=False, language=language)
    await console.open(Seats(("Ann",), ("random",)), seed=2)
    await console.computers()
    await console.run(iter(["marry Tigris", typed, "quit"]))
    said = out.getvalue()
    assert prompt in said and refused in said.split(f"> {typed}\n")[1], said
    await store.close()


@pytest.mark.parametrize(("least", "most", "said"), [
    (0, 1, "discard none, or discard up to 1 card, by its card number or name: discard CARD"),
    (0, 2, "discard none, or discard up to 2 cards, each by its card number or name"),
    (1, 1, "discard 1 card, by its card number or name"),
    (1, 2, "discard 1 to 2 cards, each by its card number or name")])
def test_every_discard_prompt_names_cards_by_number_and_counts_only_as_a_limit(least, most, said):
    """A discard of none or one card read "discard none, or discard 1 card": the count again,
    typed as card number 1."""
    options = SimpleNamespace(discard=[SimpleNamespace(least=least, most=most)])
    [line] = discard_lines(options, text("en", "console"))
    assert line.startswith(said), line


async def test_hand_says_once_how_to_answer_its_open_offers_in_the_consoles_words(tmp_path):
    """Each offer's line ended with the same "Type: sell CARD or keep CARD": now it comes once,
    after the offers, still without a slash."""
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)

    def two_offers(state):
        set_hand(state, state.active, [8, 30])
        state.offers = [Decision("sale", state.active, card=card, turn=state.turn) for card in (8, 30)]
    await rig(console, two_offers)
    await console.run(iter(["hand", "quit"]))
    said = out.getvalue().split("> hand\n")[1]
    assert said.count("To do: sell ") == 2 and said.count("Type: sell CARD or keep CARD") == 1
    assert said.index("To do: sell Tea") < said.index("Type: sell CARD") and "/sell" not in said
    await store.close()


@pytest.mark.parametrize("typed", ["no", "-"])
async def test_no_alone_is_not_read_as_a_discard(tmp_path, typed):
    """"no" or "-" alone may be meant for a sale offer: not understood, rather than a discard."""
    out = io.StringIO()
    store, console = await ann_to_play(tmp_path, out)
    await console.run(iter(["marry Tigris", typed, "quit"]))
    assert out.getvalue().split(f"> {typed}\n")[1].startswith(f"I did not understand '{typed}'.")
    await store.close()


async def test_private_lines_come_before_the_turn_passes_on_to_the_computer(tmp_path):
    out = io.StringIO()
    store, console = await ann_to_play(tmp_path, out)
    row = await console.service.store.live_game(console.channel)
    ann = [s.name for s in row.seats].index("Ann")
    card = state_from_json(row.state).players[ann].hand[0]
    await console.run(iter(["marry Tigris", f"discard {card}", "quit"]))
    after = out.getvalue().split(f"> discard {card}\n")[1]
    assert after.index("Ann discarded 1 card.") < after.index("(only you see this) You discarded:")
    private = after.index("(only you see this) You discarded:")
    assert private < after.index("Computer 1 (beginner) to play.") < after.index(": your turn.")
    await store.close()


def tigris_and_frankincense(state):
    """The first seat may place a Tigris camel on D7, whose Frankincense card the second holds."""
    state.players[0].tiles = [fam("Tigris")]
    state.tiles_left[fam("Tigris")] -= 1
    set_hand(state, 1, [8, 30])


async def test_a_sale_offer_waits_for_its_holders_own_prompt_and_keep_needs_no_card(tmp_path):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    row = await console.service.store.live_game(console.channel)
    mover, holder = row.seats[0].name, row.seats[1].name

    await rig(console, tigris_and_frankincense)
    await console.run(iter(["expand Tigris D7", "keep", "quit"]))
    text = out.getvalue()
    during, after = text.split(f"--- {holder}, it is up to you. ---")
    assert "You hold Frankincense" not in during and "Whoever holds the Frankincense card" in during
    assert after.index("(only you see this) You hold Frankincense (8, D7)") < after.index("> keep")
    assert "time limit" not in after  # a game at the keyboard has none
    assert "Your moves: sell 8 or keep 8: your Frankincense card" in after
    assert "(only you see this) You kept Frankincense (8, D7)." in after
    assert f"{mover} took the Frankincense goods marker." in during
    await store.close()


async def test_an_offer_held_for_its_holders_prompt_leaves_no_untold_record_in_the_file(tmp_path):
    """The console tells an offer at its holder's prompt (or at once, alone at a terminal): a
    record of it as untold, left in the file, would have a bot opened on the file tell it again."""
    store, console = await open_console(tmp_path / "db.sqlite3", io.StringIO())
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await rig(console, tigris_and_frankincense)
    await console.run(iter(["expand Tigris D7", "quit"]))
    row = await store.live_game(console.channel)
    assert state_from_json(row.state).offers and await store.untold_offers(math.inf) == {}
    await store.close()


@pytest.mark.parametrize("interactive", [True, False])
async def test_one_human_at_a_terminal_answers_an_offer_before_the_computers_move_on(tmp_path, interactive):
    """With one human at a terminal an offer of theirs stops the computers until it is
    answered: kept for their turn, a second camel or the end could close it first (R6.5). A
    script keeps offers for the holder's turn, as its lines are written for the turns."""
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out, interactive=interactive)
    await console.open(Seats(("Ann",), ("random",)), seed=2)
    row = await console.service.store.live_game(console.channel)
    ann = [seat.name for seat in row.seats].index("Ann")
    assert awaiting(state_from_json(row.state))[0].player != ann  # the computer is to move

    def ann_holds_an_open_offer(state):
        set_hand(state, ann, [8, 30])
        state.offers.append(Decision("sale", ann, card=8, turn=state.turn))

    await rig(console, ann_holds_an_open_offer)
    await console.run(iter(["keep", "quit"]))
    log = await console.service.store.log(row.id)
    kept = next(i for i, entry in enumerate(log) if entry.action == SaleDecision(8, False))
    assert log[kept].seat == ann and (kept == 0) is interactive, log
    said = out.getvalue()
    assert said.index("You kept Frankincense") < said.index("Computer 1 (beginner) married") or not interactive
    assert (console.t("console.offer_first") in said) is interactive  # the prompt under a computer's turn line
    await store.close()


@pytest.mark.parametrize("stuck", [True, False])
async def test_a_holder_whom_only_the_sale_gives_a_move_is_told_to_sell_before_the_turn(tmp_path, stuck):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out, interactive=True)
    await console.open(Seats(("Ann",), ("random",)), seed=2)
    row = await console.service.store.live_game(console.channel)
    ann = [seat.name for seat in row.seats].index("Ann")

    def ann_holds_an_offer_and_no_tile(state):
        set_hand(state, ann, [8, 30])
        state.offers.append(Decision("sale", ann, card=8, turn=state.turn))
        state.players[ann].tiles = []
        state.players[ann].money = min(f.portion for f in state.board.families) - (1 if stuck else 0)

    await rig(console, ann_holds_an_offer_and_no_tile)
    await console.run(iter(["sell", "quit"]))
    assert (console.t("panel.sell_to_move") in out.getvalue()) is stuck
    await store.close()


async def test_an_order_at_the_holders_prompt_answers_the_offer_open_now(tmp_path):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)

    await rig(console, tigris_and_frankincense)
    await console.run(iter(["expand Tigris D7", "order Frankincense sell", "quit"]))
    after = out.getvalue().split("> order Frankincense sell\n")[1]
    assert after.index("From now on Frankincense is sold as soon as it can be.") < after.index(
        "Bob sold the Frankincense card for 3 Dirham.") < after.index("Your hand: Tea (30); 13 Dirham")
    await store.close()


async def test_a_sale_offer_at_a_table_with_sales_at_once_says_the_table_waits(tmp_path):
    """The console times an offer as Discord's direct message does (``narrate.timed_offers``):
    at a table with ``sales: at once`` nobody plays on until the holder answers."""
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    row = await console.service.store.live_game(console.channel)
    holder = row.seats[1].name
    await rig(console, at_once_with_tigris_and_frankincense)
    await console.run(iter(["expand Tigris D7", "keep", "quit"]))
    after = out.getvalue().split(f"--- {holder}, it is up to you. ---")[1]
    assert ("(only you see this) You hold Frankincense (8, D7): sell it for 3 Dirham, or keep it? "
            "The table waits for your answer (sales: at once).") in after
    assert "until your next move" not in after
    await store.close()


@pytest.mark.rule("R6.5")
async def test_the_final_turns_offer_is_answered_at_its_holders_prompt_before_the_scores(tmp_path):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann", "Bob", "Cyd"), ()), seed=3)
    row = await console.service.store.live_game(console.channel)
    holder = row.seats[1].name
    await rig(console, final_turn_opens_an_offer)
    await console.run(iter(["expand Tigris E6 D7", "sell", "quit"]))
    during, after = out.getvalue().split(f"--- {holder}, it is up to you. ---")
    assert "Game over" not in during and "points = cards" not in during
    assert during.rstrip().endswith(console.t("turn.settling"))  # said before the keyboard goes out of turn
    assert "The game has ended; the scoring waits for your answer (R6.5)." in after.split("> sell")[0]
    assert after.index("> sell") < after.index(f"{holder} sold the Frankincense card") < after.index("Game over")
    assert f"{holder}: 13 points = cards 0 + goods markers 0 + relationships 0 + money 13" in after
    await store.close()


async def test_keep_without_a_card_needs_exactly_one_open_offer(tmp_path):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter(["sell", "quit"]))
    assert "> sell\nSorry: You have no sale offer open." in out.getvalue()

    real = console.service.play.options

    async def two_offers(channel, user):
        screen = await real(channel, user)
        return replace(screen, options=replace(screen.options, offers=(8, 12)))

    console.service.play.options = two_offers
    await console.handle("local:Ann", read("keep"))
    assert out.getvalue().endswith("Sorry: You have offers for Frankincense (8) or Salt (12): name the card, "
                                   "like keep 8.\n")
    await store.close()


@pytest.mark.parametrize(("language", "typed", "example"), [
    ("en", "sell", "like sell 8."), ("en", "keep", "like keep 8."),
    ("de", "verkaufen", "etwa verkaufen 8."), ("de", "behalten", "etwa behalten 8."), ("de", "sell", "etwa sell 8."),
])
async def test_a_bare_sell_or_keep_among_two_offers_shows_the_word_typed(tmp_path, language, typed, example):
    out = io.StringIO()
    store = await Store.open(tmp_path / "db.sqlite3", SAMARKAND)
    console = Console(GameService(store), out, "t", interactive=False, language=language)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    real = console.service.play.options

    async def two_offers(channel, user):
        screen = await real(channel, user)
        return replace(screen, options=replace(screen.options, offers=(8, 12)))

    console.service.play.options = two_offers
    await console.handle("local:Ann", read(typed))
    assert out.getvalue().endswith(f"{example}\n")
    await store.close()


@pytest.mark.parametrize(("language", "seller", "card"), [
    ("en", "Bob sold the Frankincense card for 3 Dirham.", "Frankincense card"),
    ("de", "Bob verkauft die Warenkarte Weihrauch für 3 Dirham.", "Warenkarte Weihrauch"),
])
async def test_a_sale_is_said_once_to_the_seller_at_the_keyboard(tmp_path, language, seller, card):
    """The sale's public news and the seller's own line say the same: the console, where the
    seller reads both, says it once, as the news names it for everyone at the keyboard, and not
    as if it were secret (a sale is public)."""
    out = io.StringIO()
    store = await Store.open(tmp_path / "db.sqlite3", SAMARKAND)
    console = Console(GameService(store), out, "t", interactive=False, language=language)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)

    await rig(console, tigris_and_frankincense)
    sell = console.t("console.verb.sell")
    await console.run(iter([f"{console.t('console.verb.expand')} Tigris D7", sell, console.t("console.verb.quit")]))
    after = out.getvalue().split(f"> {sell}\n")[1]
    assert after.startswith(seller) and after.count(card) == 1
    await store.close()


async def test_a_new_game_at_a_finished_table_keeps_the_old_images(tmp_path):
    path, boards = tmp_path / "db.sqlite3", tmp_path / "boards"
    store, console = await open_console(path, io.StringIO(), images=boards)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    first = (await store.live_game(console.channel)).id
    await store.close()
    old = {p.name: p.read_bytes() for p in boards.glob("*.png")}
    store, console = await open_console(path, io.StringIO(), images=boards)
    row = await store.live_game(console.channel)
    await console.service.lobby.abort(console.channel, row.host_id, is_admin=True)
    await console.open(Seats(("Cyd", "Dee"), ()), seed=9)
    second = (await store.live_game(console.channel)).id
    assert second != first
    assert {p.name: p.read_bytes() for p in boards.glob(f"t-game{first}-*.png")} == old
    assert list(boards.glob(f"t-game{second}-turn-*.png"))
    await store.close()


async def test_a_whole_game_typed_at_the_console_then_resumed_ends_with_every_hand_shown(tmp_path):
    path = tmp_path / "db.sqlite3"
    rng = random.Random(8)
    out = io.StringIO()
    store, console = await open_console(path, out)
    seats = Seats(("Ann", "Bob"), ("greedy",))
    await console.open(seats, seed=8)

    async def lines_for(n):
        produced = []
        for _ in range(n):
            row = await store.live_game(console.channel)
            if row is None:
                break
            state = state_from_json(row.state)
            decision = awaiting(state)[0]
            produced.append(typed(rng.choice(legal_actions(state, decision.player)), state.board))
        return produced

    for line in await lines_for(1):
        await console.run(iter([line]))
    await store.close()
    out = io.StringIO()
    store, console = await open_console(path, out)
    await console.open(seats, seed=8)
    assert "Resuming the game at table 't'" in out.getvalue()
    for _ in range(500):
        lines = await lines_for(1)
        if not lines:
            break
        await console.run(iter(lines))
    text = out.getvalue()
    assert "Game over:" in text and "The game is over." in text
    row = await console.service.store.latest_game(console.channel)
    assert text.rstrip().endswith(f"(a minute or two to make): {shlex.quote(this_python())} -m bot review {row.id} "
                                  f"--db {path}")
    assert "Winner: " in text or "Winners: " in text
    assert text.count("points = cards") == 3 and text.count("  hand: ") == 3
    assert "Sorry" not in text
    assert "--- Ann, it is up to you. ---" in text and "--- Bob, it is up to you. ---" in text
    await store.close()


def test_python_m_bot_play_reads_a_script_file(tmp_path):
    script = tmp_path / "moves.txt"
    script.write_text("marry Tigris\ndiscard none\nboard\n")
    done = subprocess.run(
        [sys.executable, "-m", "bot", "play", "--db", str(tmp_path / "db.sqlite3"), "--seed", "2",
         "--script", str(script), "--images", str(tmp_path / "boards")],
        capture_output=True, text=True, timeout=120, check=True)
    assert "> marry Tigris" in done.stdout and "Input ended; the game is saved." in done.stdout
    assert "Computer 1 (casual)" in done.stdout and "Computer 2 (casual)" in done.stdout
    assert list((tmp_path / "boards").glob("*.png"))


async def hot_seat_marriage(tmp_path, monkeypatch, answers: tuple[str, ...] = (), ends: bool = False):
    """Ann and Bob at a hot seat; the first to play marries the Tigris and keeps every card,
    ``answers`` typed at the hand-over prompts (then Enter, or the end of the input if
    ``ends``): what was said, who played first, and the console."""
    typed = iter(answers)

    def line(*args):
        if (said := next(typed, None)) is None and ends:
            raise EOFError
        return said or ""
    monkeypatch.setattr("builtins.input", line)
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out, table="hs", interactive=True)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    first = (await console.service.reading.waiting_for(console.channel))[0]
    await console.run(iter(["marry Tigris", "discard", "quit"]))
    await store.close()
    return out.getvalue(), first, console


async def test_hot_seat_clears_screen_and_scrollback_before_the_next_player(tmp_path, monkeypatch):
    text, first, _ = await hot_seat_marriage(tmp_path, monkeypatch)
    drawn = [line for line in text.splitlines() if "(only you see this) You drew" in line]
    assert drawn and "\033[3J" in CLEAR
    after_clear = text.rsplit(CLEAR, 1)[1]
    assert "You drew" not in after_clear and "Since the game began:" in after_clear  # Bob's first turn
    assert "married into the Tigris family" in after_clear and "**" not in text
    second = "Bob" if first.endswith("Ann") else "Ann"
    assert f"--- {second}, it is up to you. ---" in after_clear


async def test_hot_seat_shows_the_mover_what_their_move_did_before_the_keyboard_passes(tmp_path, monkeypatch):
    """The screen is cleared before the keyboard passes (the mover's hand is on it), but the
    public news since the mover's last prompt stays (their discard, and the tile it brought
    out): the mover sees it took, the next player sees nothing secret."""
    out = io.StringIO()
    passing: list[str] = []
    monkeypatch.setattr("builtins.input", lambda *args: passing.append(out.getvalue().split(CLEAR)[-1]) or "")
    store, console = await open_console(tmp_path / "db.sqlite3", out, table="hs", interactive=True)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    first = (await console.service.reading.waiting_for(console.channel))[0].split(":")[1]
    await console.run(iter(["marry Tigris", "discard", "quit"]))
    second = "Bob" if first == "Ann" else "Ann"
    shown = passing[-1]
    assert f"{first} kept every card" in shown and "came out of the bag" in shown
    assert shown.rstrip().endswith(f"Pass the keyboard to {second} and press Enter.")
    assert "only you see this" not in shown and "Your cards" not in shown and "drew:" not in shown
    await store.close()


async def test_the_screen_passed_on_says_whose_move_each_line_after_the_movers_is(tmp_path, monkeypatch):
    """Between two people at the keyboard a computer moves: its turn line stays on the screen
    passed on, so a line of its move that names no mover (a treasury paid, a camel on a space)
    does not read as the move of the person before it."""
    out = io.StringIO()
    passing: list[str] = []
    monkeypatch.setattr("builtins.input", lambda *args: passing.append(out.getvalue().split(CLEAR)[-1]) or "")
    store, console = await open_console(tmp_path / "db.sqlite3", out, table="hs", interactive=True)
    await console.open(Seats(("Ann", "Bob"), ("greedy",)), seed=3)  # seated Ann, Bob, Computer 1
    await console.run(iter(["marry Tigris", "discard", "marry Byzant", "discard", "quit"]))
    shown = passing[-1].splitlines()
    handed = shown.index("Turn 3: Computer 1 (casual) to play.")
    assert shown.index("Bob kept every card.") < handed < shown.index("Turn 4: Ann to play.")
    assert any(line.startswith("Computer 1 (casual) married") for line in shown[handed:])
    await store.close()


async def test_a_resumed_hot_seat_asks_for_the_keyboard_before_showing_a_hand(tmp_path, monkeypatch):
    """Whoever starts the program again need not be the player the game waits for: the first
    private screen waits for Enter too, and nothing private is printed before it."""
    pressed = []
    monkeypatch.setattr("builtins.input", lambda *args: pressed.append(len(out.getvalue())) or "")
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out, table="hs", interactive=True)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await store.close()
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out, table="hs", interactive=True)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter(["quit"]))
    first = (await console.service.reading.waiting_for(console.channel))[0].split(":")[1]
    before = out.getvalue()[:pressed[0]]
    assert before.endswith(f"Pass the keyboard to {first} and press Enter.\n") and "it is up to you" not in before
    assert f"--- {first}, it is up to you. ---" in out.getvalue()[pressed[0]:]
    await store.close()


async def test_a_resumed_hot_seat_first_clears_what_the_last_player_left_on_the_screen(tmp_path, monkeypatch):
    """A player who quits leaves their hand on the terminal; whoever resumes the game there
    must not read it above "Pass the keyboard"."""
    monkeypatch.setattr("builtins.input", lambda *args: "")
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out, table="hs", interactive=True)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter(["hand", "quit"]))
    await store.close()
    left = out.getvalue()
    assert "Your cards" in left.rsplit(CLEAR, 1)[1]  # on the screen when the program ended
    store, console = await open_console(tmp_path / "db.sqlite3", out, table="hs", interactive=True)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter(["quit"]))
    resumed = out.getvalue()[len(left):]
    assert resumed.startswith(CLEAR) and "Resuming the game at table 'hs'" in resumed
    await store.close()


async def test_ctrl_d_while_the_keyboard_is_passed_saves_and_stops(tmp_path, monkeypatch):
    def end_of_input(*args):
        raise EOFError

    monkeypatch.setattr("builtins.input", end_of_input)
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out, table="hs", interactive=True)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter(["marry Tigris"]))
    said = out.getvalue()
    assert said.splitlines()[-1].startswith("Input ended; the game is saved.") and "it is up to you" not in said
    row = await console.service.store.live_game(console.channel)
    assert row.status is GameStatus.PLAYING and await console.service.store.log(row.id) == []
    await store.close()


async def test_a_german_table_plays_in_german_words(tmp_path):
    """``--lang de``: German sentences, German commands (the English ones still work), and
    the terminal's words where Discord's name a slash command."""
    out = io.StringIO()
    store = await Store.open(tmp_path / "db.sqlite3", SAMARKAND)
    console = Console(GameService(store), out, "de", interactive=False, language="de")
    await console.open(Seats(("Jürgen", "Bob"), ()), seed=3)
    first = (await console.service.reading.waiting_for(console.channel))[0]
    await console.run(iter(["hilfe", "züge", "verlängern Levanten Q9", "heiraten Tigris", "ablegen keine", "hand",
                            "spielplan", "marry Chasaren", "discard none", "frobnicate", "ende"]))
    text = out.getvalue()
    assert "Das Spiel beginnt! Reihenfolge:" in text and "heiraten FAMILIE" in text
    byzant, khazar = (f.portion for f in default_board().families[:2])
    assert f"Deine Züge: heiraten Byzantiner ({byzant}) | Chasaren ({khazar})" in text
    assert "Leider nicht: Das Feld „Q9“ gibt es nicht." in text and "(tippe spielplan)" in text
    assert "heiratet in die Familie der Tigris ein" in text and "behält alle Karten." in text
    assert "heiratet in die Familie der Chasaren ein" in text and "Dein Vermögen:" in text
    assert re.search("Familie +Kürzel +Mitgift", text) and "Das habe ich nicht verstanden: „frobnicate“" in text
    assert "Die Partie ist gespeichert." in text and first.startswith("local:")
    for english in ("Sorry", "Your moves", "The game begins", "married into", "Type help", "Your money"):
        assert english not in text, english
    await store.close()


async def test_a_resumed_game_keeps_its_language_unless_another_is_asked_for(tmp_path):
    store = await Store.open(tmp_path / "db.sqlite3", SAMARKAND)
    begun = Console(GameService(store), io.StringIO(), "de", interactive=False, language="de")
    await begun.open(Seats(("Jürgen",), ("greedy",)), seed=3)
    said = {}
    for asked in (None, "en"):
        out = io.StringIO()
        await Console(GameService(store), out, "de", interactive=False, language=asked).open(Seats(("Ann",), ()), None)
        said[asked] = out.getvalue()
    assert "Die Partie am Tisch „de“ geht weiter" in said[None] and "--seats und --seed" in said[None]
    assert "Resuming the game at table 'de'" in said["en"] and "--seats and --seed set up new games" in said["en"]
    await store.close()


async def resumed(store, language: str | None, commands: list[str]) -> str:
    """The default table's game resumed (in ``language``; None: its own) and ``commands`` typed: what it said."""
    out = io.StringIO()
    console = Console(GameService(store), out, interactive=False, language=language)
    await console.open(Seats(("Ann",), ()), None)
    await console.run(iter(commands))
    return out.getvalue()


@pytest.mark.parametrize(("begun", "asked"), [("en", "de"), ("de", "en")])
async def test_a_game_resumed_in_another_language_names_the_catalogues_seats_in_it(tmp_path, begun, asked):
    """A game begun in one language and resumed with ``--lang`` in the other named its computers
    and its one player in the first ("Computer 1 (casual) heiratet …", "Zug 3: You ist am Zug."):
    every name the catalogue gave is said in the language asked for, the lines of the turns
    before the resume too, and the game plays on under them."""
    store = await Store.open(tmp_path / "db.sqlite3", SAMARKAND)
    first, then = text(begun, CONSOLE), text(asked, CONSOLE)
    begin = Console(GameService(store), io.StringIO(), interactive=False, language=begun)
    await begin.open(Seats((first("console.default_name"),), ("greedy", "random")), seed=3)
    said = await resumed(store, asked, ["log", "board", "quit"])
    row = await store.live_game(begin.channel)
    names = [then("lobby.computer_name", number=1, level=Msg("level.greedy")),
             then("lobby.computer_name", number=2, level=Msg("level.random")), then("console.default_name")]
    assert sorted(seat.name for seat in row.seats) == sorted(names)
    assert [player.name for player in state_from_json(row.state).players] == [seat.name for seat in row.seats]
    unsaid = [first("lobby.computer_name", number=1, level=Msg("level.greedy")), f" {first('console.default_name')}"]
    assert all(name in said for name in names[:2]) and not [name for name in unsaid if name in said], said
    again = await resumed(store, None, ["quit"])  # in its own language again: the names it began with
    assert unsaid[0] in again and names[0] not in again
    await store.close()


async def test_names_given_at_the_keyboard_stay_as_written_in_another_language(tmp_path):
    store = await Store.open(tmp_path / "db.sqlite3", SAMARKAND)
    begin = Console(GameService(store), io.StringIO(), interactive=False, language="en")
    await begin.open(Seats(("You", "Bob"), ("greedy",)), seed=3)
    said = await resumed(store, "de", ["quit"])
    assert "Computer 1 (Gelegenheitsspieler)" in said
    assert sorted(seat.name for seat in (await store.live_game(begin.channel)).seats if seat.human) == ["Bob", "You"]
    await store.close()


@pytest.mark.parametrize(("language", "yours", "not_said"), [
    ("en", "your turn.", "You to play"), ("de", "Du bist am Zug.", "Spieler ist am Zug")])
async def test_the_log_says_the_one_players_turns_to_them(tmp_path, language, yours, not_said):
    """``log`` said "Turn 3: You to play." where the news at the keyboard says "Turn 3: your turn."."""
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    console.speak(language)
    await console.open(Seats((text(language, CONSOLE)("console.default_name"),), ("greedy", "greedy")), seed=3)
    await console.run(iter(["log", "quit"]))
    await store.close()
    log = out.getvalue().split("> log")[1].split("> quit")[0]
    assert yours in log and not_said not in log, log


async def test_a_hot_seats_log_names_whose_turn_it_is(tmp_path):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter(["log", "quit"]))
    await store.close()
    log = out.getvalue().split("> log")[1]
    assert re.search(r"Turn 1: (Ann|Bob) to play\.", log) and "your turn" not in log


async def test_news_about_the_one_player_at_the_keyboard_is_said_to_them(tmp_path):
    """"You starts with 1 Dirham more" and "You has no legal action" read wrong: the lines
    about the one human at the keyboard speak to them, in either language."""
    evened = build_board({**json.loads(DEFAULT_BOARD.read_text()), "evened_seats": {"3": [1, 1, 1]}})
    for language, told, passing in (("en", "you start with 1 Dirham more", "You have no legal action and pass"),
                                    ("de", "du beginnst mit 1 Dirham mehr", "Du hast keine erlaubte Aktion")):
        out = io.StringIO()
        store = await Store.open(tmp_path / f"{language}.sqlite3", SAMARKAND)
        console = Console(GameService(store, board=evened), out, "t", interactive=False, language=language)
        await console.open(Seats(("You",), ("greedy", "greedy"), evened=True), seed=3)
        assert told in out.getvalue() and "You starts" not in out.getvalue()
        assert passing in console.t(console.said_to_them(Msg("news.passed", name="You")))
        assert "Computer" in console.t(console.said_to_them(Msg("news.passed", name="Computer 1 (casual)")))
        await store.close()


async def test_seats_evened_deals_the_later_seats_more_or_says_why_not(tmp_path):
    """``--seats evened``: the start names who starts with more Dirham; at a table size the
    board has no schedule for, the console says that every seat starts with the rules' money."""
    raw = json.loads(DEFAULT_BOARD.read_text())
    evened = build_board({**raw, "evened_seats": {"3": [0, 0, 1]}})
    for humans, told in ((("Ann", "Bob", "Cyd"), "starts with 1 Dirham more"),
                         (("Ann", "Bob"), "every seat starts with the rules' 10 Dirham")):
        out = io.StringIO()
        store = await Store.open(tmp_path / f"{len(humans)}.sqlite3", SAMARKAND)
        console = Console(GameService(store, board=evened), out, "t", interactive=False)
        await console.open(Seats(humans, (), evened=True), seed=3)
        row = await store.live_game(console.channel)
        assert told in out.getvalue()
        assert [p.money for p in state_from_json(row.state).players][-1] == 10 + (len(humans) == 3)
        await store.close()


async def test_a_typed_control_character_is_shown_escaped_never_raw(tmp_path):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter(["\x1b[31mred", "marry \x1b[2J", "quit"]))
    await store.close()
    said = out.getvalue()
    assert "\x1b" not in said
    assert "> \\x1b[31mred\nI did not understand '\\x1b[31mred'" in said and "> marry \\x1b[2J\n" in said
    assert "There is no family called '" in said and "'x1b" not in said  # not shlex's reading of the written-out ESC


async def test_a_pasted_page_is_not_repeated_whole_in_the_answer(tmp_path):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter(["x" * 100_000, "expand " + "y" * 100_000, "quit"]))
    await store.close()
    answers = [line for line in out.getvalue().splitlines() if line.startswith("I did not understand")]
    assert len(answers) == 2 and all(len(line) < 250 and "…'" in line for line in answers)


async def test_the_first_hand_does_not_repeat_the_news_just_above_it(tmp_path):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann",), ("random", "random")), seed=3)
    await console.run(iter(["quit"]))
    await store.close()
    said = out.getvalue()
    assert said.count("The game begins!") == 1 and said.count("Turn 1: ") == 1
    assert not re.search("Since (your last turn|the game began):", said.split("--- Ann, it is up to you. ---")[1])


async def test_a_resumed_game_s_hand_tells_the_news_since_the_last_turn(tmp_path):
    store, console = await open_console(tmp_path / "db.sqlite3", io.StringIO())
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter(["marry Tigris", "discard", "quit"]))
    out = io.StringIO()
    resumed = Console(console.service, out, "t", interactive=False)
    await resumed.open(Seats(("Ann", "Bob"), ()), seed=3)
    await resumed.run(iter(["quit"]))
    await store.close()
    assert "Since the game began:" in out.getvalue() and "married into the Tigris family" in out.getvalue()
    assert "Since your last turn:" not in out.getvalue()  # Bob, to play, has had no turn yet


async def test_a_stored_name_with_a_control_character_is_shown_escaped_when_the_game_resumes(tmp_path):
    """A database from before such names were refused may hold one: resuming its game (and
    every line that names the seat) writes the escape out instead of clearing the screen."""
    store, console = await open_console(tmp_path / "db.sqlite3", io.StringIO())
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    row = await store.live_game(console.channel)
    row.seats = [replace(row.seats[0], name="A\x1b[2Jnn"), *row.seats[1:]]
    await store.save(row)
    out = io.StringIO()
    resumed = Console(console.service, out, console.table, interactive=False)
    await resumed.open(Seats(("Ann", "Bob"), ()), seed=None)
    await resumed.run(iter(["board", "quit"]))
    await store.close()
    assert "\x1b" not in out.getvalue() and "A\\x1b[2Jnn" in out.getvalue()


async def test_a_wait_for_a_sale_answer_draws_no_image_of_its_own(tmp_path):
    """The images follow the turn messages, one a turn: a table with ``sales: at once``
    waiting for an answer (a turn message of its own in Discord) leaves the turn's image to
    be drawn once the turn has ended, instead of drawing it mid-turn under the turn's name."""
    out = io.StringIO()
    boards = tmp_path / "boards"
    store, console = await open_console(tmp_path / "db.sqlite3", out, images=boards)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await rig(console, at_once_with_tigris_and_frankincense)
    await console.run(iter(["expand Tigris D7", "keep", "quit"]))
    await store.close()
    told = [line for line in out.getvalue().splitlines() if "(board image: " in line]
    assert told and len(told) == len(set(told)), told  # no turn's image written twice


async def test_a_name_the_lobby_cleans_is_still_spoken_to(tmp_path):
    """A direction mark typed in the name is no part of the seat's name (the lobby drops it): the
    news at the keyboard spoke of "Ann to play" since the console compared the name as typed."""
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann\u200f",), ("greedy", "greedy")), seed=3)
    await console.run(iter(["log", "quit"]))
    await store.close()
    said = out.getvalue()
    assert ": your turn." in said and "Ann to play" not in said


@pytest.mark.parametrize(("language", "asked"), [("en", ""), ("de", " --lang de")])
async def test_the_review_command_said_at_the_end_asks_for_the_language_spoken(tmp_path, language, asked):
    """``review`` speaks English unless told otherwise: a German table's command says so."""
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    console.speak(language)
    console.point_to_review(SimpleNamespace(status=GameStatus.OVER, id=4))
    assert out.getvalue().rstrip().endswith(f"review 4 --db {tmp_path / 'db.sqlite3'}{asked}")
    await store.close()


async def test_log_says_the_whole_news_so_far_from_the_first_turn(tmp_path):
    """``log`` at the keyboard is the game's news so far (the terminal scrolls), not the newest
    25 lines a Discord message holds."""
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann",), ("greedy",) * 4), seed=5)
    for _ in range(12):  # Ann's turns, each followed by four computers'
        row = await store.live_game(console.channel)
        state = state_from_json(row.state)
        await console.run(iter([typed(legal_actions(state, awaiting(state)[0].player)[0], state.board)]))
    await console.run(iter(["log", "quit"]))
    await store.close()
    log = out.getvalue().split("> log\n")[1].split("> quit")[0].splitlines()
    assert len(log) > 25 and log[0].startswith("Turn 1: ") and log[0] != log[-1], log[:2]


async def test_a_line_typed_while_the_keyboard_is_passed_is_not_taken_for_the_next_players_enter(tmp_path,
                                                                                                   monkeypatch):
    """The last player, still typing, sends a command at the hand-over prompt: it is not run
    and not taken as the next player's Enter (which would show them their hand at once); the
    console says so, and the next Enter passes the keyboard."""
    text, first, console = await hot_seat_marriage(tmp_path, monkeypatch, ("", "discard Linen"))
    second = "Bob" if first.endswith("Ann") else "Ann"
    told = console.t("console.pass_first", name=second)
    assert told in text and text.index(told) < text.index(f"--- {second}, it is up to you. ---")
    assert "discarded" not in text  # the line typed there was not run



async def test_no_line_typed_while_the_keyboard_is_passed_is_taken_for_the_next_players_enter(tmp_path, monkeypatch):
    """The last player types two commands at the hand-over prompt: neither passes the keyboard
    (the second did, and showed the next player's hand to the last); only an empty line does,
    and the console says so once. Here the input ends before any Enter: nobody's hand is shown."""
    text, first, console = await hot_seat_marriage(tmp_path, monkeypatch, ("", "hand", "board"), ends=True)
    second = "Bob" if first.endswith("Ann") else "Ann"
    assert text.count(console.t("console.pass_first", name=second)) == 1
    assert f"--- {second}, it is up to you. ---" not in text


@pytest.mark.parametrize(("language", "typed", "meant"), [
    ("en", "exapnd Khazar E2", "expand"), ("de", "verlängren Chasaren E2", "verlängern"),
    ("de", "exapnd", "verlängern")])
async def test_a_mistyped_command_word_is_answered_with_the_command_meant(tmp_path, language, typed, meant):
    """A near miss of a command's word (in either language) names the command, in the words
    of the language spoken, as a near miss of a family's name does; a word like none still
    gets the general answer."""
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    console.speak(language)
    await console.open(Seats(("Ann",), ("greedy",)), seed=3)
    await console.run(iter([typed, "frobnicate", "quit"]))
    await store.close()
    said = out.getvalue()
    assert console.t("console.not_understood_close", typed=typed, verb=meant) in said
    assert console.t("console.not_understood", typed="frobnicate") in said


@pytest.mark.parametrize(("python", "typed"), [("{here}/.venv/bin/python", ".venv/bin/python"),
                                                ("/usr/bin/python3", "/usr/bin/python3")])
def test_the_review_command_names_the_python_that_runs_the_game(python, typed, monkeypatch, tmp_path):
    """A bare ``python`` outside the checkout's .venv lacks the bot's packages: the command shown
    runs the Python this game runs on, as typed from here."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "executable", python.format(here=tmp_path))
    assert this_python() == typed
