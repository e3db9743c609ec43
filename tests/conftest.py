"""Fixtures every suite may use: the database backends (``tests/store/backends.py``)."""

pytest_plugins = ["tests.store.backends"]


def pytest_addoption(parser):
    parser.addoption("--differential-games", type=int, default=200,
                     help="random games the fast and the reference engine play side by side "
                          "(tests/engine/test_fast.py)")
