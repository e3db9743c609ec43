"""Where the shipped data is (the boards, the message catalogues, the fonts, the rules
summaries): the one module that knows, so that a checkout, an editable install and an
installed wheel all read the same files the same way.

In the repository the data stays in the top-level ``data/`` folder; the wheel ships that
folder inside the package, as ``bot/data`` (``pyproject.toml`` maps the package ``bot.data``
to ``data/``). Both are read as :mod:`importlib.resources` traversables, so no caller builds a
path from its own ``__file__``. It lives in the engine because the engine, the lowest layer,
reads the board, and every other layer may import the engine."""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path


def _data_root() -> Traversable:
    """``bot/data`` where a wheel installed it, else the checkout's ``data/`` beside the
    package (a checkout, or an editable install, which imports ``bot`` from the checkout)."""
    installed = files("bot") / "data"
    if installed.is_dir():
        return installed
    return Path(__file__).resolve().parents[2] / "data"


DATA: Traversable = _data_root()


def data_file(*parts: str) -> Traversable:
    """A shipped file or folder, by its parts below ``data/``: ``data_file("fonts", "DejaVuSans.ttf")``."""
    return DATA.joinpath(*parts)
