#!/usr/bin/env bash
# Part of infra.sh (sourced by it, never run alone): the SMTP catcher, stripe-mock and the tools the tests use (Chromium, nginx, schemathesis).
# It uses infra.sh's helpers (log, die, spawn, wait_for, use_given, set_env, row, ...) and its ROOT, DATA, RUN, MODE.

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
