#!/usr/bin/env bash
# Installs the Debian packages the tests need (Chromium for Playwright, PostgreSQL for the
# server tests, poppler-utils for reading receipt PDFs, redis-server for the shared rate limits,
# HAProxy in front of the cluster test's instances) when they are missing. Browser downloads are
# not possible here, so Playwright drives Debian's Chromium.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v redis-server >/dev/null || missing+=(redis-server)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Missing system packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} with apt-get…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
