#include "app/periodic_job.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

namespace aurum::app {

PeriodicJob::PeriodicJob(boost::asio::any_io_executor executor, std::chrono::milliseconds interval,
                         std::string name, std::function<void()> work)
    : strand_(boost::asio::make_strand(std::move(executor))),
      timer_(strand_),
      interval_(interval),
      name_(std::move(name)),
      work_(std::move(work)) {}

PeriodicJob::~PeriodicJob() { stop(); }

void PeriodicJob::start() {
  boost::asio::post(strand_, [this] { arm(); });
}

void PeriodicJob::stop() {
  if (stopping_.exchange(true)) return;
  // The timer is touched only on the strand; the stop flag keeps a run in progress from re-arming.
  boost::asio::post(strand_, [this] { timer_.cancel(); });
}

void PeriodicJob::arm() {
  if (stopping_) return;
  timer_.expires_after(interval_);
  timer_.async_wait([this](boost::system::error_code ec) {
    if (ec || stopping_) return;
    try {
      work_();
    } catch (const std::exception& e) {
      spdlog::error("{} failed: {}", name_, e.what());
    }
    arm();
  });
}

}  // namespace aurum::app
