#!/usr/bin/env bash
# Local infrastructure for `make dev` and `make test` on a bare machine (no Docker needed).
#
#   bash infra/scripts/infra.sh up dev     MongoDB-compatible :27017 (H2 file), Redis db 0, RabbitMQ /, SMTP catcher, stripe-mock
#   bash infra/scripts/infra.sh up test    MongoDB-compatible :27018 (memory),  Redis db 1, RabbitMQ vhost rto-test, stripe-mock
#   bash infra/scripts/infra.sh down       stop what this script started (data under .data/ is kept)
#   FAULTS_DIR=<dir> bash infra/scripts/infra.sh up|down|queues faults
#                                          the fault run's own MongoDB-compatible server (H2 file, :27019), Redis
#                                          (append-only file, :6380) and RabbitMQ (:5673), all data under <dir>: it
#                                          kills them, so never the shared ones; `queues` lists its broker's queues
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
REDIS_PORT=6379
RABBIT_PORT=5672
RABBIT_NODE=rto@localhost

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
  # make test fetches its tools beside the servers: a second apt-get waits for the first one's lock, not fails.
  local wait_for_lock=(-o DPkg::Lock::Timeout=600)
  if [[ -z $APT_UPDATED ]]; then
    log "apt-get update"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get "${wait_for_lock[@]}" update -qq
    APT_UPDATED=1
  fi
  log "apt-get install $*"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get "${wait_for_lock[@]}" install -y -qq "$@" >/dev/null
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
  local durable=()
  if [[ $MODE == faults ]]; then port=${FAULTS_MONGO_PORT:-27019} storage=$DATA/mongo/faults.mv.db durable=(--durable); fi
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
    -cp "infra/mongo/target/lib/*" infra/mongo/MongoLauncher.java --port "$port" --storage "$storage" "${durable[@]}"
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
  exec 3<>"/dev/tcp/127.0.0.1/$REDIS_PORT" || exit 1
  printf 'PING\r\n' >&3
  read -r -t 2 reply <&3 || true
  [[ $reply == +PONG* ]]
) 2>/dev/null

redis_up() {
  if [[ -n ${REDIS_URL:-} ]]; then use_given redis REDIS_URL; return; fi
  # One server for both modes; tests use database 1 so they never see or flush dev keys (database 0).
  local url=redis://127.0.0.1:$REDIS_PORT pidfile=$RUN/redis.pid logfile=$LOGS/redis.log persist=()
  [[ $MODE == test ]] && url=$url/1
  # The fault run kills it: every write on disk before it is answered, so a kill loses nothing.
  [[ $MODE == faults ]] && persist=(--appendonly yes --appendfsync always)
  set_env REDIS_URL "$url"

  if listening "$REDIS_PORT"; then
    row redis "$url" "$(found_how "$pidfile" redis-server)"; return
  fi
  command -v redis-server >/dev/null || apt_install redis-server
  mkdir -p "$DATA/redis"
  : >"$logfile"
  # noeviction: ended sessions and rate limits must never be dropped to make room.
  redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --daemonize yes --dir "$DATA/redis" --maxmemory-policy noeviction \
    --pidfile "$pidfile" --logfile "$logfile" "${persist[@]}"
  wait_for "redis-server on :$REDIS_PORT" "$logfile" "" redis_ping
  row redis "$url" "started"
}

# The broker and the tools live in files of their own, sourced here: one file a job.
# shellcheck source=infra-rabbitmq.sh
source "$ROOT/infra/scripts/infra-rabbitmq.sh"
# shellcheck source=infra-tools.sh
source "$ROOT/infra/scripts/infra-tools.sh"
# shellcheck source=infra-lifecycle.sh
source "$ROOT/infra/scripts/infra-lifecycle.sh"

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

usage() { echo "usage: $0 up dev|test|faults | down [faults] | queues faults | status | browser | nginx | schemathesis" >&2; exit 2; }

case "${1:-}" in
  up)
    [[ ${2:-} == dev || ${2:-} == test || ${2:-} == faults ]] || usage
    MODE=$2
    [[ $MODE == faults ]] && faults_mode
    up
    ;;
  down)
    if [[ ${2:-} == faults ]]; then faults_mode; down_faults; else down; fi
    ;;
  queues)
    [[ ${2:-} == faults ]] || usage
    faults_mode
    rabbit rabbitmqctl -q list_queues name messages
    ;;
  status) status ;;
  browser) browser ;;
  nginx) nginx_bin ;;
  schemathesis) schemathesis_bin ;;
  *) usage ;;
esac
