#!/usr/bin/env bash
# Part of infra.sh (sourced by it, never run alone): stopping what it started, its status, and the fault run's own
# servers (`make test-faults`). It uses infra.sh's helpers (log, die, listening, ours_alive, ...) and its ROOT, DATA, RUN.

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

# The fault run's servers: its own directory (FAULTS_DIR) and ports, so that killing them never touches the shared ones.
faults_mode() {
  [[ -n ${FAULTS_DIR:-} ]] || die "FAULTS_DIR must name the fault run's own data directory"
  DATA=$FAULTS_DIR RUN=$FAULTS_DIR/run LOGS=$FAULTS_DIR/log
  PARTS=(mongo_up redis_up rabbitmq_up)
  REDIS_PORT=${FAULTS_REDIS_PORT:-6380} RABBIT_PORT=${FAULTS_AMQP_PORT:-5673} RABBIT_NODE=rto-faults@localhost
}

down_faults() {
  stop_rabbitmq
  stop_pid "redis (faults)" "$RUN/redis.pid" redis-server
  stop_pid "mongo (faults)" "$RUN/mongo-faults.pid" MongoLauncher
}
