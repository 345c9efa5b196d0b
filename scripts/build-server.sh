#!/usr/bin/env bash
# Configures (once) and builds the C++ server with Ninja, using ccache when it is installed.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
# Let ccache share objects between checkouts in different directories (CI clones afresh).
export CCACHE_BASEDIR=$PWD CCACHE_NOHASHDIR=1
# Files compiled with the precompiled header (most of the server) are cacheable only with this
# sloppiness (ccache manual, "Precompiled headers"); without it ccache passed every one of them
# to the compiler ("could not use precompiled header").
export CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
if [ ! -f "$build/build.ninja" ]; then
  launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  cmake -S server -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-RelWithDebInfo}" \
    -DAURUM_SANITIZE="${SANITIZE:-OFF}" -DAURUM_PROFILE="${PROFILE:-OFF}" "${launcher[@]}"
fi
# TARGETS="unit_tests api_tests" builds only those (default: everything).
targets=()
for t in ${TARGETS:-}; do targets+=(--target "$t"); done
cmake --build "$build" -j"$(nproc)" "${targets[@]}"
