#!/usr/bin/env bash
# Starts a private PostgreSQL cluster for the integration tests: trust auth on 127.0.0.1 only,
# its own port and folder, so it never touches a system cluster. Prints the DATABASE_URL.
#   scripts/pg-test-cluster.sh start DIR [PORT]   |   scripts/pg-test-cluster.sh stop DIR
set -euo pipefail
cmd=${1:?start|stop}
dir=${2:?data folder}
port=${3:-54329}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL server binaries not found: apt-get install postgresql" >&2; exit 1; }

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres: "$dir"
    if [ ! -f "$dir/PG_VERSION" ]; then
      as_postgres "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    as_postgres "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
      -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off" start >/dev/null
    as_postgres "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -tAc \
      "select 1 from pg_database where datname = 'wellfit_test'" | grep -q 1 ||
      as_postgres "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres wellfit_test
    echo "postgres://postgres@127.0.0.1:$port/wellfit_test"
    ;;
  stop)
    as_postgres "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null
    ;;
  *) echo "usage: $0 start|stop DIR [PORT]" >&2; exit 2 ;;
esac
