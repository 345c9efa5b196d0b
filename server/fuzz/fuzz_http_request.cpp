// The HTTP request path without a socket: Beast's request parser with the server's limits
// (http/server.cpp: 16 KiB of header, 64 KiB of body until the route is known, then the route's
// own limit), then the router (match + path parameters), the session cookie and query parameters.
#include <boost/beast/http.hpp>
#include <cstdint>

#include "fuzz_common.hpp"
#include "http/router.hpp"
#include "http/server.hpp"

namespace {

using namespace aurum::http;

// The route table of the real API, read from server/src/api/*.cpp at configure time.
struct RouteEntry {
  Verb method;
  const char* pattern;
};
const RouteEntry kRoutes[] = {
#include "fuzz_routes.inc"
};

const Router& router() {
  static const Router r = [] {
    Router out;
    for (const auto& e : kRoutes) {
      RouteOptions options;
      if (std::string_view(e.pattern).find("/provenance/") != std::string_view::npos)
        options.maxBodyBytes = 256 * 1024;  // larger bodies exist; exercise a non-default limit
      try {
        out.add(
            e.method, e.pattern, Access::publicRoute(), [](RequestContext&) { return Response{}; },
            options);
      } catch (const std::invalid_argument&) {
        // the same pattern registered twice (demo and normal variants): one is enough here
      }
    }
    return out;
  }();
  return r;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace beast = boost::beast;
  const ServerOptions defaults;
  bhttp::request_parser<bhttp::string_body> parser;
  parser.header_limit(static_cast<std::uint32_t>(defaults.headerLimit));
  parser.body_limit(64 * 1024);

  beast::error_code ec;
  std::string_view input(reinterpret_cast<const char*>(data), size);
  bool routed = false;
  while (!input.empty() && !parser.is_done()) {
    auto used = parser.put(boost::asio::buffer(input.data(), input.size()), ec);
    input.remove_prefix(used);
    if (ec == bhttp::error::need_more) ec = {};
    if (ec) return 0;  // the server answers 400/413/431 and closes
    if (parser.is_header_done() && !routed) {
      routed = true;
      const auto& hdr = parser.get();
      std::string_view target = hdr.target();
      auto m = router().match(hdr.method(), target.substr(0, target.find('?')));
      if (m.route && !parser.is_done()) parser.body_limit(m.route->options.maxBodyBytes);
    }
    if (used == 0) break;  // needs more bytes than the input has
  }
  if (!parser.is_done()) {
    parser.put_eof(ec);
    if (ec || !parser.is_done()) return 0;
  }

  Request req = parser.release();
  std::string_view target = req.target();
  auto q = target.find('?');
  std::string_view path = target.substr(0, q);
  std::string_view query = q == std::string_view::npos ? std::string_view{} : target.substr(q + 1);
  auto match = router().match(req.method(), path);
  RequestContext ctx{req,          path, query,       std::move(match.params),
                     std::nullopt, {},   "127.0.0.1", "fuzz"};
  if (auto cookie = req.find(bhttp::field::cookie); cookie != req.end())
    if (auto tok = cookieValue(cookie->value(), kSessionCookieName)) ctx.sessionToken = *tok;
  for (const auto& [name, value] : ctx.params) (void)percentDecode(value);
  for (const char* name :
       {"q", "limit", "offset", "metal", "place", "search", "status", "from", "to"})
    (void)ctx.queryParam(name);
  if (match.route && !req.body().empty())
    aurum::fuzz::expectOnlyAppError("jsonBody", [&] { (void)ctx.jsonBody(); });
  return 0;
}
