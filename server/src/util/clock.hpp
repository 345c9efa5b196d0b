#pragma once
#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>

namespace aurum::util {

/// Wall-clock source, injectable so tests can drive expiry rules (sessions, quotes, windows).
class Clock {
 public:
  virtual ~Clock() = default;
  /// Milliseconds since the Unix epoch, UTC.
  virtual std::int64_t nowMs() const = 0;
};

class SystemClock final : public Clock {
 public:
  std::int64_t nowMs() const override;
};

/// A clock that only moves when told to.
class ManualClock final : public Clock {
 public:
  explicit ManualClock(std::int64_t startMs) : now_(startMs) {}
  std::int64_t nowMs() const override { return now_.load(); }
  void advanceMs(std::int64_t ms) { now_ += ms; }
  void setMs(std::int64_t ms) { now_ = ms; }

 private:
  std::atomic<std::int64_t> now_;
};

/// ISO-8601 UTC with milliseconds, e.g. 2026-01-02T03:04:05.678Z.
std::string toIso8601(std::int64_t epochMs);

}  // namespace aurum::util
