#include "http/metrics.hpp"

#include <sstream>

namespace aurum::http {

void Metrics::observe(std::string_view route, unsigned status, double seconds) {
  std::lock_guard lock(mutex_);
  if (auto it = requests_.find(KeyView{route, status}); it != requests_.end())
    ++it->second;
  else
    requests_.emplace(Key{std::string(route), status}, 1);
  ++count_;
  sum_ += seconds;
  for (std::size_t i = 0; i < kBuckets.size(); ++i)
    if (seconds <= kBuckets[i]) ++bucketCounts_[i];
}

std::string Metrics::render() const {
  std::ostringstream out;
  std::lock_guard lock(mutex_);
  out << "# HELP aurum_http_requests_total HTTP requests by route pattern and status.\n"
         "# TYPE aurum_http_requests_total counter\n";
  for (const auto& [key, n] : requests_)
    out << "aurum_http_requests_total{route=\"" << key.route << "\",status=\"" << key.status
        << "\"} " << n << "\n";
  out << "# HELP aurum_http_request_duration_seconds Request latency.\n"
         "# TYPE aurum_http_request_duration_seconds histogram\n";
  for (std::size_t i = 0; i < kBuckets.size(); ++i)
    out << "aurum_http_request_duration_seconds_bucket{le=\"" << kBuckets[i] << "\"} "
        << bucketCounts_[i] << "\n";
  out << "aurum_http_request_duration_seconds_bucket{le=\"+Inf\"} " << count_ << "\n"
      << "aurum_http_request_duration_seconds_sum " << sum_ << "\n"
      << "aurum_http_request_duration_seconds_count " << count_ << "\n"
      << "# HELP aurum_http_open_connections Open client connections.\n"
         "# TYPE aurum_http_open_connections gauge\n"
      << "aurum_http_open_connections " << openConnections_.load() << "\n";
  for (const auto& source : sources_) out << source();
  return out.str();
}

}  // namespace aurum::http
