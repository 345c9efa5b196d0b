#!/usr/bin/env bash
# Every test: server unit tests, API tests on SQLite and on a throwaway PostgreSQL cluster (again
# in a build with AddressSanitizer and UBSan), crash cycles, libFuzzer targets (at most 2 minutes
# together), web lint and unit tests, and end-to-end tests in headless Chromium against the built
# server, and the formatting check. Every failing step is named at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
failed=()

pgdir=$(mktemp -d /tmp/aurum-pg.XXXXXX)
cleanup() { scripts/pg-cluster.sh stop "$pgdir"; }
trap cleanup EXIT
pgport=$(( 20000 + RANDOM % 20000 ))
echo "==> starting a throwaway PostgreSQL cluster on port $pgport"
export AURUM_TEST_PG_URL=$(scripts/pg-cluster.sh start "$pgdir" "$pgport")

echo "==> server tests (unit, API on SQLite and PostgreSQL)"
(cd "$build" && ctest --output-on-failure -j2 --timeout 900) || failed+=(server)

echo "==> server tests again under AddressSanitizer and UndefinedBehaviorSanitizer"
# Leak checking is off: the API suite's one shared server lives until the process exits.
if BUILD_DIR=build-sanitize BUILD_TYPE=Debug SANITIZE=ON TARGETS="unit_tests api_tests aurum" scripts/build-server.sh; then
  (cd build-sanitize && ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --output-on-failure -j2 --timeout 900) || failed+=(server-sanitized)
else
  failed+=(server-sanitized-build)
fi

echo "==> crash cycles: kill -9 under checkout load, restart, check (scripts/crash-test.sh)"
scripts/crash-test.sh "${CRASH_CYCLES:-5}" || failed+=(crash)

echo "==> cluster: kill -9 of an instance, drain, PostgreSQL failover under load (scripts/cluster-test.sh)"
scripts/cluster-test.sh --smoke || failed+=(cluster)

echo "==> fuzzing: libFuzzer targets, ${FUZZ_SECONDS:-60} s in total (scripts/fuzz.sh)"
scripts/fuzz.sh "${FUZZ_SECONDS:-60}" || failed+=(fuzz)

echo "==> formatting: clang-format and Prettier (scripts/check-format.sh)"
scripts/check-format.sh || failed+=(format)

echo "==> web lint and unit tests"
(cd web && scripts/check-api-types.sh) || failed+=(api-types)
(cd web && node scripts/check-i18n.mjs && npx eslint . && npx vitest run) || failed+=(web-unit)

echo "==> end-to-end tests in Chromium"
(cd web && AURUM_BIN="../$build/aurum" npx playwright test) || failed+=(e2e)

if ((${#failed[@]})); then
  echo "FAILED: ${failed[*]}"
  exit 1
fi
echo "All test suites passed."
