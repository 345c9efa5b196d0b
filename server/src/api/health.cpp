#include "api/routes.hpp"

namespace aurum::api {

using namespace aurum::http;

void registerHealthRoutes(Router& r, std::function<bool()> ready) {
  // /healthz and /metrics are answered by the transport itself; /readyz checks the database.
  r.add(Verb::get, "/readyz", Access::publicRoute(), [ready](RequestContext& ctx) {
    if (!ready())
      return rawJsonResponse(Status::service_unavailable, R"({"status":"unavailable"})");
    return rawJsonResponse(Status::ok, R"({"status":"ready"})");
  });
}

}  // namespace aurum::api
