#!/usr/bin/env bash
# Fails when a C++ file differs from .clang-format or a web file from the Prettier settings
# (web/.prettierrc.json). Fix with `scripts/check-format.sh --fix`.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=(--dry-run --Werror)
prettier=(--check)
if [ "${1:-}" = --fix ]; then mode=(-i); prettier=(--write); fi
# Bookworm's clang-format 14, which .clang-format is written for, by its versioned name when there
# (the clang-format-14 package alone installs no plain `clang-format`).
tool=$(command -v clang-format-14 || command -v clang-format || true)
[ -n "$tool" ] || { echo "check-format: clang-format not found (scripts/deps.sh installs it)" >&2; exit 1; }
git ls-files -z 'server/*.cpp' 'server/*.hpp' 'bench/*.cpp' | xargs -0 "$tool" "${mode[@]}"
(cd web && npx prettier "${prettier[@]}" --log-level warn .)
