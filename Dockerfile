# A small image that runs the bot as a non-root user, its database on a volume.
FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 SAMARKAND_DB=/data/samarkand.sqlite3
WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY rendering ./rendering
COPY data ./data
RUN pip install --no-cache-dir -e . && useradd --create-home --uid 10001 samarkand \
    && mkdir -p /data && chown samarkand /data
USER samarkand
VOLUME ["/data"]
CMD ["python", "-m", "bot"]
