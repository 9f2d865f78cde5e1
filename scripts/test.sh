#!/usr/bin/env bash
# npm test: lint and format check beside the typecheck, unit tests and loader/action tests on PGlite (and on
# PostgreSQL when TEST_DATABASE_URL is set), then the browser suite in Chromium with JavaScript on and off.
# The last lines give each stage's time and the counts of tests and assertions.
set -uo pipefail
cd "$(dirname "$0")/.."

results=test-results
rm -rf "$results" && mkdir -p "$results"
stages="$results/stages.tsv"
# .ci/run times the install before this script starts.
[ -n "${INSTALL_SECONDS:-}" ] && printf 'Install (npm ci)\t%s\n' "$INSTALL_SECONDS" >"$stages"
status=0
stage=""
stage_started=0
# Closes the stage under way (its time goes to $stages for the summary) and opens the next.
step() {
  [ -n "$stage" ] && printf '%s\t%s\n' "$stage" "$((SECONDS - stage_started))" >>"$stages"
  stage="$*"
  stage_started=$SECONDS
  [ -n "$stage" ] && printf '\n\033[1m== %s\033[0m\n' "$stage"
}

step "Lint (ESLint), format check (Prettier) and typecheck, side by side"
# Each is one process on one core: together they take the time of the longer.
(npm run -s lint && npm run -s format:check) >"$results/lint.log" 2>&1 &
lint=$!
npm run -s typecheck
typecheck=$?
wait "$lint" || status=1
cat "$results/lint.log"
[ "$typecheck" = 0 ] || exit 1

step "Unit tests and loader/action tests on PGlite, the build beside them"
# The build (about 40 s of CPU, much of it on one core) fills what the two Vitest workers leave of the
# two cores (files starting, the last files running alone) instead of taking a stage of its own; no test
# reads the build. Its time is given beside the stages'; what outlasts Vitest is the next stage.
(
  started=$(date +%s)
  npm run -s build >"$results/build.log" 2>&1
  code=$?
  printf '%s\t%s\tbeside\n' "Build" "$(($(date +%s) - started))" >>"$stages"
  exit $code
) &
build=$!
npx vitest run --project unit --project pglite \
  --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json" || status=1

# The PostgreSQL pass runs beside the browser tests: those wait on Chromium, the server
# and the network far more than they use both cores, and this pass waits on the PostgreSQL server.
# Its output is printed once the browser tests are over; its time is given beside the stages'.
postgres_pass=""
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  if node scripts/pg-reachable.mjs "$TEST_DATABASE_URL"; then
    printf '\n\033[1m== %s\033[0m\n' "Loader/action tests on PostgreSQL: started, beside the browser tests"
    (
      started=$(date +%s)
      npx vitest run --project postgres \
        --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json" \
        >"$results/postgres.log" 2>&1
      code=$?
      printf '%s\t%s\tbeside\n' "Loader/action tests on PostgreSQL" "$(($(date +%s) - started))" >>"$stages"
      exit $code
    ) &
    postgres_pass=$!
  elif [ "${CI:-}" = "true" ]; then
    echo "TEST_DATABASE_URL is set but its server does not answer: CI needs it." >&2
    status=1
  else
    echo "Skipping the PostgreSQL run: no server answers at TEST_DATABASE_URL."
  fi
else
  echo "Skipping the PostgreSQL run: TEST_DATABASE_URL is not set (CI sets it)."
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

step "Build: the part after the PGlite tests"
wait "$build" || { cat "$results/build.log"; exit 1; }

step "JavaScript budget of the question screen (110 KB on a first visit)"
node scripts/check-js-budget.mjs || status=1

step "Browser tests (Chromium, JavaScript on and off)"
if [ -x "$chromium" ]; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" CHROMIUM_PATH="$chromium" \
    npx playwright test --reporter=list,json || status=1
else
  echo "Not run: Chromium not found at $chromium. Install Debian's headless shell (sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH." >&2
  status=1
fi
step ""

if [ -n "$postgres_pass" ]; then
  # Counted as a stage: whatever of the PostgreSQL pass outlasts the browser tests is the run's time.
  step "Loader/action tests on PostgreSQL: the part after the browser tests"
  wait "$postgres_pass" || status=1
  cat "$results/postgres.log"
  step ""
fi

node scripts/test-summary.mjs "$results" || status=1
exit $status
