# syntax=docker/dockerfile:1
# One image per workspace of this monorepo:
#   docker build --build-arg SERVICE=services/identity -t rto-identity .
#   docker build --build-arg SERVICE=gateway -t rto-gateway .      (also builds and serves the SPA)
# Every image listens on $PORT (default 8080 here; docker-compose.yml and infra/k8s set each service's own).

ARG NODE_IMAGE=node:22-bookworm-slim

# ---- build: the whole workspace's dependencies, then SERVICE and the workspaces it imports
FROM ${NODE_IMAGE} AS build
ARG SERVICE
RUN test -n "$SERVICE" || { echo "build with --build-arg SERVICE=services/<name> or SERVICE=gateway" >&2; exit 1; }
WORKDIR /app
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# Build order: the @rto/* workspaces SERVICE depends on (transitively: kit, and for the gateway the services
# whose contracts it imports), dependencies first, then SERVICE itself; the gateway also gets the SPA.
# Each built dist/ is gathered under /out, in its workspace's place, for the final stage.
RUN <<'EOF'
set -eu
order=$(node infra/scripts/build-order.mjs "$SERVICE")
if [ "${SERVICE%/}" = gateway ] && [ -f frontend/package.json ]; then order="frontend $order"; fi
echo "building: $order"
mkdir -p /out
for ws in $order; do
  npm run build --workspace "$ws" --if-present
  if [ -d "$ws/dist" ]; then cp -a --parents "$ws/dist" /out/; fi
done
test -f "/out/${SERVICE%/}/dist/main.js" || { echo "no ${SERVICE%/}/dist/main.js after the build" >&2; exit 1; }
# npm ci in the next stage checks the lock file against every workspace's package.json.
mkdir -p /manifests
cp package.json package-lock.json /manifests/
if [ -f .npmrc ]; then cp .npmrc /manifests/; fi
find . -name node_modules -prune -o -name package.json -path './*/*' -print | xargs -r cp --parents -t /manifests
EOF

# ---- prod-deps: production dependencies of SERVICE only (and of the workspaces it links to)
FROM ${NODE_IMAGE} AS prod-deps
ARG SERVICE
WORKDIR /app
COPY --from=build /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace "$SERVICE" --include-workspace-root=false --no-audit --no-fund

# ---- runtime
FROM ${NODE_IMAGE}
ARG SERVICE
ARG PORT=8080
ENV NODE_ENV=production \
    SERVICE=${SERVICE} \
    PORT=${PORT} \
    SPA_DIR=/app/frontend/dist
WORKDIR /app
COPY --from=prod-deps /app/ ./
COPY --from=build /out/ ./
# Files stay root-owned (read-only for the process); the process runs unprivileged.
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Shell form so $SERVICE is read at run time; exec so node gets SIGTERM directly (graceful shutdown).
CMD exec node "$SERVICE/dist/main.js"
