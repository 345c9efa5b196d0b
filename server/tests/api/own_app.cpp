#include "own_app.hpp"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>

#include "harness.hpp"

namespace aurum::testing {

OwnApp startOwnApp(const std::string& name, const std::function<void(app::Config&)>& tweak,
                   std::shared_ptr<util::Clock> clock) {
  app::Config config;
  const char* backend = std::getenv("AURUM_TEST_BACKEND");
  if (backend && std::string(backend) == "postgres") {
    config.databaseUrl = freshPostgresDatabase(std::getenv("AURUM_TEST_PG_URL"), "_" + name);
  } else {
    auto dir = std::filesystem::temp_directory_path() /
               ("aurum-" + name + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    config.databaseUrl = (dir / "own.db").string();
  }
  config.port = 0;
  config.bind = "127.0.0.1";
  config.webRoot = testWebRoot();
  config.ioThreads = 2;
  config.workerThreads = 4;
  config.fastPasswordHashing = true;
  config.market.tickMs = 0;
  config.market.historyDays = 1;
  tweak(config);
  OwnApp out;
  out.app = std::make_unique<app::App>(config, std::move(clock));
  out.app->prepare();
  out.port = out.app->start();
  return out;
}

}  // namespace aurum::testing
