"""The example alert rules and dashboard in docs/ (docs/operating.md#alerts-and-a-dashboard)
ask only for what the bot exports: every ``samarkand_`` series they name is one of
``bot.runtime.metrics.Metrics``, with labels that metric has. The rules file is kept simple
enough to read without a YAML library: one ``key: value`` a line."""

from __future__ import annotations

import json
import math
import re
import shutil
import subprocess
from pathlib import Path

import aiohttp
import pytest
from prometheus_client.metrics import MetricWrapperBase

from bot.runtime.health_server import HealthServer
from bot.runtime.metrics import QUEUES, Metrics
from tests.support.watched_bot import Bot

DOCS = Path(__file__).resolve().parents[1] / "docs"
CASES = Path(__file__).resolve().parent / "prometheus" / "alerts_test.yml"  # promtool's unit tests of the rules
SERIES = re.compile(r"\b(samarkand_[a-z_]+)(\{[^}]*\})?")
LABEL = re.compile(r"([a-z_]+)\s*(?:=~|!~|!=|=)")
SUFFIXES = {"counter": ("_total",), "histogram": ("_bucket", "_count", "_sum"), "gauge": ("",)}


def exported() -> dict[str, set[str]]:
    """Each series name the bot's scrape can hold, with its metric's label names (a
    histogram's buckets have ``le`` too); read from the instruments, as a metric with labels
    has no sample before its first use."""
    names: dict[str, set[str]] = {}
    for instrument in vars(Metrics()).values():
        if isinstance(instrument, MetricWrapperBase):
            labels = set(instrument._labelnames)
            for suffix in SUFFIXES[instrument._type]:
                names[instrument._name + suffix] = labels | ({"le"} if suffix == "_bucket" else set())
    return names


def rules() -> list[dict[str, str]]:
    """The alert rules, each as its ``key: value`` lines."""
    found: list[dict[str, str]] = []
    for line in (DOCS / "prometheus" / "alerts.yml").read_text(encoding="utf-8").splitlines():
        key, _, value = line.strip().removeprefix("- ").partition(": ")
        if key == "alert":
            found.append({})
        if found and value:
            found[-1][key] = value
    return found


def queries() -> list[str]:
    dashboard = json.loads((DOCS / "grafana" / "samarkand.json").read_text(encoding="utf-8"))
    return [target["expr"] for panel in dashboard["panels"] for target in panel["targets"]]


def test_every_alert_has_a_query_a_duration_a_severity_and_a_summary():
    assert len(rules()) >= 3
    for rule in rules():
        assert {"alert", "expr", "for", "severity", "summary"} <= set(rule), rule
    alerts = {rule["alert"]: rule for rule in rules()}
    assert alerts["SamarkandGatewayDown"]["for"] == "5m"  # the three: the gateway down 5 minutes,
    assert "samarkand_discord_failures_total" in alerts["SamarkandDiscordFailures"]["expr"]  # failures a minute,
    assert "samarkand_scheduler_pass_seconds" in alerts["SamarkandSchedulerLagging"]["expr"]  # the scheduler late


@pytest.mark.parametrize("source", ["rules", "dashboard"])
def test_every_series_named_is_exported_with_the_labels_asked_for(source):
    names = exported()
    expressions = [rule["expr"] for rule in rules()] if source == "rules" else queries()
    named = [(match[1], match[2] or "") for expr in expressions for match in SERIES.finditer(expr)]
    assert named
    assert sorted({name for name, _ in named} - set(names)) == []
    wrong = [(name, label) for name, selector in named for label in LABEL.findall(selector)
             if label not in names[name]]
    assert wrong == []


def test_the_dashboard_shows_every_metric():
    shown = {match[1] for expr in queries() for match in SERIES.finditer(expr)}
    families = {re.sub(r"_(total|bucket|count|sum)$", "", name) for name in shown}
    assert {family.name for family in Metrics().registry.collect()} <= families


def test_the_rules_pass_promtools_cases():
    """The rules evaluated as Prometheus would (tests/prometheus/alerts_test.yml): one
    4-second stall of the event loop between two scrapes fires SamarkandEventLoopLag, a loop
    that never stalls does not. CI installs promtool (.ci/run), as a developer can."""
    promtool = shutil.which("promtool")
    assert promtool, "promtool is missing: install it (Debian: apt-get install prometheus) to check the alert rules"
    done = subprocess.run([promtool, "test", "rules", str(CASES)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_shipped_prometheus_config_and_rules_pass_promtools_checks():
    """The files an operator copies (docs/prometheus/) as shipped, not only inside the container:
    the rule file is named relative to the config, so the check follows it from a checkout."""
    promtool = shutil.which("promtool")
    assert promtool, "promtool is missing: install it (Debian: apt-get install prometheus) to check the config"
    config = DOCS / "prometheus" / "prometheus.yml"
    done = subprocess.run([promtool, "check", "config", str(config)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "alerts.yml" in done.stdout  # the rules were followed and checked, not skipped


def test_every_alert_has_a_case_that_fires_and_one_that_stays_quiet():
    """An alert without a firing case may be blind (as the loop-lag gauge was); one without a quiet
    case may fire on a healthy bot. Read from the case file as promtool reads it: each
    ``alertname`` with its ``exp_alerts``, empty (quiet) or not (fires)."""
    rules = set(re.findall(r"^\s+- alert: (\w+)$", (DOCS / "prometheus" / "alerts.yml").read_text(), re.M))
    cases = re.findall(r"alertname: (\w+)\n\s+exp_alerts:( \[\])?", CASES.read_text())
    fires = {name for name, quiet in cases if not quiet}
    stays_quiet = {name for name, quiet in cases if quiet}
    assert len(rules) >= 10
    assert (sorted(rules - fires), sorted(rules - stays_quiet)) == ([], [])


TABLE_ROW = re.compile(r"^\| `(samarkand_[a-z_]+)` \| (counter|gauge|histogram) \| ([^|]*) \|", re.M)


def test_the_metrics_table_of_operating_md_is_what_the_bot_exports():
    """Each metric the operator reads of, with its type and its labels, and no other."""
    documented = {name: (kind, set(re.findall(r"`([a-z_]+)`", re.sub(r"\([^)]*\)", "", labels))))
                  for name, kind, labels in TABLE_ROW.findall((DOCS / "operating.md").read_text(encoding="utf-8"))}
    exports = {instrument._name + ("_total" if instrument._type == "counter" else ""):
               (instrument._type, set(instrument._labelnames))
               for instrument in vars(Metrics()).values() if isinstance(instrument, MetricWrapperBase)}
    assert documented == exports


def test_the_writable_gauge_is_not_known_before_the_database_first_answers():
    """0 would page "refuses writes" for a bot whose database has not answered yet (slow, out
    of reach), which its log never said: the unreachable alert is that case's."""
    assert math.isnan(Metrics().registry.get_sample_value("samarkand_database_writable") or 0.0)


async def test_a_scrape_passes_promtools_check_and_shows_each_computer_queue_before_its_first_move():
    """``promtool check metrics`` on the bot's own answer to a scrape, each kind of series in it;
    a queue no computer move waited in yet reads 0 (a dashboard's line, an alert's series), not
    missing until the first move."""
    promtool = shutil.which("promtool")
    assert promtool, "promtool is missing: install it (Debian: apt-get install prometheus) to check the metrics"
    bot = Bot()
    bot.metrics.answered("command", "done", 0.2)
    bot.metrics.failed(TimeoutError())
    bot.metrics.passed(0.3)
    server = HealthServer(bot)  # type: ignore[arg-type]
    await server.start("127.0.0.1", 0)
    try:
        async with aiohttp.ClientSession() as session, session.get(f"http://127.0.0.1:{server.port}/metrics") as got:
            scraped = await got.text()
    finally:
        await server.stop()
    for queue in QUEUES:
        assert f'samarkand_computer_queue{{queue="{queue}"}} 0.0' in scraped
        assert f'samarkand_computer_wait_seconds_count{{queue="{queue}"}} 0.0' in scraped
    assert 'samarkand_discord_failures_total{code="TimeoutError",status="none"} 1.0' in scraped
    assert "samarkand_turn_messages_retrying 0.0" in scraped  # read from the store at the scrape
    done = subprocess.run([promtool, "check", "metrics"], input=scraped, capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout + done.stderr) == (0, "")


def test_a_scrape_holds_only_the_series_of_the_documented_metrics():
    """No series beside each metric's own (a counter's ``_total``, a histogram's buckets, count
    and sum): prometheus_client's ``_created`` start times were a second series for every counter
    and histogram that no table, alert or dashboard named."""
    metrics = Metrics()
    metrics.answered("command", "done", 0.2)
    metrics.failed(TimeoutError())
    scraped = metrics.read({"playing": 1}, {0: True}).decode()
    names = {line.split("{")[0].split(" ")[0] for line in scraped.splitlines() if line.startswith("samarkand_")}
    assert names - set(exported()) == set()
    assert {"samarkand_interactions_total", "samarkand_discord_failures_total"} <= names
