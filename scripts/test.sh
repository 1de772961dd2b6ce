#!/usr/bin/env bash
# Every test: typecheck, build, vitest (unit, integration and pages; SQLite, and PostgreSQL when it
# answers) beside Playwright in Debian's Chromium with JavaScript on and off, then the JavaScript size budgets
# of the build (scripts/size-budgets.ts). Installs what a fresh machine lacks.
set -euo pipefail
cd "$(dirname "$0")/.."
export npm_config_nodedir="${npm_config_nodedir:-/usr}"

[ -d node_modules ] || npm ci --no-audit --no-fund

# Debian's chromium for Playwright; pg_dump/pg_restore for the PostgreSQL backup test (postgresql-client
# is the distribution's version, the same major as its server); ffmpeg (with ffprobe) for the feed's video
# tests, which fail rather than skip without it.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pg_dump >/dev/null && command -v pg_restore >/dev/null || missing+=(postgresql-client)
command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null || missing+=(ffmpeg)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}…"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

echo "== typecheck"; npx tsc
# Lint (typescript-eslint and the portal's rules: boundaries, strings, 400 lines) and format.
echo "== lint"; npm run lint
echo "== format"; npx prettier --check . >/dev/null || { npx prettier --check . ; exit 1; }
# The page tests and Playwright both serve the real build.
echo "== build"; npm run build
# Vitest and Playwright side by side: each leaves much of the machine idle (vitest's files wait on PostgreSQL,
# child processes and HTTP; the journeys on the browser, the server and their timers), and one after the other
# the whole run took 47 min on CI at stop 27, over its 30. Each writes its own log, printed when both are done.
logs="$(mktemp -d)"
echo "== vitest and playwright, side by side"
npx vitest run >"$logs/vitest.log" 2>&1 &
vitest=$!
npx playwright test >"$logs/playwright.log" 2>&1 &
playwright=$!
vitest_status=0; wait "$vitest" || vitest_status=$?
playwright_status=0; wait "$playwright" || playwright_status=$?
echo "== vitest"; cat "$logs/vitest.log"
echo "== playwright"; cat "$logs/playwright.log"
rm -rf "$logs"
[ "$vitest_status" -eq 0 ] && [ "$playwright_status" -eq 0 ] || { echo "vitest: exit $vitest_status, playwright: exit $playwright_status"; exit 1; }
# Last, so a page over its budget does not hide the other results; it measures the build above.
echo "== size budgets"; npm run size
