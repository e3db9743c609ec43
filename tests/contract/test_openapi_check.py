"""The check every contract test ends with finds what Discord would refuse: a check that passed
everything would prove nothing about the requests the bot sends."""

from tests.support.openapi_check import OpenApiCheck

MESSAGES = "/channels/123/messages"


def test_a_valid_message_passes_and_each_kind_of_fault_is_named(spec: OpenApiCheck):
    assert spec.problems("POST", MESSAGES, {}, {"content": "hello", "tts": False}) == []
    nowhere = "/channels/123/nowhere"
    assert spec.problems("POST", nowhere, {}, {}) == [f"POST {nowhere}: no such operation in Discord's API"]
    (wrong_type,) = spec.problems("POST", MESSAGES, {}, {"content": 5})
    assert wrong_type.startswith("POST /channels/{channel_id}/messages: schema:") and "['content']" in wrong_type
    (no_text,) = spec.problems("POST", MESSAGES, {}, {"embeds": [{"title": 5}]})  # named once, by the schema
    assert "schema:" in no_text and "'title'" in no_text
    assert spec.problems("POST", MESSAGES, {}, {"content": "hi", "colour": 1}) == [
        "POST /channels/{channel_id}/messages: unknown key .colour"]
    assert spec.problems("POST", MESSAGES, {}, {"content": "x" * 2001}) == [
        "POST /channels/{channel_id}/messages: content has 2001 characters; bots may send 2000"]
    assert spec.problems("GET", MESSAGES, {"limit": "5", "colour": "1"}, None) == [
        "GET /channels/{channel_id}/messages: query parameter 'colour' is not declared"]


def test_a_body_checked_after_another_to_the_same_operation_is_judged_on_its_own(spec: OpenApiCheck):
    """Each body schema's validator is built once and kept: what it found for one request must
    not carry over to the next."""
    assert spec.problems("POST", MESSAGES, {}, {"content": 5}) != []
    assert spec.problems("POST", MESSAGES, {}, {"content": "fine"}) == []
    assert spec.problems("POST", MESSAGES, {}, {"content": 5}) != []
