#pragma once
#include <array>
#include <atomic>
#include <map>
#include <mutex>
#include <string>

namespace aurum::http {

/// Prometheus counters: requests by route and status, a latency histogram, open connections.
class Metrics {
 public:
  void observe(const std::string& route, unsigned status, double seconds);
  void connectionOpened() { ++openConnections_; }
  void connectionClosed() { --openConnections_; }
  /// Text exposition format 0.0.4.
  std::string render() const;

  static constexpr std::array<double, 12> kBuckets{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025,
                                                   0.05,   0.1,   0.25,   0.5,   1.0,  2.5};

 private:
  mutable std::mutex mutex_;
  std::map<std::pair<std::string, unsigned>, std::uint64_t> requests_;
  std::array<std::uint64_t, kBuckets.size()> bucketCounts_{};
  std::uint64_t count_ = 0;
  double sum_ = 0;
  std::atomic<long> openConnections_{0};
};

}  // namespace aurum::http
