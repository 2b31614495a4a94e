#!/usr/bin/env bash
# `npm test`: everything CI checks, from a fresh machine (Node 20, npm, apt). Installs pnpm's pinned version
# (through npx) and Debian's Chromium when missing, then: format, lint, types, unit tests, API tests (embedded
# PostgreSQL, and Debian's PostgreSQL server when it can be started), voice gateway, production builds, size report,
# e2e, and the cluster's journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
pnpm() { npx -y "pnpm@${PNPM_VERSION}" "$@"; }

step() { printf '\n=== %s (%s)\n' "$1" "$(date -u +%H:%M:%S)"; }

step "system packages"
# Chromium for the journeys; Debian's PostgreSQL server, Redis and nginx for the API's server tests and the cluster.
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || missing+=(postgresql)
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null;
  else sudo apt-get update -qq && sudo apt-get install -y -qq "${missing[@]}" >/dev/null; fi
fi
chromium --version

step "install"
pnpm install --frozen-lockfile

step "format"
pnpm exec prettier --check .

step "lint"
pnpm exec eslint . --max-warnings 0

step "typecheck"
for dir in shared host mfe-auth mfe-admin mfe-care mfe-picturebook mfe-voice e2e api voice-gateway; do
  [ -f "$dir/tsconfig.json" ] && pnpm exec tsc -p "$dir/tsconfig.json"
done

step "generated API types are current"
pnpm --filter @care/api api-types:check

step "unit tests (frontend)"
pnpm exec jest --ci

step "API tests (embedded PostgreSQL)"
pnpm --filter @care/api test

step "API tests (PostgreSQL server)"
bash scripts/with-postgres.sh npx -y "pnpm@${PNPM_VERSION}" --filter @care/api test

step "voice gateway tests (real WebRTC peers on loopback)"
pnpm --filter @care/voice-gateway test

step "production builds"
pnpm run build

step "size report"
node scripts/size-report.mjs

step "end-to-end (Playwright, Chromium)"
CI=1 pnpm --filter @care/e2e test

step "end-to-end against the cluster (three API instances behind nginx, PostgreSQL, Redis, object store)"
CI=1 pnpm --filter @care/e2e exec playwright test -c playwright.cluster.config.ts

step "all checks passed"
