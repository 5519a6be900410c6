#!/usr/bin/env bash
# Throwaway OpenLDAP server for the server's `peers` tests: Debian's slapd with its own config
# (slapd.conf), mdb database and memberOf overlay in one temporary folder, on a loopback port.
#   scripts/ldap-test-server.sh start   # prints one JSON line on stdout (below)
#   scripts/ldap-test-server.sh stop    # stops slapd and deletes the folder
# The directory holds 200 people (uid=user001…user200, password pass-001…, mail userNNN@newsroom.test)
# in 10 groups (cn=group01…group10; person N in group ((N-1) mod 10)+1) and a read-only service
# account. start prints {"url","baseDn","rootDn","rootPassword","readerDn","readerPassword"}.
# State (folder, port, pid) lives in $LDAP_TEST_STATE_FILE so `stop` finds what `start` made.
set -euo pipefail

STATE_FILE="${LDAP_TEST_STATE_FILE:-/tmp/newsroom-ldap-test.state}"
FIRST_PORT="${LDAP_TEST_FIRST_PORT:-53890}"
SCHEMA="${LDAP_TEST_SCHEMA:-/etc/ldap/schema}"
MODULES="${LDAP_TEST_MODULES:-/usr/lib/ldap}"
PACKAGES="slapd ldap-utils"
BASE="dc=newsroom,dc=test"
ROOT_DN="cn=admin,$BASE"
ROOT_PASSWORD="root-secret"
READER_DN="cn=reader,$BASE"
READER_PASSWORD="reader-secret"

log() { echo "ldap-test-server: $*" >&2; }
die() { log "$*"; exit 1; }

check_prerequisites() {
  command -v slapd >/dev/null || [[ -x /usr/sbin/slapd ]] || die "slapd is not installed: apt-get install $PACKAGES"
  command -v ldapadd >/dev/null || die "ldapadd is not installed: apt-get install $PACKAGES"
  [[ -f "$SCHEMA/inetorgperson.schema" ]] || die "no OpenLDAP schemas in $SCHEMA: apt-get install $PACKAGES"
  [[ -f "$MODULES/back_mdb.la" && -f "$MODULES/memberof.la" ]] || die "no slapd modules in $MODULES: apt-get install $PACKAGES"
}

slapd_bin() { command -v slapd || echo /usr/sbin/slapd; }

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
  [[ -n "${LDAP_TEST_DIR:-}" && -n "${LDAP_TEST_PORT:-}" ]]
}

is_running() { [[ -n "${1:-}" ]] && kill -0 "$1" 2>/dev/null; }

write_state() {
  printf 'LDAP_TEST_DIR=%q\nLDAP_TEST_PORT=%q\nLDAP_TEST_PID=%q\n' "$DIR" "$PORT" "${PID:-}" >"$STATE_FILE"
}

stop_server() {
  if ! read_state; then
    log "no server recorded in $STATE_FILE"
    rm -f "$STATE_FILE"
    return 0
  fi
  local pid="${LDAP_TEST_PID:-}" i
  if is_running "$pid"; then
    kill -TERM "$pid" 2>/dev/null || true
    for i in $(seq 100); do
      is_running "$pid" || break
      sleep 0.1
    done
    if is_running "$pid"; then kill -KILL "$pid" 2>/dev/null || true; fi
  fi
  rm -rf "$LDAP_TEST_DIR"
  rm -f "$STATE_FILE"
  log "stopped the server on port $LDAP_TEST_PORT"
}

abandon() {
  if [[ -s "${2:-}" ]]; then tail -n 30 "$2" >&2; fi
  stop_server
  die "$1"
}

write_config() {
  cat >"$DIR/slapd.conf" <<CONF
include $SCHEMA/core.schema
include $SCHEMA/cosine.schema
include $SCHEMA/inetorgperson.schema
include $SCHEMA/nis.schema
modulepath $MODULES
moduleload back_mdb
moduleload memberof
pidfile $DIR/slapd.pid
argsfile $DIR/slapd.args
database mdb
maxsize 104857600
suffix "$BASE"
rootdn "$ROOT_DN"
rootpw $ROOT_PASSWORD
directory $DIR/db
overlay memberof
access to attrs=userPassword by self write by anonymous auth by * none
access to * by users read by * none
CONF
  mkdir -p "$DIR/db"
}

# The people and groups, generated: groups last, so the overlay writes each member's memberOf.
write_ldif() {
  {
    printf 'dn: %s\nobjectClass: dcObject\nobjectClass: organization\ndc: newsroom\no: Newsroom test\n\n' "$BASE"
    printf 'dn: ou=people,%s\nobjectClass: organizationalUnit\nou: people\n\n' "$BASE"
    printf 'dn: ou=groups,%s\nobjectClass: organizationalUnit\nou: groups\n\n' "$BASE"
    printf 'dn: %s\nobjectClass: organizationalRole\nobjectClass: simpleSecurityObject\ncn: reader\nuserPassword: %s\n\n' \
      "$READER_DN" "$READER_PASSWORD"
    local n g id
    for n in $(seq 1 200); do
      id="$(printf '%03d' "$n")"
      printf 'dn: uid=user%s,ou=people,%s\nobjectClass: inetOrgPerson\nuid: user%s\ncn: User %s\nsn: %s\nmail: user%s@newsroom.test\nuserPassword: pass-%s\n\n' \
        "$id" "$BASE" "$id" "$id" "$id" "$id" "$id"
    done
    for g in $(seq 1 10); do
      printf 'dn: cn=group%02d,ou=groups,%s\nobjectClass: groupOfNames\ncn: group%02d\n' "$g" "$BASE" "$g"
      for n in $(seq "$g" 10 200); do printf 'member: uid=user%03d,ou=people,%s\n' "$n" "$BASE"; done
      printf '\n'
    done
  } >"$DIR/data.ldif"
}

start_server() {
  if read_state; then
    if is_running "${LDAP_TEST_PID:-}"; then
      die "a server is already running on port $LDAP_TEST_PORT ($STATE_FILE); run '$0 stop' first"
    fi
    log "removing stale state from an earlier run"
    rm -rf "$LDAP_TEST_DIR"
    rm -f "$STATE_FILE"
  fi
  check_prerequisites
  DIR="$(mktemp -d /tmp/newsroom-ldap.XXXXXX)"
  PORT="$(free_port_from "$FIRST_PORT")"
  write_state
  write_config
  write_ldif
  local url="ldap://127.0.0.1:$PORT" i
  # -d 0: stays in the foreground (its own process group), so the pid is slapd's.
  setsid "$(slapd_bin)" -d 0 -f "$DIR/slapd.conf" -h "$url/" </dev/null >"$DIR/slapd.log" 2>&1 &
  PID=$!
  write_state
  for i in $(seq 100); do
    if ldapwhoami -x -H "$url" -D "$ROOT_DN" -w "$ROOT_PASSWORD" >/dev/null 2>&1; then break; fi
    is_running "$PID" || abandon "slapd stopped while starting" "$DIR/slapd.log"
    sleep 0.1
  done
  ldapadd -x -H "$url" -D "$ROOT_DN" -w "$ROOT_PASSWORD" -f "$DIR/data.ldif" >"$DIR/ldapadd.log" 2>&1 ||
    abandon "loading the people and groups failed" "$DIR/ldapadd.log"
  log "directory ready in $DIR at $url"
  printf '{"url":"%s","baseDn":"%s","rootDn":"%s","rootPassword":"%s","readerDn":"%s","readerPassword":"%s"}\n' \
    "$url" "$BASE" "$ROOT_DN" "$ROOT_PASSWORD" "$READER_DN" "$READER_PASSWORD"
}

case "${1:-}" in
  start) start_server ;;
  stop) stop_server ;;
  *) die "usage: $0 start|stop" ;;
esac
