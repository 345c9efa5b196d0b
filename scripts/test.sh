#!/usr/bin/env bash
# Every test, against one build of the server with AddressSanitizer and UndefinedBehaviorSanitizer
# (build-sanitize/, Debug): server unit tests, API tests on SQLite and on a throwaway PostgreSQL
# cluster, crash cycles, the cluster smoke test, libFuzzer targets (60 s together) beside the
# formatting check and web lint, web unit tests, and end-to-end tests in headless Chromium. The
# server that crash cycles, the cluster and the end-to-end tests drive is the sanitized one too,
# so a memory error or undefined behaviour anywhere fails the run. The optimized build (build/)
# is what `make run` and `make bench` use; compiling it as well would add ~13 minutes on a 2-core
# machine. Every failing step is named at the end, and every step's wall time is printed.
set -euo pipefail
cd "$(dirname "$0")/.."
# Crash cycles and the cluster script read BUILD_DIR; the end-to-end tests read AURUM_BIN.
export BUILD_DIR=${SANITIZE_BUILD_DIR:-build-sanitize}
# Leak checking is off: the API suite's one shared server lives until the process exits, and
# killed or drained servers exit without unwinding.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
failed=()
started=$SECONDS
step_start=$SECONDS
step() {
  echo "    ($(( SECONDS - step_start )) s)"
  step_start=$SECONDS
  echo "==> $*"
}

# Every suite's scratch files (test databases, key files, browser profiles, the clusters the
# crash and cluster scripts start) go under one directory, removed when the run ends, instead of
# into /tmp one by one. Traversable: PostgreSQL runs as `postgres`.
scratch=$(mktemp -d /tmp/aurum-test.XXXXXX)
chmod 755 "$scratch"
export TMPDIR=$scratch
pgdir=$(mktemp -d /tmp/aurum-pg.XXXXXX)
cleanup() { scripts/pg-cluster.sh stop "$pgdir"; rm -rf "$scratch"; }
trap cleanup EXIT
# A port the kernel says is free, rather than a random one that another service may hold.
pgport=$(scripts/free_port.py)
echo "==> starting a throwaway PostgreSQL cluster on port $pgport"
export AURUM_TEST_PG_URL=$(scripts/pg-cluster.sh start "$pgdir" "$pgport")

step "building the server with AddressSanitizer and UBSan ($BUILD_DIR)"
if BUILD_TYPE=Debug SANITIZE=ON TARGETS="unit_tests api_tests aurum" scripts/build-server.sh; then
  step "server tests (unit, API on SQLite and PostgreSQL)"
  (cd "$BUILD_DIR" && ctest --output-on-failure -j2 --timeout 900) || failed+=(server)

  step "crash cycles: kill -9 under checkout load, restart, check (scripts/crash-test.sh)"
  scripts/crash-test.sh "${CRASH_CYCLES:-5}" || failed+=(crash)

  step "cluster: kill -9 of an instance, drain, PostgreSQL failover under load (scripts/cluster-test.sh)"
  scripts/cluster-test.sh --smoke || failed+=(cluster)
else
  failed+=(server-build)
fi

# The fuzz targets run one at a time on one core, and ESLint and the formatting check are
# single-threaded too: they run side by side (~110 s saved on 2 cores); the fuzz log is printed
# when it ends. Vitest, which uses every core, starts after both.
step "fuzzing (libFuzzer, ${FUZZ_SECONDS:-60} s in total, scripts/fuzz.sh) beside formatting and web lint"
fuzzlog=$(mktemp /tmp/aurum-fuzz-log.XXXXXX)
scripts/fuzz.sh "${FUZZ_SECONDS:-60}" >"$fuzzlog" 2>&1 &
fuzzpid=$!
scripts/check-format.sh || failed+=(format)
(cd web && scripts/check-api-types.sh) || failed+=(api-types)
(cd web && node scripts/check-i18n.mjs && npx eslint .) || failed+=(web-lint)
wait "$fuzzpid" || failed+=(fuzz)
cat "$fuzzlog"; rm -f "$fuzzlog"

step "web unit tests (Vitest)"
(cd web && npx vitest run) || failed+=(web-unit)

step "end-to-end tests in Chromium"
if [ -x "$BUILD_DIR/aurum" ]; then
  (cd web && AURUM_BIN="../$BUILD_DIR/aurum" npx playwright test) || failed+=(e2e)
else
  failed+=(e2e)
fi
step "done in $(( SECONDS - started )) s"

if ((${#failed[@]})); then
  echo "FAILED: ${failed[*]}"
  exit 1
fi
echo "All test suites passed."
