#!/usr/bin/env bash
# Start-up footprint (make bench): time from process start to /readyz answering 200, and memory
# after 2 s idle (VmRSS, VmHWM from /proc), for `aurum serve` in demo mode on SQLite:
#  - fresh: a new database (migrations, demo accounts, catalogue, a year of price history);
#  - existing: the same database again (nothing to create);
#  - existing + web app: the same, serving the built web app (web/dist, held in memory as
#    `make run` serves it), when it is built.
# The first two serve an empty web root: the server's own footprint. (Until the fifth pass the web
# root was the bench's temporary directory, so the database file itself was loaded as a static
# file: ~3 MB of the figures.) Each case runs BENCH_RUNS times (default 5); the table shows
# medians. /readyz is polled every 5 ms.
#   BENCH_RUNS=5 BUILD_DIR=build scripts/bench-footprint.sh
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
runs=${BENCH_RUNS:-5}
port=${BENCH_PORT:-19$((RANDOM % 900 + 100))}
tmp=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT
mkdir "$tmp/www"

now_ms() { date +%s%3N; }
status_kb() { awk -v k="$2:" '$1 == k { print $2 }' "/proc/$1/status"; }
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# One start: prints "ms_to_ready rss_kb hwm_kb threads".
measure() {
  local db=$1 root=$2 t0 ready
  t0=$(now_ms)
  "$build/aurum" serve --port "$port" --bind 127.0.0.1 --database-url "$db" --web-root "$root" \
    --log-level warn >>"$tmp/server.log" 2>&1 &
  pid=$!
  until curl -fso /dev/null "http://127.0.0.1:$port/readyz" 2>/dev/null; do
    if ! kill -0 "$pid" 2>/dev/null; then echo "aurum exited:" >&2; cat "$tmp/server.log" >&2; exit 1; fi
    sleep 0.005
  done
  ready=$(( $(now_ms) - t0 ))
  sleep 2
  echo "$ready $(status_kb "$pid" VmRSS) $(status_kb "$pid" VmHWM) $(status_kb "$pid" Threads)"
  kill "$pid"; wait "$pid" 2>/dev/null || true; pid=
}

echo "| database | runs | ms to /readyz (median) | VmRSS MB after 2 s idle | VmHWM MB | threads |"
echo "|---|---|---|---|---|---|"
kinds=(fresh existing)
[ -f web/dist/index.html ] && kinds+=("existing + web app")
for kind in "${kinds[@]}"; do
  : >"$tmp/rows"
  root=$tmp/www
  [ "$kind" = "existing + web app" ] && root=web/dist
  for _ in $(seq "$runs"); do
    [ "$kind" = fresh ] && rm -f "$tmp"/demo.db*
    measure "$tmp/demo.db" "$root" >>"$tmp/rows"
  done
  col() { awk -v c="$1" '{ print $c }' "$tmp/rows" | median; }
  printf '| %s | %s | %s | %.1f | %.1f | %s |\n' "$kind" "$runs" "$(col 1)" \
    "$(col 2 | awk '{ print $1 / 1024 }')" "$(col 3 | awk '{ print $1 / 1024 }')" "$(col 4)"
done
echo
echo "Machine: $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"
