#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the server's tests (docs/deploy.md, "Stores").
#   source .ci/postgres.sh; pg_start   # sets PACHISI_TEST_POSTGRES, stops on exit
# Installs Debian's postgresql when its binaries are missing; initdb refuses root, so
# the cluster belongs to the unprivileged user `postgres` (the package's), in a
# temporary directory, listening on 127.0.0.1 only with trust authentication.
pg_bin() {
    ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1
}

pg_start() {
    if [ -z "$(pg_bin)" ]; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    fi
    local bin user port
    bin="$(pg_bin)"
    user=postgres
    id "$user" >/dev/null 2>&1 || useradd --system --no-create-home "$user"
    PG_DIR="$(mktemp -d /tmp/pachisi-pg.XXXXXX)"
    chown "$user" "$PG_DIR"
    run() { if [ "$(id -u)" = 0 ]; then su -s /bin/sh "$user" -c "$*"; else sh -c "$*"; fi; }
    run "'$bin/initdb' -D '$PG_DIR/data' -U postgres --auth=trust -E UTF8 >'$PG_DIR/initdb.log'"
    # A random port, another one if it is taken (seen once: a test's socket held it).
    local try
    for try in 1 2 3 4 5; do
        port=$((20000 + RANDOM % 20000))
        if run "'$bin/pg_ctl' -D '$PG_DIR/data' -l '$PG_DIR/server.log' -o \"-k '$PG_DIR' -h 127.0.0.1 -p $port\" -w start >/dev/null"; then
            break
        fi
        echo "PostgreSQL could not start on port $port (try $try of 5): $(tail -n 3 "$PG_DIR/server.log" | tr '\n' ' ')" >&2
        [ "$try" = 5 ] && return 1
    done
    PG_STOP="$bin/pg_ctl -D '$PG_DIR/data' -m immediate stop"
    trap pg_stop EXIT
    export PACHISI_TEST_POSTGRES="postgres://postgres@127.0.0.1:$port/postgres"
    echo "PostgreSQL test cluster at $PACHISI_TEST_POSTGRES (in $PG_DIR)"
}

pg_stop() {
    [ -n "${PG_DIR:-}" ] || return 0
    if [ "$(id -u)" = 0 ]; then su -s /bin/sh postgres -c "$PG_STOP" >/dev/null 2>&1; else sh -c "$PG_STOP" >/dev/null 2>&1; fi
    rm -rf "$PG_DIR"
    PG_DIR=
}
