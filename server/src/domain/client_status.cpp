#include "domain/client_status.hpp"

namespace aurum::domain {

const char* clientStatusName(ClientStatus s) {
  switch (s) {
    case ClientStatus::kPremium:
      return "premium";
    case ClientStatus::kNew:
      return "new";
    case ClientStatus::kActive:
      return "active";
    case ClientStatus::kInactive:
      return "inactive";
  }
  return "inactive";
}

std::optional<ClientStatus> parseClientStatus(std::string_view name) {
  for (auto s :
       {ClientStatus::kPremium, ClientStatus::kNew, ClientStatus::kActive, ClientStatus::kInactive})
    if (name == clientStatusName(s)) return s;
  return std::nullopt;
}

ClientStatus clientStatus(const ClientActivity& a, std::int64_t nowMs) {
  auto within = [nowMs](const std::optional<std::int64_t>& at, std::int64_t days) {
    return at && *at > nowMs - days * kDayMs;
  };
  if ((a.totalValueCents >= kPremiumValueCents || a.orders >= kPremiumOrders) &&
      within(a.lastOrderMs, 180))
    return ClientStatus::kPremium;
  // "First contact": the first order, else the registration from an invite.
  std::optional<std::int64_t> first = a.firstOrderMs;
  if (a.registeredFromInviteMs && (!first || *a.registeredFromInviteMs < *first))
    first = a.registeredFromInviteMs;
  if (within(first, 30)) return ClientStatus::kNew;
  if (within(a.lastOrderMs, 90)) return ClientStatus::kActive;
  return ClientStatus::kInactive;
}

}  // namespace aurum::domain
