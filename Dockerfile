# A small image that runs the bot as a non-root user, its database on a volume.
FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 SAMARKAND_DB=/data/samarkand.sqlite3
# What the build reads (as tests/test_packaging.py's BUILD_INPUTS); the package is installed
# as a wheel would be, and the sources are removed after, so the image runs the installed copy.
WORKDIR /build
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY rendering ./rendering
COPY data ./data
# With the kernel extra (numba): the computer players think on compiled code
# (docs/computer-players.md#compiled-thinking).
RUN pip install --no-cache-dir '.[kernel]' && cd / && rm -rf /build \
    && useradd --create-home --uid 10001 samarkand && mkdir -p /data && chown samarkand /data
WORKDIR /home/samarkand
USER samarkand
# Compiled once here, into numba's cache in the user's home, so that a start on a machine of the
# same CPU model loads it instead of compiling (numba ignores a cache made for another CPU: then
# the first start compiles, docs/computer-players.md#compiling).
RUN python -c "from bot.ai import kernel; kernel.compile_kernel()"
VOLUME ["/data"]
# Asks the bot's /healthz when SAMARKAND_METRICS turns its server on, else the pages' server's
# when SAMARKAND_WEB does; with neither there is no server, and the check passes
# (docs/operating.md#dockers-health-check).
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["python", "-m", "bot.ops.probe"]
CMD ["python", "-m", "bot"]
