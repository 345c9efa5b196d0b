#!/usr/bin/env bash
# Configures (once) and builds the C++ server with Ninja, using ccache when it is installed.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
if [ ! -f "$build/build.ninja" ]; then
  launcher=()
  # ccache's settings come with the build (server/CMakeLists.txt).
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  cmake -S server -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-RelWithDebInfo}" \
    -DAURUM_SANITIZE="${SANITIZE:-OFF}" -DAURUM_PROFILE="${PROFILE:-OFF}" "${launcher[@]}"
fi
# TARGETS="unit_tests api_tests" builds only those (default: everything).
targets=()
for t in ${TARGETS:-}; do targets+=(--target "$t"); done
cmake --build "$build" -j"$(nproc)" "${targets[@]}"
