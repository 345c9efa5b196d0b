#!/usr/bin/env bash
# Catalogue at nginx speed (issue 14): GET /api/products from Aurum and the same bytes from nginx,
# both pinned to core 0 (`taskset -c 0`; nginx `worker_processes 1`), wrk pinned to core 1
# (`wrk -t2 -c64 -d${BENCH_SECONDS}s --latency`), for identity, `Accept-Encoding: gzip` and
# `Accept-Encoding: br`. nginx serves the body Aurum sent, saved to a file, with Aurum's
# Content-Type, Cache-Control and security headers (add_header), and the gzip body Aurum sent as a
# precompressed .gz (gzip_static). Debian's nginx has no brotli module, so the br row compares
# Aurum's br against nginx's gzip_static. Then /api/real-time-prices and /api/market-prices
# (Aurum only). Prints markdown tables; one run measures both servers side by side.
#   BENCH_SECONDS=10 AURUM_BIN=build/aurum scripts/bench-catalogue.sh
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
seconds=${BENCH_SECONDS:-10}
bin=${AURUM_BIN:-}
if [ -z "$bin" ]; then
  flock /tmp/aurum-build.lock cmake --build "$build" --target aurum >/dev/null
  bin="$build/aurum"
fi
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  echo "==> installing nginx (Debian)"
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; else sudo=; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends nginx >/dev/null
fi
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

tmp=$(mktemp -d)
chmod 755 "$tmp"  # nginx's worker (nobody when started as root) reads the files
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  rm -rf "$tmp"
}
trap cleanup EXIT

aport=$((20000 + RANDOM % 20000))
nport=$((aport + 1))
AURUM_LOG_LEVEL=warn taskset -c 0 "$bin" serve --port "$aport" --bind 127.0.0.1 \
  --database-url "$tmp/catalogue.db" --env demo --web-root "$tmp/no-web" >"$tmp/aurum.log" 2>&1 &
apid=$!
pids+=($apid)
scripts/wait_ready.py "http://127.0.0.1:$aport/readyz" --timeout 20 --pid "$apid" ||
  { echo "aurum did not start:"; cat "$tmp/aurum.log"; exit 1; }

# The exact bytes Aurum serves, identity and gzip, and its headers for nginx's add_header lines.
mkdir -p "$tmp/www/api"
# One response (prices move every tick): its gzip body, and that body decompressed as the identity.
curl -fs -D "$tmp/headers" -H 'Accept-Encoding: gzip' -o "$tmp/www/api/products.gz" \
  "http://127.0.0.1:$aport/api/products"
gzip -dc "$tmp/www/api/products.gz" >"$tmp/www/api/products"
chmod -R a+rX "$tmp/www"
header() { awk -v n="$1" 'BEGIN{IGNORECASE=1} index(tolower($0), tolower(n) ":")==1 {sub(/^[^:]*: */, ""); sub(/\r$/, ""); print; exit}' "$tmp/headers"; }
add_headers=""
for h in Cache-Control Content-Security-Policy X-Content-Type-Options X-Frame-Options Referrer-Policy \
  Permissions-Policy Cross-Origin-Opener-Policy; do
  v=$(header "$h")
  [ -n "$v" ] && add_headers+="      add_header $h \"$v\" always;"$'\n'
done
mkdir -p "$tmp/nginx/logs"
cat >"$tmp/nginx/nginx.conf" <<EOF
worker_processes 1;
pid $tmp/nginx/nginx.pid;
error_log $tmp/nginx/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_requests 1000000;
  keepalive_timeout 30s;
  client_body_temp_path $tmp/nginx/body;
  proxy_temp_path $tmp/nginx/proxy;
  fastcgi_temp_path $tmp/nginx/fastcgi;
  uwsgi_temp_path $tmp/nginx/uwsgi;
  scgi_temp_path $tmp/nginx/scgi;
  server {
    listen 127.0.0.1:$nport reuseport;
    root $tmp/www;
    location = /api/products {
      types { }
      default_type "$(header Content-Type)";
      gzip_static on;
      gzip_vary on;
$add_headers    }
  }
}
EOF
taskset -c 0 "$nginx_bin" -p "$tmp/nginx" -c "$tmp/nginx/nginx.conf" -g 'daemon off;' \
  >"$tmp/nginx/out.log" 2>&1 &
nmaster=$!
pids+=($nmaster)
scripts/wait_ready.py "http://127.0.0.1:$nport/api/products" --timeout 5 --pid "$nmaster" ||
  { echo "nginx did not start:"; cat "$tmp/nginx/out.log" "$tmp/nginx/logs/error.log"; exit 1; }
npids="$nmaster $(pgrep -P "$nmaster" | tr '\n' ' ')"

# What one request returns: "<content-encoding or identity> <body bytes>".
probe() {  # probe URL [ACCEPT_ENCODING]
  local args=(-s -o "$tmp/probe.body" -D "$tmp/probe.head")
  [ -n "${2:-}" ] && args+=(-H "Accept-Encoding: $2")
  curl "${args[@]}" "$1"
  local enc
  enc=$(awk 'BEGIN{IGNORECASE=1} tolower($1)=="content-encoding:" {sub(/\r$/, "", $2); print $2}' "$tmp/probe.head")
  echo "${enc:-identity} $(stat -c %s "$tmp/probe.body")"
}
# CPU time (clock ticks) used so far by a process and its children's threads: the server's cost,
# which the other processes on a busy machine do not change (req/s they do).
cpu_ticks() {  # cpu_ticks PID...
  local total=0 p
  for p in "$@"; do
    for t in /proc/"$p"/task/*/stat; do
      total=$((total + $(awk '{print $14 + $15}' "$t" 2>/dev/null || echo 0)))
    done
  done
  echo "$total"
}
run_wrk() {  # run_wrk URL ACCEPT_ENCODING PID... -> "req/s p50 p99 non2xx cpu-us-per-request"
  local url=$1 ae=$2
  shift 2
  local args=(-t2 -c64 -d"${seconds}s" --latency)
  [ -n "$ae" ] && args+=(-H "Accept-Encoding: $ae")
  local out before after
  before=$(cpu_ticks "$@")
  out=$(taskset -c 1 wrk "${args[@]}" "$url")
  after=$(cpu_ticks "$@")
  local rps p50 p99 bad reqs
  rps=$(awk '/Requests\/sec/ {printf "%.0f", $2}' <<<"$out")
  reqs=$(awk '/requests in/ {print $1}' <<<"$out")
  p50=$(awk '$1=="50%" {print $2}' <<<"$out")
  p99=$(awk '$1=="99%" {print $2}' <<<"$out")
  bad=$(awk '/Non-2xx/ {print $NF}' <<<"$out")
  local cpu
  cpu=$(awk -v t=$((after - before)) -v n="$reqs" -v hz="$(getconf CLK_TCK)" \
    'BEGIN { if (n > 0) printf "%.1f", t / hz * 1e6 / n; else print "-" }')
  echo "$rps $p50 $p99 ${bad:-0} $cpu"
}

echo "Machine: $(nproc) cores; servers on core 0, wrk -t2 -c64 -d${seconds}s on core 1; $(nginx -v 2>&1)"
echo "Load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "### GET /api/products: Aurum vs nginx (same bytes, same headers, same core)"
echo
echo "CPU µs/req: the server's own CPU time (all threads, user + system) over the run / requests served;"
echo "unlike req/s it does not depend on what else runs on core 0."
echo
echo "| variant | Aurum req/s | nginx req/s | ratio | Aurum CPU µs/req | nginx CPU µs/req | CPU ratio (nginx/Aurum) | Aurum p50 / p99 | nginx p50 / p99 | Aurum body | nginx body |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
for variant in identity gzip br; do
  ae=""; nae=""
  [ "$variant" != identity ] && ae=$variant
  [ "$variant" = gzip ] && nae=gzip
  [ "$variant" = br ] && nae=gzip
  a_body=$(probe "http://127.0.0.1:$aport/api/products" "$ae")
  n_body=$(probe "http://127.0.0.1:$nport/api/products" "$nae")
  read -r a_rps a_p50 a_p99 a_bad a_cpu <<<"$(run_wrk "http://127.0.0.1:$aport/api/products" "$ae" "$apid")"
  read -r n_rps n_p50 n_p99 n_bad n_cpu <<<"$(run_wrk "http://127.0.0.1:$nport/api/products" "$nae" $npids)"
  ratio=$(awk -v a="$a_rps" -v n="$n_rps" 'BEGIN { if (n > 0) printf "%.2fx", a / n; else print "-" }')
  cratio=$(awk -v a="$a_cpu" -v n="$n_cpu" 'BEGIN { if (a > 0) printf "%.2fx", n / a; else print "-" }')
  label=$variant
  [ "$variant" = br ] && label="br (nginx: gzip_static, no brotli in Debian)"
  note=""
  [ "$a_bad" != 0 ] || [ "$n_bad" != 0 ] && note=" (non-2xx: $a_bad / $n_bad)"
  echo "| $label$note | $a_rps | $n_rps | $ratio | $a_cpu | $n_cpu | $cratio | $a_p50 / $a_p99 | $n_p50 / $n_p99 | ${a_body/ /, } B | ${n_body/ /, } B |"
done

echo
echo "### Aurum snapshots: market prices (Aurum only)"
echo
echo "| endpoint | variant | req/s | CPU µs/req | p50 / p99 | body |"
echo "|---|---|---|---|---|---|"
for path in /api/real-time-prices /api/market-prices; do
  for variant in identity gzip br; do
    ae=""
    [ "$variant" != identity ] && ae=$variant
    body=$(probe "http://127.0.0.1:$aport$path" "$ae")
    read -r rps p50 p99 bad cpu <<<"$(run_wrk "http://127.0.0.1:$aport$path" "$ae" "$apid")"
    echo "| $path | $variant | $rps | $cpu | $p50 / $p99 | ${body/ /, } B |"
  done
done
echo
echo "Load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
