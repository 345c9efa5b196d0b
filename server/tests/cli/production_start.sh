#!/usr/bin/env bash
# The real binary fails closed in production (issue 10): `aurum serve --env production` on a demo
# database exits non-zero with one line naming every reason; the operator commands it suggests
# make it start; the database and key files are 0600.
# Usage: production_start.sh <path to aurum>
set -uo pipefail
aurum=$1
dir=$(mktemp -d)
trap 'kill $pid 2>/dev/null; rm -rf "$dir"' EXIT
pid=
db="$dir/aurum.db"
fail() { echo "FAIL: $*"; exit 1; }
export AURUM_LOG_LEVEL=warn AURUM_TICK_MS=0 AURUM_PRICE_HISTORY_DAYS=1 AURUM_SIGNING_KEY_FILE= AURUM_DATA_KEY_FILE= AURUM_HMAC_KEY_FILE=
unset AURUM_ENV AURUM_PAYMENT_PROVIDER AURUM_DATABASE_URL

"$aurum" seed --database-url "$db" >/dev/null || fail "seed"
"$aurum" serve --env production --database-url "$db" --port 0 >"$dir/out" 2>"$dir/err"
rc=$?
[ "$rc" -ne 0 ] || fail "production started on a demo database"
[ "$(wc -l <"$dir/err")" -eq 1 ] || fail "expected one line on stderr, got: $(cat "$dir/err")"
for want in "refusing to start in production" "demo accounts exist" "aurum admin remove-demo-data" \
            "test processor" "no admin account"; do
  grep -q "$want" "$dir/err" || fail "stderr lacks '$want': $(cat "$dir/err")"
done
echo "refused as expected: $(cat "$dir/err")"

for f in "$db" "$dir/keys/signing.key" "$dir/keys/data.key" "$dir/keys/hmac.key"; do
  [ "$(stat -c %a "$f")" = 600 ] || fail "$f is mode $(stat -c %a "$f"), not 600"
done

"$aurum" admin remove-demo-data --database-url "$db" | grep -q "removed 3 demo account" || fail "remove-demo-data"
AURUM_NEW_PASSWORD="a long admin password" "$aurum" admin --database-url "$db" create-user --email ops@dealer.example \
  --role admin >/dev/null || fail "create-user"
rm -rf "$dir/keys"
"$aurum" serve --env production --database-url "$db" --port 0 --payment-provider stripe >"$dir/out" 2>"$dir/err"
grep -q "aurum keys generate" "$dir/err" || fail "a missing key file is not refused: $(cat "$dir/err")"
"$aurum" keys --database-url "$db" generate >/dev/null || fail "keys generate"
"$aurum" serve --env production --database-url "$db" --port 0 --payment-provider stripe >"$dir/out" 2>"$dir/err" &
pid=$!
sleep 3
kill -0 "$pid" 2>/dev/null || fail "production did not start once ready: $(cat "$dir/err")"
echo "starts once the demo data is gone, an admin exists, a real provider and key files are set"
