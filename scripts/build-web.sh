#!/usr/bin/env bash
# Builds web/dist when any web source is newer than the last build.
set -euo pipefail
cd "$(dirname "$0")/../web"
if [ -f dist/index.html ] && [ -z "$(find src public index.html vite.config.ts package.json ../api/openapi.yaml -newer dist/index.html -print -quit 2>/dev/null)" ]; then
  exit 0
fi
echo "==> building web app"
npm run --silent build
