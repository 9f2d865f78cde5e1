#!/usr/bin/env bash
# npm test: lint, format check, typecheck and the build side by side, then the unit tests and the
# loader/action tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set) beside the browser suite
# in Chromium with JavaScript on and off.
# The last lines give each stage's time and the counts of tests and assertions.
set -uo pipefail
cd "$(dirname "$0")/.."

results=test-results
rm -rf "$results" && mkdir -p "$results"
stages="$results/stages.tsv"
# .ci/run times the install before this script starts.
[ -n "${INSTALL_SECONDS:-}" ] && printf 'Install (npm install)\t%s\n' "$INSTALL_SECONDS" >"$stages"
status=0
# The machine's CPU counters at the start (Linux): the summary says how busy its cores were through the run.
machine_busy() { [ -r /proc/stat ] && awk '/^cpu /{print $2+$3+$4+$7+$8+$9, $5+$6}' /proc/stat; }
read -r busy_before idle_before < <(machine_busy || echo "0 0")
stage=""
stage_started=0
# Closes the stage under way (its time goes to $stages for the summary) and opens the next.
step() {
  [ -n "$stage" ] && printf '%s\t%s\n' "$stage" "$((SECONDS - stage_started))" >>"$stages"
  stage="$*"
  stage_started=$SECONDS
  [ -n "$stage" ] && printf '\n\033[1m== %s\033[0m\n' "$stage"
}

step "Lint, format check, typecheck and the build, side by side"
# Three processes of one core each on two cores; the browser tests need the build, no Vitest test reads it.
(npm run -s lint && npm run -s format:check) >"$results/lint.log" 2>&1 &
lint=$!
npm run -s build >"$results/build.log" 2>&1 &
build=$!
npm run -s typecheck
typecheck=$?
wait "$lint" || status=1
cat "$results/lint.log"
wait "$build" || { cat "$results/build.log"; echo "The build failed." >&2; exit 1; }
[ "$typecheck" = 0 ] || exit 1

# The PostgreSQL project runs when TEST_DATABASE_URL names a server that answers (vitest.config.ts).
if [ -n "${TEST_DATABASE_URL:-}" ] && ! node scripts/pg-reachable.mjs "$TEST_DATABASE_URL"; then
  if [ "${CI:-}" = "true" ]; then
    echo "TEST_DATABASE_URL is set but its server does not answer: CI needs it." >&2
    status=1
  else
    echo "Skipping the PostgreSQL tests: no server answers at TEST_DATABASE_URL."
  fi
  unset TEST_DATABASE_URL
elif [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "Skipping the PostgreSQL tests: TEST_DATABASE_URL is not set (CI sets it)."
fi

# The browser part needs Chromium; without it everything else still runs, and the run fails at the end.
# Debian's headless shell where it is installed (a third less CPU than the full browser run headless,
# decision 077), its full chromium otherwise; CHROMIUM_PATH chooses either.
chromium_default() {
  if [ -x /usr/bin/chromium-headless-shell ]; then echo /usr/bin/chromium-headless-shell; else echo /usr/bin/chromium; fi
}
chromium=${CHROMIUM_PATH:-$(chromium_default)}
if [ ! -x "$chromium" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  step "Installing Debian's Chromium headless shell for the browser tests"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null ||
    echo "Could not install Chromium with apt-get." >&2
  chromium=${CHROMIUM_PATH:-$(chromium_default)}
fi

step "Vitest and the browser tests, side by side"
# Both are CPU-bound and neither keeps both cores busy all the time (the browser tests wait on Chromium
# and the server, Vitest's last files run alone): side by side, the run takes about their CPU time over
# two cores instead of the sum of their times (decision 081). The browser tests' report is printed after
# Vitest's; each one's own time is listed beside the stages'.
browser=""
if [ -x "$chromium" ]; then
  (
    started=$(date +%s)
    PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" CHROMIUM_PATH="$chromium" \
      npx playwright test --reporter=list,json >"$results/playwright.log" 2>&1
    code=$?
    printf '%s\t%s\tbeside\n' "Browser tests" "$(($(date +%s) - started))" >>"$stages"
    exit $code
  ) &
  browser=$!
else
  echo "Not run: Chromium not found at $chromium. Install Debian's headless shell (sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH." >&2
  status=1
fi
started=$(date +%s)
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" || status=1
printf '%s\t%s\tbeside\n' "Vitest" "$(($(date +%s) - started))" >>"$stages"
if [ -n "$browser" ]; then
  wait "$browser" || status=1
  printf '\n\033[1m== %s\033[0m\n' "Browser tests (their report)"
  cat "$results/playwright.log"
fi
step ""

node scripts/test-summary.mjs "$results" || status=1
# The CPU the run's own processes used (the PostgreSQL server's is its own): against twice the wall time,
# how much of the two cores the run kept busy.
times >"$results/times.txt"
read -r children_user children_system < <(tail -n 1 "$results/times.txt")
echo "CPU time of the run's processes: ${children_user} user, ${children_system} system, in ${SECONDS} s"
# Every process on the machine, Chromium's and PostgreSQL's among them (the run's own count above leaves
# out processes its children did not wait for): how much of the cores' time went to work at all.
if read -r busy_after idle_after < <(machine_busy) && [ "$busy_before" != 0 ]; then
  busy=$((busy_after - busy_before))
  total=$((busy + idle_after - idle_before))
  [ "$total" -gt 0 ] && echo "The machine's cores were busy $((100 * busy / total)) % of npm test's time: $((busy / $(getconf CLK_TCK))) s of CPU in all"
fi
exit $status
