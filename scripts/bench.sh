#!/usr/bin/env bash
# `make bench`: every benchmark section in turn; each prints its own figures. Benchmarks are
# measured, never asserted as timed tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# ---- shop (issue 4): catalogue reads and checkout throughput ----------------------------------
scripts/bench-shop.sh
# ---- end shop --------------------------------------------------------------------------------

# ---- market data (issue 3): real-time prices with wrk, WebSocket fan-out at 1,000 and 10,000 ---
scripts/bench-market.sh
# ---- end market data ---------------------------------------------------------------------------
