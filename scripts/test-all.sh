#!/usr/bin/env bash
# Runs every test suite (or the ones named) and sums their results.
#   scripts/test-all.sh                      # static domain web server-pglite server-pg peers e2e bench
#   scripts/test-all.sh domain server-pg     # only these, in the canonical order
#   SKIP_INSTALL=1 scripts/test-all.sh web   # no apt-get, no npm ci
# A failing suite does not stop the later ones; the exit status is non-zero if any failed.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

ALL_SUITES=(static domain web server-pglite server-pg peers e2e bench)
# A hung suite must not eat the whole CI budget (90 min for everything). The web and PGlite suites
# took 13-15 min on CI's 2 busy cores, so 20 min leaves them room and still stops a hang. Only
# under CI or when asked: `timeout` moves the suite to its own process group, away from Ctrl-C.
SUITE_TIMEOUT="${TEST_SUITE_TIMEOUT:-1200}"
LIMIT=()
if [[ -n "${CI:-}" || -n "${TEST_SUITE_TIMEOUT:-}" ]]; then LIMIT=(timeout --kill-after=30 "$SUITE_TIMEOUT"); fi

log() { printf '\n=== %s\n' "$*" >&2; }

wants() {
  local s
  for s in "${SUITES[@]}"; do
    if [[ "$s" == "$1" ]]; then return 0; fi
  done
  return 1
}

# Keep the canonical order whatever order the names were given in.
SUITES=()
if [[ $# -eq 0 ]]; then
  SUITES=("${ALL_SUITES[@]}")
else
  for arg in "$@"; do
    [[ " ${ALL_SUITES[*]} " == *" $arg "* ]] || { echo "unknown suite '$arg' (choose from: ${ALL_SUITES[*]})" >&2; exit 2; }
  done
  for s in "${ALL_SUITES[@]}"; do
    for arg in "$@"; do
      if [[ "$arg" == "$s" ]]; then SUITES+=("$s"); break; fi
    done
  done
fi

REPORT_DIR="$(mktemp -d /tmp/newsroom-test-reports.XXXXXX)"
# Own state files, so a concurrent run elsewhere on the machine keeps its own cluster and site.
export PG_TEST_STATE_FILE="$REPORT_DIR/pg-cluster.state"
export WP_TEST_STATE_FILE="$REPORT_DIR/wordpress-site.state"
export LDAP_TEST_STATE_FILE="$REPORT_DIR/ldap-server.state"
# The bench smoke running beside e2e (see run_bench_smoke), and whether it has run.
BENCH_PID=""
BENCH_RAN=""
BENCH_START=0

cleanup() {
  # A bench smoke still running beside e2e (the script was interrupted).
  if [[ -n "$BENCH_PID" ]]; then kill "$BENCH_PID" 2>/dev/null || true; fi
  # A state file exists exactly while a server we started may still be running (the peers suite
  # stops its WordPress itself, unless it was killed).
  if [[ -f "$PG_TEST_STATE_FILE" ]]; then bash scripts/pg-test-cluster.sh stop || true; fi
  if [[ -f "$WP_TEST_STATE_FILE" ]]; then bash scripts/wordpress-test-site.sh stop || true; fi
  if [[ -f "$LDAP_TEST_STATE_FILE" ]]; then bash scripts/ldap-test-server.sh stop || true; fi
  rm -rf "$REPORT_DIR"
}
trap cleanup EXIT
# Without these, a signal kills bash before the EXIT trap can stop PostgreSQL.
trap 'exit 130' INT
trap 'exit 143' TERM

as_root() {
  if [[ $EUID -eq 0 ]]; then "$@"; else sudo "$@"; fi
}

# What scripts/wordpress-test-site.sh needs: Debian's WordPress, MariaDB, PHP with mysqli and gd.
has_wordpress_stack() {
  [[ -d /usr/share/wordpress ]] && command -v mariadbd >/dev/null 2>&1 && command -v php >/dev/null 2>&1 &&
    php -r 'exit(extension_loaded("mysqli") && extension_loaded("gd") ? 0 : 1);'
}

# What scripts/ldap-test-server.sh needs: Debian's slapd (mdb and memberof modules) and ldap-utils.
has_ldap_server() {
  [[ -x /usr/sbin/slapd && -f /usr/lib/ldap/memberof.la ]] && command -v ldapadd >/dev/null 2>&1
}

install_system_packages() {
  local missing=()
  if wants e2e && ! command -v chromium >/dev/null 2>&1; then missing+=(chromium); fi
  if wants server-pg && ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then missing+=(postgresql); fi
  if wants peers && ! has_wordpress_stack; then missing+=(wordpress mariadb-server php-cli php-mysql php-gd); fi
  if wants peers && ! has_ldap_server; then missing+=(slapd ldap-utils); fi
  if [[ ${#missing[@]} -eq 0 ]]; then return 0; fi
  log "installing ${missing[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" </dev/null
}

if [[ "${SKIP_INSTALL:-0}" != 1 ]]; then
  install_system_packages
  log "npm ci"
  npm ci </dev/null
fi

declare -A SUMMARY=()
FAILURES=""
TOTAL_PASSED=0
TOTAL_FAILED=0
TOTAL_SKIPPED=0

# record <suite> <exit status> <seconds> [note]: read the suite's JSON report and add it to the totals.
record() {
  local suite="$1" status="$2" secs="$3" note="${4:-}" report="$REPORT_DIR/$1.json" counts passed failed skipped files
  counts=""
  if [[ -s "$report" ]]; then
    counts="$(node -e '
      const r = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
      const n = (k) => Number(r[k] ?? 0);
      console.log(n("numPassedTests"), n("numFailedTests"), n("numPendingTests") + n("numTodoTests"), n("numTotalTestSuites"));
    ' "$report" 2>/dev/null || true)"
  fi
  if [[ -z "$counts" ]]; then
    # Crashed before writing a report: count the suite itself as one failure.
    passed=0 failed=1 skipped=0
    note="${note:-no report (exit $status)}"
  else
    read -r passed failed skipped files <<<"$counts"
    # The failed tests by name, so the end of the log says what failed even when the top is cut.
    FAILURES+="$(node -e '
      const r = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
      for (const file of r.testResults ?? [])
        for (const t of file.assertionResults ?? [])
          if (t.status === "failed")
            console.log(`${process.argv[2]}: ${file.name} > ${t.fullName}\n    ${String(t.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300)}`);
    ' "$report" "$suite" 2>/dev/null || true)"$'\n'
    # Non-zero exit with no failed test (no test files, import error, unhandled error, timeout): still a failure.
    if [[ $status -ne 0 && $failed -eq 0 ]]; then
      failed=1
      if [[ $files -eq 0 ]]; then note="${note:-no test files ran (exit $status)}"; fi
      note="${note:-exit $status without a failed test}"
    fi
  fi
  TOTAL_PASSED=$((TOTAL_PASSED + passed))
  TOTAL_FAILED=$((TOTAL_FAILED + failed))
  TOTAL_SKIPPED=$((TOTAL_SKIPPED + skipped))
  local verdict=PASS
  if [[ $failed -gt 0 ]]; then verdict=FAIL; fi
  SUMMARY[$suite]="$(printf '%-14s %s  %d passed, %d failed, %d skipped  (%ss)%s' \
    "$suite" "$verdict" "$passed" "$failed" "$skipped" "$secs" "${note:+  - $note}")"
}

# run_vitest <suite> <package dir> [env(1) arguments: NAME=value or -u NAME...] [-- vitest arguments]
run_vitest() {
  local suite="$1" dir="$2" status=0 start=$SECONDS
  local -a env_args=() vitest_args=()
  shift 2
  while [[ $# -gt 0 && "$1" != -- ]]; do env_args+=("$1"); shift; done
  if [[ $# -gt 0 ]]; then shift; vitest_args=("$@"); fi
  log "$suite: vitest run --root $dir ${vitest_args[*]}"
  env "${env_args[@]}" "${LIMIT[@]}" \
    npx --no -- vitest run --root "$dir" "${vitest_args[@]}" \
    --reporter=default --reporter=json --outputFile="$REPORT_DIR/$suite.json" </dev/null || status=$?
  local note=""
  if [[ ${#LIMIT[@]} -gt 0 && ($status -eq 124 || $status -eq 137) ]]; then note="timed out after ${SUITE_TIMEOUT}s"; fi
  record "$suite" "$status" "$((SECONDS - start))" "$note"
}

# The benchmarks' short run (figures only, never timed assertions) on the built server, reported as
# one test: it passes when every bench ran to the end. When e2e runs too, the smoke runs beside it:
# the browser flows leave about a third of the two cores idle, and smoke figures are not kept.
run_bench_smoke() {
  local status=0
  BENCH_START=$SECONDS
  log "bench: npm run bench:smoke"
  if [[ ! -f packages/server/dist/main.js ]]; then npm run build </dev/null || status=$?; fi
  if [[ $status -eq 0 ]]; then "${LIMIT[@]}" npm run --silent bench:smoke -w @newsroom/bench </dev/null || status=$?; fi
  record_bench "$status"
}
start_bench_smoke() {
  BENCH_START=$SECONDS
  "${LIMIT[@]}" npm run --silent bench:smoke -w @newsroom/bench </dev/null >"$REPORT_DIR/bench.log" 2>&1 &
  BENCH_PID=$!
}
finish_bench_smoke() {
  local status=0
  wait "$BENCH_PID" || status=$?
  BENCH_PID=""
  log "bench: npm run bench:smoke (beside e2e)"
  cat "$REPORT_DIR/bench.log" >&2
  record_bench "$status" "ran beside e2e, timed to e2e's end"
}
# record_bench <exit status> [note]
record_bench() {
  local passed=1 failed=0
  BENCH_RAN=1
  if [[ $1 -ne 0 ]]; then passed=0; failed=1; fi
  printf '{"numPassedTests":%d,"numFailedTests":%d,"numPendingTests":0,"numTodoTests":0,"numTotalTestSuites":1}' \
    "$passed" "$failed" >"$REPORT_DIR/bench.json"
  record bench "$1" "$((SECONDS - BENCH_START))" "${2:-}"
}

# run_static: type-check, lint, formatting and import cycles, one check each, reported like a test
# suite. Each check is one thread, so they run side by side and take about as long as the longest
# (the type-check) instead of their sum; their outputs are printed in order once each has ended.
STATIC_CHECKS=(
  "npm run --silent typecheck"
  "npm run --silent lint"
  "npx prettier --check ."
  "node scripts/import-cycles.mjs packages/server/src --types"
  "node scripts/import-cycles.mjs packages/web/src --types"
)
run_static() {
  local start=$SECONDS passed=0 failed=0 i
  local -a command pids=()
  for i in "${!STATIC_CHECKS[@]}"; do
    read -ra command <<<"${STATIC_CHECKS[$i]}"
    "${LIMIT[@]}" "${command[@]}" </dev/null >"$REPORT_DIR/static-$i.log" 2>&1 &
    pids+=("$!")
  done
  for i in "${!STATIC_CHECKS[@]}"; do
    log "static: ${STATIC_CHECKS[$i]}"
    if wait "${pids[$i]}"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
    cat "$REPORT_DIR/static-$i.log" >&2
  done
  printf '{"numPassedTests":%d,"numFailedTests":%d,"numPendingTests":0,"numTodoTests":0,"numTotalTestSuites":%d}' \
    "$passed" "$failed" "${#STATIC_CHECKS[@]}" >"$REPORT_DIR/static.json"
  record static "$failed" "$((SECONDS - start))"
}

for suite in "${SUITES[@]}"; do
  case "$suite" in
    static) run_static ;;
    domain) run_vitest domain packages/domain ;;
    web) run_vitest web packages/web ;;
    # A TEST_DATABASE_URL left in the caller's shell would silently turn this into a PostgreSQL run.
    server-pglite) run_vitest server-pglite packages/server -u TEST_DATABASE_URL ;;
    server-pg)
      start=$SECONDS
      log "server-pg: starting PostgreSQL"
      if url="$(bash scripts/pg-test-cluster.sh start)"; then
        run_vitest server-pg packages/server "TEST_DATABASE_URL=$url"
        bash scripts/pg-test-cluster.sh stop || true
      else
        record server-pg 1 "$((SECONDS - start))" "PostgreSQL did not start"
      fi
      ;;
    # Against real outside systems its global setups start (WordPress, OpenLDAP); no database URL.
    peers) run_vitest peers packages/server -u TEST_DATABASE_URL -- --config vitest.peers.config.ts ;;
    e2e)
      start=$SECONDS
      log "e2e: npm run build"
      if npm run build </dev/null; then
        if wants bench; then start_bench_smoke; fi
        run_vitest e2e packages/e2e
        if [[ -n "$BENCH_PID" ]]; then finish_bench_smoke; fi
      else
        record e2e 1 "$((SECONDS - start))" "build failed"
      fi
      ;;
    # Already run beside e2e when both were asked and the build went well.
    bench) if [[ -z "$BENCH_RAN" ]]; then run_bench_smoke; fi ;;
  esac
done

echo
echo "=== summary"
for suite in "${SUITES[@]}"; do echo "${SUMMARY[$suite]}"; done
echo "$TOTAL_PASSED passed, $TOTAL_FAILED failed, $TOTAL_SKIPPED skipped"
if [[ -n "${FAILURES//[$'\n']/}" ]]; then
  echo "=== failed tests"
  printf '%s' "$FAILURES" | sed '/^$/d'
fi

[[ $TOTAL_FAILED -eq 0 ]]
