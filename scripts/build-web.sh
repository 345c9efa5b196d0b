#!/usr/bin/env bash
# Builds web/dist when any input of the web build changed since the last complete build.
#   scripts/build-web.sh       npm run build: type check (tsc -b), vite build, prerender, compress
#   scripts/build-web.sh run   the same bundle without the type check (make run; make test checks)
set -euo pipefail
cd "$(dirname "$0")/../web"
stamp=dist/.aurum-built
inputs=(src public index.html vite.config.ts lingui.config.ts package.json package-lock.json
  tsconfig.json tsconfig.app.json tsconfig.node.json tsconfig.sw.json scripts ../api/openapi.yaml)
if [ -f "$stamp" ] && [ -f dist/index.html ] &&
  [ -z "$(find "${inputs[@]}" -newer "$stamp" -print -quit 2>/dev/null)" ]; then
  exit 0
fi
echo "==> building web app"
if [ "${1:-}" = run ]; then
  npx --no-install vite build --logLevel warn
  node scripts/prerender.mjs >/dev/null
  node scripts/compress-dist.mjs >/dev/null
else
  npm run --silent build
fi
touch "$stamp"
