#!/usr/bin/env bash
# Make sure a Chromium for the browser tests is installed. On Debian as root
# it installs the distribution's package; anywhere else it says exactly what
# to install and fails, because a browser test that cannot run must not pass.
set -euo pipefail
for b in "${CHROMIUM:-}" chromium chromium-browser google-chrome; do
	if [ -n "$b" ] && command -v "$b" >/dev/null 2>&1; then
		exit 0
	fi
done
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
	echo "Installing Debian's chromium for the browser tests…"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq chromium fonts-liberation >/dev/null
	command -v chromium >/dev/null && exit 0
fi
cat >&2 <<'MSG'
The browser tests need Chromium and none was found.
Install it, for example on Debian/Ubuntu:  sudo apt-get install chromium
or point CHROMIUM at a Chrome/Chromium binary:  make test CHROMIUM=/path/to/chrome
MSG
exit 1
