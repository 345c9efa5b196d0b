-- wrk script: revalidate with the last ETag seen, as a polling browser does (304 until a tick).
local etag = nil
request = function()
  if etag then return wrk.format("GET", wrk.path, { ["If-None-Match"] = etag }) end
  return wrk.format("GET", wrk.path)
end
response = function(status, headers, body)
  local e = headers["ETag"] or headers["etag"]
  if e then etag = e end
end
