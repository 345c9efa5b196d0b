#!/usr/bin/env bash
# shellcheck disable=SC2154  # w_* and d_* are set by stop_load (printf -v, eval)
# Failure test of the local cluster (issue 15). Brings up scripts/cluster.sh in var/cluster-test,
# then, each scenario under load (wrk driving GET /api/products through HAProxy and counting every
# answer, bench/cluster/count.lua; buyers checking out and WebSocket clients on /api/ws through
# HAProxy, bench/cluster/driver.mjs):
#   kill-instance    kill -9 of one aurum instance: no failed GET at the balancer, no acknowledged
#                    order lost or doubled, the WebSocket clients are back (on another instance)
#                    within 5 s
#   drain            SIGTERM of one instance, then started again: no failed request at all
#   rolling-restart  (--full) each instance in turn: SIGTERM, wait for its exit, start it, wait until
#                    HAProxy sees it up; no failed request at all
#   db-failover      SIGKILL of the PostgreSQL primary (its pg_autoctl and every postgres process):
#                    the standby is promoted, the instances write again within 30 s, every order
#                    acknowledged (before the failure too) is there; what fails in the gap is a 503
#                    with Retry-After, never a 500 or a hang. --full then starts the lost node
#                    again and waits until it is the synchronous standby
# and prints one line per scenario, e.g.
#   scenario=kill-instance requests=... failed=... failed_get=... failed_post=... status_503=...
#     status_500=... hangs=... orders_acknowledged=... orders_found=... orders_doubled=...
#     ws_drops=... ws_reconnect_s=... [failover_s=... promoted_s=...] result=pass
# (failed: answers not 2xx/3xx and requests with no answer, wrk's and the buyers' together; a buyer
# retries a failed step with the same Idempotency-Key.)
#   scripts/cluster-test.sh --smoke   2 instances, short phases, one SIGTERM (make test; <= 3 min)
#   scripts/cluster-test.sh --full    3 instances, longer phases, the rolling restart and the
#                                     rejoin of the lost PostgreSQL node (make bench)
# Exits 1 when a check fails. The cluster is removed at the end (CLUSTER_TEST_KEEP=1: kept after a
# failure, logs in var/cluster-test/*/log).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:---smoke}
case $mode in
  --smoke) instances=2 buyers=3 ws=6 phase=8 ;;
  --full) instances=3 buyers=6 ws=12 phase=30 ;;
  *)
    echo "usage: $0 --smoke|--full" >&2
    exit 2
    ;;
esac
started=$SECONDS
export CLUSTER_DIR=$PWD/var/cluster-test
cluster() { scripts/cluster.sh "$@"; }
work=$(mktemp -d /tmp/aurum-cluster-test.XXXXXX)
failed_scenarios=()
driver_pid='' wrk_pid=''

logs=$PWD/var/cluster-test-logs
cleanup() {
  local rc=$?
  if ((rc != 0)) && ! ((${#failed_scenarios[@]})); then
    failed_scenarios+=(error)
    echo "cluster-test $mode: FAILED: stopped with status $rc ($((SECONDS - started)) s)"
  fi
  # Only what this script started.
  [ -n "$wrk_pid" ] && kill -TERM "$wrk_pid" 2>/dev/null || true
  [ -n "$driver_pid" ] && kill -KILL "$driver_pid" 2>/dev/null || true
  if ((${#failed_scenarios[@]})); then
    # Every component's log, HAProxy's configuration, wrk's and the driver's output.
    rm -rf "$logs"
    mkdir -p "$logs"
    (cd "$CLUSTER_DIR" 2>/dev/null && find . \( -name log -o -name setup.log -o -name haproxy.cfg -o -name aurum.env \) \
      -not -path './*/data/*' -exec cp --parents {} "$logs" \;) || true
    cp "$work"/* "$logs" 2>/dev/null || true
    echo "logs of the failed run in $logs"
    if [ -n "${CLUSTER_TEST_KEEP:-}" ]; then
      echo "cluster kept in $CLUSTER_DIR (CLUSTER_DIR=$CLUSTER_DIR scripts/cluster.sh down removes it)"
      return
    fi
  fi
  cluster down >/dev/null || true
  rm -rf "$work"
}
abort() { # SCENARIO: a scenario that could not run
  failed_scenarios+=("$1")
  echo "cluster-test $mode: FAILED: $1 could not run ($((SECONDS - started)) s)"
  exit 1
}
trap cleanup EXIT

# ---- tools --------------------------------------------------------------------------------------
if ! command -v wrk >/dev/null; then
  if [ "$(id -u)" -eq 0 ]; then sudo=; else sudo=sudo; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends wrk
fi
[ -d bench/cluster/node_modules/ws ] ||
  npm ci --prefix bench/cluster --no-audit --no-fund --loglevel=error >/dev/null

# The buyers are unverified accounts buying all day, and all sign up from one address: lift the
# trading limits and the sign-up rate (they have their own tests).
export AURUM_LIMIT_UNVERIFIED_DAILY=1000000000 AURUM_LIMIT_UNVERIFIED_MONTHLY=1000000000
export AURUM_AML_MAX_ORDERS_PER_HOUR=100000 AURUM_REGISTRATIONS_PER_HOUR=100000

now_ms() { date +%s%3N; }
secs_since() { awk -v a="$1" -v b="$(now_ms)" 'BEGIN { printf "%.1f", (b - a) / 1000 }'; }

# ---- load ---------------------------------------------------------------------------------------
start_load() { # NAME
  local name=$1 deadline
  node bench/cluster/driver.mjs --url "$url" --buyers "$buyers" --ws "$ws" \
    >"$work/$name.driver" 2>"$work/$name.driver.err" &
  driver_pid=$!
  deadline=$((SECONDS + 90))
  until grep -q '^ready' "$work/$name.driver" 2>/dev/null; do
    if ! kill -0 "$driver_pid" 2>/dev/null || ((SECONDS > deadline)); then
      echo "the driver did not get ready:" >&2
      cat "$work/$name.driver.err" >&2
      return 1
    fi
    sleep 0.2
  done
  WRK_DELAY_MS=${WRK_DELAY_MS:-2} wrk -t1 -c"${WRK_CONNECTIONS:-4}" -d3600s --timeout 10s \
    -s bench/cluster/count.lua "$url/api/products" >"$work/$name.wrk" 2>&1 &
  wrk_pid=$!
}

stop_load() { # NAME: stop wrk and the driver, read their counts into w_* and d_*
  local name=$1 deadline
  kill -INT "$wrk_pid" 2>/dev/null || true
  wait "$wrk_pid" || true
  wrk_pid=
  kill -TERM "$driver_pid" 2>/dev/null || true
  deadline=$((SECONDS + 150))
  while kill -0 "$driver_pid" 2>/dev/null && ((SECONDS < deadline)); do sleep 0.2; done
  kill -KILL "$driver_pid" 2>/dev/null || true
  wait "$driver_pid" || true
  driver_pid=
  local line
  line=$(grep '^WRK ' "$work/$name.wrk" || true)
  [ -n "$line" ] || {
    echo "wrk printed no counts:" >&2
    cat "$work/$name.wrk" >&2
    return 1
  }
  for k in requests non_2xx_3xx status_500 status_503 status_503_without_retry_after socket_errors timeout; do
    printf -v "w_$k" '%s' "$(grep -o " $k=[0-9]*" <<<" ${line#WRK }" | cut -d= -f2)"
  done
  line=$(grep '^RESULT ' "$work/$name.driver" || true)
  [ -n "$line" ] || {
    echo "the driver printed no result:" >&2
    cat "$work/$name.driver.err" >&2
    return 1
  }
  eval "$(node -e '
    const r = JSON.parse(process.argv[1].slice(7));
    for (const [k, v] of Object.entries(r)) {
      if (typeof v === "number") console.log(`d_${k}=${v}`);
      else if (v === null) console.log(`d_${k}=-`);
      else console.log(`d_${k}=${JSON.stringify(JSON.stringify(v))}`);
    }' "$line")"
}

# ---- checks and the summary line ----------------------------------------------------------------
problems=()
check() { # DESCRIPTION CONDITION (an awk expression over numbers)
  awk "BEGIN { exit !($2) }" || problems+=("$1")
}
report() { # NAME EXTRA_FIELDS...
  local name=$1
  shift
  local failed_get=$((w_non_2xx_3xx + w_socket_errors + d_failed_get))
  local doubled=$((d_orders_duplicated + (d_orders_extra > d_confirms_uncertain ? d_orders_extra - d_confirms_uncertain : 0)))
  local result=pass
  ((${#problems[@]})) && result=FAIL
  echo "scenario=$name requests=$((w_requests + d_requests)) failed=$((failed_get + d_failed_post))" \
    "failed_get=$failed_get failed_post=$d_failed_post status_503=$((w_status_503 + d_status_503))" \
    "status_500=$((w_status_500 + d_status_500)) hangs=$((w_timeout + d_hangs))" \
    "orders_acknowledged=$d_orders_acknowledged orders_found=$d_orders_found orders_doubled=$doubled" \
    "ws_drops=$d_ws_drops ws_reconnect_s=$d_ws_reconnect_max_s${*:+ $*} result=$result"
  if ((${#problems[@]})); then
    local p
    for p in "${problems[@]}"; do echo "  FAIL $name: $p"; done
    echo "  statuses: wrk $(grep '^WRK ' "$work/$name.wrk" | cut -d' ' -f2-); buyers $d_statuses; rejected $d_rejected"
    failed_scenarios+=("$name")
  else
    echo "  detail: wrk $(grep '^WRK ' "$work/$name.wrk" | cut -d' ' -f2-); buyers $d_statuses"
    [ "$d_rejected" = '{}' ] || echo "  note $name: answers the buyers did not expect: $d_rejected"
  fi
  problems=()
}
check_orders() {
  check "every acknowledged order is listed ($d_orders_found of $d_orders_acknowledged found)" \
    "$d_orders_missing == 0"
  check "no order doubled ($d_orders_duplicated listed twice, $d_orders_extra not acknowledged, $d_confirms_uncertain confirms without an answer)" \
    "$d_orders_duplicated == 0 && $d_orders_extra <= $d_confirms_uncertain"
}
check_ws() {
  check "WebSocket clients back within 5 s (longest $d_ws_reconnect_max_s s)" "$d_ws_reconnect_max_s <= 5"
  check "every WebSocket client connected at the end ($d_ws_connected_at_stop of $d_ws_clients)" \
    "$d_ws_connected_at_stop == $d_ws_clients"
}
check_no_failure() {
  check "no failed request (wrk: $w_non_2xx_3xx not 2xx/3xx, $w_socket_errors socket errors; buyers: $d_failed_get GET, $d_failed_post POST)" \
    "$w_non_2xx_3xx + $w_socket_errors + $d_failed_get + $d_failed_post == 0"
}

# ---- the cluster --------------------------------------------------------------------------------
echo "==> cluster-test $mode: scripts/cluster.sh up --instances $instances (CLUSTER_DIR=var/cluster-test)"
cluster down >/dev/null 2>&1 || true # a cluster a failed run left
t=$(now_ms)
if ! cluster up --instances "$instances" >"$work/up.log" 2>&1; then
  cat "$work/up.log"
  failed_scenarios+=(up)
  echo "cluster-test $mode: FAILED: scripts/cluster.sh up"
  exit 1
fi
url=$(tail -1 "$work/up.log" | sed -n 's/^AURUM_CLUSTER_URL=//p')
[ -n "$url" ] || {
  cat "$work/up.log"
  abort up
}
grep -i warning "$work/up.log" || true
echo "cluster up in $(secs_since "$t") s at $url"
cluster status | sed 's/^/  /'

# ---- 1. kill -9 of an instance ------------------------------------------------------------------
echo "==> kill-instance: kill -9 aurum1 under load"
start_load kill-instance || abort kill-instance
sleep 2
kill -USR1 "$driver_pid"
cluster kill aurum1 >/dev/null || abort kill-instance
sleep "$phase"
stop_load kill-instance || abort kill-instance
check "no failed GET at the balancer (wrk: $w_non_2xx_3xx not 2xx/3xx, $w_socket_errors socket errors; buyers: $d_failed_get)" \
  "$w_non_2xx_3xx + $w_socket_errors + $d_failed_get == 0"
check "no 500 and no hang" "$w_status_500 + $d_status_500 + $w_timeout + $d_hangs == 0"
check_orders
check_ws
((d_ws_drops > 0)) || echo "  note: no WebSocket client was on aurum1 (reconnection not exercised)"
report kill-instance
t=$(now_ms)
cluster start aurum1 >/dev/null || abort kill-instance
echo "  aurum1 started again, up at HAProxy after $(secs_since "$t") s"

# ---- 2. SIGTERM drains an instance (and, --full, a rolling restart) -----------------------------
echo "==> drain: SIGTERM aurum$instances under load, then start it again"
start_load drain || abort drain
sleep 2
kill -USR1 "$driver_pid"
t=$(now_ms)
cluster stop "aurum$instances" >/dev/null || abort drain
stop_s=$(secs_since "$t")
t=$(now_ms)
cluster start "aurum$instances" >/dev/null || abort drain
start_s=$(secs_since "$t")
sleep 2
stop_load drain || abort drain
check_no_failure
check "no 500 and no hang" "$w_status_500 + $d_status_500 + $w_timeout + $d_hangs == 0"
check_orders
check_ws
report drain "exit_s=$stop_s restart_s=$start_s"

if [ "$mode" = --full ]; then
  echo "==> rolling-restart: each of the $instances instances in turn under load"
  start_load rolling-restart || abort rolling-restart
  sleep 5
  t=$(now_ms)
  for ((i = 1; i <= instances; i++)); do
    cluster stop "aurum$i" >/dev/null || abort rolling-restart
    cluster start "aurum$i" >/dev/null || abort rolling-restart
  done
  roll_s=$(secs_since "$t")
  sleep 5
  stop_load rolling-restart || abort rolling-restart
  check_no_failure
  check "no 500 and no hang" "$w_status_500 + $d_status_500 + $w_timeout + $d_hangs == 0"
  check_orders
  check_ws
  report rolling-restart "restart_all_s=$roll_s"
fi

# ---- 3. the PostgreSQL primary lost -------------------------------------------------------------
# (`cluster status` is read whole before it is searched: with pipefail, a reader that stops early
# would fail the pipeline.)
st=$(cluster status) || abort db-failover
primary=$(awk '$1 == "postgres-primary" { print $2; exit }' <<<"$st")
standby=$(awk '$1 == "postgres-standby" { print $2; exit }' <<<"$st")
echo "==> db-failover: kill -9 of the PostgreSQL primary ($primary: pg_autoctl and postgres) under load"
start_load db-failover || abort db-failover
sleep 3
kill -USR1 "$driver_pid"
t=$(now_ms)
cluster kill "$primary" >/dev/null || abort db-failover
promoted_s=-
deadline=$((SECONDS + 60))
while ((SECONDS < deadline)); do
  st=$(cluster status || true)
  if grep -q "^postgres-primary $standby .* up$" <<<"$st"; then
    promoted_s=$(secs_since "$t")
    break
  fi
  sleep 0.3
done
# Then until HAProxy has every instance ready again (their /readyz reaches the new primary), and a
# few seconds of writes after that.
ready_s=-
if [ "$promoted_s" != - ]; then
  . "$CLUSTER_DIR/cluster.env"
  while ((SECONDS < deadline)); do
    states=$(curl -fsS --max-time 2 "http://127.0.0.1:$STATS_PORT/stats;csv" 2>/dev/null |
      awk -F, '$1 == "aurum" && $2 ~ /^aurum[0-9]+$/ { print $18 }' || true)
    if [ -n "$states" ] && ! grep -qv '^UP$' <<<"$states"; then
      ready_s=$(secs_since "$t")
      break
    fi
    sleep 0.3
  done
fi
sleep 4
stop_load db-failover || abort db-failover
check "the standby was promoted (within 60 s)" "\"$promoted_s\" != \"-\""
check "writes acknowledged again within 30 s of the kill (failover_s=$d_failover_s)" \
  "\"$d_failover_s\" != \"-\" && $( [ "$d_failover_s" = - ] && echo 999 || echo "$d_failover_s") <= 30"
check "no 500 and no hang (500: $w_status_500 wrk, $d_status_500 buyers; hangs: $w_timeout wrk, $d_hangs buyers)" \
  "$w_status_500 + $d_status_500 + $w_timeout + $d_hangs == 0"
check "every 503 says Retry-After ($w_status_503_without_retry_after wrk, $d_status_503_without_retry_after buyers without)" \
  "$w_status_503_without_retry_after + $d_status_503_without_retry_after == 0"
check "no failure but 503 (wrk: $w_non_2xx_3xx not 2xx/3xx of which $w_status_503 are 503, $w_socket_errors socket errors; buyers: $((d_failed_get + d_failed_post)) failed of which $d_status_503 are 503)" \
  "$w_non_2xx_3xx - $w_status_503 + $w_socket_errors + $d_failed_get + $d_failed_post - $d_status_503 == 0"
check_orders
report db-failover "failover_s=$d_failover_s promoted_s=$promoted_s instances_ready_s=$ready_s"

if [ "$mode" = --full ] && [ "$promoted_s" != - ]; then
  echo "==> rejoin: $primary started again"
  t=$(now_ms)
  cluster start "$primary" >/dev/null || abort rejoin
  rejoin_s=-
  deadline=$((SECONDS + 120))
  . "$CLUSTER_DIR/cluster.env"
  st=$(cluster status)
  new_port=$(awk -v n="$standby" '$2 == n { print $4 }' <<<"$st")
  while ((SECONDS < deadline)); do
    st=$(cluster status || true)
    if grep -q "^postgres-standby $primary .* up$" <<<"$st" &&
      [ -n "$(psql -X -At "postgresql://postgres@127.0.0.1:$new_port/aurum?connect_timeout=2" \
        -c "select 1 from pg_stat_replication where sync_state in ('sync', 'quorum')" 2>/dev/null)" ]; then
      rejoin_s=$(secs_since "$t")
      break
    fi
    sleep 0.5
  done
  echo "scenario=rejoin node=$primary synchronous_standby_again_s=$rejoin_s result=$([ "$rejoin_s" != - ] && echo pass || echo FAIL)"
  [ "$rejoin_s" != - ] || failed_scenarios+=(rejoin)
fi

total=$((SECONDS - started))
if ((${#failed_scenarios[@]})); then
  echo "cluster-test $mode: FAILED: ${failed_scenarios[*]} (${total} s)"
  exit 1
fi
echo "cluster-test $mode: passed in ${total} s"
