#!/usr/bin/env bash
# `npm test` (decision 074, docs/ci.md): everything, built once, in two lanes at the same time, each about one
# of the machine's two cores:
#   lane A: the API's database tests on PGlite, then every e2e file on PGlite;
#   lane B: lint, OpenAPI lint and the type check, the pure unit tests, then, when TEST_LANES_POSTGRES_URL names
#           an empty PostgreSQL database, what can differ by engine on PostgreSQL: the API's database tests and
#           the e2e files that save through the app (decision 049). `.ci/run` creates that database.
# Each e2e run starts its own server on a free port with its own data folder or database (e2e/support), and
# none rebuilds: API_DIST_BUILT tells the API tests' global setup to use the dist/ built here.
# A lane runs all its phases even after one failed, so one red run shows every failure; any failed phase fails
# the run. Each lane writes a log of its own (printed whole at the end when the lane failed), and a table of
# every phase's time is printed at the end of every run, passed or not.
set -euo pipefail
cd "$(dirname "$0")/.."

LOG_DIR="${CI_LOG_DIR:-$(mktemp -d -t rezervo-test-XXXXXX)}"
mkdir -p "$LOG_DIR"
TIMES="$LOG_DIR/phase-times.tsv"
: >"$TIMES"
RUN_STARTED=$(date +%s)

# A line for the console (fd 3) and, inside a lane, for the lane's log too.
say() {
  echo "$1" >&3
  [ "$lane" = setup ] || echo "$1"
}

# phase LANE NAME COMMAND…: runs COMMAND, notes its time and result in $TIMES, answers its status. Its start
# and end are also written to fd 3, the console, while a lane's own output goes to the lane's log.
phase() {
  local lane=$1 name=$2
  shift 2
  local started status=0
  started=$(date +%s)
  say "== [$lane] $name"
  "$@" || status=$?
  local took=$(($(date +%s) - started))
  local result=ok
  [ "$status" -eq 0 ] || result="FAILED (exit $status)"
  printf '%s\t%s\t%s\t%s\n' "$lane" "$name" "$took" "$result" >>"$TIMES"
  say "== [$lane] $name: $result in ${took} s"
  return "$status"
}

# The guard: every run ends with where its time went (docs/ci.md keeps the figures).
print_phase_times() {
  local total=$(($(date +%s) - RUN_STARTED))
  echo
  echo "== phase times (wall seconds; lanes A and B run at the same time)"
  awk -F'\t' '
    { printf "%-7s %-58s %6d s  %s\n", $1, $2, $3, $4; lane[$1] += $3 }
    END { for (name in lane) printf "%-7s %-58s %6d s\n", name, "(lane total)", lane[name] }
  ' "$TIMES"
  printf '%-7s %-58s %6d s  (%d min %02d s)\n' "run" "(whole run)" "$total" $((total / 60)) $((total % 60))
  echo "== logs: $LOG_DIR"
}

cleanup() {
  local status=$?
  print_phase_times
  exit "$status"
}
trap cleanup EXIT
exec 3>&1

phase setup "build (web and compiled API)" npm run build
export API_DIST_BUILT=1
POSTGRES_URL="${TEST_LANES_POSTGRES_URL:-}"

lane_a() {
  local failed=0
  phase A "API database tests (vitest project api), PGlite" npm run test:unit:engine || failed=1
  phase A "e2e, every file, PGlite" npm run test:e2e:built || failed=1
  return "$failed"
}

lane_b() {
  local failed=0
  phase B "lint, OpenAPI lint, type check" npm run test:static || failed=1
  phase B "pure unit tests (shared, api-unit, web, scripts, bench)" npm run test:unit:pure || failed=1
  if [ -n "$POSTGRES_URL" ]; then
    phase B "API database tests (vitest project api), PostgreSQL" \
      env TEST_DATABASE_URL="$POSTGRES_URL" npm run test:unit:engine || failed=1
    phase B "e2e, the engine files, PostgreSQL" \
      env TEST_DATABASE_URL="$POSTGRES_URL" npm run test:e2e:engine || failed=1
  fi
  return "$failed"
}
lane_a >"$LOG_DIR/lane-a.log" 2>&1 &
LANE_A=$!
lane_b >"$LOG_DIR/lane-b.log" 2>&1 &
LANE_B=$!
status_a=0
status_b=0
wait "$LANE_A" || status_a=$?
wait "$LANE_B" || status_b=$?

for lane in a b; do
  eval "lane_status=\$status_$lane"
  if [ "$lane_status" -ne 0 ]; then
    echo
    echo "======== lane ${lane^^} failed: its whole log ($LOG_DIR/lane-$lane.log)"
    cat "$LOG_DIR/lane-$lane.log"
  fi
done
[ "$status_a" -eq 0 ] && [ "$status_b" -eq 0 ]
