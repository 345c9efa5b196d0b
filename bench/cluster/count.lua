-- wrk script for scripts/cluster-test.sh: counts the answers by status and prints one line
--   WRK requests=N ok=N non_2xx_3xx=N status_500=N status_503=N status_503_without_retry_after=N
--       socket_errors=N (connect=N read=N write=N timeout=N)
-- A 503 is counted apart with whether it said Retry-After. WRK_DELAY_MS (per connection, between
-- requests) keeps the load from starving the rest of a small machine.
local threads = {}
local delay_ms = tonumber(os.getenv("WRK_DELAY_MS") or "0")

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  ok, bad, s500, s503, s503_bare = 0, 0, 0, 0, 0
end

function response(status, headers, body)
  if status >= 200 and status < 400 then
    ok = ok + 1
  else
    bad = bad + 1
  end
  if status == 500 then s500 = s500 + 1 end
  if status == 503 then
    s503 = s503 + 1
    if headers["Retry-After"] == nil and headers["retry-after"] == nil then s503_bare = s503_bare + 1 end
  end
end

if delay_ms > 0 then
  function delay()
    return delay_ms
  end
end

function done(summary, latency, requests)
  local t = { ok = 0, bad = 0, s500 = 0, s503 = 0, s503_bare = 0 }
  for _, thread in ipairs(threads) do
    for k, _ in pairs(t) do t[k] = t[k] + (thread:get(k) or 0) end
  end
  local e = summary.errors
  io.write(string.format(
    "WRK requests=%d ok=%d non_2xx_3xx=%d status_500=%d status_503=%d status_503_without_retry_after=%d " ..
    "socket_errors=%d connect=%d read=%d write=%d timeout=%d max_latency_ms=%.0f\n",
    summary.requests, t.ok, t.bad, t.s500, t.s503, t.s503_bare,
    e.connect + e.read + e.write + e.timeout, e.connect, e.read, e.write, e.timeout, latency.max / 1000))
end
