#!/usr/bin/env bash
# Serves Aurum from the build, on the embedded SQLite database by default.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p var
export AURUM_WEB_ROOT=${AURUM_WEB_ROOT:-web/dist}
exec "${BUILD_DIR:-build}/aurum" serve "$@"
