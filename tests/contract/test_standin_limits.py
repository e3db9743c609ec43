"""The stand-in refuses what Discord refuses: a burst past a channel's 5 sends per 5 s or past
the global 50 requests per second gets a real 429 with Discord's headers, invalid requests are
counted per 10 minutes, an interaction's token expires after 15 minutes, a nonce is
remembered for a few minutes only, and the gateway replays a resumed session's missed events
but refuses to resume an ended one; and a body past Discord's documented limits (a message, an
edit, an autocomplete's choices, a modal, a thread's name, a set of slash commands) gets 400
with code 50035, its errors nested by path as Discord's, and does nothing. An interaction takes
one initial response, within 3 s by the hand-moved clock (10 s by the real one, a loaded
machine's allowance), and follow-ups only after it. Plain HTTP here, no bot: what any client would see."""

from __future__ import annotations

import json
from typing import Any

import aiohttp
import pytest

from tests.support.discord_players import assert_no_secret_in_public, public_requests
from tests.support.standin import CHANNEL_ID, TOKEN, BudgetClock, FakeDiscord, RateBudget
from tests.support.standin.codes import HISTORY, REAL_WINDOW, VIEW
from tests.support.standin.form_body import ANNOUNCED_FILE_SIZE

BOT = {"Authorization": f"Bot {TOKEN}"}
MIB = 1024 * 1024


class HandClock:
    """Real time that does not pass: only the test moves it."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def standin():
    hand = HandClock()
    fake = FakeDiscord(budget=RateBudget(BudgetClock(hand)), real=hand)
    await fake.start()
    async with aiohttp.ClientSession(f"http://127.0.0.1:{fake.port}") as http:
        yield fake, http, hand
    await fake.stop()


def places(errors: dict[str, Any], where: str = "") -> list[str]:
    """The dotted places of Discord's nested errors, each that holds its own ``_errors``."""
    found = [where] if "_errors" in errors else []
    for key, inner in errors.items():
        if key != "_errors":
            found += places(inner, f"{where}.{key}" if where else key)
    return found


async def post(http: aiohttp.ClientSession, channel: str, **body: object) -> aiohttp.ClientResponse:
    async with http.post(f"/api/v10/channels/{channel}/messages", json={"content": "hi", **body},
                         headers=BOT) as response:
        await response.read()
        return response


async def test_a_channel_takes_5_sends_per_5_seconds_then_429s_with_discords_headers(standin):
    fake, http, hand = standin
    answers = [await post(http, CHANNEL_ID) for _ in range(6)]
    assert [a.status for a in answers] == [200] * 5 + [429]
    first, refused = answers[0].headers, answers[-1]
    assert (first["X-RateLimit-Limit"], first["X-RateLimit-Remaining"]) == ("5", "4")
    assert {"X-RateLimit-Reset", "X-RateLimit-Reset-After", "X-RateLimit-Bucket"} <= set(first)
    assert refused.headers["X-RateLimit-Scope"] == "user" and "X-RateLimit-Global" not in refused.headers
    assert float(refused.headers["Retry-After"]) == pytest.approx(5.0)
    assert (await post(http, "500000000000000077")).status == 200  # another channel, another bucket
    hand.now += 5.0
    assert (await post(http, CHANNEL_ID)).status == 200
    assert fake.budget.refused == {"global": 0, "route": 1}


async def test_past_50_requests_in_a_second_the_global_budget_refuses_every_route(standin):
    fake, http, hand = standin
    statuses = [(await post(http, str(500000000000001000 + n))).status for n in range(50)]
    refused = await post(http, "500000000000002000")
    assert statuses == [200] * 50 and refused.status == 429
    assert refused.headers["X-RateLimit-Global"] == "true" and refused.headers["X-RateLimit-Scope"] == "global"
    assert (await refused.json())["global"] is True
    async with http.post("/api/v10/interactions/1/token-1/callback", json={"type": 5}) as answer:
        assert answer.status != 429  # interaction answers are outside the global budget
    hand.now += 1.0
    assert (await post(http, "500000000000002000")).status == 200
    assert fake.budget.arrived.peak == 51 and fake.budget.invalid.peak == 1


async def test_invalid_requests_are_counted_per_10_minutes(standin):
    fake, http, hand = standin
    fake.channel("500000000000000066").permissions = 0
    for _ in range(3):
        assert (await post(http, "500000000000000066")).status == 403
    async with http.get("/api/v10/users/@me", headers={"Authorization": "Bot wrong"}) as answer:
        assert answer.status == 401
    assert fake.budget.invalid.count(hand.now) == 4
    hand.now += 600.0
    assert fake.budget.invalid.count(hand.now) == 0 and fake.budget.invalid.peak == 4
    assert "peak 4 invalid requests in 10 minutes" in fake.budget.summary()


async def test_an_interaction_token_serves_its_follow_ups_for_15_minutes(standin):
    fake, http, _ = standin
    interaction = fake.base(2, ("1", "Ann"), CHANNEL_ID)
    token = interaction["token"]
    async with http.post(f"/api/v10/interactions/{interaction['id']}/{token}/callback", json={"type": 5}) as answer:
        assert answer.status == 200  # deferred: the token now names a webhook
    follow_up = f"/api/v10/webhooks/{fake.bot_user['id']}/{token}"
    async with http.post(follow_up, json={"content": "in time"}) as answer:
        assert answer.status == 200
    fake.clock.advance(seconds=15 * 60 + 1)
    async with http.post(follow_up, json={"content": "too late"}) as answer:
        assert (answer.status, (await answer.json())["code"]) == (401, 50027)


async def test_a_nonce_is_remembered_for_a_few_minutes_only(standin):
    fake, http, _ = standin
    nonce = {"nonce": "turn-7", "enforce_nonce": True}
    await post(http, CHANNEL_ID, **nonce)
    await post(http, CHANNEL_ID, **nonce)
    assert len(fake.created) == 1
    fake.clock.advance(seconds=10 * 60)
    await post(http, CHANNEL_ID, **nonce)
    assert len(fake.created) == 2


async def test_a_resume_replays_what_the_session_missed_and_an_ended_session_cannot_resume(standin):
    fake, http, _ = standin
    async with http.ws_connect("/gateway") as ws:
        await ws.receive_json()  # HELLO
        await ws.send_json({"op": 2, "d": {"token": TOKEN}})
        ready = await ws.receive_json()
        assert fake.send(fake.command(("100000000000000011", "Ann"), "board"))
        event = await ws.receive_json()  # sent, but the client never saw it: the connection broke
    resume = {"op": 6, "d": {"token": TOKEN, "session_id": ready["d"]["session_id"], "seq": ready["s"]}}
    async with http.ws_connect("/gateway") as ws:
        await ws.receive_json()
        await ws.send_json(resume)
        assert (await ws.receive_json())["t"] == "RESUMED"
        again = await ws.receive_json()
        assert (again["t"], again["d"]) == ("INTERACTION_CREATE", event["d"]) and again["s"] > event["s"]
    await fake.invalidate(resumable=False)
    async with http.ws_connect("/gateway") as ws:
        await ws.receive_json()
        await ws.send_json(resume)
        assert await ws.receive_json() == {"op": 9, "d": False, "s": None, "t": None}
    assert fake.replayed == [(0, "INTERACTION_CREATE")] and fake.resumed == 1


def rows(*counts: int, kind: int = 2) -> list[dict[str, object]]:
    """Action rows holding ``counts`` components each, every custom id its own."""
    ids = iter(range(1000))
    return [{"type": 1, "components": [{"type": kind, "style": 1, "label": "x", "custom_id": f"b{next(ids)}"}
                                       for _ in range(count)]} for count in counts]


SELECT = {"type": 3, "custom_id": "menu", "options": [{"label": "a", "value": "a"}]}
REFUSED_BODIES = {
    "content over 2,000": ({"content": "x" * 2001}, "content"),
    "6 action rows": ({"components": rows(1, 1, 1, 1, 1, 1)}, "components"),
    "6 buttons in a row": ({"components": rows(6)}, "components.0.components"),
    "a select sharing its row": ({"components": [{"type": 1, "components": [SELECT, *rows(1)[0]["components"]]}]},
                                 "components.0.components"),
    "a custom id used twice": ({"components": [*rows(1), *rows(1)]}, "components.1.components.0.custom_id"),
    "an empty field": ({"embeds": [{"title": "t", "fields": [{"name": "n", "value": ""}]}]},
                       "embeds.0.fields.0.value"),
    "a field value over 1,024": ({"embeds": [{"fields": [{"name": "n", "value": "v" * 1025}]}]},
                                 "embeds.0.fields.0.value"),
    "a nonce over 25": ({"content": "hi", "nonce": "n" * 26}, "nonce"),
    "a link over 512": ({"components": [{"type": 1, "components": [
        {"type": 2, "style": 5, "label": "web", "url": "https://example.org/" + "a" * 493}]}]},
        "components.0.components.0.url"),
    "a link of another scheme": ({"components": [{"type": 1, "components": [
        {"type": 2, "style": 5, "label": "web", "url": "ftp://example.org/game"}]}]}, "components.0.components.0.url"),
    "a select without options": ({"components": [{"type": 1, "components": [{**SELECT, "options": []}]}]},
                                 "components.0.components.0.options"),
    "a select's value twice": ({"components": [{"type": 1, "components": [
        {**SELECT, "options": [{"label": "a", "value": "a"}, {"label": "b", "value": "a"}]}]}]},
        "components.0.components.0.options"),
    "a select asking more than it offers": ({"components": [{"type": 1, "components": [
        {**SELECT, "max_values": 2}]}]}, "components.0.components.0.max_values"),
    "EPHEMERAL on a channel's message": ({"content": "You hold Silk (31, P3)", "flags": 64}, "flags"),
}


@pytest.mark.parametrize("body", [{}, {"content": ""}, {"content": " \n "}, {"embeds": [], "components": []}])
async def test_an_empty_message_gets_400_50006_and_is_not_posted(standin, body):
    fake, http, _ = standin
    async with http.post(f"/api/v10/channels/{CHANNEL_ID}/messages", json=body, headers=BOT) as answer:
        said = await answer.json()
    assert (answer.status, said["code"], said["message"]) == (400, 50006, "Cannot send an empty message")
    assert not fake.messages
    assert (await post(http, CHANNEL_ID, components=rows(1))).status == 200  # a button alone is something to show


@pytest.mark.parametrize("data", [None, {}, {"content": ""}, {"content": " ", "components": []}])
async def test_an_interactions_empty_message_gets_400_50006_and_the_interaction_is_still_open(standin, data):
    """An interaction answered with a message of its own (type 4) that shows nothing is refused
    as a channel's empty message is; the interaction is not acknowledged by it."""
    fake, http, _ = standin
    interaction = fake.base(2, ("1", "Ann"), CHANNEL_ID)
    callback = f"/api/v10/interactions/{interaction['id']}/{interaction['token']}/callback"
    async with http.post(callback, json={"type": 4, **({} if data is None else {"data": data})}) as answer:
        said = await answer.json()
    assert (answer.status, said["code"], said["message"]) == (400, 50006, "Cannot send an empty message")
    async with http.post(callback, json={"type": 4, "data": {"content": "now"}}) as answer:
        assert answer.status == 200
    assert {m["content"] for m in fake.messages.values()} == {"now"}  # the refused one was never made


async def test_an_edit_an_autocomplete_and_a_command_past_their_limits_are_refused(standin):
    fake, http, _ = standin
    posted = await (await http.post(f"/api/v10/channels/{CHANNEL_ID}/messages", json={"content": "hi"},
                                    headers=BOT)).json()
    async with http.patch(f"/api/v10/channels/{CHANNEL_ID}/messages/{posted['id']}", json={"content": "y" * 2001},
                          headers=BOT) as edit:
        assert edit.status == 400 and fake.messages[posted["id"]]["content"] == "hi"
    choices = {"type": 8, "data": {"choices": [{"name": "long", "value": "v" * 101}]}}
    async with http.post("/api/v10/interactions/1/token/callback", json=choices) as autocomplete:
        assert autocomplete.status == 400 and "choices.0.value" in places((await autocomplete.json())["errors"])
    options = [{"type": 3, "name": f"o{n}", "description": "d" * 100,
                "choices": [{"name": "c" * 100, "value": "v" * 100} for _ in range(3)]} for n in range(25)]
    big = [{"name": "big", "description": "d", "options": options}]
    async with http.put("/api/v10/applications/1/commands", json=big, headers=BOT) as sync:
        assert sync.status == 400 and "0" in places((await sync.json())["errors"])
    assert len(fake.refused_bodies) == 3


COMMAND = {"name": "rules", "description": "the rules"}
REFUSED_COMMANDS = {
    "a capital in a name": ({**COMMAND, "name": "Rules"}, "0.name"),
    "a space in a translated name": ({**COMMAND, "name_localizations": {"de": "die regeln"}}, "0.name"),
    "a translated description over 100": ({**COMMAND, "description_localizations": {"de": "d" * 101}},
                                          "0.description"),
    "an option without a description": ({**COMMAND, "options": [{"type": 3, "name": "topic", "description": ""}]},
                                        "0.options.0.description"),
    "26 choices": ({**COMMAND, "options": [{"type": 3, "name": "topic", "description": "which", "choices": [
        {"name": f"c{n}", "value": f"{n}"} for n in range(26)]}]}, "0.options.0.choices"),
    "a translated choice over 100": ({**COMMAND, "options": [{"type": 3, "name": "topic", "description": "which",
                                     "choices": [{"name": "c", "value": "v",
                                                  "name_localizations": {"de": "c" * 101}}]}]},
                                     "0.options.0.choices.0"),
}


@pytest.mark.parametrize("case", REFUSED_COMMANDS)
async def test_a_slash_command_past_a_limit_in_any_language_or_option_is_refused(standin, case):
    fake, http, _ = standin
    command, where = REFUSED_COMMANDS[case]
    async with http.put("/api/v10/applications/1/commands", json=[command], headers=BOT) as sync:
        assert sync.status == 400 and where in places((await sync.json())["errors"]), case
    async with http.put("/api/v10/applications/1/commands", json=[COMMAND], headers=BOT) as sync:
        assert sync.status == 200  # the same command within its limits: fine
    assert len(fake.refused_bodies) == 1


def with_files(*sizes: int) -> aiohttp.FormData:
    """A message with files of these sizes, sent as discord.py sends one: multipart, the body
    in ``payload_json`` and each file in ``files[n]``."""
    form = aiohttp.FormData()
    attachments = [{"id": n, "filename": f"f{n}.png"} for n in range(len(sizes))]
    form.add_field("payload_json", json.dumps({"content": "hi", "attachments": attachments}),
                   content_type="application/json")
    for n, size in enumerate(sizes):
        form.add_field(f"files[{n}]", b"\0" * size, filename=f"f{n}.png", content_type="image/png")
    return form


async def test_eleven_files_get_400_invalid_form_body_and_ten_are_posted(standin):
    fake, http, _ = standin
    async with http.post(f"/api/v10/channels/{CHANNEL_ID}/messages", data=with_files(*[1] * 11),
                         headers=BOT) as answer:
        said = await answer.json()
    assert (answer.status, said["code"], said["message"]) == (400, 50035, "Invalid Form Body")
    assert said["errors"]["attachments"]["_errors"][0]["code"] == "BASE_TYPE_MAX_LENGTH"
    assert not fake.messages and fake.refused_bodies == [(f"POST /channels/{CHANNEL_ID}/messages", ["attachments"])]
    async with http.post(f"/api/v10/channels/{CHANNEL_ID}/messages", data=with_files(*[1] * 10),
                         headers=BOT) as answer:
        assert answer.status == 200


async def test_a_file_past_10_mib_gets_413_request_entity_too_large_and_one_at_10_mib_is_posted(standin):
    fake, http, _ = standin
    mib = 1024 * 1024
    async with http.post(f"/api/v10/channels/{CHANNEL_ID}/messages", data=with_files(10, 10 * mib + 1),
                         headers=BOT) as answer:
        said = await answer.json()
    assert (answer.status, said["code"], said["message"]) == (413, 40005, "Request entity too large")
    assert not fake.messages and len(fake.refused_bodies) == 1
    async with http.post(f"/api/v10/channels/{CHANNEL_ID}/messages", data=with_files(10 * mib), headers=BOT) as answer:
        assert answer.status == 200


def row(*components: dict[str, object]) -> list[dict[str, object]]:
    return [{"type": 1, "components": list(components)}]


TEXT = {"type": 10, "content": "t"}
V2 = 1 << 15  # IS_COMPONENTS_V2
REFUSED_COMPONENTS = {
    "a button without label or emoji": ({"components": row({"type": 2, "style": 1, "custom_id": "b"})},
                                        "components.0.components.0"),
    "a select without a custom id": ({"components": row({k: v for k, v in SELECT.items() if k != "custom_id"})},
                                     "components.0.components.0.custom_id"),
    "41 v2 components, nested ones counted": ({"flags": V2, "components": [
        {"type": 17, "components": [TEXT] * 40}]}, "components"),
    "4,001 characters of v2 text": ({"flags": V2, "components": [
        {**TEXT, "content": "a" * 2000}, {**TEXT, "content": "b" * 2001}]}, "components"),
    "a v2 section's button without a custom id": ({"flags": V2, "components": [
        {"type": 9, "components": [TEXT], "accessory": {"type": 2, "style": 1, "label": "go"}}]},
        "components.0.accessory.custom_id"),
    "users parsed and listed": ({"content": "hi", "allowed_mentions": {"parse": ["users"], "users": ["1"]}},
                                "allowed_mentions"),
    "roles parsed and listed": ({"content": "hi", "allowed_mentions": {"parse": ["roles"], "roles": ["2"]}},
                                "allowed_mentions"),
    "101 users listed": ({"content": "hi", "allowed_mentions": {"users": [str(n) for n in range(1, 102)]}},
                         "allowed_mentions.users"),
    "an alt text of 1,025 characters": ({"content": "hi", "attachments": [
        {"id": "0", "filename": "a.png", "description": "d" * 1025}]}, "attachments.0.description"),
    "an empty filename": ({"content": "hi", "attachments": [{"id": "0", "filename": ""}]}, "attachments.0.filename"),
}
ACCEPTED = {
    "a button with an emoji only": {"components": row({"type": 2, "style": 1, "custom_id": "b",
                                                       "emoji": {"name": "🎲"}})},
    "40 v2 components with 4,000 characters": {"flags": V2, "components": [
        {"type": 17, "components": [{**TEXT, "content": "c" * 100}] * 38}, {**TEXT, "content": "d" * 200}]},
    "users parsed, roles listed": {"content": "hi", "allowed_mentions": {"parse": ["users"], "roles": ["2"]}},
    "100 users listed": {"content": "hi", "allowed_mentions": {"users": [str(n) for n in range(1, 101)]}},
    "an alt text of 1,024 characters": {"content": "hi", "attachments": [
        {"id": "0", "filename": "a.png", "description": "d" * 1024}]},
    "the flags Create Message takes": {"content": "hi", "flags": (1 << 2) | (1 << 12)},
}


@pytest.mark.parametrize("case", [*REFUSED_BODIES, *REFUSED_COMPONENTS])
async def test_a_message_discord_refuses_gets_400_invalid_form_body_and_is_not_posted(standin, case):
    fake, http, _ = standin
    body, where = {**REFUSED_BODIES, **REFUSED_COMPONENTS}[case]
    async with http.post(f"/api/v10/channels/{CHANNEL_ID}/messages", json=body, headers=BOT) as answer:
        said = await answer.json()
    assert (answer.status, said["code"], said["message"]) == (400, 50035, "Invalid Form Body")
    assert where in places(said["errors"])
    assert not fake.messages  # nothing was posted
    assert (await post(http, CHANNEL_ID, components=rows(5, 5, 5, 5, 5))).status == 200  # at the limits: fine



@pytest.mark.parametrize("case", ACCEPTED)
async def test_the_same_within_discords_rules_is_posted(standin, case):
    fake, http, _ = standin
    async with http.post(f"/api/v10/channels/{CHANNEL_ID}/messages", json=ACCEPTED[case], headers=BOT) as answer:
        assert answer.status == 200, await answer.json()
    assert len(fake.messages) == 1


async def test_errors_nest_by_path_with_discords_codes_and_messages(standin):
    _, http, _ = standin
    bodies = [{"embeds": [{"title": "t" * 257}]}, {"embeds": [{"fields": [{"value": "v"}]}]},
              {"embeds": [{"title": "t"}] * 11}, {"embeds": [{"fields": [{"name": "n", "value": ""}]}]}]
    said = []
    for body in bodies:
        async with http.post(f"/api/v10/channels/{CHANNEL_ID}/messages", json=body, headers=BOT) as answer:
            said.append((await answer.json())["errors"])
    assert said[0] == {"embeds": {"0": {"title": {"_errors": [
        {"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 256 or fewer in length."}]}}}}
    assert said[1] == {"embeds": {"0": {"fields": {"0": {"name": {"_errors": [
        {"code": "BASE_TYPE_REQUIRED", "message": "This field is required"}]}}}}}}
    assert said[2] == {"embeds": {"_errors": [
        {"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 10 or fewer in length."}]}}
    assert said[3]["embeds"]["0"]["fields"]["0"]["value"]["_errors"] == [
        {"code": "BASE_TYPE_MIN_LENGTH", "message": "Must be 1 or more in length."}]


async def test_an_edit_that_leaves_nothing_to_show_gets_50006_and_one_that_keeps_something_is_made(standin):
    fake, http, _ = standin
    plain = await (await post(http, CHANNEL_ID)).json()
    shown = await (await post(http, CHANNEL_ID, embeds=[{"title": "board"}])).json()
    edit = f"/api/v10/channels/{CHANNEL_ID}/messages"
    async with http.patch(f"{edit}/{plain['id']}", json={"content": "", "components": []}, headers=BOT) as answer:
        said = await answer.json()
    assert (answer.status, said["code"], said["message"]) == (400, 50006, "Cannot send an empty message")
    assert fake.messages[plain["id"]]["content"] == "hi"
    async with http.patch(f"{edit}/{shown['id']}", json={"content": ""}, headers=BOT) as answer:
        assert answer.status == 200  # its embed stays
    async with http.patch(f"{edit}/{shown['id']}", json={"embeds": []}, headers=BOT) as answer:
        assert answer.status == 400 and fake.messages[shown["id"]]["embeds"]


async def test_only_an_interactions_answer_and_follow_ups_may_be_ephemeral(standin):
    """EPHEMERAL (64) is refused on a channel's message and its edit, as on an interaction's
    edit (Edit Webhook Message takes SUPPRESS_EMBEDS and IS_COMPONENTS_V2 only); an
    interaction's answer and follow-up take it, and only they count as ephemeral."""
    fake, http, _ = standin
    posted = await (await post(http, CHANNEL_ID)).json()
    async with http.patch(f"/api/v10/channels/{CHANNEL_ID}/messages/{posted['id']}",
                          json={"content": "secret", "flags": 64}, headers=BOT) as edit:
        said = await edit.json()
    assert (edit.status, said["code"], places(said["errors"])) == (400, 50035, ["flags"])
    assert fake.messages[posted["id"]]["content"] == "hi" and not fake.requests[-1].ephemeral
    interaction = fake.base(2, ("1", "Ann"), CHANNEL_ID)
    callback = f"/api/v10/interactions/{interaction['id']}/{interaction['token']}/callback"
    webhook = f"/api/v10/webhooks/{fake.bot_user['id']}/{interaction['token']}"
    async with http.post(callback, json={"type": 4, "data": {"content": "mine", "flags": 64}}) as answer:
        assert answer.status == 200 and fake.requests[-1].ephemeral
    async with http.post(webhook, json={"content": "more", "flags": 64}) as more:
        assert more.status == 200 and fake.requests[-1].ephemeral
    async with http.patch(f"{webhook}/messages/@original", json={"content": "x", "flags": 64}) as edit:
        assert edit.status == 400
    deferred = fake.base(2, ("1", "Ann"), CHANNEL_ID)
    async with http.post(f"/api/v10/interactions/{deferred['id']}/{deferred['token']}/callback",
                         json={"type": 5, "data": {"flags": 64 | 4}}) as thinking:
        assert thinking.status == 400  # "thinking…" takes EPHEMERAL only
    assert len(fake.refused_bodies) == 3


async def test_edit_message_takes_only_the_bots_own_message_that_it_can_see_and_never_an_ephemeral_one(standin):
    """Edit Message (the channel's route) is refused for an ephemeral message, which only its
    interaction's token edits (Unknown Message, 10008), for another user's message (50005), for a
    message of another channel (10008) and in a channel the bot cannot view (50001); the bot's
    own message there, public answers of an interaction among them, is edited."""
    fake, http, _ = standin
    interaction = fake.base(2, ("1", "Ann"), CHANNEL_ID)
    callback = f"/api/v10/interactions/{interaction['id']}/{interaction['token']}/callback"
    async with http.post(callback, json={"type": 4, "data": {"content": "mine", "flags": 64}}) as answer:
        private = (await answer.json())["resource"]["message"]
    public = fake.base(2, ("1", "Ann"), CHANNEL_ID)
    async with http.post(f"/api/v10/interactions/{public['id']}/{public['token']}/callback",
                         json={"type": 4, "data": {"content": "for all"}}) as answer:
        shown = (await answer.json())["resource"]["message"]
    members = fake.chat(("100000000000000011", "Ann"), "hello")
    posted = await (await post(http, CHANNEL_ID)).json()
    elsewhere = await (await post(http, "500000000000000077")).json()

    async def edit(channel: str, message: str) -> tuple[int, int]:
        async with http.patch(f"/api/v10/channels/{channel}/messages/{message}", json={"content": "edited"},
                              headers=BOT) as answer:
            return answer.status, (await answer.json()).get("code", 0)
    assert await edit(CHANNEL_ID, private["id"]) == (404, 10008)
    assert await edit(CHANNEL_ID, members) == (403, 50005)
    assert await edit(CHANNEL_ID, elsewhere["id"]) == (404, 10008)
    assert fake.messages[private["id"]]["content"] == "mine" and fake.messages[members]["content"] == "hello"
    async with http.patch(f"/api/v10/webhooks/{fake.bot_user['id']}/{interaction['token']}/messages/@original",
                          json={"content": "edited"}) as through_its_token:
        assert through_its_token.status == 200 and fake.messages[private["id"]]["content"] == "edited"
    assert await edit(CHANNEL_ID, shown["id"]) == (200, 0) and await edit(CHANNEL_ID, posted["id"]) == (200, 0)
    fake.channel(CHANNEL_ID).permissions = 0
    assert await edit(CHANNEL_ID, posted["id"]) == (403, 50001)


async def test_a_channels_history_takes_view_channel_and_is_empty_without_read_message_history(standin):
    """Get Channel Messages: Missing Access (50001) where the bot cannot view the channel; an
    empty list, not an error, where it may view it but not read its history."""
    fake, http, _ = standin
    posted = await (await post(http, CHANNEL_ID)).json()

    async def history() -> tuple[int, object]:
        async with http.get(f"/api/v10/channels/{CHANNEL_ID}/messages", params={"limit": "10"},
                            headers=BOT) as answer:
            return answer.status, await answer.json()
    status, said = await history()
    assert status == 200 and [m["id"] for m in said] == [posted["id"]]
    fake.channel(CHANNEL_ID).permissions &= ~HISTORY
    assert await history() == (200, [])
    fake.channel(CHANNEL_ID).permissions &= ~VIEW
    status, said = await history()
    assert (status, said["code"]) == (403, 50001)


@pytest.mark.parametrize(("name", "error"), [("", "BASE_TYPE_MIN_LENGTH"), ("n" * 101, "BASE_TYPE_MAX_LENGTH"),
                                             (None, "BASE_TYPE_REQUIRED")])
async def test_a_thread_needs_a_name_of_1_to_100_characters(standin, name, error):
    fake, http, _ = standin
    threads = f"/api/v10/channels/{CHANNEL_ID}/threads"
    async with http.post(threads, json={"name": name, "type": 11}, headers=BOT) as answer:
        said = await answer.json()
    assert (answer.status, said["code"], said["errors"]["name"]["_errors"][0]["code"]) == (400, 50035, error)
    async with http.post(threads, json={"name": "n" * 100, "type": 11}, headers=BOT) as answer:
        assert answer.status == 200
    assert len(fake.channels) == 2  # the parent and the one thread made


@pytest.mark.parametrize(("name", "refused"), [("n" * 33, "display name 'n+' has 33 characters"),
                                               ("", "display name '' has 0 characters")])
async def test_a_name_discord_refuses_makes_no_user_and_one_of_32_characters_is_sent(standin, name, refused):
    """Discord's display names hold 1-32 characters, its usernames 2-32 (the stand-in's is the
    display name lower-cased, a letter doubled): it sends no user, member or message author
    named past them."""
    fake, _, _ = standin
    before = (len(fake.born), len(fake.messages))
    with pytest.raises(ValueError, match=refused):
        fake.command(("1", name), "new")
    with pytest.raises(ValueError, match=refused):
        fake.chat(("1", name), "hi")
    assert (len(fake.born), len(fake.messages)) == before  # nothing made
    longest = "Wilhelmina Mühlenweg-Großwald 12"
    assert len(longest) == 32
    member = fake.command(("1", longest), "new")["member"]["user"]
    assert (member["global_name"], member["username"]) == (longest, longest.lower())
    assert fake.command(("1", "Jo"), "new")["member"]["user"]["username"] == "jo"
    assert fake.command(("1", "J"), "new")["member"]["user"]["username"] == "jj"


def text_input(**changes: object) -> dict[str, object]:
    return {"type": 1, "components": [{"type": 4, "custom_id": "why", "style": 1, "label": "Why?", **changes}]}


MODAL = {"custom_id": "appeal", "title": "Appeal a ruling", "components": [text_input()]}
REFUSED_MODALS = {
    "a title over 45": ({**MODAL, "title": "t" * 46}, "title"),
    "a custom id over 100": ({**MODAL, "custom_id": "c" * 101}, "custom_id"),
    "no components": ({**MODAL, "components": []}, "components"),
    "6 components": ({**MODAL, "components": [text_input(custom_id=f"q{n}") for n in range(6)]}, "components"),
    "a label over 45": ({**MODAL, "components": [text_input(label="l" * 46)]}, "components.0.components.0.label"),
    "an input's custom id over 100": ({**MODAL, "components": [text_input(custom_id="c" * 101)]},
                                      "components.0.components.0.custom_id"),
    "a label component's label over 45": ({**MODAL, "components": [{"type": 18, "label": "l" * 46, "component": {
        "type": 4, "custom_id": "why", "style": 1}}]}, "components.0.label"),
}


@pytest.mark.parametrize("case", REFUSED_MODALS)
async def test_a_modal_past_its_limits_gets_400_50035_and_a_fitting_one_is_shown(standin, case):
    fake, http, _ = standin
    modal, where = REFUSED_MODALS[case]
    first, second = (fake.base(2, ("1", "Ann"), CHANNEL_ID) for _ in range(2))
    async with http.post(f"/api/v10/interactions/{first['id']}/{first['token']}/callback",
                         json={"type": 9, "data": modal}) as answer:
        said = await answer.json()
    assert (answer.status, said["code"]) == (400, 50035) and where in places(said["errors"]), said
    async with http.post(f"/api/v10/interactions/{second['id']}/{second['token']}/callback",
                         json={"type": 9, "data": MODAL}) as answer:
        assert answer.status == 200


async def test_an_interaction_takes_one_initial_response_and_follow_ups_only_after_it(standin):
    fake, http, _ = standin
    interaction = fake.base(2, ("1", "Ann"), CHANNEL_ID)
    callback = f"/api/v10/interactions/{interaction['id']}/{interaction['token']}/callback"
    follow_up = f"/api/v10/webhooks/{fake.bot_user['id']}/{interaction['token']}"
    async with http.post(follow_up, json={"content": "too soon"}) as early:
        assert (early.status, (await early.json())["code"]) == (404, 10015)
    async with http.post(callback, json={"type": 5}) as first:
        assert first.status == 200
    async with http.post(callback, json={"type": 4, "data": {"content": "again"}}) as second:
        said = await second.json()
    assert (second.status, said["code"], said["message"]) == (400, 40060, "Interaction has already been acknowledged.")
    async with http.post(follow_up, json={"content": "now"}) as answer:
        assert answer.status == 200
    assert [m["content"] for m in fake.messages.values()] == ["now"]


async def test_the_first_follow_up_after_thinking_takes_its_place_keeping_its_flags(standin):
    """Discord's Create Followup Message, right after a "thinking…" acknowledgement, edits the
    loading message (its ephemeral flag kept, the follow-up's own ignored); the next is a new one."""
    fake, http, _ = standin
    interaction = fake.base(2, ("1", "Ann"), CHANNEL_ID)
    callback = f"/api/v10/interactions/{interaction['id']}/{interaction['token']}/callback"
    webhook = f"/api/v10/webhooks/{fake.bot_user['id']}/{interaction['token']}"
    async with http.post(callback, json={"type": 5, "data": {"flags": 64}}) as first:
        assert first.status == 200
    async with http.get(f"{webhook}/messages/@original") as loading:
        assert (await loading.json())["flags"] & 128  # thinking
    async with http.post(webhook, json={"content": "answer", "flags": 0}) as answer:
        answered = await answer.json()
    async with http.get(f"{webhook}/messages/@original") as original:
        found = await original.json()
    assert found["id"] == answered["id"] and found["content"] == "answer" and found["flags"] == 64
    async with http.post(webhook, json={"content": "more", "flags": 64}) as more:
        assert (await more.json())["id"] != answered["id"]
    assert sorted(m["content"] for m in fake.messages.values()) == ["answer", "more"]


async def test_the_initial_response_is_late_after_3_s_on_the_hand_moved_clock_or_10_real_seconds(standin):
    fake, http, hand = standin
    sent = [fake.command(("1", "Ann"), "board") for _ in range(3)]
    for payload in sent[:2]:
        assert fake.send(payload)
    hand.now += REAL_WINDOW  # real seconds pass while the bot works: at the window's end still in time
    statuses = []
    for payload in sent:
        if payload is sent[1]:
            hand.now += 0.5  # now past the real window since it was sent
        if payload is sent[2]:
            fake.clock.advance(seconds=3.5)  # never sent: only the hand-moved clock makes it late
        async with http.post(f"/api/v10/interactions/{payload['id']}/{payload['token']}/callback",
                             json={"type": 5}) as answer:
            statuses.append((answer.status, (await answer.json()).get("code")))
    assert statuses == [(200, None), (404, 10062), (404, 10062)]


def option(name: str, required: bool) -> dict[str, object]:
    return {"type": 3, "name": name, "description": "d", "required": required}


MORE_REFUSED_COMMANDS = {
    "a required option after an optional one": ([{**COMMAND, "options": [option("a", False), option("b", True)]}],
                                                "0.options"),
    "an option's name twice": ([{**COMMAND, "options": [option("a", True), option("a", False)]}], "0.options"),
    "a command's name twice": ([COMMAND, {**COMMAND, "description": "again"}], ""),
    "a locale Discord lacks": ([{**COMMAND, "name_localizations": {"de-DE": "regeln"}}], "0.name_localizations.de-DE"),
    "a description in a locale Discord lacks": ([{**COMMAND, "description_localizations": {"en": "rules"}}],
                                                "0.description_localizations.en"),
}


@pytest.mark.parametrize("case", MORE_REFUSED_COMMANDS)
async def test_commands_discord_refuses_as_a_set_get_400_50035(standin, case):
    fake, http, _ = standin
    commands, where = MORE_REFUSED_COMMANDS[case]
    async with http.put("/api/v10/applications/1/commands", json=commands, headers=BOT) as sync:
        said = await sync.json()
    assert (sync.status, said["code"]) == (400, 50035) and where in places(said["errors"]), said
    assert "global" not in fake.registered


async def test_101_slash_commands_get_30032_and_100_with_a_user_command_of_the_same_name_are_registered(standin):
    fake, http, _ = standin
    many = [{**COMMAND, "name": f"c{n}", "options": [option("a", True), option("b", False)]} for n in range(101)]
    async with http.put("/api/v10/applications/1/commands", json=many, headers=BOT) as sync:
        said = await sync.json()
    assert (sync.status, said["code"]) == (400, 30032)
    fitting = [*many[:100], {"name": "c0", "type": 2}]  # another type may share a name
    async with http.put("/api/v10/applications/1/commands", json=fitting, headers=BOT) as sync:
        assert sync.status == 200, await sync.json()
    assert len(fake.registered["global"]) == 101


# Two refusals the stand-in owes Discord's documentation: an option both autocompleted and with fixed
# choices ("autocomplete may not be set to true if choices are present", interactions/application-
# commands), and a file in an interaction's answer past the upload limit the interaction announced
# (attachment_size_limit), where a channel's post keeps the default 10 MiB.


async def test_an_option_both_autocompleted_and_with_choices_is_refused_and_either_alone_is_registered(standin):
    fake, http, _ = standin
    topic = {"type": 3, "name": "topic", "description": "which"}
    choices = [{"name": "a", "value": "a"}]
    answers = []
    for extra in ({"autocomplete": True, "choices": choices}, {"autocomplete": True}, {"choices": choices}):
        command = {**COMMAND, "options": [{**topic, **extra}]}
        async with http.put("/api/v10/applications/1/commands", json=[command], headers=BOT) as sync:
            said = await sync.json()
            answers.append((sync.status, places(said["errors"]) if sync.status == 400 else []))
    assert answers == [(400, ["0.options.0.autocomplete"]), (200, []), (200, [])]
    assert len(fake.refused_bodies) == 1 and fake.registered["global"][0]["options"][0]["choices"] == choices


async def answered_after(fake: FakeDiscord, http: aiohttp.ClientSession, limit: int | None = None) -> str:
    """An interaction sent (announcing ``limit`` if given) and deferred: its follow-ups' route."""
    payload = fake.command(("1", "Ann"), "replay")
    if limit is not None:
        payload["attachment_size_limit"] = limit  # a test's own server
    assert fake.send(payload)
    async with http.post(f"/api/v10/interactions/{payload['id']}/{payload['token']}/callback",
                         json={"type": 5}) as deferred:
        assert deferred.status == 200
    return f"/api/v10/webhooks/{fake.bot_user['id']}/{payload['token']}"


async def test_a_follow_up_file_past_the_limit_its_interaction_announced_gets_413_and_one_within_is_sent(standin):
    fake, http, _ = standin
    assert fake.command(("1", "Ann"), "replay")["attachment_size_limit"] == ANNOUNCED_FILE_SIZE == 8 * MIB
    follow_up = await answered_after(fake, http)
    async with http.post(follow_up, data=with_files(9 * MIB)) as refused:
        said = await refused.json()
    assert (refused.status, said["code"]) == (413, 40005)
    async with http.post(follow_up, data=with_files(8 * MIB)) as within:
        assert within.status == 200
    async with http.post(f"/api/v10/channels/{CHANNEL_ID}/messages", data=with_files(9 * MIB),
                         headers=BOT) as posted:
        assert posted.status == 200  # a channel's post: the default 10 MiB


async def test_an_interaction_that_announces_a_smaller_limit_is_held_to_it(standin):
    fake, http, _ = standin
    follow_up = await answered_after(fake, http, MIB)
    async with http.post(follow_up, data=with_files(MIB + 1)) as refused:
        assert refused.status == 413
    async with http.post(follow_up, data=with_files(MIB)) as within:
        assert within.status == 200


async def test_a_follow_up_is_private_only_if_ephemeral_or_the_first_after_an_ephemeral_thinking(standin):
    """What the secrecy checks count as public (``public_requests``): a follow-up without
    EPHEMERAL is public on Discord, unless it is the first after an ephemeral "thinking…"
    deferral (it keeps that message's flags); the first after a public one is public whatever
    its own flags; a channel's message is public even when it asks for EPHEMERAL (refused)."""
    fake, http, _ = standin
    secret = "You hold Silk (31, P3)"
    said: dict[str, str] = {}
    for name, deferral, flags in (("private thinking", 64, [0, 64, 0]), ("public thinking", 0, [64])):
        interaction = fake.base(2, ("1", "Ann"), CHANNEL_ID)
        async with http.post(f"/api/v10/interactions/{interaction['id']}/{interaction['token']}/callback",
                             json={"type": 5, "data": {"flags": deferral}}) as thinking:
            assert thinking.status == 200
        for n, flag in enumerate(flags):
            content = f"{name} {n}: {secret}"
            async with http.post(f"/api/v10/webhooks/{fake.bot_user['id']}/{interaction['token']}",
                                 json={"content": content, "flags": flag}) as follow_up:
                assert follow_up.status == 200
                said[content] = "public" if not (await follow_up.json())["flags"] & 64 else "private"
    async with http.post(f"/api/v10/channels/{CHANNEL_ID}/messages", json={"content": secret, "flags": 64},
                         headers=BOT) as refused:
        assert refused.status == 400
    public = [r.body["content"] for r in public_requests(fake) if r.body.get("content")]
    assert public == [content for content, seen in said.items() if seen == "public"] + [secret]
    assert public[:2] == [f"private thinking 2: {secret}", f"public thinking 0: {secret}"]
    with pytest.raises(AssertionError):
        assert_no_secret_in_public(fake)


COMMAND_, COMPONENT_, AUTOCOMPLETE_, MODAL_SUBMIT_ = 2, 3, 4, 5  # interaction types
ANSWER_BODIES = {1: {"type": 1}, 4: {"type": 4, "data": {"content": "x"}}, 5: {"type": 5},
                 6: {"type": 6}, 7: {"type": 7, "data": {"content": "x"}}, 8: {"type": 8, "data": {"choices": []}},
                 9: {"type": 9, "data": MODAL}}
FITTING = {COMMAND_: 5, COMPONENT_: 6, AUTOCOMPLETE_: 8, MODAL_SUBMIT_: 5}  # an answer each kind takes


@pytest.mark.parametrize(("kind", "answer"), [(COMMAND_, 6), (COMMAND_, 7), (COMMAND_, 8), (COMMAND_, 1),
                                              (COMPONENT_, 8), (AUTOCOMPLETE_, 9), (AUTOCOMPLETE_, 4),
                                              (AUTOCOMPLETE_, 5), (AUTOCOMPLETE_, 6), (MODAL_SUBMIT_, 9),
                                              (MODAL_SUBMIT_, 8)])
async def test_an_answer_its_kind_of_interaction_does_not_take_gets_400_and_acknowledges_nothing(standin, kind,
                                                                                                 answer):
    """Interaction callback types 6 and 7 answer a component (or a modal submitted), 8 an
    autocomplete and nothing else, 9 anything but a modal submit or an autocomplete; any other
    pairing is refused (400, 50035 at ``type``), and the interaction may still be answered."""
    fake, http, _ = standin
    interaction = fake.base(kind, ("1", "Ann"), CHANNEL_ID)
    callback = f"/api/v10/interactions/{interaction['id']}/{interaction['token']}/callback"
    async with http.post(callback, json=ANSWER_BODIES[answer]) as refused:
        said = await refused.json()
    assert (refused.status, said["code"], said["message"]) == (400, 50035, "Invalid Form Body")
    assert "type" in places(said["errors"]) and not fake.messages and not fake.acknowledged
    async with http.post(callback, json=ANSWER_BODIES[FITTING[kind]]) as fitting:
        assert fitting.status == 200, await fitting.json()


@pytest.mark.parametrize(("kind", "answer"), [(COMMAND_, 4), (COMMAND_, 9), (COMPONENT_, 5), (COMPONENT_, 6),
                                              (COMPONENT_, 7), (COMPONENT_, 9), (AUTOCOMPLETE_, 8),
                                              (MODAL_SUBMIT_, 4), (MODAL_SUBMIT_, 6), (MODAL_SUBMIT_, 7)])
async def test_an_answer_its_kind_of_interaction_takes_is_made(standin, kind, answer):
    fake, http, _ = standin
    interaction = fake.base(kind, ("1", "Ann"), CHANNEL_ID)
    async with http.post(f"/api/v10/interactions/{interaction['id']}/{interaction['token']}/callback",
                         json=ANSWER_BODIES[answer]) as answered:
        assert answered.status == 200, await answered.json()
    assert not fake.refused_bodies and interaction["token"] in fake.acknowledged


async def test_the_edit_that_answers_thinking_keeps_its_flags(standin):
    """Edit Original Interaction Response after an ephemeral "thinking…" makes the answer
    ephemeral, though an edit cannot say so (it may not set EPHEMERAL): not public."""
    fake, http, _ = standin
    interaction = fake.base(2, ("1", "Ann"), CHANNEL_ID)
    async with http.post(f"/api/v10/interactions/{interaction['id']}/{interaction['token']}/callback",
                         json={"type": 5, "data": {"flags": 64}}) as thinking:
        assert thinking.status == 200
    async with http.patch(f"/api/v10/webhooks/{fake.bot_user['id']}/{interaction['token']}/messages/@original",
                          json={"content": "You hold Silk (31, P3)"}) as answer:
        assert answer.status == 200 and (await answer.json())["flags"] == 64
    assert fake.requests[-1].ephemeral and not public_requests(fake)[1:]  # only the callback, which shows nothing
    assert_no_secret_in_public(fake)
