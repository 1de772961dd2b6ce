#!/usr/bin/env bash
# Every test: typecheck, build, vitest (unit, integration and pages; SQLite, and PostgreSQL when it
# answers), Playwright in Debian's Chromium with JavaScript on and off, then the JavaScript size budgets
# of the build (scripts/size-budgets.ts). Installs what a fresh machine lacks.
set -euo pipefail
cd "$(dirname "$0")/.."
export npm_config_nodedir="${npm_config_nodedir:-/usr}"

[ -d node_modules ] || npm ci --no-audit --no-fund

# Debian's chromium headless shell for Playwright; pg_dump/pg_restore for the PostgreSQL backup test
# (postgresql-client is the distribution's version, the same major as its server); ffmpeg (with ffprobe) for
# the feed's video tests, which fail rather than skip without it; nginx for the cluster test.
missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v pg_dump >/dev/null && command -v pg_restore >/dev/null || missing+=(postgresql-client)
command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null || missing+=(ffmpeg)
# nginx for the cluster test (tests/cluster.test.ts: three processes behind it); its own service is not used.
[ -x /usr/sbin/nginx ] || missing+=(nginx)
# Cyrillic glyphs for the posters the birthdays feature draws on the server (sharp renders their SVG text).
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}…"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  # The packages' own services (nginx on port 80) are not started: the tests run what they need themselves.
  policy=/usr/sbin/policy-rc.d; own_policy=""
  if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null; $SUDO chmod +x "$policy"; own_policy=1; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  [ -z "$own_policy" ] || $SUDO rm -f "$policy"
fi

# The static checks at once: each is one process on one core, so on two cores they take the time of the two
# longest, not of all four (about a minute less of every run). Each one's output is shown after, in order.
# typecheck; lint (typescript-eslint and the portal's rules: boundaries, strings, 400 lines); import cycles
# between areas (each feature, platform, shared, shell, portal: dependency-cruiser); format.
checks=$(mktemp -d)
check() { local name=$1; shift; ( rc=0; "$@" >"$checks/$name.log" 2>&1 || rc=$?; echo "$rc" >"$checks/$name.rc" ) & }
check typecheck npx tsc
check lint npm run -s lint
check cycles npm run -s cycles
check format npx prettier --check --log-level warn .
wait
failed=0
for name in typecheck lint cycles format; do
  echo "== $name"; cat "$checks/$name.log"
  [ "$(cat "$checks/$name.rc")" = 0 ] || failed=1
done
rm -rf "$checks"
[ "$failed" = 0 ] || exit 1
# The page tests and Playwright both serve the real build.
echo "== build"; npm run build
echo "== vitest"; npx vitest run
echo "== playwright"; npx playwright test
# Last, so a page over its budget does not hide the other results; it measures the build above.
echo "== size budgets"; npm run size
