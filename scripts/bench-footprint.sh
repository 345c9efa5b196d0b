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
# medians. /readyz is polled every 2 ms.
#   BENCH_RUNS=5 BUILD_DIR=build scripts/bench-footprint.sh
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
runs=${BENCH_RUNS:-5}
port=${BENCH_PORT:-19$((RANDOM % 900 + 100))}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/www"

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# One start: prints "ms_to_ready rss_kb hwm_kb threads". One Python process starts the server and
# polls /readyz every 2 ms (scripts/wait_ready.py's wait()). Until the tenth pass a shell loop
# forked curl and sleep for each poll (~32 ms an iteration on this machine, their CPU taken from
# the starting server on 2 cores), which added 100-170 ms to every figure (docs/performance.md).
measure() {
  python3 - "$build/aurum" "$port" "$1" "$2" "$tmp/server.log" <<'PY'
import subprocess, sys, time
sys.path.insert(0, "scripts")
from wait_ready import wait
aurum, port, db, root, log = sys.argv[1:]
with open(log, "ab") as out:
    t0 = time.monotonic()
    p = subprocess.Popen([aurum, "serve", "--port", port, "--bind", "127.0.0.1", "--database-url", db,
                          "--web-root", root, "--log-level", "warn"], stdout=out, stderr=out)
    if not wait(f"http://127.0.0.1:{port}/readyz", 30, lambda: p.poll() is None):
        sys.exit("aurum exited or did not answer in 30 s: " + open(log).read())
    ms = round((time.monotonic() - t0) * 1000)
    time.sleep(2)
    status = {l.split(":")[0]: l.split()[1] for l in open(f"/proc/{p.pid}/status") if ":" in l and len(l.split()) > 1}
    print(ms, status["VmRSS"], status["VmHWM"], status["Threads"])
    p.terminate()
    p.wait()
PY
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
