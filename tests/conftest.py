"""Fixtures every suite may use: the database backends (``tests/support/database_backends.py``), and the
process's logging as it was before each test."""

import logging

import pytest

from bot.ai.rollout import ready_kernel

pytest_plugins = ["tests.support.database_backends"]


def pytest_addoption(parser):
    parser.addoption("--differential-games", type=int, default=200,
                     help="random games the fast and the reference engine play side by side "
                          "(tests/engine/test_fast.py)")


def pytest_configure(config):
    """Under xdist, the controlling process compiles the computers' kernel into numba's cache
    before its test processes start, and they load it from there: on a fresh checkout each
    would otherwise compile it at its first search, every core at once (10 to 50 s each)."""
    if getattr(config.option, "numprocesses", None) and not hasattr(config, "workerinput"):
        ready_kernel()


def pytest_collection_modifyitems(items):
    """The tests marked ``slow`` (whole games, long loops) first, each group in its own order:
    with a test process per core, a minute-long test handed out near the end of the run keeps
    one core busy while the other has nothing left to do."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture(autouse=True)
def logging_as_it_was():
    """A test that runs the bot's command line configures the root logger with a handler on
    that test's captured standard error; put back what was there, so that a later test's log
    line does not go to a closed stream."""
    root = logging.getLogger()
    before, level = set(root.handlers), root.level
    yield
    for added in [h for h in root.handlers if type(h) is logging.StreamHandler and h not in before]:
        root.removeHandler(added)  # the bot's own; pytest's capturing handlers are its to remove
    root.setLevel(level)
