#pragma once
#include <atomic>
#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <chrono>
#include <functional>
#include <string>

namespace aurum::app {

/// Runs `work` every `interval` on `executor` (the worker pool, so blocking database and provider
/// calls never hold an I/O thread). A run that throws is logged and the next run still happens.
/// Runs never overlap. stop() before the executor's pool is joined: a pending wait is work that
/// would keep the pool alive.
class PeriodicJob {
 public:
  PeriodicJob(boost::asio::any_io_executor executor, std::chrono::milliseconds interval,
              std::string name, std::function<void()> work);
  ~PeriodicJob();
  PeriodicJob(const PeriodicJob&) = delete;
  PeriodicJob& operator=(const PeriodicJob&) = delete;

  void start();
  /// Cancels the pending wait; a run in progress finishes and is not followed by another.
  void stop();

 private:
  void arm();

  boost::asio::strand<boost::asio::any_io_executor> strand_;
  boost::asio::steady_timer timer_;
  std::chrono::milliseconds interval_;
  std::string name_;
  std::function<void()> work_;
  std::atomic<bool> stopping_{false};
};

}  // namespace aurum::app
