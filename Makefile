# The verbs a newcomer uses. `make dev` runs the whole system; `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := help
.PHONY: replay-dead-letters help install dev test test-faults test-servers test-unit test-integration test-security test-tools test-frontend e2e fuzz typecheck lint down status bench build lighthouse k8s-check

help:
	@echo "make dev    - run the whole system at http://localhost:8080 (installs and starts what it needs)"
	@echo "make test   - type check, lint, unit, integration and browser tests, the API fuzzer"
	@echo "make down   - stop the background servers that make dev / make test started"
	@echo "make k8s-check - the Kubernetes manifests (infra/k8s) decoded against the API's types, unknown fields refused, and cross-checked (Go; part of make test)"
	@echo "make test-faults - a checkout load while each service, RabbitMQ, Redis and the database are killed in turn; checks nothing was lost (not part of make test)"
	@echo "make bench  - throughput and latency, direct vs through the gateway; first-load JS size"
	@echo "make lighthouse - Lighthouse (mobile) on seven pages (/, /appliance, /delivery, /dashboard, /billing, /confirmation, /admin/dashboard); fails below its thresholds"
	@echo "make build  - compile every package (what the container images run)"
	@echo "make replay-dead-letters SERVICE=<name> [LIMIT=100] [FORCE=1] - resend the events a service parked after failing (dev broker)"

# Dependencies are (re)installed when the lockfile changes.
node_modules/.package-lock.json: package.json package-lock.json $(wildcard */package.json services/*/package.json)
	npm ci --no-audit --no-fund
	@touch $@

install: node_modules/.package-lock.json

dev: install
	bash infra/scripts/infra.sh up dev
	@if [ -f frontend/package.json ]; then npm run build -w frontend; fi
	node infra/scripts/dev.mjs

typecheck: install
	npx tsc -p tsconfig.json
	@if [ -f frontend/package.json ]; then npm run api-types:check -w frontend && npm run typecheck -w frontend; fi

lint: install
	npx eslint --max-warnings=0 .
	npx jscpd
	@if [ -f frontend/package.json ]; then npm run lint -w frontend --if-present; fi

# Servers for the tests: from testcontainers where a Docker engine answers (see test-support/global-setup.ts),
# otherwise local ones on their own ports and databases, so tests never touch development data.
test-servers:
	@if docker info >/dev/null 2>&1; then echo "Docker engine found: tests start their servers with testcontainers"; \
	else bash infra/scripts/infra.sh up test; fi

# What the browser tests and the fuzz run need installed (Chromium, schemathesis): fetched beside the static checks,
# while they keep the cores busy, rather than each on its own when its run begins.
test-tools:
	bash infra/scripts/infra.sh browser >/dev/null
	bash infra/scripts/infra.sh schemathesis >/dev/null

test-unit: install
	npx jest --selectProjects unit

test-integration: install test-servers
	npx jest --selectProjects integration

# The security group: one regression test per hole a review found, against real servers through the gateway.
test-security: install test-servers
	npx jest --selectProjects security

test-frontend: install
	npm test -w frontend

# The storefront in headless Chromium through the gateway, against every service started as its own process.
e2e: install
	bash infra/scripts/infra.sh up test
	bash infra/scripts/infra.sh browser >/dev/null
	# The bundle only: the SPA's types are `make typecheck`'s job (make test runs it first), about 20 s of CPU here.
	npm exec -w frontend -- vite build
	# Two stacks at once (E2E_SHARDS): a browser test mostly waits, and one stack left a core idle.
	node infra/scripts/e2e-shards.mjs

# The API fuzzer (schemathesis) on the public OpenAPI document, anonymously, as a customer and as an admin, against
# every service started as its own process as for e2e (the SPA is built only if it never was). Per-customer write limits are
# raised for the run: at the real ones most fuzzed writes would be answered 429 and the code behind never reached.
fuzz: install
	bash infra/scripts/infra.sh up test
	@[ -f frontend/dist/index.html ] || npm run build -w frontend
	SCHEMATHESIS_PATH=$$(bash infra/scripts/infra.sh schemathesis) CUSTOMER_WRITE_LIMIT=1000000 \
	  node infra/scripts/dev.mjs --e2e -- npx tsx --conditions=development test-support/fuzz/run.ts

# The Kubernetes manifests, offline: each document decoded into its API type (k8s.io/api) with unknown fields refused,
# then cross-checked (an autoscaler and a disruption budget per Deployment, ...). Go fetches the program's modules on
# its first run and reads them from its module cache afterwards; nothing is written in the repository.
k8s-check:
	@command -v go >/dev/null || { echo "make k8s-check needs the go command (Go 1.26), see infra/k8s/README.md"; exit 1; }
	cd infra/k8s/check && go test ./... && go run . ..

# The fuzzer's seed is fixed here, so that a test run answers the same way twice; `make fuzz` alone draws a new one.
# The static checks and the servers' start are independent: they run side by side, each one's output kept together.
test: install
	$(MAKE) --no-print-directory -j4 --output-sync=target typecheck lint k8s-check test-servers test-tools
	# Two test files at a time: jest's default on 2 cores is one, which leaves a core idle while a file waits on
	# its servers (every file has its own databases, broker namespace and ports, so two never meet).
	npx jest --ci --maxWorkers=2
	$(MAKE) --no-print-directory test-frontend e2e
	FUZZ_SEED=$${FUZZ_SEED:-20261126} $(MAKE) --no-print-directory fuzz

# Kills each service, then RabbitMQ, Redis and the database server (servers of its own, under a temporary directory)
# during a checkout load, and checks what must survive a crash (bench/faults/). Uses the browser tests' ports.
test-faults: install
	bash infra/scripts/infra.sh up test
	npx tsx --conditions=development bench/faults/run.ts

down:
	bash infra/scripts/infra.sh down

status:
	bash infra/scripts/infra.sh status

build: install
	for workspace in $$(node infra/scripts/build-order.mjs); do npm run build --workspace $$workspace --if-present || exit 1; done

replay-dead-letters: install
	@test -n "$(SERVICE)" || { echo "usage: make replay-dead-letters SERVICE=<name>"; exit 2; }
	set -a; [ -f .data/dev.env ] && . .data/dev.env; set +a; npx tsx --conditions=development infra/scripts/replay-dead-letters.ts $(SERVICE) $(or $(LIMIT),100) $(FORCE)

# Lighthouse's mobile audit of the storefront's first pages, served by the gateway as in the browser tests.
lighthouse: install
	bash infra/scripts/infra.sh up test
	npm run build -w frontend
	CHROMIUM_PATH=$$(bash infra/scripts/infra.sh browser) node infra/scripts/dev.mjs --e2e -- npm run lighthouse -w frontend

bench: install
	bash infra/scripts/infra.sh up test
	npm run build -w frontend
	NGINX_PATH=$$(bash infra/scripts/infra.sh nginx) npx tsx --conditions=development bench/run.ts
