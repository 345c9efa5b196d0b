#pragma once
#include <atomic>
#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "domain/client_address.hpp"

namespace aurum::http {

/// Held for as long as a connection (HTTP or WebSocket) is open; releases its slot when the last
/// copy goes. Empty when no limit applies.
using ConnectionTicket = std::shared_ptr<void>;

/// Caps open connections in total and per address key (domain::limitKey), so one client cannot
/// take every file descriptor. Trusted proxies are exempt from the per-address cap: every client
/// behind them shares their address.
class ConnectionLimits {
 public:
  ConnectionLimits(std::size_t maxTotal, std::size_t maxPerAddress,
                   std::vector<domain::Cidr> exempt);
  /// A ticket for a new connection from `peer`, or nullptr when it is over a limit (close it).
  ConnectionTicket admit(const std::string& peer);
  std::size_t open() const { return total_.load(); }

 private:
  void release(const std::string& key);

  std::size_t maxTotal_;
  std::size_t maxPerAddress_;
  std::vector<domain::Cidr> exempt_;
  std::atomic<std::size_t> total_{0};
  std::mutex mutex_;
  std::unordered_map<std::string, std::size_t> perKey_;
};

}  // namespace aurum::http
