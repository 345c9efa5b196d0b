// api/openapi.yaml is the contract: every route the server registers is described there, and
// every path and method described there is served. A route added without its contract entry (or
// a contract entry left behind by a removed route) fails here.
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "harness.hpp"

namespace aurum::testing {
namespace {

using Endpoint = std::pair<std::string, std::string>;  // METHOD, path pattern

std::set<Endpoint> contractEndpoints() {
  std::ifstream in(openapiPath());
  EXPECT_TRUE(in.good()) << "cannot read " << openapiPath();
  std::set<Endpoint> out;
  std::string line, path;
  bool inPaths = false;
  const std::regex pathLine(R"(^  (/[^:\s]*):\s*$)");
  const std::regex methodLine(R"(^    (get|post|put|patch|delete):)");
  std::smatch m;
  while (std::getline(in, line)) {
    if (!line.empty() && line[0] != ' ' && line[0] != '#') inPaths = line.rfind("paths:", 0) == 0;
    if (!inPaths) continue;
    if (std::regex_match(line, m, pathLine)) {
      path = m[1];
    } else if (!path.empty() && std::regex_search(line, m, methodLine)) {
      std::string method = m[1];
      for (auto& c : method) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      out.insert({method, path});
    }
  }
  return out;
}

// Served by the transport's WebSocket upgrade table, not the router.
const std::set<Endpoint> kUpgrades = {{"GET", "/api/ws"}};

TEST(Contract, EveryRouteIsInTheOpenApiDocumentAndTheReverse) {
  std::set<Endpoint> served;
  for (const auto& r : TestServer::get().app->router().routes())
    served.insert({std::string(boost::beast::http::to_string(r.method)), r.pattern});
  auto documented = contractEndpoints();
  ASSERT_FALSE(documented.empty());
  for (const auto& e : served)
    EXPECT_TRUE(documented.count(e))
        << e.first << " " << e.second << " is served but missing from api/openapi.yaml";
  for (const auto& e : documented)
    EXPECT_TRUE(served.count(e) || kUpgrades.count(e))
        << e.first << " " << e.second << " is in api/openapi.yaml but no route serves it";
}

}  // namespace
}  // namespace aurum::testing
