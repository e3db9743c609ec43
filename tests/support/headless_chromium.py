"""Debian's headless Chromium (nothing downloaded at run time), run once on a page to dump
its DOM or take a screenshot at a given width; ``CHROMIUM`` is None where it is not installed."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

CHROMIUM = shutil.which("chromium")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars")
WIDTHS = (400, 1280)


async def chromium(profile: Path, width: int, *what: str, height: int = 1000) -> str:
    """Run the browser once on a page (``what``: --dump-dom, or --screenshot=... and the URL)."""
    process = await asyncio.create_subprocess_exec(
        CHROMIUM or "chromium", *FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}", *what,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL)
    out, _ = await process.communicate()
    assert process.returncode == 0
    return out.decode()
