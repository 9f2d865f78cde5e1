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

step "Unit tests and loader/action tests on PGlite"
npx vitest run --project unit --project pglite \
  --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json" || status=1

# The PostgreSQL pass runs beside the build and the browser tests: those wait on Chromium, the server
# and the network far more than they use both cores, and this pass waits on the PostgreSQL server.
# Its output is printed once the browser tests are over; its time is given beside the stages'.
postgres_pass=""
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  if node scripts/pg-reachable.mjs "$TEST_DATABASE_URL"; then
    printf '\n\033[1m== %s\033[0m\n' "Loader/action tests on PostgreSQL: started, beside the build and browser tests"
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
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ ! -x "$chromium" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  step "Installing Debian's Chromium for the browser tests"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null ||
    echo "Could not install Chromium with apt-get." >&2
fi

step "Build"
npm run -s build >"$results/build.log" 2>&1 || { cat "$results/build.log"; exit 1; }

step "JavaScript budget of the question screen (110 KB on a first visit)"
node scripts/check-js-budget.mjs || status=1

step "Browser tests (Chromium, JavaScript on and off)"
if [ -x "$chromium" ]; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" CHROMIUM_PATH="$chromium" \
    npx playwright test --reporter=list,json || status=1
else
  echo "Not run: Chromium not found at $chromium. Install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
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
