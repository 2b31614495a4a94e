#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away Debian PostgreSQL server on loopback.
# Installs the server with apt when missing. Used by the test command so the API is also tested against a real
# PostgreSQL server, not only the embedded engine.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  apt-get update -qq && apt-get install -y -qq postgresql >/dev/null
fi
BIN=$(dirname "$(ls /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n 1)")
DATA=$(mktemp -d)
# PG_TEST_PORT lets two checkouts run their server tests at once.
PORT=${PG_TEST_PORT:-55432}
chown postgres "$DATA"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_pg "$BIN/initdb" -D "$DATA" -A trust -U care >/dev/null
as_pg "$BIN/pg_ctl" -D "$DATA" -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1" -l "$DATA/log" -w start >/dev/null
cleanup() { as_pg "$BIN/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null || true; rm -rf "$DATA"; }
trap cleanup EXIT
as_pg "$BIN/createdb" -h 127.0.0.1 -p $PORT -U care care
export DATABASE_URL="postgres://care@127.0.0.1:$PORT/care"
"$@"
