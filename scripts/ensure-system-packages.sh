#!/usr/bin/env bash
# Run first by both README commands (npm start, npm test): makes sure the machine has the Debian
# packages the product needs, so a fresh machine never serves an OJ whose every submission fails.
#   start: the judge sandbox and its compilers (bubblewrap, gcc, g++, /usr/bin/python3)
#   test:  the same, plus Chromium for the browser tests; with CI set, also a running
#          PostgreSQL server at 127.0.0.1:5432 with trust authentication (the server tests
#          then fail instead of skipping it).
# As root it installs what is missing with apt-get; otherwise it stops and prints the one command to run.
# --dry-run only prints what it would do.
set -euo pipefail

purpose="${1:-}"
dry_run=""
[ "${2:-}" = "--dry-run" ] && dry_run=1
case "$purpose" in
  start | test) ;;
  *)
    echo "usage: $0 start|test [--dry-run]" >&2
    exit 2
    ;;
esac

postgres_url="postgresql://postgres@127.0.0.1:5432/postgres"
is_root=""
[ "$(id -u)" -eq 0 ] && is_root=1

# Runs a command, or only shows it with --dry-run.
run() {
  if [ -n "$dry_run" ]; then
    echo "would run: $*"
  else
    "$@"
  fi
}

missing=()
command -v bwrap >/dev/null 2>&1 || missing+=(bubblewrap)
command -v gcc >/dev/null 2>&1 || missing+=(gcc)
command -v g++ >/dev/null 2>&1 || missing+=(g++)
test -x /usr/bin/python3 || missing+=(python3) # the judge runs /usr/bin/python3 by its full path
if [ "$purpose" = test ]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  if [ -n "${CI:-}" ]; then
    command -v pg_ctlcluster >/dev/null 2>&1 || missing+=(postgresql)
    command -v psql >/dev/null 2>&1 || missing+=(postgresql-client)
  fi
fi

if [ ${#missing[@]} -gt 0 ]; then
  if [ -z "$is_root" ]; then
    echo "This machine lacks Debian packages that 'npm $purpose' needs: ${missing[*]}" >&2
    echo "Install them with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    echo "then run 'npm $purpose' again." >&2
    exit 1
  fi
  echo "installing missing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  run apt-get update -qq
  run apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# In CI the PostgreSQL server tests must run, so the server must answer with trust authentication.
if [ "$purpose" = test ] && [ -n "${CI:-}" ]; then
  answers() { psql "$postgres_url" -w -Atqc 'select 1' >/dev/null 2>&1; }
  if answers; then
    exit 0
  fi
  if [ -z "$is_root" ]; then
    echo "PostgreSQL does not answer at $postgres_url. Start it with:" >&2
    echo "  sudo pg_ctlcluster --skip-systemctl-redirect \$(ls /etc/postgresql) main start" >&2
    exit 1
  fi
  version="$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1)"
  version="${version:-<version>}"
  hba="/etc/postgresql/$version/main/pg_hba.conf"
  # A fresh Debian cluster asks for passwords over TCP; the tests connect as postgres without one.
  if ! grep -Eqs '^host\s+all\s+all\s+127\.0\.0\.1/32\s+trust' "$hba"; then
    echo "allowing local TCP connections without a password in $hba"
    run sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
  fi
  echo "starting PostgreSQL $version"
  run pg_ctlcluster --skip-systemctl-redirect "$version" main start || run pg_ctlcluster --skip-systemctl-redirect "$version" main reload
  [ -n "$dry_run" ] && exit 0
  for _ in $(seq 1 30); do
    answers && exit 0
    sleep 1
  done
  echo "PostgreSQL still does not answer at $postgres_url after starting it" >&2
  exit 1
fi
