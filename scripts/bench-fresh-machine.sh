#!/usr/bin/env bash
# `make run` on a fresh Debian bookworm machine (make bench, through scripts/bench-run.sh):
# debootstrap makes a bare bookworm (the required and important packages only: no compiler, no
# Node, no ccache, no npm cache) in a temporary directory; inside it, as root, `git` and `make` are
# installed (what a user needs to clone and type the command), this repository's HEAD is cloned,
# and `make run` runs until the first page (GET /) answers 200. The machine's own trust settings
# (the CA certificates in /usr/local/share/ca-certificates, and the *_CA_* variables of this
# environment, which chroot passes on) are carried in, as they belong to the machine and not to
# the product.
# Prints table rows: the whole `make run`, then its parts from its timestamped output.
# With --test, runs `make test` there instead, to its end: the contract on a bare machine (not
# part of make bench: ~15 minutes); prints its exit status, wall time and each step's time, and
# keeps its output in $FRESH_TEST_LOG (default /var/tmp/aurum-fresh-make-test.log).
#   scripts/bench-fresh-machine.sh [--test] [PORT]
# Needs root (debootstrap, chroot, mounts) and the Debian mirror; prints a "skipped" row otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=run
if [ "${1:-}" = --test ]; then mode=test; shift; fi
port=${1:-21$((RANDOM % 900 + 100))}
skip() { echo "| fresh Debian bookworm machine | skipped: $1 |"; exit 0; }
[ "$(id -u)" -eq 0 ] || skip "needs root"
if ! command -v debootstrap >/dev/null; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null 2>&1 ||
    skip "debootstrap could not be installed"
fi

work=$(mktemp -d /var/tmp/aurum-fresh.XXXXXX)
root=$work/root
mounts=()
cleanup() {
  # Every process still running inside the chroot (the served `make run`): its root is $root.
  for proc in /proc/[0-9]*; do
    [ "$(readlink "$proc/root" 2>/dev/null)" = "$root" ] && kill -TERM "${proc#/proc/}" 2>/dev/null || true
  done
  sleep 1
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -l "${mounts[i]}" 2>/dev/null || true; done
  # Never follow into a mount that could not be undone (the host's /dev, /proc, /sys).
  if ! grep -q " $root/" /proc/mounts; then rm -rf --one-file-system "$work"; fi
}
trap cleanup EXIT

mirror=$(sed -n 's/^URIs: *\(http[^ ]*debian\)$/\1/p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -1)
debootstrap bookworm "$root" "${mirror:-http://deb.debian.org/debian}" >"$work/debootstrap.log" 2>&1 ||
  skip "debootstrap failed ($(tail -1 "$work/debootstrap.log"))"
[ -f /etc/apt/sources.list.d/debian.sources ] &&
  cp /etc/apt/sources.list.d/debian.sources "$root/etc/apt/sources.list.d/" && rm -f "$root/etc/apt/sources.list"
cp /etc/resolv.conf "$root/etc/"
# ca-certificates, installed in the chroot by the first apt step, adds these to its bundle.
mkdir -p "$root/usr/local/share/ca-certificates"
cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/" 2>/dev/null || true
[ -f "$HOME/.npmrc" ] && grep -E '^cafile' "$HOME/.npmrc" >"$root/root/.npmrc" || true
for m in proc sys dev dev/pts; do mount --bind "/$m" "$root/$m" && mounts+=("$root/$m"); done
mount -t tmpfs tmpfs "$root/dev/shm" && mounts+=("$root/dev/shm")
git clone --quiet . "$root/root/aurum"

cat >"$root/root/fresh-run.sh" <<EOF
#!/bin/bash
export HOME=/root LANG=C.UTF-8 PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
stamp() { while IFS= read -r line; do printf '%s %s\n' "\$(date +%s%3N)" "\$line"; done; }
t0=\$(date +%s%3N)
apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends git make ca-certificates >/dev/null
echo "prereq \$(( \$(date +%s%3N) - t0 ))"
cd /root/aurum
echo "start \$(date +%s%3N)"
if [ $mode = test ]; then
  make --no-print-directory test 2>&1 | stamp >/root/make-test.log
  echo "rc \${PIPESTATUS[0]}"; echo "done \$(date +%s%3N)"; exit 0
fi
AURUM_PORT=$port AURUM_BIND=127.0.0.1 AURUM_LOG_LEVEL=warn make --no-print-directory run 2>&1 | stamp >/root/make-run.log &
for _ in \$(seq 7200); do
  if command -v curl >/dev/null && curl -sf -o /dev/null http://127.0.0.1:$port/; then
    echo "served \$(date +%s%3N)"; exit 0
  fi
  jobs %1 >/dev/null 2>&1 || { echo "exited"; exit 1; }
  sleep 0.25
done
echo "timeout"; exit 1
EOF
chmod +x "$root/root/fresh-run.sh"
# The environment (this machine's CA variables among it) passes into the chroot as it is.
if ! chroot "$root" /root/fresh-run.sh >"$work/result" 2>"$work/stderr"; then
  echo "| fresh Debian bookworm machine | failed: $(tail -1 "$work/result") |"
  tail -30 "$root/root/make-run.log" >&2
  exit 1
fi

get() { sed -n "s/^$1 //p" "$work/result"; }
if [ $mode = test ]; then
  cp "$root/root/make-test.log" "${FRESH_TEST_LOG:-/var/tmp/aurum-fresh-make-test.log}"
  echo "| fresh Debian bookworm machine: \`make test\` (after \`apt-get install git make\`) | exit $(get rc), **$(( ($(get done) - $(get start)) / 1000 )) s** |"
  # scripts/test.sh prints each step's name ("==> …", a step's own lines may follow) and then its
  # wall time ("    (N s)").
  first=$(grep -m1 -E '^[0-9]+ ==> starting a throwaway PostgreSQL' "$root/root/make-test.log" | cut -d' ' -f1)
  [ -n "$first" ] && echo "| … Debian packages, Node, npm modules, the web build | $(( (first - $(get start)) / 1000 )) s |"
  sed -E 's/^[0-9]+ //' "$root/root/make-test.log" | awk '/^==> starting a throwaway PostgreSQL/ {on=1}
    on && /^==> / && step == "" {step=substr($0,5)}
    on && /^    \([0-9]+ s\)$/ {t=$0; gsub(/[ ()]/, "", t); sub(/s$/, " s", t); print "| … " step " | " t " |"; step=""}'
  exit 0
fi
log=$root/root/make-run.log
# The first timestamp of a line matching $1 in make run's output (empty when none).
at() { grep -m1 -E "^[0-9]+ $1" "$log" | cut -d' ' -f1; }
start=$(get start) served=$(get served)
span() { [ -n "$1" ] && [ -n "$2" ] && echo "$(( ($2 - $1) / 1000 )) s" || echo "–"; }
apt_end=$(grep -E '^[0-9]+ (Setting up|Processing triggers)' "$log" | tail -1 | cut -d' ' -f1)
apt_end=${apt_end:-$start}
build_start=$(at '(-- |\[1/)')
web_start=$(at '==> building web app')
echo "| fresh Debian bookworm machine: \`make run\` to the first page (after \`apt-get install git make\`, $(( $(get prereq) / 1000 )) s) | **$(span "$start" "$served")** |"
echo "| … of which Debian packages (apt) | $(span "$start" "$apt_end") |"
echo "| … of which Node 20 and the npm modules | $(span "$apt_end" "$build_start") |"
echo "| … of which the server build (no ccache) | $(span "$build_start" "$web_start") |"
echo "| … of which the web build and the first start | $(span "$web_start" "$served") |"
