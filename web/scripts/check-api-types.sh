#!/usr/bin/env bash
# Fails when src/lib/api-types.ts is not what `npm run gen:api` makes from api/openapi.yaml now.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp --suffix=.ts)
trap 'rm -f "$tmp"' EXIT
npx openapi-typescript ../api/openapi.yaml -o "$tmp" >/dev/null
if ! diff -q "$tmp" src/lib/api-types.ts >/dev/null; then
  echo "src/lib/api-types.ts is out of date with api/openapi.yaml: run 'npm run gen:api' in web/" >&2
  diff -u src/lib/api-types.ts "$tmp" | head -40 >&2
  exit 1
fi
echo "api-types.ts matches api/openapi.yaml"
