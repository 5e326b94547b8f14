#!/bin/sh
# RabbitMQ in docker-compose: a broker user per service, made from the environment at every start, then the image's
# own entrypoint. The services and the types each owns are read from the kit's owner table (mounted read-only), the
# same one infra.sh and the consumers read, so a new event type needs no change here.
#
#   AMQP_PASSWORD_<SERVICE>   the password of rto-<service> (required for every service; letters and digits)
#   AMQP_ADMIN_PASSWORD       the password of rto-admin, the operators' user (management UI; required)
#
# Permissions as infra.sh sets them (see rabbit_service_users there for what they can and cannot say): each service
# publishes only the routing keys of its own types on rto.events, consumes only its own queues, and may reach any
# queue through the default exchange, which is why consumers check who published (kit bus/publisher.ts).
set -eu
OWNERS=/etc/rabbitmq/owners.ts
OUT=/etc/rabbitmq/rto-definitions.json
[ -r "$OWNERS" ] || { echo "rabbitmq: $OWNERS is not mounted" >&2; exit 1; }
pairs=$(sed -nE "s/^  '([a-z.]+)': '([a-z]+)',$/\2 \1/p" "$OWNERS")
services=$(printf '%s\n' "$pairs" | cut -d' ' -f1 | sort -u)

check() { printf '%s' "$2" | grep -Eq '^[A-Za-z0-9]{16,}$' || { echo "rabbitmq: set $1 (16+ letters and digits)" >&2; exit 1; }; }
check AMQP_ADMIN_PASSWORD "${AMQP_ADMIN_PASSWORD:-}"

users="{\"name\":\"rto-admin\",\"password\":\"$AMQP_ADMIN_PASSWORD\",\"tags\":\"administrator\"}"
permissions="{\"user\":\"rto-admin\",\"vhost\":\"/\",\"configure\":\".*\",\"write\":\".*\",\"read\":\".*\"}"
topics=""
for service in $services; do
  key=AMQP_PASSWORD_$(printf '%s' "$service" | tr 'a-z' 'A-Z')
  password=$(printenv "$key" || true)
  check "$key" "$password"
  user=rto-$service
  types=$(printf '%s\n' "$pairs" | awk -v s="$service" '$1 == s { gsub(/[.]/, "\\\\\\\\.", $2); printf "%s%s", sep, $2; sep="|" }')
  users="$users,{\"name\":\"$user\",\"password\":\"$password\",\"tags\":\"\"}"
  permissions="$permissions,{\"user\":\"$user\",\"vhost\":\"/\""
  permissions="$permissions,\"configure\":\"^(rto\\\\.events|[a-z]+\\\\.events(\\\\.dead)?|$service\\\\.events\\\\.retry\\\\.[0-9]+ms)\$\""
  permissions="$permissions,\"write\":\"^(amq\\\\.default|rto\\\\.events|[a-z]+\\\\.events)\$\""
  permissions="$permissions,\"read\":\"^(rto\\\\.events|[a-z]+\\\\.events|$service\\\\.events\\\\.(dead|retry\\\\.[0-9]+ms))\$\"}"
  topics="$topics${topics:+,}{\"user\":\"$user\",\"vhost\":\"/\",\"exchange\":\"rto.events\",\"write\":\"^($types)\$\",\"read\":\".*\"}"
done
umask 077
printf '{"vhosts":[{"name":"/"}],"users":[%s],"permissions":[%s],"topic_permissions":[%s]}\n' "$users" "$permissions" "$topics" >"$OUT"
chown rabbitmq:rabbitmq "$OUT" 2>/dev/null || true
# Loaded at every boot (an upsert): a changed password takes effect on the next start.
printf 'load_definitions = %s\n' "$OUT" >/etc/rabbitmq/conf.d/20-rto-definitions.conf
exec docker-entrypoint.sh "$@"
