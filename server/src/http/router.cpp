#include "http/router.hpp"

#include <algorithm>
#include <stdexcept>

namespace aurum::http {

namespace {

std::vector<std::string> split(std::string_view path) {
  std::vector<std::string> out;
  std::size_t start = 1;
  while (start <= path.size()) {
    auto end = path.find('/', start);
    if (end == std::string_view::npos) end = path.size();
    out.emplace_back(path.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

bool isParam(const std::string& seg) {
  return seg.size() > 2 && seg.front() == '{' && seg.back() == '}';
}

}  // namespace

bool Access::allows(const std::optional<domain::User>& user) const {
  switch (kind) {
    case Kind::kPublic:
      return true;
    case Kind::kSignedIn:
      return user.has_value();
    case Kind::kRoles:
      return user.has_value() && roles.count(user->role) > 0;
  }
  return false;
}

std::string Access::describe() const {
  switch (kind) {
    case Kind::kPublic:
      return "public";
    case Kind::kSignedIn:
      return "signed-in";
    case Kind::kRoles: {
      std::string s;
      for (auto r : roles) s += std::string(s.empty() ? "" : ",") + domain::roleName(r);
      return s;
    }
  }
  return "?";
}

void Router::add(Verb method, std::string pattern, Access access, Handler handler,
                 RouteOptions options) {
  if (pattern.empty() || pattern.front() != '/')
    throw std::invalid_argument("route must start with /");
  for (const auto& r : routes_)
    if (r.method == method && r.pattern == pattern)
      throw std::invalid_argument("duplicate route " + pattern);
  Route r{method, pattern, std::move(access), std::move(handler), options, split(pattern)};
  largestBody_ = std::max(largestBody_, options.maxBodyBytes);
  routes_.push_back(std::move(r));
}

Router::Match Router::match(Verb method, std::string_view path) const {
  Match m;
  auto segs = split(path);
  // Literal segments win over `{param}` whatever the registration order: of the routes that match,
  // the one whose first differing segment is literal is taken (/api/items/new over
  // /api/items/{id}).
  const Route* best = nullptr;
  auto moreSpecific = [](const Route& a, const Route& b) {
    for (std::size_t i = 0; i < a.segments.size(); ++i) {
      bool pa = isParam(a.segments[i]), pb = isParam(b.segments[i]);
      if (pa != pb) return !pa;
    }
    return false;
  };
  for (const auto& r : routes_) {
    if (r.segments.size() != segs.size()) continue;
    bool ok = true;
    for (std::size_t i = 0; i < segs.size() && ok; ++i)
      ok = isParam(r.segments[i]) ? !segs[i].empty() : r.segments[i] == segs[i];
    if (!ok) continue;
    if (r.method == method || (method == Verb::head && r.method == Verb::get)) {
      if (!best || moreSpecific(r, *best) || (best->method != method && r.method == method))
        best = &r;
      continue;
    }
    if (std::find(m.allowed.begin(), m.allowed.end(), r.method) == m.allowed.end())
      m.allowed.push_back(r.method);
  }
  if (best) {
    m.route = best;
    m.allowed.clear();
    for (std::size_t i = 0; i < segs.size(); ++i)
      if (isParam(best->segments[i]))
        m.params[best->segments[i].substr(1, best->segments[i].size() - 2)] = segs[i];
  }
  return m;
}

}  // namespace aurum::http
