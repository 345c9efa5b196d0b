#!/usr/bin/env bash
# `make run` timings (make bench):
#  - again: a second `make run` in this checkout with nothing changed, from the command to /readyz
#    answering 200 (deps, server and web builds found up to date, then the server's start on the
#    database the first run created);
#  - fresh clone: `git clone` of this repository's HEAD into a temporary directory, then `make run`
#    there until the first page (GET /) answers 200: dependency checks, npm ci, the server build
#    (ccache, when installed, shares objects with other checkouts), the web build, the first start
#    on a new database. Debian packages are already installed. BENCH_RUN_FRESH=0 skips it;
#  - fresh machine: the same in a bare Debian bookworm chroot (scripts/bench-fresh-machine.sh),
#    where the packages, Node and the npm modules are installed too. BENCH_RUN_MACHINE=0 skips it.
#   BENCH_RUN_FRESH=1 scripts/bench-run.sh
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-20$((RANDOM % 900 + 100))}
tmp=$(mktemp -d)
group=
stop() {
  if [ -n "$group" ]; then kill -- "-$group" 2>/dev/null || true; wait "$group" 2>/dev/null || true; group=; fi
}
trap 'stop; rm -rf "$tmp"' EXIT

now_ms() { date +%s%3N; }
# Starts `make run` in $1 (its own process group) and prints ms until $2 answers 200.
time_make_run() {
  local dir=$1 url=$2 t0
  t0=$(now_ms)
  (cd "$dir" && AURUM_PORT=$port AURUM_BIND=127.0.0.1 AURUM_DATABASE_URL="$tmp/run.db" \
    AURUM_LOG_LEVEL=warn exec setsid make --no-print-directory run) >>"$tmp/make.log" 2>&1 &
  group=$!
  if ! scripts/wait_ready.py "$url" --timeout 3600 --pid "$group"; then
    echo "make run exited or did not answer:" >&2; tail -30 "$tmp/make.log" >&2; exit 1
  fi
  echo $(( $(now_ms) - t0 ))
  stop
}

echo "| make run | ms until it answers |"
echo "|---|---|"
time_make_run . "http://127.0.0.1:$port/readyz" >/dev/null  # brings the build up to date first
echo "| again, nothing changed (to /readyz) | $(time_make_run . "http://127.0.0.1:$port/readyz") |"
if [ "${BENCH_RUN_FRESH:-1}" != 0 ]; then
  rm -f "$tmp"/run.db*
  git clone --quiet . "$tmp/clone"
  echo "| fresh clone of HEAD $(git rev-parse --short HEAD) (to the first page /) | $(time_make_run "$tmp/clone" "http://127.0.0.1:$port/") |"
fi
# A bare Debian bookworm in a chroot: the Debian packages, Node and the build from nothing.
if [ "${BENCH_RUN_MACHINE:-1}" != 0 ]; then
  scripts/bench-fresh-machine.sh
fi
echo
echo "Machine: $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg); ccache: $(command -v ccache >/dev/null && echo yes || echo no)"
