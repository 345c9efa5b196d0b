#include "storage/message_args.hpp"

#include <boost/json.hpp>

namespace aurum::storage {

std::string encodeMessageArgs(const domain::MessageArgs& args,
                              const domain::MessageAmounts& amounts) {
  // Most stored messages have no arguments (two history rows of every order): no JSON built.
  if (args.empty() && amounts.empty()) return "{}";
  boost::json::object o;
  for (const auto& [name, value] : args) o[name] = value;
  for (const auto& [name, cents] : amounts) o[name] = cents;
  return boost::json::serialize(o);
}

std::pair<domain::MessageArgs, domain::MessageAmounts> decodeMessageArgs(const std::string& text) {
  std::pair<domain::MessageArgs, domain::MessageAmounts> out;
  boost::system::error_code ec;
  auto v = boost::json::parse(text, ec);
  if (ec || !v.is_object()) return out;
  for (const auto& [name, value] : v.as_object()) {
    if (value.is_string())
      out.first.emplace_back(std::string(name), std::string(value.as_string()));
    else if (value.is_int64())
      out.second.emplace_back(std::string(name), value.as_int64());
  }
  return out;
}

}  // namespace aurum::storage
