#!/usr/bin/env bash
# Local scale-out and high-availability cluster (issue 15), as plain processes under var/cluster/,
# loopback only: a pg_auto_failover monitor, a PostgreSQL primary and a synchronous standby, N
# `aurum serve` instances on PostgreSQL sharing one set of key files, and HAProxy in front.
#
#   scripts/cluster.sh up [--instances N]  start it (N defaults to 3); the last line printed is
#                                          AURUM_CLUSTER_URL=http://127.0.0.1:PORT. Again while
#                                          up: changes nothing (starts only a component found down)
#   scripts/cluster.sh status              one line per component: role name pid port state
#                                          (role: monitor, postgres-primary, postgres-standby,
#                                          aurum, balancer; the PostgreSQL roles as the monitor
#                                          assigns them now; state: up or down)
#   scripts/cluster.sh kill NAME           SIGKILL every process of one component at once, as a
#                                          machine loss would (a PostgreSQL node: its pg_autoctl
#                                          and all its postgres processes)
#   scripts/cluster.sh stop NAME           SIGTERM and wait for the exit (an instance drains)
#   scripts/cluster.sh start NAME          start a stopped or killed component again; a lost
#                                          PostgreSQL node rejoins as the standby; an instance
#                                          returns once HAProxy sees it up
#   scripts/cluster.sh down                stop everything and remove var/cluster
# NAME: monitor, node1, node2, aurum1..aurumN, balancer; or primary / standby (the node that has
# that role now).
#
# CLUSTER_DIR: another directory than var/cluster (scripts/cluster-test.sh uses var/cluster-test).
# Ports: CLUSTER_PORT_BASE=B gives monitor B, node1 B+1, node2 B+2, balancer B+3, HAProxy stats
# B+4 (http://127.0.0.1:B+4/stats), aurumI B+10+I; otherwise a random free range. Every AURUM_*
# variable set when `up` runs reaches each instance (kept in var/cluster/aurum.env for `start`).
# Defaults: AURUM_TRUSTED_PROXIES=127.0.0.1/32 (HAProxy's X-Forwarded-For is believed),
# AURUM_DRAIN_SECONDS=2, AURUM_REGISTRATIONS_PER_HOUR=100000 (load tests sign up from one address),
# AURUM_LOG_LEVEL=warn (at info every health check, four a second per instance, is logged),
# AURUM_DATABASE_READ_URL = both nodes, target_session_attrs=prefer-standby.
#
# Failover timing. With pg_auto_failover's defaults the standby is promoted 30-60 s after the
# primary's machine is lost (a health check every 5 s, a node unhealthy after 20 s without a report,
# then up to 30 s for the lost primary to acknowledge its demotion). On the monitor (ALTER SYSTEM
# + reload) this cluster sets:
#   pgautofailover.health_check_period               1000 ms (default 5000): probe each node every
#                                                    second
#   pgautofailover.health_check_timeout              1000 ms (default 5000): connect timeout of a
#                                                    probe; a loopback connect takes well under 1 ms
#   pgautofailover.health_check_max_retries          1       (default 2)
#   pgautofailover.health_check_retry_delay          500 ms  (default 2000): a dead node fails its
#                                                    health check within ~2.5 s
#   pgautofailover.node_considered_unhealthy_timeout 3000 ms (default 20000): pg_autoctl reports
#                                                    every second, so three missed reports; a node
#                                                    is failed over only when its probe fails too,
#                                                    so a busy but running primary is kept
#   pgautofailover.primary_demote_timeout            5000 ms (default 30000): how long the monitor
#                                                    waits for a lost primary to acknowledge its
#                                                    demotion before promoting the standby. It must
#                                                    stay above the keepers' network partition
#                                                    timeout below, after which a primary cut off
#                                                    from both the monitor and the standby stops
#                                                    accepting writes: no split brain
# and on each data node's pg_autoctl (pg_autoctl config set):
#   timeout.network_partition_timeout                3 s     (default 20)
# Measured on a 2-core machine under load (scripts/cluster-test.sh): after kill -9 of the primary
# (its pg_autoctl and every postgres process) the monitor shows the standby promoted in 9-12.5 s and
# the buyers' orders are acknowledged again 9-12 s after the kill (defaults: about a minute).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
dir=${CLUSTER_DIR:-$root/var/cluster}
case $dir in /*) ;; *) dir=$root/$dir ;; esac
# PostgreSQL runs as the postgres user, which must reach its data directories. Under a directory it
# cannot traverse (a 0700 home, a checkout made with mktemp -d) the cluster lives in /tmp instead
# and $dir becomes a symlink to it.
link=
if [ "$(id -u)" -eq 0 ] && id postgres >/dev/null 2>&1; then
  mkdir -p "$(dirname "$dir")"
  if [ -L "$dir" ]; then
    link=$dir
    dir=$(readlink "$dir")
  elif ! runuser -u postgres -- test -x "$(dirname "$dir")" 2>/dev/null; then
    link=$dir
    dir=/tmp/aurum-cluster-$(printf '%s' "$link" | sha256sum | cut -c1-12)
  fi
fi
build=${BUILD_DIR:-build}
pgbin=/usr/lib/postgresql/15/bin
sockdir=/var/run/postgresql
nodes=(node1 node2)

say() { echo "==> $*"; }
die() {
  echo "cluster: $*" >&2
  exit 1
}

# ---- processes ----------------------------------------------------------------------------------
alive() { # PID is running (not a zombie)
  [ -n "${1:-}" ] && [ -r "/proc/$1/stat" ] && [ "$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null)" != Z ]
}
cmdline_has() { { tr '\0' ' ' <"/proc/$1/cmdline"; } 2>/dev/null | grep -qF -- "$2"; }
descendants() { # PID and every process below it
  ps -e -o pid=,ppid= | awk -v root="$1" '{ kids[$2] = kids[$2] " " $1 }
    END { q[1] = root; n = 1; i = 1
          while (i <= n) { p = q[i++]; print p; c = split(kids[p], a, " "); for (k = 1; k <= c; k++) q[++n] = a[k] } }'
}
wait_gone() { # SECONDS PID...: wait until none of the PIDs runs; 1 if some still do
  local deadline=$((SECONDS + $1)) p left
  shift
  while :; do
    left=0
    for p in "$@"; do alive "$p" && left=1; done
    ((left)) || return 0
    ((SECONDS < deadline)) || return 1
    sleep 0.1
  done
}
exit_status() { # PID of a child of this shell that ended: "status N" or "signal NAME"
  local rc=0
  wait "$1" 2>/dev/null || rc=$?
  if ((rc > 128)); then echo "signal $(kill -l "$((rc - 128))" 2>/dev/null || echo "$((rc - 128))")"; else echo "status $rc"; fi
}
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# PostgreSQL refuses to run as root: pg_autoctl and postgres run as `postgres`. pg_autoctl keeps its
# configuration, state and pid files under the node's own directory.
as_pg() { # NAME CMD...
  local name=$1
  shift
  local envs=(XDG_CONFIG_HOME="$dir/$name/config" XDG_DATA_HOME="$dir/$name/share"
    XDG_RUNTIME_DIR="$dir/$name/run" TMPDIR="$dir/$name/run" PGHOST="$sockdir")
  if [ "$(id -u)" -eq 0 ]; then
    (cd / && runuser -u postgres -- env "${envs[@]}" "$@") 9>&-
  else
    (cd / && env "${envs[@]}" "$@") 9>&-
  fi
}
psql_at() { # PORT DB SQL (as the postgres superuser over loopback; trust)
  psql -X -q -v ON_ERROR_STOP=1 "postgresql://postgres@127.0.0.1:$1/$2?connect_timeout=2" -Atc "$3"
}

# ---- state --------------------------------------------------------------------------------------
load_env() { [ -f "$dir/cluster.env" ] && . "$dir/cluster.env"; } # a complete cluster
load_any_env() { # also one that `up` left half made
  [ -f "$dir/cluster.env" ] && . "$dir/cluster.env" && return 0
  [ -f "$dir/ports.env" ] && . "$dir/ports.env"
}
port_of() {
  case $1 in
    monitor) echo "$MONITOR_PORT" ;;
    node1) echo "$NODE1_PORT" ;;
    node2) echo "$NODE2_PORT" ;;
    balancer) echo "$BALANCER_PORT" ;;
    aurum*) echo $((PORT_BASE + 10 + ${1#aurum})) ;;
  esac
}
monitor_uri() { echo "postgres://autoctl_node@127.0.0.1:$MONITOR_PORT/pg_auto_failover?sslmode=disable"; }
autoctl_pid() { # NAME: pid of the node's pg_autoctl service (`run`, or `create ... --run`), if it runs
  local p
  for p in $(pgrep -f "^pg_autoctl (run|create [a-z]+) --pgdata $dir/$1/data( |\$)" || true); do
    alive "$p" && echo "$p" && return 0
  done
  return 0
}
postmaster_pid() { # NAME: pid of the node's postmaster, if it runs
  local f=$dir/$1/data/postmaster.pid p
  [ -f "$f" ] || return 0
  p=$(head -1 "$f" 2>/dev/null || true)
  alive "$p" && cmdline_has "$p" "$dir/$1/data" && echo "$p"
  return 0
}
component_pids() { # NAME: every process of the component
  local name=$1 p pids=()
  case $name in
    monitor | node*)
      for p in $(cat "$dir/$name/pid" 2>/dev/null) $(autoctl_pid "$name") $(postmaster_pid "$name"); do
        alive "$p" && pids+=($(descendants "$p"))
      done
      ;;
    *)
      p=$(cat "$dir/$name/pid" 2>/dev/null || true)
      alive "$p" && pids+=($(descendants "$p"))
      ;;
  esac
  ((${#pids[@]})) && printf '%s\n' "${pids[@]}" | sort -un | while read -r p; do alive "$p" && echo "$p"; done
  return 0
}
main_pid() { # NAME: the pid `status` shows
  local p
  case $1 in
    monitor | node*) autoctl_pid "$1" ;;
    *)
      p=$(cat "$dir/$1/pid" 2>/dev/null || true)
      alive "$p" && echo "$p"
      return 0
      ;;
  esac
}
is_up() { # NAME
  local p
  p=$(main_pid "$1")
  [ -n "$p" ] || return 1
  case $1 in
    monitor | node*) "$pgbin/pg_isready" -q -h 127.0.0.1 -p "$(port_of "$1")" -t 2 ;;
  esac
}

# The PostgreSQL roles as the monitor has them now ("name role" lines). A node whose assigned state
# is a writable one is the primary; while the monitor cannot answer, each running node says itself
# whether it is in recovery, and a node that is down keeps the role last seen.
pg_roles() {
  local json line name role
  if "$pgbin/pg_isready" -q -h 127.0.0.1 -p "$MONITOR_PORT" -t 1 &&
    json=$(as_pg monitor timeout 5 pg_autoctl show state --monitor "$(monitor_uri)" --json 2>/dev/null) &&
    [ -n "$json" ]; then
    python3 -c '
import json, sys
writable = {"single", "wait_primary", "primary", "join_primary", "apply_settings"}
for n in json.loads(sys.argv[1]):
    print(n["nodename"], "postgres-primary" if n["assigned_group_state"] in writable else "postgres-standby")
' "$json" | while read -r name role; do
      echo "$role" >"$dir/$name/role"
      echo "$name $role"
    done
    return 0
  fi
  for name in "${nodes[@]}"; do
    if line=$(psql_at "$(port_of "$name")" postgres "select pg_is_in_recovery()" 2>/dev/null); then
      role=postgres-standby
      [ "$line" = f ] && role=postgres-primary
      echo "$role" >"$dir/$name/role"
    else
      role=$(cat "$dir/$name/role" 2>/dev/null || echo postgres-standby)
    fi
    echo "$name $role"
  done
}
node_with_role() { # postgres-primary|postgres-standby -> node name
  pg_roles | awk -v r="$1" '$2 == r { print $1; exit }'
}
resolve() { # NAME (or primary/standby) -> component name
  case $1 in
    primary | standby)
      local n
      n=$(node_with_role "postgres-$1")
      [ -n "$n" ] || die "no node has the $1 role now"
      echo "$n"
      ;;
    monitor | node1 | node2 | balancer) echo "$1" ;;
    aurum[0-9]*)
      local i=${1#aurum}
      [[ $i =~ ^[0-9]+$ ]] && ((i >= 1 && i <= INSTANCES)) || die "no instance $1 (1..$INSTANCES)"
      echo "$1"
      ;;
    *) die "unknown component '$1' (monitor, node1, node2, primary, standby, aurum1..aurum$INSTANCES, balancer)" ;;
  esac
}

# ---- HAProxy ------------------------------------------------------------------------------------
# Server states from the stats page, "name status" lines (status UP, DOWN, MAINT, "UP 1/2", ...).
balancer_states() {
  curl -fsS --max-time 2 "http://127.0.0.1:$STATS_PORT/stats;csv" 2>/dev/null |
    awk -F, '$1 == "aurum" && $2 != "FRONTEND" && $2 != "BACKEND" { print $2, $18 }'
}
wait_balancer_sees() { # NAME UP|DOWN [SECONDS]
  local deadline=$((SECONDS + ${3:-60})) st
  while ((SECONDS < deadline)); do
    st=$(balancer_states | awk -v n="$1" '$1 == n { print $2 }')
    [ "$st" = "$2" ] && return 0
    sleep 0.2
  done
  return 1
}

write_haproxy_config() {
  local b=$dir/balancer i
  # HAProxy's own 503 (no instance can take the request) says when to come back, like Aurum's.
  local body='{"code":"unavailable","message":"No Aurum instance is available; retry shortly"}'
  printf 'HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nCache-Control: no-store\r\nRetry-After: 1\r\nContent-Length: %s\r\nConnection: close\r\n\r\n%s' \
    "${#body}" "$body" >"$b/503.http"
  local user=
  if [ "$(id -u)" -eq 0 ] && id haproxy >/dev/null 2>&1; then user=$'\n  user haproxy\n  group haproxy'; fi
  {
    cat <<EOF
# Written by scripts/cluster.sh for this local cluster.
global
  maxconn 4096
  log stdout format raw local0 notice$user

defaults
  mode http
  log global
  option httplog
  option dontlog-normal          # log only errors, retries and redispatches,
  option log-separate-errors     # at level err (the global log keeps notice and above)
  option forwardfor              # Aurum trusts 127.0.0.1/32 (AURUM_TRUSTED_PROXIES)
  option redispatch 1            # every retry goes to another instance
  retries 3
  # Retried on another instance: a connection that could not be made (nothing was sent: safe for
  # any method) and, for GET and HEAD only (disable-l7-retry below), an empty answer from an
  # instance that died with the request. A POST whose body may have reached an instance is never
  # replayed here; the client retries it with its Idempotency-Key. A 503 is passed on as it is
  # (it says Retry-After): while the database fails over every instance answers 503, and a 503
  # retried as the last instance left the pool was answered by HAProxy 2.6 with a closed
  # connection instead of a response.
  retry-on conn-failure empty-response
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 5s
  timeout check 1s
  timeout tunnel 1h              # WebSockets (/api/ws)
  errorfile 503 $b/503.http

frontend aurum
  bind 127.0.0.1:$BALANCER_PORT
  http-request disable-l7-retry unless METH_GET   # METH_GET: GET and HEAD
  # While no instance is ready (/readyz checks the database: a failover in progress), the instances
  # still answer what needs no database and 503 + Retry-After for the rest.
  use_backend aurum_live if { nbsrv(aurum) eq 0 }
  default_backend aurum

backend aurum
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server check inter 500 fastinter 250 downinter 500 fall 2 rise 2
EOF
    for ((i = 1; i <= INSTANCES; i++)); do echo "  server aurum$i 127.0.0.1:$(port_of "aurum$i")"; done
    cat <<EOF

backend aurum_live
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  default-server check inter 500 fastinter 250 downinter 500 fall 2 rise 2
EOF
    for ((i = 1; i <= INSTANCES; i++)); do echo "  server aurum$i 127.0.0.1:$(port_of "aurum$i")"; done
    cat <<EOF

frontend stats
  bind 127.0.0.1:$STATS_PORT
  stats enable
  stats uri /stats
  stats refresh 2s
EOF
  } >"$b/haproxy.cfg"
  /usr/sbin/haproxy -c -q -f "$b/haproxy.cfg" || die "invalid HAProxy configuration $b/haproxy.cfg"
}

# ---- starting components ------------------------------------------------------------------------
start_pg_service() { # NAME [ARGS]: pg_autoctl ARGS (default: run --pgdata, an existing node) in the background
  local name=$1
  shift
  local args=("$@")
  ((${#args[@]})) || args=(run --pgdata "$dir/$name/data")
  mkdir -p "$dir/$name/run"
  [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$dir/$name/run"
  if [ "$(id -u)" -eq 0 ]; then
    (cd / && exec setsid runuser -u postgres -- env XDG_CONFIG_HOME="$dir/$name/config" \
      XDG_DATA_HOME="$dir/$name/share" XDG_RUNTIME_DIR="$dir/$name/run" TMPDIR="$dir/$name/run" \
      PGHOST="$sockdir" pg_autoctl "${args[@]}") >>"$dir/$name/log" 2>&1 </dev/null 9>&- &
  else
    (cd / && exec setsid env XDG_CONFIG_HOME="$dir/$name/config" XDG_DATA_HOME="$dir/$name/share" \
      XDG_RUNTIME_DIR="$dir/$name/run" TMPDIR="$dir/$name/run" PGHOST="$sockdir" \
      pg_autoctl "${args[@]}") >>"$dir/$name/log" 2>&1 </dev/null 9>&- &
  fi
  echo $! >"$dir/$name/pid"
}
wait_pg_ready() { # NAME [SECONDS]
  local deadline=$((SECONDS + ${2:-60}))
  until "$pgbin/pg_isready" -q -h 127.0.0.1 -p "$(port_of "$1")" -t 1; do
    ((SECONDS < deadline)) || die "$1 did not accept connections; see $dir/$1/log"
    sleep 0.2
  done
}
wait_pg_state() { # NAME STATE [SECONDS]: reported and assigned state both STATE on the monitor
  local deadline=$((SECONDS + ${3:-120})) json
  while :; do
    json=$(as_pg monitor timeout 5 pg_autoctl show state --monitor "$(monitor_uri)" --json 2>/dev/null || true)
    if [ -n "$json" ] && python3 -c '
import json, sys
ok = any(n["nodename"] == sys.argv[2] and n["current_group_state"] == sys.argv[3] == n["assigned_group_state"]
         for n in json.loads(sys.argv[1]))
sys.exit(0 if ok else 1)' "$json" "$1" "$2" 2>/dev/null; then
      return 0
    fi
    ((SECONDS < deadline)) || return 1
    sleep 0.3
  done
}

create_monitor() {
  local m=$dir/monitor
  say "pg_auto_failover monitor on 127.0.0.1:$MONITOR_PORT"
  start_pg_service monitor create monitor --pgdata "$m/data" --pgport "$MONITOR_PORT" \
    --listen 127.0.0.1 --hostname 127.0.0.1 --auth trust --no-ssl --pgctl "$pgbin/pg_ctl" --run
  wait_pg_ready monitor
  # The timeouts explained at the top of this file.
  local deadline=$((SECONDS + 30))
  local settings=(health_check_period=1000 health_check_timeout=1000 health_check_max_retries=1
    health_check_retry_delay=500 node_considered_unhealthy_timeout=3000 primary_demote_timeout=5000)
  local sql=() kv
  for kv in "${settings[@]}"; do sql+=(-c "alter system set pgautofailover.${kv%%=*} = ${kv#*=}"); done
  until psql -X -q -v ON_ERROR_STOP=1 "postgresql://postgres@127.0.0.1:$MONITOR_PORT/pg_auto_failover?connect_timeout=2" \
    -c "select 1 from pgautofailover.node limit 1" "${sql[@]}" -c "select pg_reload_conf()" >/dev/null 2>&1; do
    ((SECONDS < deadline)) || die "could not set the monitor's timeouts; see $m/log"
    sleep 0.5
  done
}

create_node() { # NAME STATE: create and run it, wait until the monitor has it in STATE
  local name=$1 n=$dir/$1
  say "PostgreSQL $name on 127.0.0.1:$(port_of "$name")"
  start_pg_service "$name" create postgres --pgdata "$n/data" --pgport "$(port_of "$name")" \
    --listen 127.0.0.1 --hostname 127.0.0.1 --name "$name" --dbname aurum --auth trust --no-ssl \
    --pgctl "$pgbin/pg_ctl" --monitor "$(monitor_uri)" --run
  wait_pg_state "$name" "$2" 180 || die "$name did not reach the state $2; see $n/log"
  as_pg "$name" pg_autoctl config set --pgdata "$n/data" timeout.network_partition_timeout 3 >/dev/null
  as_pg "$name" pg_autoctl reload --pgdata "$n/data" >/dev/null 2>&1
}

start_aurum() { # I
  local i=$1 a=$dir/aurum$1
  mkdir -p "$a"
  (
    set -a
    . "$dir/aurum.env"
    set +a
    exec setsid "$dir/bin/aurum" serve --port "$(port_of "aurum$i")" --bind 127.0.0.1 \
      --database-url "$DATABASE_URL" --env demo --web-root "$root/web/dist" \
      --signing-key-file "$dir/keys/signing.key"
  ) >>"$a/log" 2>&1 </dev/null 9>&- &
  echo $! >"$a/pid"
}
wait_aurum_ready() { # I [SECONDS]: /readyz answers 200 on the instance itself
  local deadline=$((SECONDS + ${2:-60})) pid
  pid=$(cat "$dir/aurum$1/pid")
  until curl -fsS --max-time 2 -o /dev/null "http://127.0.0.1:$(port_of "aurum$1")/readyz" 2>/dev/null; do
    alive "$pid" || die "aurum$1 exited ($(exit_status "$pid")); $dir/aurum$1/log ends:
$(tail -5 "$dir/aurum$1/log")"
    ((SECONDS < deadline)) || die "aurum$1 did not become ready; see $dir/aurum$1/log"
    sleep 0.2
  done
}

start_balancer() {
  mkdir -p "$dir/balancer"
  (exec setsid /usr/sbin/haproxy -db -f "$dir/balancer/haproxy.cfg") >>"$dir/balancer/log" 2>&1 </dev/null 9>&- &
  echo $! >"$dir/balancer/pid"
  local deadline=$((SECONDS + 20))
  until curl -fsS --max-time 2 -o /dev/null "http://127.0.0.1:$STATS_PORT/stats" 2>/dev/null; do
    alive "$(cat "$dir/balancer/pid")" || die "HAProxy exited; $dir/balancer/log ends:
$(tail -5 "$dir/balancer/log")"
    ((SECONDS < deadline)) || die "HAProxy did not start; see $dir/balancer/log"
    sleep 0.1
  done
}

start_component() { # NAME: start it when it is not running; wait until it serves
  local name=$1
  case $name in
    monitor)
      [ -n "$(autoctl_pid monitor)" ] || start_pg_service monitor
      wait_pg_ready monitor
      ;;
    node*)
      if [ -z "$(autoctl_pid "$name")" ]; then
        # A postmaster left without its pg_autoctl (it was killed alone) is stopped first; the
        # node then rejoins as pg_auto_failover assigns it (a lost primary comes back a standby).
        local pm
        pm=$(postmaster_pid "$name")
        if [ -n "$pm" ]; then
          kill -TERM "$pm" 2>/dev/null || true
          wait_gone 30 "$pm" || kill -KILL $(descendants "$pm") 2>/dev/null || true
        fi
        # It comes back as a standby through pg_rewind or pg_basebackup from the other node: both
        # want a checkpoint there first (pg_rewind one after the promotion; pg_basebackup otherwise
        # starts with a spread one, minutes after a busy failover).
        local other
        for other in "${nodes[@]}"; do
          [ "$other" = "$name" ] || psql_at "$(port_of "$other")" postgres checkpoint >/dev/null 2>&1 || true
        done
        start_pg_service "$name"
      fi
      wait_pg_ready "$name" 120
      ;;
    aurum*)
      local i=${name#aurum}
      if ! alive "$(cat "$dir/$name/pid" 2>/dev/null || true)"; then
        start_aurum "$i"
      fi
      wait_aurum_ready "$i"
      if alive "$(cat "$dir/balancer/pid" 2>/dev/null || true)"; then
        wait_balancer_sees "$name" UP 60 || die "HAProxy does not see $name up"
      fi
      ;;
    balancer)
      alive "$(cat "$dir/balancer/pid" 2>/dev/null || true)" || start_balancer
      ;;
  esac
}

# ---- commands -----------------------------------------------------------------------------------
ensure_deps() {
  local missing=()
  [ -x /usr/bin/pg_autoctl ] && [ -x "$pgbin/pg_ctl" ] || missing+=(postgresql-15-auto-failover)
  [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
  command -v psql >/dev/null || missing+=(postgresql-client-15)
  command -v python3 >/dev/null || missing+=(python3)
  command -v curl >/dev/null || missing+=(curl)
  if ((${#missing[@]})); then
    say "installing ${missing[*]}"
    local sudo=
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
  if [ ! -x "$build/aurum" ]; then
    say "building the server ($build/aurum)"
    TARGETS=aurum scripts/build-server.sh
  fi
  [ -f web/dist/index.html ] || scripts/build-web.sh run
}

pick_ports() { # INSTANCES
  local n=$1 base p ok
  for _ in $(seq 100); do
    # Below the kernel's ephemeral range (32768 and up): no outgoing connection takes them.
    base=${CLUSTER_PORT_BASE:-$((10000 + RANDOM % 22000))}
    ok=1
    for p in $(seq "$base" $((base + 4))) $(seq $((base + 11)) $((base + 10 + n))); do
      if port_in_use "$p"; then
        ok=0
        break
      fi
    done
    ((ok)) && {
      echo "$base"
      return 0
    }
    [ -z "${CLUSTER_PORT_BASE:-}" ] || die "port $p (CLUSTER_PORT_BASE=$CLUSTER_PORT_BASE) is in use"
  done
  die "found no free port range"
}

all_up() {
  local c
  for c in monitor "${nodes[@]}" $(seq -f 'aurum%g' 1 "$INSTANCES") balancer; do
    is_up "$c" || return 1
  done
}

teardown() { # stop every process of the cluster: SIGTERM, then SIGKILL what is left
  local c pids=() p
  [ -d "$dir" ] || return 0
  load_any_env || true
  for c in balancer $(seq -f 'aurum%g' 1 "${INSTANCES:-0}") node2 node1 monitor; do
    p=$(main_pid "$c")
    [ -n "$p" ] && kill -TERM "$p" 2>/dev/null || true
  done
  for c in balancer $(seq -f 'aurum%g' 1 "${INSTANCES:-0}") node2 node1 monitor; do
    pids+=($(component_pids "$c"))
  done
  # Anything else started from this directory (e.g. an instance whose pid file was lost).
  for p in $(pgrep -f -- "$dir/" || true); do
    [ "$p" != $$ ] && cmdline_has "$p" "$dir/" && pids+=("$p")
  done
  ((${#pids[@]})) || return 0
  if ! wait_gone 15 "${pids[@]}"; then
    for p in "${pids[@]}"; do
      if alive "$p"; then
        echo "cluster: SIGKILL to $(ps -o pid=,args= -p "$p" | cut -c1-100) (still running 15 s after SIGTERM)" >&2
        kill -KILL "$p" 2>/dev/null || true
      fi
    done
    wait_gone 5 "${pids[@]}" || true
  fi
}

cmd_up() {
  local n=3 asked=
  while (($#)); do
    case $1 in
      --instances)
        n=${2:?--instances needs a number} asked=1
        shift 2
        ;;
      --instances=*)
        n=${1#*=} asked=1
        shift
        ;;
      *) die "up: unknown option $1" ;;
    esac
  done
  [[ $n =~ ^[0-9]+$ ]] && ((n >= 1 && n <= 50)) || die "--instances must be 1 to 50"
  mkdir -p "$(dirname "$dir")"
  exec 9>"$dir.lock"
  flock -w 600 9 || die "another scripts/cluster.sh up/down holds $dir.lock"

  if load_env; then
    [ -z "$asked" ] || [ "$n" = "$INSTANCES" ] || echo "cluster: already up with $INSTANCES instances; --instances $n ignored (down first to change it)" >&2
    if ! all_up; then
      local c
      for c in monitor "${nodes[@]}" $(seq -f 'aurum%g' 1 "$INSTANCES") balancer; do
        is_up "$c" || {
          say "starting $c (found down)"
          start_component "$c"
        }
      done
    fi
    echo "AURUM_CLUSTER_URL=http://127.0.0.1:$BALANCER_PORT"
    return 0
  fi
  if [ -d "$dir" ]; then
    say "removing an incomplete cluster in $dir"
    teardown
    rm -rf "$dir"
  fi

  ensure_deps
  local base
  base=$(pick_ports "$n")
  INSTANCES=$n PORT_BASE=$base MONITOR_PORT=$base NODE1_PORT=$((base + 1)) NODE2_PORT=$((base + 2))
  BALANCER_PORT=$((base + 3)) STATS_PORT=$((base + 4))
  mkdir -p "$dir"/{monitor,node1,node2}/run "$dir"/{balancer,keys,bin}
  if [ -n "$link" ]; then
    chmod 755 "$dir"
    ln -sfn "$dir" "$link"
  fi
  {
    echo "INSTANCES=$INSTANCES"
    echo "PORT_BASE=$PORT_BASE"
    echo "MONITOR_PORT=$MONITOR_PORT"
    echo "NODE1_PORT=$NODE1_PORT"
    echo "NODE2_PORT=$NODE2_PORT"
    echo "BALANCER_PORT=$BALANCER_PORT"
    echo "STATS_PORT=$STATS_PORT"
  } >"$dir/ports.env"
  if [ "$(id -u)" -eq 0 ]; then
    chown -R postgres:postgres "$dir"/{monitor,node1,node2}
    # Their parent directories must let postgres through (not the case under a 0700 home).
    runuser -u postgres -- test -x "$dir/monitor" || die "user postgres cannot reach $dir"
  fi
  [ -d "$sockdir" ] || install -d -o postgres -g postgres -m 2775 "$sockdir"
  # The binary as it is now: a rebuild while the cluster runs does not change what restarts.
  cp "$build/aurum" "$dir/bin/aurum"
  up_done=0
  trap 'if [ "$up_done" = 0 ]; then
          echo "cluster: up failed; stopping what was started (logs kept in $dir; scripts/cluster.sh down removes it)" >&2
          teardown
        fi' EXIT

  create_monitor
  create_node node1 single
  # pg_basebackup (the standby's first copy) starts with a spread checkpoint: minutes with the
  # freshly created database still dirty, well under a second after this one.
  psql_at "$NODE1_PORT" postgres checkpoint >/dev/null
  create_node node2 secondary
  wait_pg_state node1 primary 60 || die "node1 did not become the primary; see $dir/node1/log"
  local sync
  sync=$(psql_at "$NODE1_PORT" aurum "show synchronous_standby_names")
  [ -n "$sync" ] || die "synchronous_standby_names is empty on the primary"
  say "node1 primary, node2 synchronous standby (synchronous_standby_names = $sync)"

  # The application's own role, owner of the aurum database (created by pg_autoctl).
  psql_at "$NODE1_PORT" aurum "create role aurum login; alter database aurum owner to aurum;" >/dev/null

  # Both nodes in the URL: libpq tries them in turn and settles on the one that takes writes.
  local url="postgresql://aurum@127.0.0.1:$NODE1_PORT,127.0.0.1:$NODE2_PORT/aurum?target_session_attrs=read-write&connect_timeout=2"
  {
    echo "# Written by scripts/cluster.sh up"
    for v in $(compgen -e | grep '^AURUM_' || true); do printf 'export %s=%q\n' "$v" "${!v}"; done
    echo "export AURUM_TRUSTED_PROXIES=\${AURUM_TRUSTED_PROXIES:-127.0.0.1/32}"
    echo "export AURUM_DRAIN_SECONDS=\${AURUM_DRAIN_SECONDS:-2}"
    echo "export AURUM_REGISTRATIONS_PER_HOUR=\${AURUM_REGISTRATIONS_PER_HOUR:-100000}"
    echo "export AURUM_LOG_LEVEL=\${AURUM_LOG_LEVEL:-warn}  # info logs every health check"
    echo "export AURUM_ENV=demo"
    echo "export AURUM_SIGNING_KEY_FILE=$dir/keys/signing.key"
    echo "export AURUM_DATA_KEY_FILE=$dir/keys/data.key"
    echo "export AURUM_HMAC_KEY_FILE=$dir/keys/hmac.key"
  } >"$dir/aurum.env"
  say "migrating, generating the shared key files, seeding"
  local setup_log=$dir/setup.log
  if ! (set -a && . "$dir/aurum.env" && "$dir/bin/aurum" migrate --database-url "$url") >>"$setup_log" 2>&1; then
    # A server without multi-host URLs: the primary alone (no database failover for the instances).
    echo "cluster: WARNING: $build/aurum cannot use the two-host URL (see $setup_log); the instances use node1 alone and will not follow a failover" >&2
    url="postgresql://aurum@127.0.0.1:$NODE1_PORT/aurum?connect_timeout=2"
    (set -a && . "$dir/aurum.env" && "$dir/bin/aurum" migrate --database-url "$url") >>"$setup_log" 2>&1 ||
      die "aurum migrate failed; see $setup_log"
  fi
  echo "export DATABASE_URL=$(printf %q "$url")" >>"$dir/aurum.env"
  if [[ $url == *,* ]]; then
    # Heavy read-only queries (trader analytics, exports) go to the standby while there is one.
    local read_url="postgresql://aurum@127.0.0.1:$NODE2_PORT,127.0.0.1:$NODE1_PORT/aurum?target_session_attrs=prefer-standby&connect_timeout=2"
    echo "export AURUM_DATABASE_READ_URL=\${AURUM_DATABASE_READ_URL:-$(printf %q "$read_url")}" >>"$dir/aurum.env"
  fi
  (set -a && . "$dir/aurum.env" && "$dir/bin/aurum" keys generate --database-url "$url" \
    --signing-key-file "$dir/keys/signing.key" --data-key-file "$dir/keys/data.key" \
    --hmac-key-file "$dir/keys/hmac.key") >>"$setup_log" 2>&1 || die "aurum keys generate failed; see $setup_log"
  (set -a && . "$dir/aurum.env" && "$dir/bin/aurum" seed --database-url "$url") >>"$setup_log" 2>&1 ||
    die "aurum seed failed; see $setup_log"

  local i
  say "$n aurum instances on 127.0.0.1:$(port_of aurum1)..$(port_of "aurum$n")"
  for ((i = 1; i <= n; i++)); do start_aurum "$i"; done
  for ((i = 1; i <= n; i++)); do wait_aurum_ready "$i"; done

  say "HAProxy on 127.0.0.1:$BALANCER_PORT (stats http://127.0.0.1:$STATS_PORT/stats)"
  write_haproxy_config
  start_balancer
  for ((i = 1; i <= n; i++)); do
    wait_balancer_sees "aurum$i" UP 30 || die "HAProxy does not see aurum$i up; see $dir/balancer/log"
  done
  up_done=1
  mv "$dir/ports.env" "$dir/cluster.env" # complete: `up` again finds it
  echo "AURUM_CLUSTER_URL=http://127.0.0.1:$BALANCER_PORT"
}

cmd_status() {
  load_env || die "no cluster (scripts/cluster.sh up)"
  local c name role st
  declare -A roles=()
  while read -r name role; do roles[$name]=$role; done < <(pg_roles)
  line() { # ROLE NAME
    st=down
    is_up "$2" && st=up
    echo "$1 $2 $(main_pid "$2" | grep . || echo -) $(port_of "$2") $st"
  }
  line monitor monitor
  for c in "${nodes[@]}"; do [ "${roles[$c]:-}" = postgres-primary ] && line postgres-primary "$c"; done
  for c in "${nodes[@]}"; do [ "${roles[$c]:-}" = postgres-primary ] || line postgres-standby "$c"; done
  for c in $(seq -f 'aurum%g' 1 "$INSTANCES"); do line aurum "$c"; done
  line balancer balancer
}

cmd_kill() {
  load_env || die "no cluster"
  local name pids
  name=$(resolve "${1:?kill NAME}")
  pids=$(component_pids "$name" | tr '\n' ' ')
  [ -n "${pids// /}" ] || {
    echo "$name is not running"
    return 0
  }
  kill -KILL $pids 2>/dev/null || true
  echo "killed $name (SIGKILL to $pids)"
}

cmd_stop() {
  load_env || die "no cluster"
  local name p pids
  name=$(resolve "${1:?stop NAME}")
  p=$(main_pid "$name")
  [ -n "$p" ] || {
    echo "$name is not running"
    return 0
  }
  pids=$(component_pids "$name")
  kill -TERM "$p"
  wait_gone 60 $pids || die "$name did not exit within 60 s"
  echo "stopped $name"
}

cmd_start() {
  load_env || die "no cluster"
  local name
  name=$(resolve "${1:?start NAME}")
  start_component "$name"
  echo "started $name"
}

cmd_down() {
  mkdir -p "$(dirname "$dir")"
  exec 9>"$dir.lock"
  flock -w 600 9 || die "another scripts/cluster.sh up/down holds $dir.lock"
  [ -d "$dir" ] || {
    echo "no cluster in $dir"
    return 0
  }
  teardown
  rm -rf "$dir" "/tmp/pg_autoctl$dir"
  if [ -n "$link" ]; then rm -f "$link"; fi
  echo "cluster down"
}

case ${1:-} in
  up) shift && cmd_up "$@" ;;
  status) cmd_status ;;
  kill) cmd_kill "${2:-}" ;;
  stop) cmd_stop "${2:-}" ;;
  start) cmd_start "${2:-}" ;;
  down) cmd_down ;;
  *)
    sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
