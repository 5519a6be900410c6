#!/usr/bin/env bash
# Throwaway PostgreSQL cluster for the server's tests.
#   scripts/pg-test-cluster.sh start   # prints postgres://postgres@127.0.0.1:<port>/postgres on stdout
#   scripts/pg-test-cluster.sh stop    # stops it and deletes its folder
# State (folder, port) lives in $PG_TEST_STATE_FILE so `stop` finds what `start` made.
set -euo pipefail

STATE_FILE="${PG_TEST_STATE_FILE:-/tmp/newsroom-pg-test-cluster.state}"
FIRST_PORT="${PG_TEST_FIRST_PORT:-55432}"

log() { echo "pg-test-cluster: $*" >&2; }
die() { log "$*"; exit 1; }

# Debian keeps server binaries off PATH; take the newest installed major unless PG_BIN says otherwise.
find_pg_bin() {
  if [[ -n "${PG_BIN:-}" ]]; then echo "$PG_BIN"; return; fi
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  [[ -n "$dir" && -x "$dir/initdb" ]] || die "no PostgreSQL server binaries in /usr/lib/postgresql/*/bin (apt-get install postgresql)"
  echo "$dir"
}

# initdb and postgres refuse to run as root, so root hands them to the postgres user.
as_pg() {
  if [[ $EUID -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# First port from $1 upward that nothing listens on (bind test on 127.0.0.1).
free_port_from() {
  node -e '
    const net = require("node:net");
    const tryPort = (p) => {
      if (p > 65535) { console.error("no free port"); process.exit(1); }
      const s = net.createServer();
      s.once("error", () => tryPort(p + 1));
      s.listen(p, "127.0.0.1", () => s.close(() => console.log(p)));
    };
    tryPort(Number(process.argv[1]));
  ' "$1"
}

read_state() {
  [[ -f "$STATE_FILE" ]] || return 1
  # shellcheck disable=SC1090
  source "$STATE_FILE"
  [[ -n "${PG_TEST_DIR:-}" && -n "${PG_TEST_PORT:-}" ]]
}

stop_cluster() {
  local bin="$1"
  if ! read_state; then
    log "no cluster recorded in $STATE_FILE"
    rm -f "$STATE_FILE"
    return 0
  fi
  if [[ -d "$PG_TEST_DIR/data" ]] && as_pg "$bin/pg_ctl" -D "$PG_TEST_DIR/data" status >/dev/null 2>&1; then
    as_pg "$bin/pg_ctl" -D "$PG_TEST_DIR/data" -m fast -w -t 60 stop >/dev/null
    log "stopped cluster on port $PG_TEST_PORT"
  fi
  rm -rf "$PG_TEST_DIR"
  rm -f "$STATE_FILE"
}

start_cluster() {
  local bin="$1"
  if read_state; then
    if [[ -d "$PG_TEST_DIR/data" ]] && as_pg "$bin/pg_ctl" -D "$PG_TEST_DIR/data" status >/dev/null 2>&1; then
      die "a cluster is already running on port $PG_TEST_PORT ($STATE_FILE); run '$0 stop' first"
    fi
    log "removing stale state from an earlier run"
    rm -rf "$PG_TEST_DIR"
    rm -f "$STATE_FILE"
  fi

  local dir
  dir="$(mktemp -d /tmp/newsroom-pg.XXXXXX)"
  if [[ $EUID -eq 0 ]]; then chown postgres:postgres "$dir"; fi
  if ! as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1; then
    cat "$dir/initdb.log" >&2
    rm -rf "$dir"
    die "initdb failed"
  fi

  # Another process may grab the probed port before postgres binds it; then try the next one.
  local port="$FIRST_PORT" attempt
  for attempt in 1 2 3 4 5; do
    port="$(free_port_from "$port")"
    if as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c max_connections=200" \
      start >/dev/null; then
      printf 'PG_TEST_DIR=%q\nPG_TEST_PORT=%q\n' "$dir" "$port" >"$STATE_FILE"
      log "cluster ready in $dir on port $port"
      echo "postgres://postgres@127.0.0.1:$port/postgres"
      return 0
    fi
    log "start on port $port failed (attempt $attempt)"
    port=$((port + 1))
  done
  cat "$dir/server.log" >&2 || true
  rm -rf "$dir"
  die "could not start PostgreSQL"
}

main() {
  local bin
  case "${1:-}" in
    start) bin="$(find_pg_bin)"; start_cluster "$bin" ;;
    stop) bin="$(find_pg_bin)"; stop_cluster "$bin" ;;
    *) die "usage: $0 start|stop" ;;
  esac
}

main "$@"
