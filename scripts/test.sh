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
# They install in the background, beside the static checks and the build, which need none of them: on a fresh
# machine that is half a minute of every CI run. vitest waits for them.
install_pid=""; install_log=$(mktemp)
install_packages() {
  local SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  # The packages' own services (nginx on port 80) are not started: the tests run what they need themselves.
  local policy=/usr/sbin/policy-rc.d own_policy=""
  if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null; $SUDO chmod +x "$policy"; own_policy=1; fi
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
  local rc=$?
  [ -z "$own_policy" ] || $SUDO rm -f "$policy"
  return $rc
}
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} in the background…"
  install_packages "${missing[@]}" >"$install_log" 2>&1 &
  install_pid=$!
fi

# The static checks at once, beside the build and the packages' installation (mostly waiting on the network and
# the disk): each check is one process on one core. Beside vitest, even at nice 19, they cost it as much time as
# they take on their own (vitest 399 s with them, 316 s alone; the checks 77 s): the machine has no idle core to
# give them, and here a failed check stops the run before vitest's five minutes. Each one's output is shown after,
# in order. typecheck; lint (typescript-eslint and the portal's rules: boundaries, strings, 400 lines); import
# cycles between areas (each feature, platform, shared, shell, portal: dependency-cruiser); format.
checks=$(mktemp -d)
check() { local name=$1; shift; ( rc=0; "$@" >"$checks/$name.log" 2>&1 || rc=$?; echo "$rc" >"$checks/$name.rc" ) & }
check typecheck npx tsc
check lint npm run -s lint
check cycles npm run -s cycles
check format npx prettier --check --log-level warn .
# The page tests and Playwright both serve the real build.
echo "== build $(date +%T)"; npm run build
if [ -n "$install_pid" ]; then
  wait "$install_pid" || { echo "Installing ${missing[*]} failed:"; cat "$install_log"; exit 1; }
fi
wait
failed=0
for name in typecheck lint cycles format; do
  echo "== $name"; cat "$checks/$name.log"
  [ "$(cat "$checks/$name.rc")" = 0 ] || failed=1
done
rm -rf "$checks"
[ "$failed" = 0 ] || exit 1
echo "== vitest $(date +%T)"; npx vitest run
echo "== playwright $(date +%T)"; npx playwright test
# Last, so a page over its budget does not hide the other results; it measures the build above.
echo "== size budgets $(date +%T)"; npm run size
