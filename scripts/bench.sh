#!/usr/bin/env bash
# `make bench`: every benchmark section in turn; each prints its own figures. Benchmarks are
# measured, never asserted as timed tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# ---- shop (issue 4): catalogue reads and checkout throughput ----------------------------------
scripts/bench-shop.sh
# ---- end shop --------------------------------------------------------------------------------
