#!/usr/bin/env bash
# `make bench`: every benchmark section in turn; each prints its own figures. Benchmarks are
# measured, never asserted as timed tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# ---- performance (issue 14; method and figures in docs/performance.md) -------------------------
echo "### Catalogue and price snapshots: Aurum vs nginx, identity/gzip/br (scripts/bench-catalogue.sh)"; echo
scripts/bench-catalogue.sh
echo; echo "### Checkout: 50 buyers, empty and after ${CHECKOUT_HISTORY:-100000} orders (scripts/bench-checkout.sh)"; echo
scripts/bench-checkout.sh
echo; echo "### Start-up: ms to /readyz and memory (scripts/bench-footprint.sh)"; echo
scripts/bench-footprint.sh
echo; echo "### make run: second run and fresh clone (scripts/bench-run.sh)"; echo
scripts/bench-run.sh
# ---- end performance ----------------------------------------------------------------------------

# ---- market data (issue 3): real-time prices with wrk, WebSocket fan-out at 1,000 and 10,000 ---
scripts/bench-market.sh
# ---- end market data ---------------------------------------------------------------------------

# ---- Web performance (issue 6) ---------------------------------------------------------------
# The public landing page `/` in headless Chromium at 1.6 Mbps / 150 ms RTT and 4x CPU slowdown:
# JavaScript transferred and Largest Contentful Paint, median of WEB_PERF_RUNS cold loads
# (bench/web-perf.mjs; figures in docs/web-performance.md). Serves web/dist with $BUILD_DIR/aurum.
echo
echo "### Web: landing page / (bench/web-perf.mjs)"
echo
if [ -f web/dist/index.html ] && [ -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
  AURUM_BIN="${BUILD_DIR:-build}/aurum" node bench/web-perf.mjs --runs "${WEB_PERF_RUNS:-10}"
else
  echo "skipped: needs web/dist (make web) and Chromium at ${CHROMIUM:-/usr/bin/chromium}"
fi

echo; echo "### Web: Lighthouse, / (mobile, desktop) and /dashboard (scripts/bench-lighthouse.sh)"; echo
LH_RUNS="${LH_RUNS:-3}" scripts/bench-lighthouse.sh

# ---- trust suites (issue 10): crash cycles and fuzzing ---------------------------------------
echo
echo "### Crash cycles: 200 x kill -9 under checkout load (scripts/crash-test.sh)"
echo
scripts/crash-test.sh "${CRASH_CYCLES:-200}"
echo
echo "### Fuzzing: libFuzzer targets, ${FUZZ_SECONDS:-600} s in total (scripts/fuzz.sh)"
echo
scripts/fuzz.sh "${FUZZ_SECONDS:-600}"
# ---- end trust suites --------------------------------------------------------------------------

# ---- scale-out and high availability (issue 15) ---------------------------------------------------
echo
echo "### Cluster: kill -9, drain, rolling restart, PostgreSQL failover under load (scripts/cluster-test.sh --full)"
echo
scripts/cluster-test.sh --full
# ---- end scale-out and high availability --------------------------------------------------------
