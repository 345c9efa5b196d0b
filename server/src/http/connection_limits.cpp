#include "http/connection_limits.hpp"

namespace aurum::http {

ConnectionLimits::ConnectionLimits(std::size_t maxTotal, std::size_t maxPerAddress,
                                   std::vector<domain::Cidr> exempt)
    : maxTotal_(maxTotal), maxPerAddress_(maxPerAddress), exempt_(std::move(exempt)) {}

ConnectionTicket ConnectionLimits::admit(const std::string& peer) {
  if (++total_ > maxTotal_) {
    --total_;
    return nullptr;
  }
  std::string key;
  if (!domain::inRanges(peer, exempt_)) {
    key = domain::limitKey(peer);
    std::lock_guard lock(mutex_);
    auto& n = perKey_[key];
    if (n >= maxPerAddress_) {
      if (n == 0) perKey_.erase(key);
      --total_;
      return nullptr;
    }
    ++n;
  }
  // The deleter releases the slot; the pointee itself is only a token.
  return ConnectionTicket(this,
                          [key = std::move(key)](ConnectionLimits* self) { self->release(key); });
}

void ConnectionLimits::release(const std::string& key) {
  if (!key.empty()) {
    std::lock_guard lock(mutex_);
    auto it = perKey_.find(key);
    if (it != perKey_.end() && --it->second == 0) perKey_.erase(it);
  }
  --total_;
}

}  // namespace aurum::http
