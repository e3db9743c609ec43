"""Check a request the bot sent against Discord's OpenAPI description, plus the rules the
description lacks (the vendored copy and its origin: ``tests/contract/discord_openapi/``)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SPEC_PATH = Path(__file__).resolve().parents[1] / "contract" / "discord_openapi" / "openapi.json"
COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")
LOCALES = {"id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl",
           "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW",
           "ko"}  # Discord's locales (its API reference, "Locales"), which the description leaves open
CONTENT_LIMIT = 2000
EMBEDS_TOTAL = 6000
SPEC_URI = "urn:discord-openapi"
# Keys Discord documents and accepts that the OpenAPI description leaves out. discord.py
# sends "nsfw" with every application command (Discord's docs: "nsfw? boolean").
UNDECLARED_BUT_DOCUMENTED = {
    ("/applications/{application_id}/commands", "[n].nsfw"),
    ("/applications/{application_id}/guilds/{guild_id}/commands", "[n].nsfw"),
    # discord.py builds every message payload, edits too, with "tts": false (its default);
    # Discord documents tts for messages and takes the default on an edit.
    ("/channels/{channel_id}/messages/{message_id}", ".tts"),
    ("/webhooks/{webhook_id}/{webhook_token}/messages/@original", ".tts"),
    ("/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}", ".tts"),
}


@dataclass
class Operation:
    method: str
    template: str
    pattern: re.Pattern[str]
    spec: dict[str, Any]


class OpenApiCheck:
    def __init__(self, spec: dict[str, Any]) -> None:
        self.spec = spec
        self.registry = Registry().with_resource(SPEC_URI, Resource.from_contents(spec, DRAFT202012))
        self.validators: dict[str, Draft202012Validator] = {}  # by body schema (_validator)

    @classmethod
    def load(cls) -> OpenApiCheck:
        return cls(json.loads(SPEC_PATH.read_text()))

    @cached_property
    def operations(self) -> list[Operation]:
        ops = []
        for template, item in self.spec["paths"].items():
            regex = "^" + re.sub(r"\\\{[^}]+\\\}", r"[^/]+", re.escape(template)) + "$"
            for method, op in item.items():
                if method in ("get", "post", "put", "patch", "delete"):
                    ops.append(Operation(method.upper(), template, re.compile(regex), {**op, "_item": item}))
        # A literal segment (users/@me) must win over a parameter ({user_id}).
        ops.sort(key=lambda o: o.template.count("{"))
        return ops

    def operation(self, method: str, path: str) -> Operation | None:
        for op in self.operations:
            if op.method == method and op.pattern.match(path):
                return op
        return None

    def problems(self, method: str, path: str, query: dict[str, str], body: Any) -> list[str]:
        """Everything wrong with one request; empty when it is valid."""
        op = self.operation(method, path)
        if op is None:
            return [f"{method} {path}: no such operation in Discord's API"]
        found = self._query_problems(op, query)
        schema = self._body_schema(op)
        if body is not None:
            if schema is None:
                found.append(f"{method} {op.template}: sends a body the operation does not take")
            else:
                found += self._body_problems(op, schema, normalise(body))
        return [f"{method} {op.template}: {p}" if not p.startswith(method) else p for p in found]

    def answer_problems(self, method: str, path: str, status: int, body: Any) -> list[str]:
        """Everything wrong with the stand-in's answer to a request, by the operation's responses
        (its status, or its class: "4XX"); empty when Discord's description allows it."""
        op = self.operation(method, path)
        if op is None:
            return [f"{method} {path}: no such operation in Discord's API"]
        responses = op.spec.get("responses", {})
        declared = str(status) if str(status) in responses else f"{status // 100}XX"
        if declared not in responses:
            return [f"{method} {op.template}: answers {status}, which the operation does not declare"]
        pointer = f"/paths/{escape(op.template)}/{op.method.lower()}/responses/{declared}"
        while "$ref" in (answer := self.node(pointer)):  # a shared response (ClientErrorResponse): its own place
            pointer = answer["$ref"].split("#", 1)[1]
        if "schema" not in answer.get("content", {}).get("application/json", {}):
            return [] if body is None else [f"{method} {op.template}: a {status} with a body it declares none"]
        ref = f"{SPEC_URI}#{pointer}/content/application~1json/schema"
        return [f"{method} {op.template} ({status}): {e.message[:300]} at {list(e.absolute_path)}"
                for e in Draft202012Validator({"$ref": ref}, registry=self.registry).iter_errors(body)]

    def _query_problems(self, op: Operation, query: dict[str, str]) -> list[str]:
        declared = {p["name"]: p for p in op.spec.get("parameters", []) + op.spec["_item"].get("parameters", [])
                    if p.get("in") == "query"}
        found = []
        for name, value in query.items():
            if name not in declared:
                found.append(f"query parameter {name!r} is not declared")
            elif declared[name].get("schema", {}).get("type") == "boolean" and value not in ("true", "false", "1", "0"):
                found.append(f"query parameter {name}={value!r} is not a boolean")
        return found

    def _body_schema(self, op: Operation) -> str | None:
        content = op.spec.get("requestBody", {}).get("content", {})
        if "application/json" not in content:
            return None
        pointer = f"/paths/{escape(op.template)}/{op.method.lower()}/requestBody/content/application~1json/schema"
        return f"{SPEC_URI}#{pointer}"

    def _validator(self, ref: str) -> Draft202012Validator:
        """One validator per body schema, for every request to its operation: a new one would
        resolve the same references again (a contract test checks hundreds of requests)."""
        if ref not in self.validators:
            self.validators[ref] = Draft202012Validator({"$ref": ref}, registry=self.registry)
        return self.validators[ref]

    def _body_problems(self, op: Operation, ref: str, body: Any) -> list[str]:
        errors = self._validator(ref).iter_errors(body)
        found = [f"schema: {e.message[:300]} at {list(e.absolute_path)}" for e in errors]
        typed = not found  # the rules below read the values the schema types (a length of text)
        resolved = self.resolve({"$ref": ref})
        unknown = {re.sub(r"\[\d+\]", "[n]", k) for k in self.unknown_keys(resolved, body, "")}
        found += [f"unknown key {k}" for k in sorted(unknown)
                  if (op.template, k) not in UNDECLARED_BUT_DOCUMENTED]
        if typed:
            found += extra_rules(op.template, body)
        return found

    def node(self, pointer: str) -> Any:
        """What a JSON pointer names in the description."""
        node: Any = self.spec
        for part in pointer.strip("/").split("/"):
            node = node[part.replace("~1", "/").replace("~0", "~")]
        return node

    def resolve(self, schema: dict[str, Any]) -> dict[str, Any]:
        while "$ref" in schema:
            pointer = schema["$ref"].split("#", 1)[1]
            node: Any = self.spec
            for part in pointer.strip("/").split("/"):
                node = node[part.replace("~1", "/").replace("~0", "~")]
            schema = node
        return schema

    def alternatives(self, schema: dict[str, Any]) -> list[dict[str, Any]]:
        schema = self.resolve(schema)
        options = [schema]
        for key in ("oneOf", "anyOf", "allOf"):
            for sub in schema.get(key, []):
                options += self.alternatives(sub)
        return options

    def unknown_keys(self, schema: dict[str, Any], value: Any, where: str) -> list[str]:
        """Keys the description does not declare (it never forbids them itself)."""
        options = self.alternatives(schema)
        if isinstance(value, dict):
            declared: dict[str, list[dict[str, Any]]] = {}
            for option in options:
                for key, sub in option.get("properties", {}).items():
                    declared.setdefault(key, []).append(sub)
            if not declared:
                return []
            found = [f"{where}.{k}" for k in value if k not in declared]
            for key, sub_value in value.items():
                candidates = declared.get(key, [])
                if candidates:
                    results = [self.unknown_keys(c, sub_value, f"{where}.{key}") for c in candidates]
                    found += min(results, key=len)
            return found
        if isinstance(value, list):
            items = [o["items"] for o in options if "items" in o]
            found = []
            for i, element in enumerate(value):
                if items:
                    results = [self.unknown_keys(c, element, f"{where}[{i}]") for c in items]
                    found += min(results, key=len)
            return found
        return []


def escape(template: str) -> str:
    return template.replace("~", "~0").replace("/", "~1")


def normalise(body: Any) -> Any:
    """discord.py sends some snowflakes as integers (attachment ids, a DM's recipient_id, the
    users a message may ping); the description wants strings, Discord takes both (a gap its
    README lists)."""
    if isinstance(body, dict):
        out = {k: normalise(v) for k, v in body.items()}
        if isinstance(out.get("recipient_id"), int):
            out["recipient_id"] = str(out["recipient_id"])
        if isinstance(out.get("users"), list) and "parse" in out:
            out["users"] = [str(u) for u in out["users"]]
        if isinstance(out.get("attachments"), list):
            out["attachments"] = [{**a, "id": str(a["id"])} if isinstance(a.get("id"), int) else a
                                  for a in out["attachments"]]
        return out
    if isinstance(body, list):
        return [normalise(v) for v in body]
    return body


def message_parts(body: dict[str, Any]) -> dict[str, Any]:
    """The message inside a body: itself, or the data of an interaction callback."""
    return body.get("data") or {} if "type" in body and "data" in body else body


def extra_rules(template: str, body: Any) -> list[str]:
    found = []
    if template.endswith("/commands") and isinstance(body, list):
        for command in body:
            found += command_name_problems(command)
    if isinstance(body, dict):
        message = message_parts(body)
        if isinstance(message, dict):
            content = message.get("content") or ""
            if len(content) > CONTENT_LIMIT:
                found.append(f"content has {len(content)} characters; bots may send {CONTENT_LIMIT}")
            total = sum(embed_length(e) for e in message.get("embeds") or [])
            if total > EMBEDS_TOTAL:
                found.append(f"embeds hold {total} characters; at most {EMBEDS_TOTAL}")
    return found


def command_name_problems(command: dict[str, Any]) -> list[str]:
    """A command's or option's name and every localised name: Discord's name pattern, in
    lower case; localisations only for Discord's locales, descriptions too; and the same for
    its options and their choices."""
    found = []
    names = [command.get("name", ""), *(command.get("name_localizations") or {}).values()]
    for name in names:
        if not COMMAND_NAME.match(name) or name != name.lower():
            found.append(f"command name {name!r} breaks ^[-_\\p{{L}}\\p{{N}}]{{1,32}}$ (lowercase)")
    localised = [command.get(key) or {} for key in ("name_localizations", "description_localizations")]
    for choice in command.get("choices") or []:
        localised.append(choice.get("name_localizations") or {})
    found += [f"unknown locale {locale!r}" for each in localised for locale in each if locale not in LOCALES]
    for option in command.get("options") or []:
        found += command_name_problems(option)
    return found


def embed_length(embed: dict[str, Any]) -> int:
    total = len(embed.get("title") or "") + len(embed.get("description") or "")
    total += len((embed.get("footer") or {}).get("text") or "") + len((embed.get("author") or {}).get("name") or "")
    for item in embed.get("fields") or []:
        total += len(item.get("name") or "") + len(item.get("value") or "")
    return total
