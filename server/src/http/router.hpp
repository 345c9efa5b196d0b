#pragma once
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "http/reply.hpp"
#include "http/types.hpp"

namespace aurum::http {

/// Who may call a route. Every /api route declares one; the server enforces it.
struct Access {
  enum class Kind { kPublic, kSignedIn, kRoles };
  Kind kind = Kind::kPublic;
  std::set<domain::Role> roles;

  static Access publicRoute() { return {Kind::kPublic, {}}; }
  static Access signedIn() { return {Kind::kSignedIn, {}}; }
  static Access forRoles(std::initializer_list<domain::Role> r) { return {Kind::kRoles, r}; }
  bool allows(const std::optional<domain::User>& user) const;
  std::string describe() const;
};

using Handler = std::function<Reply(RequestContext&)>;

struct RouteOptions {
  /// A public route's handler first runs on the I/O thread (RequestContext::mayBlock false): it
  /// answers from memory or returns Reply::onWorkers() to be run again on the worker pool.
  bool nonBlocking = false;
  /// Largest accepted body for this route.
  std::size_t maxBodyBytes = 64 * 1024;
  /// The body's media type: JSON, or a file upload (`multipart/form-data`).
  bool multipart = false;
};

struct Route {
  Verb method;
  std::string pattern;  ///< e.g. /api/cart/{id}
  Access access;
  Handler handler;
  RouteOptions options;
  std::vector<std::string> segments;  ///< pattern split on '/'
};

/// Method + path table with `{param}` segments. A known path with another method answers 405
/// with `Allow`; an unknown /api path answers 404.
class Router {
 public:
  void add(Verb method, std::string pattern, Access access, Handler handler,
           RouteOptions options = {});

  struct Match {
    const Route* route = nullptr;
    std::unordered_map<std::string, std::string> params;
    std::vector<Verb> allowed;  ///< methods registered for the path, when `route` is null
  };
  Match match(Verb method, std::string_view path) const;
  const std::vector<Route>& routes() const { return routes_; }
  /// The largest body any route accepts (the parser's limit until the route is known).
  std::size_t largestBody() const { return largestBody_; }

 private:
  std::vector<Route> routes_;
  std::size_t largestBody_ = 64 * 1024;
};

}  // namespace aurum::http
