#include "domain/user.hpp"

#include <algorithm>
#include <cctype>

#include "domain/error.hpp"

namespace aurum::domain {

const char* roleName(Role role) {
  switch (role) {
    case Role::kClient:
      return "client";
    case Role::kGoldTrader:
      return "gold_trader";
    case Role::kAdmin:
      return "admin";
  }
  return "client";
}

std::optional<Role> parseRole(std::string_view name) {
  if (name == "client") return Role::kClient;
  if (name == "gold_trader") return Role::kGoldTrader;
  if (name == "admin") return Role::kAdmin;
  return std::nullopt;
}

const char* userStatusName(UserStatus status) {
  switch (status) {
    case UserStatus::kActive:
      return "active";
    case UserStatus::kPendingApproval:
      return "pending_approval";
    case UserStatus::kSuspended:
      return "suspended";
  }
  return "active";
}

std::optional<UserStatus> parseUserStatus(std::string_view name) {
  if (name == "active") return UserStatus::kActive;
  if (name == "pending_approval") return UserStatus::kPendingApproval;
  if (name == "suspended") return UserStatus::kSuspended;
  return std::nullopt;
}

namespace {

std::string_view trim(std::string_view s) {
  auto isSpace = [](unsigned char c) { return std::isspace(c) != 0; };
  while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
  while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
  return s;
}

std::size_t codePoints(std::string_view s) {
  return static_cast<std::size_t>(std::count_if(
      s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

}  // namespace

std::string normalizeEmail(std::string_view raw, const char* field) {
  std::string_view s = trim(raw);
  if (s.empty()) throw validationError(field, "Email is required");
  const Message bad("Enter a valid email address");
  if (s.size() > 254) throw validationError(field, bad);
  auto at = s.find('@');
  if (at == std::string_view::npos || at == 0 || s.find('@', at + 1) != std::string_view::npos)
    throw validationError(field, bad);
  std::string_view domain = s.substr(at + 1);
  auto dot = domain.find('.');
  if (dot == std::string_view::npos || dot == 0 || domain.back() == '.')
    throw validationError(field, bad);
  for (unsigned char c : s)
    if (std::isspace(c) || std::iscntrl(c)) throw validationError(field, bad);
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

void checkPasswordPolicy(std::string_view password, const char* field) {
  auto n = codePoints(password);
  if (n < kPasswordMin) throw validationError(field, "Password must be at least 12 characters");
  if (n > kPasswordMax) throw validationError(field, "Password must be at most 128 characters");
}

std::string requireName(std::string_view raw, const char* field) {
  std::string_view s = trim(raw);
  if (s.empty()) throw validationError(field, {"{field} is required", {{"field", field}}});
  if (codePoints(s) > 100)
    throw validationError(field, {"{field} is too long", {{"field", field}}});
  return std::string(s);
}

}  // namespace aurum::domain
