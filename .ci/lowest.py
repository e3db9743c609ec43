"""Print pip requirements that pin every dependency the tests run with to the lowest version
pyproject.toml allows (its ``>=`` bound), so CI runs the suite at those versions too. The
checkers (ruff, mypy and the stubs it reads) are left out: they run once, at the newest."""

import re
import sys
import tomllib
from pathlib import Path

NOT_RUN = {"ruff", "mypy", "asyncpg-stubs"}
LOWER = re.compile(r"^\s*([A-Za-z0-9_.\-]+)\s*>=\s*([0-9][0-9A-Za-z.]*)")


def main() -> int:
    project = tomllib.loads(Path(sys.argv[1] if len(sys.argv) > 1 else "pyproject.toml").read_text())["project"]
    wanted = project["dependencies"] + project["optional-dependencies"]["test"]
    for requirement in wanted:
        found = LOWER.match(requirement)
        if not found:
            print(f"no lower bound in {requirement!r}: pin one", file=sys.stderr)
            return 1
        name, version = found.groups()
        if name not in NOT_RUN:
            print(f"{name}=={version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
