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

# Each step's name and start, for the table of times printed at the end (also when a step fails).
STEP_NAMES=()
STEP_STARTS=()
STEP_T0=$(date +%s)
step() {
  STEP_NAMES+=("$1")
  STEP_STARTS+=("$(date +%s)")
  printf '\n=== %s (%s)\n' "$1" "$(date -u +%H:%M:%S)"
}
step_times() {
  local status=$? end i next secs
  end=$(date +%s)
  printf '\n=== time of each step\n'
  for i in "${!STEP_NAMES[@]}"; do
    next=${STEP_STARTS[$((i + 1))]:-$end}
    secs=$((next - STEP_STARTS[i]))
    printf '%3d:%02d  %s\n' $((secs / 60)) $((secs % 60)) "${STEP_NAMES[$i]}"
  done
  secs=$((end - STEP_T0))
  printf '%3d:%02d  in all%s\n' $((secs / 60)) $((secs % 60)) "$([ "$status" = 0 ] || echo ' (failed)')"
}
trap step_times EXIT

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

# The static checks are independent and mostly single-threaded: they run side by side (about 3 minutes instead of
# 6 on two cores), each into its own log, printed whole when it ends; the step fails if any of them failed.
together() {
  local dir pids=() names=() failed=0 i
  dir=$(mktemp -d)
  while [ "$#" -gt 0 ]; do
    names+=("$1")
    (eval "$2") >"$dir/${#names[@]}.log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then printf '\n--- %s: passed\n' "${names[$i]}"; else
      printf '\n--- %s: FAILED\n' "${names[$i]}"; failed=1; fi
    cat "$dir/$((i + 1)).log"
  done
  rm -rf "$dir"
  return "$failed"
}

# The browser packages share one base config and are checked as one program (tsconfig.frontend.json), so
# shared's sources are checked once rather than once per package; the Node packages each have their own.
typecheck_all() {
  pnpm exec tsc -p tsconfig.frontend.json
  for dir in e2e api voice-gateway; do pnpm exec tsc -p "$dir/tsconfig.json"; done
}

step "format, lint, typecheck, unused code, generated API types (side by side)"
together \
  "format" "pnpm exec prettier --check ." \
  "lint" "pnpm exec eslint . --max-warnings 0" \
  "typecheck" "typecheck_all" \
  "unused code (knip)" "pnpm exec knip" \
  "generated API types are current" "pnpm --filter @care/api api-types:check" \
  "@care/shared contract (public surface and version)" "node scripts/contract/shared-surface.mjs --check" \
  "message catalogs (no id missing, translations well formed)" "node scripts/i18n/check-catalogs.mjs"

step "unit tests (frontend)"
# Two workers: the machine has two cores (Jest's --ci default leaves one idle).
pnpm exec jest --ci --maxWorkers=2

step "script tests (node:test)"
# Node's runner, given a folder, runs every *.test.mjs (and test-*.mjs, *-test.mjs) below it, node_modules aside.
node --test scripts/

step "API tests (embedded PostgreSQL)"
pnpm --filter @care/api test

step "API tests (PostgreSQL server: the files marked engine-sensitive)"
# The whole suite ran on the embedded engine above; here only what the engines do differently (docs/testing.md).
API_TESTS=engine-sensitive bash scripts/with-postgres.sh npx -y "pnpm@${PNPM_VERSION}" --filter @care/api test

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
