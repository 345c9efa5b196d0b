#!/usr/bin/env bash
# Builds the libFuzzer targets (server/fuzz) with clang and runs each for its share of
# SECONDS_TOTAL (default 100) from the committed seed corpus (server/fuzz/corpus/<target>).
# Fails on any crash, timeout, leak or sanitizer report. New inputs are not merged back.
# Prints per target: executions, execs/s, coverage (cov/ft) and crashes.
set -euo pipefail
cd "$(dirname "$0")/.."
total=${1:-100}
build=${FUZZ_BUILD_DIR:-build-fuzz}
targets=(fuzz_http_request fuzz_json_bodies fuzz_serial_lookup fuzz_price_feed)

if [ ! -f "$build/build.ninja" ]; then
  launcher=()
  # ccache's settings come with the build (server/CMakeLists.txt).
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  cmake -S server -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE=-DNDEBUG -DCMAKE_CXX_COMPILER=clang++ \
    -DAURUM_FUZZ=ON "${launcher[@]}" >/dev/null
fi
cmake --build "$build" -j"$(nproc)" --target fuzz_all

share=$(( total / ${#targets[@]} )); (( share >= 1 )) || share=1
logs=$(mktemp -d /tmp/aurum-fuzz.XXXXXX)
failed=()
printf '\n%-20s %12s %10s %8s %8s %8s\n' target executions execs/s cov ft crashes
for t in "${targets[@]}"; do
  corpus=server/fuzz/corpus/${t#fuzz_}
  work=$logs/$t-work; mkdir -p "$work"
  # The seed corpus stays read-only: new inputs go to a scratch directory listed first.
  rc=0
  (cd "$logs" && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$OLDPWD/$build/fuzz/$t" -max_total_time="$share" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$logs/$t-" "$work" "$OLDPWD/$corpus") >"$logs/$t.log" 2>&1 || rc=$?
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$logs/$t.log" | grep -o '[0-9]*$' | tail -1 || echo 0)
  speed=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$logs/$t.log" | grep -o '[0-9]*$' | tail -1 || echo 0)
  last=$(grep -E '^#[0-9]+' "$logs/$t.log" | tail -1)
  cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last"); ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
  crashes=$(ls "$logs" | grep -c "^$t-\(crash\|leak\|timeout\|oom\)" || true)
  if (( rc != 0 )) || grep -q 'ERROR: AddressSanitizer\|runtime error:\|ERROR: libFuzzer' "$logs/$t.log"; then
    (( crashes > 0 )) || crashes=1
    failed+=("$t")
  fi
  printf '%-20s %12s %10s %8s %8s %8s\n' "$t" "${execs:-0}" "${speed:-0}" "${cov:-?}" "${ft:-?}" "$crashes"
done
if ((${#failed[@]})); then
  for t in "${failed[@]}"; do
    echo; echo "---- $t (log: $logs/$t.log)"; grep -A25 -m1 'ERROR\|runtime error\|threw a non-AppError' "$logs/$t.log" || tail -30 "$logs/$t.log"
    ls "$logs" | grep "^$t-\(crash\|leak\|timeout\|oom\)" | sed "s|^|reproducer: $logs/|"
  done
  echo "FUZZ FAILED: ${failed[*]}"
  exit 1
fi
rm -rf "$logs"
echo "fuzzing: no crashes, no sanitizer reports"
