"""Fixtures every suite may use: the database backends (``tests/store/backends.py``)."""

pytest_plugins = ["tests.store.backends"]
