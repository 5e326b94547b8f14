#!/usr/bin/env bash
# Part of infra.sh (sourced by it, never run alone): the local RabbitMQ, its vhosts and a broker user per service.
# It uses infra.sh's helpers (log, die, spawn, wait_for, use_given, set_env, row, ...) and its ROOT, DATA, RUN, MODE.

# ---------------------------------------------------------------- RabbitMQ

# Run a RabbitMQ command as the current user, against our node: its Erlang cookie lives in HOME, its data
# and logs under .data/rabbitmq, no plugins (starts in seconds), listening on 127.0.0.1 only (AMQP and the
# Erlang distribution port).
rabbit() {
  local base=$DATA/rabbitmq
  env HOME="$base" \
    RABBITMQ_NODENAME="$RABBIT_NODE" \
    RABBITMQ_NODE_IP_ADDRESS=127.0.0.1 \
    RABBITMQ_NODE_PORT="$RABBIT_PORT" \
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
  local url=amqp://guest:guest@127.0.0.1:$RABBIT_PORT pidfile=$RUN/rabbitmq.pid how vhost=/

  if listening "$RABBIT_PORT"; then
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
      log "rabbitmq on :$RABBIT_PORT is not ours and rabbitmqctl cannot reach it: tests use its default vhost"
      how="$how, default vhost"
    fi
  fi
  # AMQP_URL stays the administrator's (tests' probe and clean-up, tools); each service gets a URL of its own user.
  set_env AMQP_URL "$url"
  if rabbit_service_users "$vhost"; then
    how="$how, a user per service"
  else
    log "warning: rabbitmqctl cannot reach the broker on :$RABBIT_PORT to create the services' users; their events will be refused"
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
    if [[ $vhost == / ]]; then set_env "AMQP_URL_${service^^}" "amqp://rto-$service:$password@127.0.0.1:$RABBIT_PORT"
    else set_env "AMQP_URL_${service^^}" "amqp://rto-$service:$password@127.0.0.1:$RABBIT_PORT/$vhost"; fi
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
