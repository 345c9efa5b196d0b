#pragma once
#include <functional>
#include <memory>
#include <string>

#include "app/app.hpp"

namespace aurum::testing {

/// A server of its own, on the run's backend with a fresh database, for tests that need settings
/// the shared server cannot have (small limits, real password hashing, short timeouts).
struct OwnApp {
  std::unique_ptr<app::App> app;
  unsigned short port = 0;
};

/// Starts one; `name` keeps its database apart, `tweak` adjusts the test defaults; `clock`
/// (optional) replaces the system clock.
OwnApp startOwnApp(const std::string& name, const std::function<void(app::Config&)>& tweak,
                   std::shared_ptr<util::Clock> clock = nullptr);

}  // namespace aurum::testing
