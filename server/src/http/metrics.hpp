#pragma once
#include <array>
#include <atomic>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace aurum::http {

/// Prometheus counters: requests by route and status, a latency histogram, open connections.
class Metrics {
 public:
  void observe(std::string_view route, unsigned status, double seconds);
  void connectionOpened() { ++openConnections_; }
  void connectionClosed() { --openConnections_; }
  /// Text exposition format 0.0.4.
  std::string render() const;
  /// Adds lines (exposition format) of another part of the server to every render, e.g. the
  /// database's; set before serving starts.
  void addSource(std::function<std::string()> source) { sources_.push_back(std::move(source)); }

  static constexpr std::array<double, 12> kBuckets{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025,
                                                   0.05,   0.1,   0.25,   0.5,   1.0,  2.5};

 private:
  mutable std::mutex mutex_;
  /// (route, status) -> count; looked up by string_view (no allocation per request).
  struct Key {
    std::string route;
    unsigned status;
  };
  struct KeyLess {
    using is_transparent = void;
    template <class A, class B>
    bool operator()(const A& a, const B& b) const {
      return std::tie(a.route, a.status) < std::tie(b.route, b.status);
    }
  };
  struct KeyView {
    std::string_view route;
    unsigned status;
  };
  std::map<Key, std::uint64_t, KeyLess> requests_;
  std::array<std::uint64_t, kBuckets.size()> bucketCounts_{};
  std::uint64_t count_ = 0;
  double sum_ = 0;
  std::atomic<long> openConnections_{0};
  std::vector<std::function<std::string()>> sources_;
};

}  // namespace aurum::http
