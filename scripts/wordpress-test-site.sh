#!/usr/bin/env bash
# Throwaway WordPress site for the server's `peers` tests: Debian's WordPress, its own MariaDB and
# PHP's built-in server, all in one temporary folder; nothing in /etc, no system service.
#   scripts/wordpress-test-site.sh start   # prints one JSON line on stdout (below)
#   scripts/wordpress-test-site.sh stop    # stops both servers and deletes the folder
# start prints {"url","user","applicationPassword","author":{"user","applicationPassword"},
# "authors":[{id,name}],"categories":[{id,name,parentId}]}; everything else goes to stderr.
# State (folder, port, pids) lives in $WP_TEST_STATE_FILE so `stop` finds what `start` made.
set -euo pipefail

STATE_FILE="${WP_TEST_STATE_FILE:-/tmp/newsroom-wp-test-site.state}"
FIRST_PORT="${WP_TEST_FIRST_PORT:-58080}"
WORDPRESS="${WP_TEST_WORDPRESS:-/usr/share/wordpress}"
INSTALLER="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/wordpress-test-install.php"
PACKAGES="wordpress mariadb-server php-cli php-mysql php-gd"

log() { echo "wordpress-test-site: $*" >&2; }
die() { log "$*"; exit 1; }

check_prerequisites() {
  [[ -f "$WORDPRESS/wp-load.php" ]] || die "wordpress is not installed in $WORDPRESS: apt-get install $PACKAGES"
  command -v php >/dev/null || die "php is not installed: apt-get install $PACKAGES"
  command -v mariadbd >/dev/null || die "mariadbd is not installed: apt-get install $PACKAGES"
  command -v mariadb-install-db >/dev/null || die "mariadb-install-db is not installed: apt-get install $PACKAGES"
  command -v mariadb >/dev/null || die "the mariadb client is not installed: apt-get install $PACKAGES"
  local ext
  for ext in mysqli gd; do
    php -r "exit(extension_loaded('$ext') ? 0 : 1);" || die "PHP has no $ext extension: apt-get install $PACKAGES"
  done
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
  [[ -n "${WP_TEST_DIR:-}" && -n "${WP_TEST_PORT:-}" ]]
}

is_running() { [[ -n "${1:-}" ]] && kill -0 "$1" 2>/dev/null; }

# Sends TERM to the process group $1 leads and waits up to 30 s for its leader to go, then KILLs.
stop_group() {
  local pid="$1" i
  is_running "$pid" || return 0
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
  for i in $(seq 300); do
    is_running "$pid" || return 0
    sleep 0.1
  done
  kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
}

stop_site() {
  if ! read_state; then
    log "no site recorded in $STATE_FILE"
    rm -f "$STATE_FILE"
    return 0
  fi
  stop_group "${WP_TEST_PHP_PID:-}"
  stop_group "${WP_TEST_DB_PID:-}"
  rm -rf "$WP_TEST_DIR"
  rm -f "$STATE_FILE"
  log "stopped the site on port $WP_TEST_PORT"
}

write_state() {
  printf 'WP_TEST_DIR=%q\nWP_TEST_PORT=%q\nWP_TEST_DB_PID=%q\nWP_TEST_PHP_PID=%q\n' \
    "$DIR" "$PORT" "${DB_PID:-}" "${PHP_PID:-}" >"$STATE_FILE"
}

# abandon <why> [log file]: shows the end of the failed step's log, then stops and removes whatever
# start got to.
abandon() {
  if [[ -s "${2:-}" ]]; then tail -n 30 "$2" >&2; fi
  stop_site
  die "$1"
}

start_database() {
  local user=() i
  # mariadbd refuses to run as root unless told to.
  if [[ $EUID -eq 0 ]]; then user=(--user=root); fi
  mariadb-install-db --no-defaults "${user[@]}" --datadir="$DIR/db" --auth-root-authentication-method=normal \
    --skip-test-db --skip-name-resolve >"$DIR/db-install.log" 2>&1 || abandon "mariadb-install-db failed" "$DIR/db-install.log"
  setsid mariadbd --no-defaults "${user[@]}" --datadir="$DIR/db" --socket="$DIR/db.sock" \
    --pid-file="$DIR/db.pid" --tmpdir="$DIR" --skip-networking --log-error="$DIR/db.log" --skip-log-bin \
    --innodb-buffer-pool-size=32M --innodb-flush-log-at-trx-commit=0 --skip-performance-schema \
    </dev/null >/dev/null 2>&1 &
  DB_PID=$!
  write_state
  for i in $(seq 300); do
    if mariadb --no-defaults -uroot --socket="$DIR/db.sock" -e 'CREATE DATABASE wordpress CHARACTER SET utf8mb4' \
      2>/dev/null; then
      return 0
    fi
    is_running "$DB_PID" || abandon "MariaDB stopped while starting" "$DIR/db.log"
    sleep 0.1
  done
  abandon "MariaDB did not answer within 30 s" "$DIR/db.log"
}

# A copy of Debian's WordPress whose links point back to the originals (Debian links some bundled
# libraries relatively, and .htaccess into /etc).
copy_wordpress() {
  cp -a "$WORDPRESS" "$DIR/site"
  local link target
  while IFS= read -r -d '' link; do
    target="$(readlink -f "$WORDPRESS/${link#"$DIR/site/"}" || true)"
    rm -f "$link"
    if [[ -n "$target" && -e "$target" ]]; then ln -s "$target" "$link"; fi
  done < <(find "$DIR/site" -type l -print0)
  mkdir -p "$DIR/site/wp-content/uploads"
}

salt() { od -An -tx1 -N32 /dev/urandom | tr -d ' \n'; }

# Replaces Debian's wp-config.php, which reads /etc/wordpress/config-<host>.php.
write_config() {
  local url="http://127.0.0.1:$PORT" key
  {
    echo "<?php"
    echo "// Written by scripts/wordpress-test-site.sh for one test run."
    echo "define('DB_NAME', 'wordpress');"
    echo "define('DB_USER', 'root');"
    echo "define('DB_PASSWORD', '');"
    echo "define('DB_HOST', 'localhost:$DIR/db.sock');"
    echo "define('DB_CHARSET', 'utf8mb4');"
    echo "define('DB_COLLATE', '');"
    for key in AUTH SECURE_AUTH LOGGED_IN NONCE; do
      echo "define('${key}_KEY', '$(salt)');"
      echo "define('${key}_SALT', '$(salt)');"
    done
    echo "\$table_prefix = 'wp_';"
    echo "// Application passwords work over plain http only on a 'local' site."
    echo "define('WP_ENVIRONMENT_TYPE', 'local');"
    echo "define('WP_HOME', '$url');"
    echo "define('WP_SITEURL', '$url');"
    echo "define('WP_CONTENT_DIR', __DIR__ . '/wp-content');"
    echo "define('WP_CONTENT_URL', '$url/wp-content');"
    echo "define('DISABLE_WP_CRON', true);"
    echo "define('AUTOMATIC_UPDATER_DISABLED', true);"
    echo "define('WP_AUTO_UPDATE_CORE', false);"
    echo "// No calls to wordpress.org (update checks) from a test machine that may be offline."
    echo "define('WP_HTTP_BLOCK_EXTERNAL', true);"
    echo "define('FS_METHOD', 'direct');"
    echo "// Notices go to a log: PHP 8.2 warns about WordPress 6.1, and printed notices would break JSON."
    echo "define('WP_DEBUG', true);"
    echo "define('WP_DEBUG_DISPLAY', false);"
    echo "define('WP_DEBUG_LOG', '$DIR/wordpress.log');"
    echo "if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');"
    echo "require_once ABSPATH . 'wp-settings.php';"
  } >"$DIR/site/wp-config.php"
}

# The built-in server runs a router for every request: existing files as they are, anything else
# through index.php (pretty permalinks).
write_router() {
  cat >"$DIR/router.php" <<EOF
<?php
\$path = parse_url(\$_SERVER['REQUEST_URI'], PHP_URL_PATH);
if (\$path !== '/' && file_exists('$DIR/site' . \$path)) return false;
\$_SERVER['SCRIPT_NAME'] = \$_SERVER['PHP_SELF'] = '/index.php';
\$_SERVER['SCRIPT_FILENAME'] = '$DIR/site/index.php';
chdir('$DIR/site');
require '$DIR/site/index.php';
EOF
}

# The answer code of a GET to the site, or 000 when nothing answers.
http_status() {
  node -e '
    fetch(process.argv[1], { headers: process.argv[2] ? { authorization: process.argv[2] } : {}, signal: AbortSignal.timeout(5000) })
      .then((r) => console.log(r.status), () => console.log("000"));
  ' "$@"
}

start_php() {
  local attempt i
  for attempt in 1 2 3 4 5; do
    # Several workers, so a slow request (an upload making image sizes) does not hold the others.
    PHP_CLI_SERVER_WORKERS=4 setsid php -d upload_max_filesize=64M -d post_max_size=64M -d memory_limit=256M \
      -S "127.0.0.1:$PORT" -t "$DIR/site" "$DIR/router.php" </dev/null >>"$DIR/php.log" 2>&1 &
    PHP_PID=$!
    write_state
    for i in $(seq 100); do
      if [[ "$(http_status "http://127.0.0.1:$PORT/?rest_route=/")" == 200 ]]; then return 0; fi
      is_running "$PHP_PID" || break
      sleep 0.1
    done
    stop_group "$PHP_PID"
    log "PHP's server on port $PORT did not answer (attempt $attempt)"
    # Another process may have taken the probed port; the config names it, so both move.
    PORT="$(free_port_from $((PORT + 1)))"
    write_config
  done
  abandon "PHP's built-in server did not start" "$DIR/php.log"
}

start_site() {
  if read_state; then
    if is_running "${WP_TEST_PHP_PID:-}" || is_running "${WP_TEST_DB_PID:-}"; then
      die "a site is already running on port $WP_TEST_PORT ($STATE_FILE); run '$0 stop' first"
    fi
    log "removing stale state from an earlier run"
    rm -rf "$WP_TEST_DIR"
    rm -f "$STATE_FILE"
  fi
  check_prerequisites

  DIR="$(mktemp -d /tmp/newsroom-wp.XXXXXX)"
  PORT="$(free_port_from "$FIRST_PORT")"
  write_state
  start_database
  copy_wordpress
  write_config
  write_router
  local installed
  installed="$(php "$INSTALLER" "$DIR/site" 2>"$DIR/install.log")" || abandon "installing WordPress failed" "$DIR/install.log"
  start_php

  local url="http://127.0.0.1:$PORT" password basic
  password="$(node -e 'console.log(JSON.parse(process.argv[1]).applicationPassword)' "$installed")"
  basic="Basic $(printf 'admin:%s' "$password" | base64 -w0)"
  [[ "$(http_status "$url/?rest_route=/wp/v2/users/me" "$basic")" == 200 ]] ||
    abandon "the site does not accept the admin's application password" "$DIR/wordpress.log"
  log "site ready in $DIR at $url"
  node -e 'console.log(JSON.stringify({ url: process.argv[1], ...JSON.parse(process.argv[2]) }))' "$url" "$installed"
}

case "${1:-}" in
  start) start_site ;;
  stop) stop_site ;;
  *) die "usage: $0 start|stop" ;;
esac
