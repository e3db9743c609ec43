"""Several OS processes driven in lockstep, for the benchmark's two-process figures and the
race test: each step, every process gets its request (one JSON line on stdin), prepares it
and says ready; when all are ready they are told to go at once, and each answers with one
JSON line. The parent gets the answers and the time from go to the last answer."""

from __future__ import annotations

import asyncio
import json
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

QUIT = {"step": "quit"}
HANG = 600.0  # seconds: a process that says nothing for this long is stuck (a guard, not a measurement)

Prepare = Callable[[dict[str, Any]], Awaitable[Callable[[], Awaitable[Any]]]]  # JSON: a request line


class Lockstep:
    def __init__(self, processes: list[asyncio.subprocess.Process], logs: list[Path]) -> None:
        self.processes, self.logs = processes, logs

    @classmethod
    async def start(cls, module: str, arguments: list[str], count: int, folder: Path,
                    cwd: Path | None = None) -> Lockstep:
        """``count`` processes of ``python -m module *arguments NUMBER``, stderr to files in ``folder``."""
        logs = [folder / f"{module}-{number}.log" for number in range(count)]
        processes = [await asyncio.create_subprocess_exec(
            sys.executable, "-m", module, *arguments, str(number), cwd=cwd, stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE, stderr=log.open("wb")) for number, log in enumerate(logs)]
        return cls(processes, logs)

    async def step(self, requests: list[dict[str, Any]]) -> tuple[list[Any], float]:  # JSON: request lines
        """Every process's answer to its request, and the seconds from go to the last answer."""
        for process, request in zip(self.processes, requests, strict=True):
            await self._tell(process, json.dumps(request))
        ready = [await self._hear(n) for n in range(len(self.processes))]
        assert ready == ["ready"] * len(self.processes)
        start = time.perf_counter()
        for process in self.processes:
            await self._tell(process, "go")
        answers = [await self._hear(n) for n in range(len(self.processes))]
        return answers, time.perf_counter() - start

    async def stop(self) -> None:
        for process in self.processes:
            await self._tell(process, json.dumps(QUIT))
        for number, process in enumerate(self.processes):
            code = await asyncio.wait_for(process.wait(), HANG)
            assert code == 0, f"process {number} ended with {code}:\n{self.logs[number].read_text()[-3000:]}"

    @staticmethod
    async def _tell(process: asyncio.subprocess.Process, line: str) -> None:
        assert process.stdin is not None
        process.stdin.write(line.encode() + b"\n")
        await process.stdin.drain()

    async def _hear(self, number: int) -> Any:
        stdout = self.processes[number].stdout
        assert stdout is not None
        line = await asyncio.wait_for(stdout.readline(), HANG)
        assert line, f"process {number} died:\n{self.logs[number].read_text()[-3000:]}"
        return json.loads(line)


async def follow(prepare: Prepare) -> None:
    """A process's side: prepare each request, say ready, wait for go, answer; until told to quit."""
    while (request := json.loads(await _line())) != QUIT:
        work = await prepare(request)
        _say("ready")
        assert await _line() == "go"
        _say(await work())


async def _line() -> str:
    line: str = await asyncio.to_thread(sys.stdin.readline)
    return line.strip()


def _say(data: Any) -> None:
    print(json.dumps(data), flush=True)
