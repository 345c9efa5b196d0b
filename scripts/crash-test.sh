#!/usr/bin/env bash
# Crash cycles: checkout load on `aurum serve` (fresh SQLite file, demo env, random port), kill -9
# at a random moment, restart, check acknowledged orders, stock, ledger, custody chains and
# PRAGMA integrity_check (bench/crash_test.py). CYCLES defaults to 5; `make bench` runs 200.
# CRASH_SEED=<n> replays one random schedule.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
exec python3 bench/crash_test.py "$build/aurum" "${1:-5}" "${CRASH_BUYERS:-6}"
