#include "http/path_params.hpp"

#include <charconv>

#include "domain/error.hpp"

namespace aurum::http {

std::string pathText(const RequestContext& ctx, const char* name) {
  return percentDecode(ctx.params.at(name), /*plusIsSpace=*/false);
}

std::int64_t pathId(const RequestContext& ctx, const char* name) {
  const auto& raw = ctx.params.at(name);
  std::int64_t v = 0;
  auto [end, ec] = std::from_chars(raw.data(), raw.data() + raw.size(), v);
  if (ec == std::errc() && end == raw.data() + raw.size() && v > 0) return v;
  throw domain::AppError(domain::ErrorCode::kNotFound, "Not found");
}

}  // namespace aurum::http
