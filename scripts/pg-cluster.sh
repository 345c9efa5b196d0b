#!/usr/bin/env bash
# Throwaway PostgreSQL cluster for tests and benchmarks.
#   scripts/pg-cluster.sh start DIR PORT   -> prints the connection URL
#   scripts/pg-cluster.sh stop DIR
# PG_CLUSTER_OPTS adds server settings (`-c name=value ...`).
# PostgreSQL refuses to run as root, so the cluster runs as the `postgres` user.
set -euo pipefail
cmd=$1 dir=$2
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "$cmd" in
  start)
    port=$3
    mkdir -p "$dir"
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$dir"
    as_pg "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync >"$dir/initdb.log" 2>&1
    # A cluster that does not start says why (a port in use, a bad setting): its log goes with
    # the directory when the caller cleans up.
    if ! as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 ${PG_CLUSTER_OPTS:-}" start >/dev/null; then
      echo "PostgreSQL did not start on port $port; its log:" >&2
      cat "$dir/server.log" >&2 || true
      exit 1
    fi
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
esac
