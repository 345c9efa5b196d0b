#!/usr/bin/env bash
# Market-data benchmarks (docs/market-data.md, called by scripts/bench.sh): GET /api/real-time-prices with wrk at 64
# connections, plain and with ETag revalidation, then the WebSocket fan-out client at each client
# count. Each run gets a fresh server on a temporary SQLite database. Prints markdown tables.
#   BENCH_CLIENTS="1000 10000" BENCH_SECONDS=10 BUILD_DIR=build scripts/bench-market.sh
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
clients=${BENCH_CLIENTS:-"1000 10000"}
seconds=${BENCH_SECONDS:-10}
port=${BENCH_PORT:-18$((RANDOM % 900 + 100))}
cmake --build "$build" --target aurum ws_fanout_bench loopback_floor >/dev/null
ulimit -n "$(ulimit -Hn)"
tmp=$(mktemp -d)
pid=
stop_server() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; pid=; fi
}
trap 'stop_server; rm -rf "$tmp"' EXIT
start_server() {
  rm -f "$tmp"/bench.db*
  AURUM_TICK_MS=${AURUM_TICK_MS:-1000} "$build/aurum" serve --port "$port" --bind 127.0.0.1 \
    --database-url "$tmp/bench.db" --web-root "$tmp" --log-level warn >"$tmp/server.log" 2>&1 &
  pid=$!
  for _ in $(seq 100); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && return; sleep 0.1; done
  echo "server did not start:"; cat "$tmp/server.log"; exit 1
}

echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo); server io threads: one per core"
echo
echo "### GET /api/real-time-prices, wrk -t2 -c64 -d${seconds}s"
echo
echo "| mode | requests/s | latency p50 | latency p99 |"
echo "|---|---|---|---|"
start_server
url="http://127.0.0.1:$port/api/real-time-prices"
for mode in full etag; do
  args=()
  [ $mode = etag ] && args=(-s bench/etag_revalidate.lua)
  out=$(wrk -t2 -c64 -d"${seconds}s" --latency "${args[@]}" "$url")
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1=="50%" {print $2}' <<<"$out")
  p99=$(awk '$1=="99%" {print $2}' <<<"$out")
  label=$([ $mode = full ] && echo "200 with body" || echo "If-None-Match (304 until the next tick)")
  echo "| $label | $rps | $p50 | $p99 |"
done
stop_server

echo
echo "### WebSocket /api/ws fan-out, one tick per ${AURUM_TICK_MS:-1000} ms, ${seconds}s measured"
echo
echo "Latency from the tick's creation (includes storing it) and from its publication (the push alone)."
echo
echo "| clients | connected | connect time | messages | p50 ms | p99 ms | max ms | push p50 ms | push p99 ms | server RSS/conn KiB | server CPU |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
for n in $clients; do
  start_server
  "$build/ws_fanout_bench" --port "$port" --connections "$n" --duration "$seconds" --pid "$pid" \
    --sources $(( n / 2000 + 1 ))
  stop_server
done


echo
echo "### Kernel floor: plain send() of one 800-byte message per loopback socket (bench/loopback_floor.cpp)"
echo
echo "Two sender threads and two epoll reader threads in two processes, no WebSocket, JSON or allocation:"
echo "the least a fan-out to that many loopback TCP clients can cost on this machine."
echo
echo "| clients | senders | bytes | messages | p50 ms | p99 ms | time in send() µs |"
echo "|---|---|---|---|---|---|---|"
for n in $clients; do
  "$build/loopback_floor" --connections "$n" --sources $(( n / 2000 + 1 ))
done
