#!/usr/bin/env bash
# Local infrastructure for `make dev` and `make test` on a bare machine (no Docker needed).
#
#   bash infra/scripts/infra.sh up dev     MongoDB-compatible :27017 (H2 file), Redis db 0, RabbitMQ /, SMTP catcher, stripe-mock
#   bash infra/scripts/infra.sh up test    MongoDB-compatible :27018 (memory),  Redis db 1, RabbitMQ vhost rto-test, stripe-mock
#   bash infra/scripts/infra.sh down       stop what this script started (data under .data/ is kept)
#   bash infra/scripts/infra.sh status     what runs, and who started it
#   bash infra/scripts/infra.sh browser    make sure Chromium is installed (browser tests); prints its path
#   bash infra/scripts/infra.sh nginx      make sure nginx is installed (the bench's reference proxy); prints its path
#   bash infra/scripts/infra.sh schemathesis  make sure the API fuzzer is installed (make test's fuzz run); prints its path
#
# For every part, in this order: its URL variable is set -> use it as given and start nothing; something
# already listens on its port -> reuse it; otherwise install what is missing, start a local server in the
# background (data .data/, pid files .data/run/, logs .data/log/) and wait until it answers.
# `up` writes .data/<mode>.env (KEY=value lines) for the services and the tests to read.
# RabbitMQ: every service gets a broker user of its own, rto-<service>, on the mode's vhost, with a password made on
# the first run and kept in .data/rabbitmq/users.env; the env file names each one's URL as AMQP_URL_<SERVICE>, and
# AMQP_URL stays the administrator's (tests' probe and clean-up). See rabbit_service_users.
#
# A new part is one more `<part>_up` function added to PARTS, plus a line in down() and in status().
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."
ROOT=$PWD
DATA=$ROOT/.data
RUN=$DATA/run
LOGS=$DATA/log
RABBIT_BIN=/usr/lib/rabbitmq/bin   # not /usr/sbin: Debian's wrappers there switch to the rabbitmq user
WAIT_SECONDS=60
PARTS=(mongo_up redis_up rabbitmq_up smtp_up stripe_mock_up)

MODE=""
ENV_KEYS=()          # keys of the env file, in order
declare -A ENV_VALS=()
ROWS=()              # the summary table: "part|where|how"

log() { printf 'infra: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

# ---------------------------------------------------------------- helpers

# True when something accepts TCP connections on 127.0.0.1:<port> (bash's /dev/tcp: no extra tool needed).
listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# True when the pid in <pidfile> is alive AND its command line contains <pattern>, so a recycled pid
# (another program that got the same number) is never taken for ours.
ours_alive() {
  local pidfile=$1 pattern=$2 pid
  [[ -s $pidfile ]] || return 1
  pid=$(<"$pidfile")
  [[ $pid =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "$pattern"
}

# wait_for <what> <logfile> <pidfile|""> <command...>: retry the command for up to WAIT_SECONDS, and give up
# at once if the process in <pidfile> has died; on failure show the end of its log.
wait_for() {
  local what=$1 logfile=$2 pidfile=$3 deadline=$((SECONDS + WAIT_SECONDS)) why
  shift 3
  until "$@"; do
    why=""
    if [[ -n $pidfile ]] && ! kill -0 "$(<"$pidfile")" 2>/dev/null; then why="exited"
    elif ((SECONDS >= deadline)); then why="did not answer within ${WAIT_SECONDS}s"; fi
    if [[ -n $why ]]; then
      log "$what $why; last lines of ${logfile#"$ROOT"/}:"
      tail -n 30 "$logfile" >&2 2>/dev/null || true
      exit 1
    fi
    sleep 0.5
  done
}

# Start a command in the background, detached from this terminal's session (a Ctrl-C in `make dev`
# must not take the servers down with it), output to a log, pid to a pid file.
spawn() {
  local pidfile=$1 logfile=$2
  shift 2
  setsid nohup "$@" >"$logfile" 2>&1 </dev/null &
  echo $! >"$pidfile"
}

APT_UPDATED=""
# Install Debian packages, running `apt-get update` at most once per run.
apt_install() {
  local sudo=""
  ((EUID == 0)) || sudo="sudo"
  command -v apt-get >/dev/null || die "missing $*, and no apt-get to install them with"
  if [[ -z $APT_UPDATED ]]; then
    log "apt-get update"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    APT_UPDATED=1
  fi
  log "apt-get install $*"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

set_env() {
  [[ -v "ENV_VALS[$1]" ]] || ENV_KEYS+=("$1")
  ENV_VALS[$1]=$2
}
row() { ROWS+=("$1|$2|$3"); }

# use_given <part> <VAR>: take the URL the caller set, and start nothing. In test mode, warn when a data
# store's URL is the dev one (e.g. a shell that sourced .data/dev.env): tests would then write into dev data.
use_given() {
  local part=$1 key=$2 val=${!2}
  set_env "$key" "$val"
  row "$part" "$val" "given ($key)"
  if [[ $MODE == test && $key =~ ^(MONGO|REDIS|AMQP)_URL$ && -f $DATA/dev.env ]] &&
    grep -qxF -- "$key=$val" "$DATA/dev.env"; then
    log "warning: $key is the dev one ($val); tests will use dev data"
  fi
}

# How a server we found listening is described: ours (pid file of this script) or someone else's.
found_how() { if ours_alive "$1" "$2"; then echo "running (ours)"; else echo "reused (not ours)"; fi; }

# ---------------------------------------------------------------- MongoDB (mongo-java-server)

mongo_up() {
  if [[ -n ${MONGO_URL:-} ]]; then use_given mongo MONGO_URL; return; fi
  # Tests get their own port and an in-memory store, so they can never touch dev data.
  local port=27017 db=rto storage=$DATA/mongo/dev.mv.db
  if [[ $MODE == test ]]; then port=27018 db=rto-test storage=memory; fi
  local url=mongodb://127.0.0.1:$port/$db pidfile=$RUN/mongo-$MODE.pid logfile=$LOGS/mongo-$MODE.log
  set_env MONGO_URL "$url"

  # The jars also serve tests that start servers of their own (fresh-database-start), so fetch them either way.
  mongo_build
  if listening "$port"; then
    row mongo "$url" "$(found_how "$pidfile" MongoLauncher)"; return
  fi
  # SerialGC and a bounded heap: a dev/test database on a small machine, not a benchmark.
  # shellcheck disable=SC2086 # MONGO_JAVA_OPTS is a list of JVM options
  spawn "$pidfile" "$logfile" java ${MONGO_JAVA_OPTS:--XX:+UseSerialGC -Xmx1g} \
    -cp "infra/mongo/target/lib/*" infra/mongo/MongoLauncher.java --port "$port" --storage "$storage"
  wait_for "mongo-java-server on :$port" "$logfile" "$pidfile" listening "$port"
  row mongo "$url" "started ($([[ $storage == memory ]] && echo memory || echo "${storage#"$ROOT"/}"))"
}

# The launcher runs as a Java source file (no compile step); it needs the jars Maven copies next to it.
mongo_build() {
  if ! command -v java >/dev/null || ! command -v mvn >/dev/null; then
    apt_install openjdk-17-jre-headless maven
  fi
  compgen -G "infra/mongo/target/lib/mongo-java-server-h2-backend-*.jar" >/dev/null && return
  log "fetching mongo-java-server jars (mvn dependency:copy-dependencies)"
  if ! mvn -q -B -f infra/mongo/pom.xml dependency:copy-dependencies \
    -DoutputDirectory="$ROOT/infra/mongo/target/lib" >"$LOGS/mvn.log" 2>&1; then
    tail -n 30 "$LOGS/mvn.log" >&2
    die "mvn could not fetch the mongo-java-server jars (log: .data/log/mvn.log)"
  fi
}

# ---------------------------------------------------------------- Redis

redis_ping() (
  reply=""
  exec 3<>/dev/tcp/127.0.0.1/6379 || exit 1
  printf 'PING\r\n' >&3
  read -r -t 2 reply <&3 || true
  [[ $reply == +PONG* ]]
) 2>/dev/null

redis_up() {
  if [[ -n ${REDIS_URL:-} ]]; then use_given redis REDIS_URL; return; fi
  # One server for both modes; tests use database 1 so they never see or flush dev keys (database 0).
  local url=redis://127.0.0.1:6379 pidfile=$RUN/redis.pid logfile=$LOGS/redis.log
  [[ $MODE == test ]] && url=$url/1
  set_env REDIS_URL "$url"

  if listening 6379; then
    row redis "$url" "$(found_how "$pidfile" redis-server)"; return
  fi
  command -v redis-server >/dev/null || apt_install redis-server
  mkdir -p "$DATA/redis"
  : >"$logfile"
  # noeviction: ended sessions and rate limits must never be dropped to make room.
  redis-server --port 6379 --bind 127.0.0.1 --daemonize yes --dir "$DATA/redis" --maxmemory-policy noeviction \
    --pidfile "$pidfile" --logfile "$logfile"
  wait_for "redis-server on :6379" "$logfile" "" redis_ping
  row redis "$url" "started"
}

# ---------------------------------------------------------------- RabbitMQ

# Run a RabbitMQ command as the current user, against our node: its Erlang cookie lives in HOME, its data
# and logs under .data/rabbitmq, no plugins (starts in seconds), listening on 127.0.0.1 only (AMQP and the
# Erlang distribution port).
rabbit() {
  local base=$DATA/rabbitmq
  env HOME="$base" \
    RABBITMQ_NODENAME=rto@localhost \
    RABBITMQ_NODE_IP_ADDRESS=127.0.0.1 \
    RABBITMQ_NODE_PORT=5672 \
    RABBITMQ_MNESIA_BASE="$base/mnesia" \
    RABBITMQ_LOG_BASE="$base/log" \
    RABBITMQ_PID_FILE="$RUN/rabbitmq.pid" \
    RABBITMQ_ENABLED_PLUGINS_FILE="$base/enabled_plugins" \
    RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS="-kernel inet_dist_use_interface {127,0,0,1}" \
    "$RABBIT_BIN/$1" "${@:2}"
}

rabbitmq_up() {
  if [[ -n ${AMQP_URL:-} ]]; then
    use_given rabbitmq AMQP_URL
    # A broker of someone else's: its users are theirs to create; pass on the per-service URLs given with it.
    local service key
    for service in $(event_owners | cut -d' ' -f1 | sort -u); do
      key=AMQP_URL_${service^^}
      if [[ -n ${!key:-} ]]; then set_env "$key" "${!key}"; else log "warning: $key is not set: $service connects as the AMQP_URL user, and consumers refuse its events"; fi
    done
    return
  fi
  local url=amqp://guest:guest@127.0.0.1:5672 pidfile=$RUN/rabbitmq.pid how vhost=/

  if listening 5672; then
    how=$(found_how "$pidfile" beam)
  else
    [[ -x $RABBIT_BIN/rabbitmq-server ]] || apt_install rabbitmq-server
    mkdir -p "$DATA/rabbitmq/log"
    echo '[].' >"$DATA/rabbitmq/enabled_plugins"
    rm -f "$pidfile"   # `rabbitmqctl wait` must not read a stale one
    rabbit rabbitmq-server -detached >"$LOGS/rabbitmq.log" 2>&1
    if ! rabbit rabbitmqctl -q wait "$pidfile" --timeout "$WAIT_SECONDS" >>"$LOGS/rabbitmq.log" 2>&1; then
      log "rabbitmq did not start; last lines of its logs:"
      tail -n 30 "$LOGS/rabbitmq.log" "$DATA"/rabbitmq/log/*.log >&2 2>/dev/null || true
      exit 1
    fi
    how=started
  fi

  # Tests get their own vhost, so their queues and bindings never mix with dev ones.
  if [[ $MODE == test ]]; then
    if rabbit_test_vhost; then
      url=$url/rto-test vhost=rto-test
      how="$how, vhost rto-test"
    else
      log "rabbitmq on :5672 is not ours and rabbitmqctl cannot reach it: tests use its default vhost"
      how="$how, default vhost"
    fi
  fi
  # AMQP_URL stays the administrator's (tests' probe and clean-up, tools); each service gets a URL of its own user.
  set_env AMQP_URL "$url"
  if rabbit_service_users "$vhost"; then
    how="$how, a user per service"
  else
    log "warning: rabbitmqctl cannot reach the broker on :5672 to create the services' users; their events will be refused"
  fi
  row rabbitmq "$url" "$how"
}

# "<service> <event type>" lines, from the one table of who publishes what (services/kit/src/bus/owners.ts).
event_owners() {
  sed -nE "s/^  '([a-z.]+)': '([a-z]+)',$/\2 \1/p" services/kit/src/bus/owners.ts
}

# rabbit_service_users <vhost>: the broker user rto-<service> of every service, with a password made on first use
# and kept in .data/rabbitmq/users.env (the same users serve the dev vhost and the test one), their permissions on
# <vhost>, and AMQP_URL_<SERVICE> for the env file. One `import_definitions` (an upsert) sets it all: idempotent, and
# one rabbitmqctl start instead of thirty.
#
# Permissions (regular expressions over queue and exchange names, an optional test namespace `<name>.` in front):
#   configure  the exchange, every consumer's queue and dead-letter queue (each bus declares them all, so that what is
#              published before a consumer first starts waits for it), its own retry queues;
#   write      the exchange, the default exchange (retries and dead letters go through it), every consumer's queue
#              (binding a queue needs write on it);
#   read       the exchange (binding needs it), its own queue, retry and dead-letter queues, and every consumer's
#              queue: RabbitMQ asks for read on a queue to declare it with a dead-letter exchange.
#   topic write (dev vhost, exchange rto.events): only the routing keys of the types it owns.
# What they cannot say: write on the default exchange reaches every queue by name, so any service may put a message
# into another's queue or retry queue; and read on a queue lets it take another's messages. The first is why every
# consumer checks the broker-stamped user_id against the owner of the type (kit bus/publisher.ts); the second costs
# availability, never a forged event.
rabbit_service_users() {
  local vhost=$1 store=$DATA/rabbitmq/users.env service key password lines=""
  rabbit rabbitmqctl -q -t 10 list_vhosts name >/dev/null 2>&1 || return 1
  mkdir -p "$DATA/rabbitmq"
  touch "$store" && chmod 600 "$store"
  for service in $(event_owners | cut -d' ' -f1 | sort -u); do
    key=AMQP_PASSWORD_${service^^}
    password=$(sed -n "s/^$key=//p" "$store")
    if [[ -z $password ]]; then
      password=$(od -An -tx1 -N24 /dev/urandom | tr -d ' \n')
      echo "$key=$password" >>"$store"
    fi
    lines+="$service $password $(event_owners | awk -v s="$service" '$1 == s { printf "%s ", $2 }')"$'\n'
    if [[ $vhost == / ]]; then set_env "AMQP_URL_${service^^}" "amqp://rto-$service:$password@127.0.0.1:5672"
    else set_env "AMQP_URL_${service^^}" "amqp://rto-$service:$password@127.0.0.1:5672/$vhost"; fi
  done
  [[ -n $lines ]] || die "no event owners found in services/kit/src/bus/owners.ts"
  printf '%s' "$lines" | VHOST=$vhost node -e '
    const vhost = process.env.VHOST;
    const quote = (name) => name.replace(/[.]/g, "\\.");
    const ns = "([A-Za-z0-9_-]+\\.)?";
    const definitions = { users: [], permissions: [], topic_permissions: [] };
    for (const line of require("node:fs").readFileSync(0, "utf8").trim().split("\n")) {
      const [service, password, ...types] = line.trim().split(/\s+/);
      const user = `rto-${service}`;
      const own = quote(`${service}.events`);
      definitions.users.push({ name: user, password, tags: "" });
      definitions.permissions.push({
        user,
        vhost,
        configure: `^${ns}(rto\\.events|[a-z]+\\.events(\\.dead)?|${own}\\.retry\\.[0-9]+ms)$`,
        write: `^(amq\\.default|${ns}(rto\\.events|[a-z]+\\.events))$`,
        read: `^${ns}(rto\\.events|[a-z]+\\.events|${own}\\.(dead|retry\\.[0-9]+ms))$`,
      });
      // Topic permissions name one exchange exactly: the dev one; test namespaces each have their own.
      if (vhost === "/") definitions.topic_permissions.push({ user, vhost, exchange: "rto.events", write: `^(${types.map(quote).join("|")})$`, read: ".*" });
    }
    process.stdout.write(JSON.stringify(definitions));
  ' | rabbit rabbitmqctl -q import_definitions >>"$LOGS/rabbitmq.log" 2>&1
}

# Make sure vhost rto-test exists with guest permissions (only works on a broker our rabbitmqctl can reach).
rabbit_test_vhost() {
  local vhosts
  vhosts=$(rabbit rabbitmqctl -q -t 10 list_vhosts name 2>/dev/null) || return 1
  if ! grep -qx 'rto-test' <<<"$vhosts"; then
    rabbit rabbitmqctl -q add_vhost rto-test >/dev/null || return 1
  fi
  rabbit rabbitmqctl -q set_permissions -p rto-test guest '.*' '.*' '.*' >/dev/null
}

# ---------------------------------------------------------------- SMTP catcher (maildev)

smtp_up() {
  if [[ -n ${SMTP_URL:-} ]]; then
    use_given smtp SMTP_URL
    if [[ -n ${MAIL_INBOX_URL:-} ]]; then use_given inbox MAIL_INBOX_URL; fi
    return
  fi
  local url=smtp://127.0.0.1:1025 inbox=http://127.0.0.1:1080 pidfile=$RUN/maildev.pid
  local logfile=$LOGS/maildev.log how
  set_env SMTP_URL "$url"

  if listening 1025; then
    how=$(found_how "$pidfile" maildev)
    # Someone else's SMTP server may have no inbox API: only advertise one that answers.
    row smtp "$url" "$how"
    if listening 1080; then set_env MAIL_INBOX_URL "$inbox"; row inbox "$inbox" "$how"; fi
    return
  fi
  # maildev is a root devDependency: present after `npm install`, nothing to fetch here.
  [[ -x node_modules/.bin/maildev ]] || die "node_modules/.bin/maildev is missing: run npm install first"
  mkdir -p "$DATA/maildev"
  spawn "$pidfile" "$logfile" node_modules/.bin/maildev --smtp 1025 --web 1080 --ip 127.0.0.1 \
    --mail-directory "$DATA/maildev"
  wait_for "maildev on :1025/:1080" "$logfile" "$pidfile" eval 'listening 1025 && listening 1080'
  set_env MAIL_INBOX_URL "$inbox"
  row smtp "$url" started
  row inbox "$inbox" "started (GET /email lists messages)"
}

# ---------------------------------------------------------------- stripe-mock (Stripe's official mock API)

STRIPE_MOCK_VERSION=v0.203.0
STRIPE_MOCK_PORT=12111
STRIPE_MOCK_BIN=$DATA/bin/stripe-mock

# Stateless, so dev and tests share one server. Nothing uses it by itself: billing talks to Stripe's API unless
# STRIPE_API_BASE says otherwise, and its Stripe tests point the SDK at STRIPE_MOCK_URL.
stripe_mock_up() {
  if [[ -n ${STRIPE_MOCK_URL:-} ]]; then use_given stripe-mock STRIPE_MOCK_URL; return; fi
  local url=http://127.0.0.1:$STRIPE_MOCK_PORT pidfile=$RUN/stripe-mock.pid logfile=$LOGS/stripe-mock.log
  set_env STRIPE_MOCK_URL "$url"
  if listening "$STRIPE_MOCK_PORT"; then
    row stripe-mock "$url" "$(found_how "$pidfile" stripe-mock)"; return
  fi
  stripe_mock_build
  spawn "$pidfile" "$logfile" "$STRIPE_MOCK_BIN" -http-addr "127.0.0.1:$STRIPE_MOCK_PORT" -https-addr "127.0.0.1:$((STRIPE_MOCK_PORT + 1))"
  wait_for "stripe-mock on :$STRIPE_MOCK_PORT" "$logfile" "$pidfile" listening "$STRIPE_MOCK_PORT"
  row stripe-mock "$url" "started ($STRIPE_MOCK_VERSION)"
}

# Built from its pinned source with `go install` (a Go module) into .data/bin; a marker file names the version built.
stripe_mock_build() {
  local marker=$STRIPE_MOCK_BIN.version go
  [[ -x $STRIPE_MOCK_BIN && $(cat "$marker" 2>/dev/null) == "$STRIPE_MOCK_VERSION" ]] && return
  go=$(command -v go || true)
  [[ -n $go ]] || { [[ -x /usr/local/go/bin/go ]] && go=/usr/local/go/bin/go; }
  if [[ -z $go ]]; then
    apt_install golang-go
    go=$(command -v go)
  fi
  log "building stripe-mock $STRIPE_MOCK_VERSION (go install)"
  mkdir -p "$DATA/bin"
  if ! GOBIN=$DATA/bin "$go" install "github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION" >"$LOGS/go-install.log" 2>&1; then
    tail -n 30 "$LOGS/go-install.log" >&2
    die "go install could not build stripe-mock $STRIPE_MOCK_VERSION (it needs Go 1.22 or newer; log: .data/log/go-install.log)"
  fi
  echo "$STRIPE_MOCK_VERSION" >"$marker"
}

# ---------------------------------------------------------------- Chromium (browser tests)

# Debian's chromium, driven by playwright-core: no browser download. CHROMIUM_PATH wins. Prints the path.
browser() {
  if [[ -n ${CHROMIUM_PATH:-} ]]; then echo "$CHROMIUM_PATH"; return; fi
  command -v chromium >/dev/null || apt_install chromium
  command -v chromium
}

# ---------------------------------------------------------------- nginx (the bench's reference proxy)

# Debian's nginx, only installed here: `make bench` runs it itself, with a config of its own, and stops it. NGINX_PATH
# wins. Prints the path.
nginx_bin() {
  if [[ -n ${NGINX_PATH:-} ]]; then echo "$NGINX_PATH"; return; fi
  [[ -x /usr/sbin/nginx ]] || command -v nginx >/dev/null || apt_install nginx
  if [[ -x /usr/sbin/nginx ]]; then echo /usr/sbin/nginx; else command -v nginx; fi
}

# ---------------------------------------------------------------- schemathesis (the API fuzzer)

# Pinned: a newer release may add checks or change its CLI, and the fuzz run must not change under us.
SCHEMATHESIS_VERSION=4.32.5

# schemathesis from PyPI, in a virtual environment of its own under .data/ (pip never touches the system's Python);
# installed once per version. SCHEMATHESIS_PATH wins. Prints the path of its `st` command.
schemathesis_bin() {
  if [[ -n ${SCHEMATHESIS_PATH:-} ]]; then echo "$SCHEMATHESIS_PATH"; return; fi
  local venv=$DATA/schemathesis marker=$DATA/schemathesis/.version
  if [[ -x $venv/bin/st && -f $marker && $(<"$marker") == "$SCHEMATHESIS_VERSION" ]]; then echo "$venv/bin/st"; return; fi
  command -v python3 >/dev/null || apt_install python3
  # Debian splits venv and ensurepip out of python3.
  python3 -c 'import ensurepip, venv' 2>/dev/null || apt_install python3-venv
  log "installing schemathesis $SCHEMATHESIS_VERSION into ${venv#"$ROOT"/}"
  rm -rf "$venv"
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION" >&2
  echo "$SCHEMATHESIS_VERSION" >"$marker"
  echo "$venv/bin/st"
}

# ---------------------------------------------------------------- verbs

# KEY=value lines: plain when the value is shell-safe, else single-quoted; readable by `source`, by
# dotenv, and by Node's own process.loadEnvFile / util.parseEnv.
write_env_file() {
  local file=$DATA/$MODE.env key val
  {
    echo "# written by infra/scripts/infra.sh up $MODE"
    for key in "${ENV_KEYS[@]}"; do
      val=${ENV_VALS[$key]}
      if [[ $val =~ ^[A-Za-z0-9_./:@%+=,~-]*$ ]]; then
        echo "$key=$val"
      else
        [[ $val != *"'"* ]] || die "$key contains a single quote; cannot write it to $file"
        echo "$key='$val'"
      fi
    done
  } >"$file.tmp"
  mv "$file.tmp" "$file"
  echo "${file#"$ROOT"/}"
}

print_table() {
  local r part where how
  printf '%-11s %-46s %s\n' PART WHERE HOW
  for r in "${ROWS[@]}"; do
    IFS='|' read -r part where how <<<"$r"
    printf '%-11s %-46s %s\n' "$part" "$where" "$how"
  done
}

up() {
  mkdir -p "$RUN" "$LOGS"
  local part file
  for part in "${PARTS[@]}"; do "$part"; done
  file=$(write_env_file)
  print_table
  echo "env ($MODE): $file"
}

# stop_pid <name> <pidfile> <pattern>: SIGTERM our process and wait for it (mongo-java-server commits H2
# on the way out, redis saves its snapshot), then forget the pid file. Never touches a process not ours.
stop_pid() {
  local name=$1 pidfile=$2 pattern=$3 pid i
  if ours_alive "$pidfile" "$pattern"; then
    pid=$(<"$pidfile")
    kill "$pid"
    for ((i = 0; i < 60; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    if kill -0 "$pid" 2>/dev/null; then log "$name (pid $pid) still running after 30s; left alone"; return; fi
    echo "stopped $name (pid $pid)"
  fi
  rm -f "$pidfile"
}

stop_rabbitmq() {
  local pidfile=$RUN/rabbitmq.pid pid
  if ours_alive "$pidfile" beam; then
    pid=$(<"$pidfile")   # read first: the broker removes its pid file on the way out
    # `rabbitmqctl stop <pidfile>` also waits for the Erlang VM to exit.
    if rabbit rabbitmqctl -q stop "$pidfile" >/dev/null 2>&1; then
      echo "stopped rabbitmq (pid $pid)"
    else
      log "rabbitmqctl stop failed for rabbitmq (pid $pid); left alone"; return
    fi
  fi
  rm -f "$pidfile"
}

down() {
  stop_pid stripe-mock "$RUN/stripe-mock.pid" stripe-mock
  stop_pid maildev "$RUN/maildev.pid" maildev
  stop_rabbitmq
  stop_pid redis "$RUN/redis.pid" redis-server
  stop_pid "mongo (test)" "$RUN/mongo-test.pid" MongoLauncher
  stop_pid "mongo (dev)" "$RUN/mongo-dev.pid" MongoLauncher
  echo "down (data kept under .data/)"
}

status() {
  local name port pidfile pattern state
  printf '%-12s %-6s %s\n' PART PORT STATE
  while read -r name port pidfile pattern; do
    if ours_alive "$RUN/$pidfile" "$pattern"; then state="running (ours, pid $(<"$RUN/$pidfile"))"
    elif listening "$port"; then state="listening (not ours)"
    else state="down"; fi
    printf '%-12s %-6s %s\n' "$name" "$port" "$state"
  done <<'EOF'
mongo-dev 27017 mongo-dev.pid MongoLauncher
mongo-test 27018 mongo-test.pid MongoLauncher
redis 6379 redis.pid redis-server
rabbitmq 5672 rabbitmq.pid beam
maildev 1025 maildev.pid maildev
stripe-mock 12111 stripe-mock.pid stripe-mock
EOF
  local f
  for f in "$DATA"/dev.env "$DATA"/test.env; do
    [[ -f $f ]] && echo "env file: ${f#"$ROOT"/}"
  done
  return 0
}

usage() { echo "usage: $0 up dev|test | down | status | browser | nginx | schemathesis" >&2; exit 2; }

case "${1:-}" in
  up)
    [[ ${2:-} == dev || ${2:-} == test ]] || usage
    MODE=$2
    up
    ;;
  down) down ;;
  status) status ;;
  browser) browser ;;
  nginx) nginx_bin ;;
  schemathesis) schemathesis_bin ;;
  *) usage ;;
esac
