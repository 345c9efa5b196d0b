#!/usr/bin/env bash
# Fails when a C++ file differs from .clang-format or a web file from the Prettier settings
# (web/.prettierrc.json). Fix with `scripts/check-format.sh --fix`.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=(--dry-run --Werror)
prettier=(--check)
if [ "${1:-}" = --fix ]; then mode=(-i); prettier=(--write); fi
git ls-files -z 'server/*.cpp' 'server/*.hpp' 'bench/*.cpp' | xargs -0 clang-format "${mode[@]}"
(cd web && npx prettier "${prettier[@]}" --log-level warn .)
