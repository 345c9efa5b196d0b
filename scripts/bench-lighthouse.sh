#!/usr/bin/env bash
# Lighthouse (npm, run on Debian's Chromium) for the landing page `/` on the mobile preset
# (simulated slow 4G, 4x CPU slowdown) and the desktop preset, and for the client dashboard
# `/dashboard` signed in as the demo client. Prints one markdown table of medians over LH_RUNS
# runs per row (default 3): performance, LCP, TBT, CLS, accessibility, best practices, SEO.
#
# Lighthouse is installed into .cache/lighthouse (not web/package.json, so `make test` never needs
# it): 12.x, the last major that runs on Node 20 (13 needs Node >= 22.19).
# Env: BUILD_DIR (aurum binary, default build), AURUM_WEB_ROOT (default web/dist), LH_RUNS,
# CHROME_PATH (default /usr/bin/chromium), LH_KEEP=dir to keep the JSON reports.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
build=${BUILD_DIR:-build}
web_root=${AURUM_WEB_ROOT:-web/dist}
runs=${LH_RUNS:-3}
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
lh_version=12.8.2
lh_dir=$repo/.cache/lighthouse
lh=$lh_dir/node_modules/.bin/lighthouse

if [ ! -x "$CHROME_PATH" ] || [ ! -f "$web_root/index.html" ] || [ ! -x "$build/aurum" ]; then
  echo "skipped: needs $build/aurum (make server), $web_root (make web) and Chromium at $CHROME_PATH"
  exit 0
fi
if [ ! -x "$lh" ] || ! grep -q "\"version\": \"$lh_version\"" "$lh_dir/node_modules/lighthouse/package.json"; then
  mkdir -p "$lh_dir"
  npm install --prefix "$lh_dir" --no-save --no-audit --no-fund --loglevel=error "lighthouse@$lh_version" >&2
fi

tmp=$(mktemp -d)
pid=
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT

port=$(scripts/free_port.py)
base="http://127.0.0.1:$port"
# The origin Lighthouse visits is the site's: the pages' canonical links name it (SEO's canonical
# audit fails a link to another host, and a loopback demo's own default is localhost).
AURUM_LOG_LEVEL=warn "$build/aurum" serve --port "$port" --bind 127.0.0.1 --database-url "$tmp/lighthouse.db" \
  --env demo --web-root "$web_root" --public-origin "$base" >"$tmp/serve.log" 2>&1 &
pid=$!
scripts/wait_ready.py "$base/readyz" --timeout 30 --pid "$pid" ||
  { echo "aurum did not start:" >&2; cat "$tmp/serve.log" >&2; exit 1; }

# The demo client's session (server/src/app/seed.cpp), sent by Lighthouse as an extra header.
# Unsafe API calls need an Origin matching the server.
curl -fs -o /dev/null -c "$tmp/jar" -H "Origin: $base" -H 'Content-Type: application/json' \
  -d '{"email":"demo.client@aurum.example","password":"DemoClient2024!"}' "$base/api/auth/login"
session=$(awk '$6 == "aurum_session" { print $7 }' "$tmp/jar")
[ -n "$session" ] || { echo "could not sign in as the demo client" >&2; exit 1; }
printf '{"Cookie": "aurum_session=%s"}' "$session" >"$tmp/signed-in.json"

chrome_flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking \
--disable-component-update --disable-sync --no-first-run"

audit() {  # audit NAME PATH PRESET [extra lighthouse args...]
  local name=$1 path=$2 preset=$3
  shift 3
  local args=()
  [ "$preset" = desktop ] && args+=(--preset=desktop)
  # A run that fails, or ends in one of Lighthouse's trace errors (NO_NAVSTART: a report with a
  # runtimeError and no scores), is run again, up to twice, so each row has its runs.
  local i try out
  for i in $(seq "$runs"); do
    out="$tmp/$name-$preset-$i.json"
    for try in 1 2 3; do
      if "$lh" "$base$path" "${args[@]}" "$@" --quiet --chrome-flags="$chrome_flags" \
        --only-categories=performance,accessibility,best-practices,seo \
        --output=json --output-path="$out" >/dev/null 2>"$tmp/$name-$preset-$i.log" &&
        node -e 'process.exit(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).runtimeError ? 1 : 0)' "$out"; then
        break
      fi
      echo "lighthouse failed for $path ($preset), run $i, try $try:" \
        "$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).runtimeError?.code ?? "")' "$out" 2>/dev/null)" >&2
      tail -5 "$tmp/$name-$preset-$i.log" >&2
    done
  done
}

echo "Lighthouse $lh_version, $CHROME_PATH ($("$CHROME_PATH" --version 2>/dev/null | head -1)), $runs runs per row," \
  "load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
audit landing / mobile
audit landing / desktop
audit dashboard /dashboard mobile --extra-headers="$tmp/signed-in.json"
audit dashboard /dashboard desktop --extra-headers="$tmp/signed-in.json"

[ -n "${LH_KEEP:-}" ] && mkdir -p "$LH_KEEP" && cp "$tmp"/*.json "$LH_KEEP"/

node - "$tmp" <<'EOF'
const fs = require('node:fs');
const path = require('node:path');
const dir = process.argv[2];
const median = (v) => {
  const s = v.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const rows = [
  ['/', 'landing', 'mobile'],
  ['/', 'landing', 'desktop'],
  ['/dashboard (demo client)', 'dashboard', 'mobile'],
  ['/dashboard (demo client)', 'dashboard', 'desktop'],
];
const score = (r, c) => r.categories[c]?.score ?? NaN;
const metric = (r, a) => r.audits[a]?.numericValue ?? NaN;
console.log('| page | preset | performance | LCP | TBT | CLS | accessibility | best practices | SEO | runs |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
const failing = new Set();
for (const [label, name, preset] of rows) {
  const reports = fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(`${name}-${preset}-`) && f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((r) => !r.runtimeError);
  for (const r of reports) {
    const landed = new URL(r.finalDisplayedUrl).pathname;
    if (name === 'dashboard' && landed !== '/dashboard') console.error(`warning: /dashboard ended on ${landed}`);
    for (const c of Object.values(r.categories)) {
      if (c.score === 1) continue;
      for (const ref of c.auditRefs) {
        const a = r.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
          failing.add(`${label} ${preset}: ${c.title}: ${a.id} (${a.title}) ${a.displayValue ?? ''}`.trim());
      }
    }
  }
  const cat = (c) => median(reports.map((r) => score(r, c))).toFixed(2);
  const ms = (a) => `${Math.round(median(reports.map((r) => metric(r, a))))} ms`;
  console.log(
    `| ${label} | ${preset} | ${cat('performance')} | ${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} | ` +
      `${median(reports.map((r) => metric(r, 'cumulative-layout-shift'))).toFixed(3)} | ${cat('accessibility')} | ` +
      `${cat('best-practices')} | ${cat('seo')} | ${reports.length} |`,
  );
}
if (failing.size) {
  console.log('\nAudits below 1 in any run:');
  for (const f of failing) console.log(`- ${f}`);
}
EOF
