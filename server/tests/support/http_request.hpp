#pragma once
// Requests and bodies the HTTP unit tests build.
#include <map>
#include <string>

#include "http/types.hpp"

namespace aurum::testing {

/// A GET of "/" carrying `fields`.
inline http::Request get(const std::map<http::bhttp::field, std::string>& fields) {
  http::Request req{http::Verb::get, "/", 11};
  for (const auto& [f, v] : fields) req.set(f, v);
  return req;
}

/// A JSON array of about 6 KB: above every compression threshold, and compressible.
inline std::string bigJson() {
  std::string big = "[";
  for (int i = 0; i < 200; ++i) big += "{\"id\":" + std::to_string(i) + ",\"name\":\"Gold bar\"},";
  big.back() = ']';
  return big;
}

}  // namespace aurum::testing
