#!/usr/bin/env bash
# Makes sure what the tests need is on the machine: Debian's Chromium for the browser tests, Debian's nginx-light
# for the topology test's load balancer and a running PostgreSQL for the second dialect. Safe to run again; prints
# what it did.
set -u
if ! command -v chromium >/dev/null 2>&1; then
  echo "test-prereqs: installing Debian's chromium"
  if [ "$(id -u)" = 0 ]; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || echo "test-prereqs: could not install chromium"
  else
    echo "test-prereqs: chromium is missing and we are not root; install it with: sudo apt-get install -y chromium"
  fi
fi
if [ ! -x /usr/sbin/nginx ]; then
  echo "test-prereqs: installing Debian's nginx-light"
  if [ "$(id -u)" = 0 ]; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null) || echo "test-prereqs: could not install nginx-light"
  else
    echo "test-prereqs: nginx is missing and we are not root; install it with: sudo apt-get install -y nginx-light"
  fi
fi
if command -v pg_isready >/dev/null 2>&1 && ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  if [ -d /etc/postgresql ] && command -v pg_ctlcluster >/dev/null 2>&1; then
    echo "test-prereqs: starting PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || echo "test-prereqs: could not start PostgreSQL"
    for _ in $(seq 1 20); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 0.5; done
  fi
fi
exit 0
