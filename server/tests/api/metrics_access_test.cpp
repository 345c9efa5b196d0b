// /metrics is not public (issue 10): 404 unless a token or a separate listener is configured.
#include <unistd.h>

#include <filesystem>

#include "harness.hpp"

using namespace aurum;
using namespace aurum::testing;
namespace fs = std::filesystem;

namespace {

/// An app of its own with the given metrics settings (SQLite: this is about the transport).
struct MetricsServer {
  fs::path dir;
  std::unique_ptr<app::App> app;
  unsigned short port = 0;

  MetricsServer(const std::string& name, std::string token, std::string bind) {
    dir = fs::temp_directory_path() / ("aurum-metrics-" + std::to_string(::getpid()) + name);
    fs::remove_all(dir);
    app::Config c;
    c.port = 0;
    c.bind = "127.0.0.1";
    c.databaseUrl = (dir / "m.db").string();
    c.webRoot = testWebRoot();
    c.ioThreads = 1;
    c.workerThreads = 1;
    c.fastPasswordHashing = true;
    c.market.tickMs = 0;
    c.market.historyDays = 1;
    c.metricsToken = std::move(token);
    c.metricsBind = std::move(bind);
    app = std::make_unique<app::App>(c);
    app->prepare();
    port = app->start();
  }
  ~MetricsServer() {
    app.reset();
    fs::remove_all(dir);
  }
};

bool skipOnPostgres() { return aurum::testing::onPostgres(); }

}  // namespace

TEST(MetricsAccess, NotConfiguredAnswers404OnTheMainPort) {
  // The shared test server configures neither token nor listener.
  auto c = TestServer::get().client();
  EXPECT_EQ(c.get("/metrics").status, 404u);
  EXPECT_EQ(c.request(boost::beast::http::verb::get, "/metrics", "", {{"Authorization", "Bearer "}})
                .status,
            404u);
}

TEST(MetricsAccess, TokenIsRequiredAsBearer) {
  if (skipOnPostgres()) GTEST_SKIP() << "transport only; runs once, on SQLite";
  MetricsServer s("_token", "s3cret-metrics-token", "");
  Client c(s.port);
  auto none = c.get("/metrics");
  EXPECT_EQ(none.status, 401u);
  EXPECT_EQ(none.header("WWW-Authenticate"), "Bearer");
  EXPECT_EQ(
      c.request(boost::beast::http::verb::get, "/metrics", "", {{"Authorization", "Bearer wrong"}})
          .status,
      401u);
  EXPECT_EQ(c.request(boost::beast::http::verb::get, "/metrics", "",
                      {{"Authorization", "Basic s3cret-metrics-token"}})
                .status,
            401u);
  auto ok = c.request(boost::beast::http::verb::get, "/metrics", "",
                      {{"Authorization", "Bearer s3cret-metrics-token"}});
  EXPECT_EQ(ok.status, 200u);
  EXPECT_NE(ok.body.find("aurum_http_requests_total"), std::string::npos);
  EXPECT_NE(ok.body.find("aurum_http_request_duration_seconds_bucket"), std::string::npos);
  EXPECT_NE(ok.body.find("aurum_http_open_connections"), std::string::npos);
  // The SQLite writer's group-commit counters (start-up already wrote through it).
  EXPECT_NE(ok.body.find("\naurum_sqlite_write_batches_total "), std::string::npos);
  EXPECT_NE(ok.body.find("\naurum_sqlite_write_transactions_total "), std::string::npos);
  EXPECT_NE(ok.body.find("\naurum_sqlite_writer_busy_seconds_total "), std::string::npos);
  EXPECT_EQ(ok.body.find("aurum_sqlite_write_batches_total 0\n"), std::string::npos);
}

TEST(MetricsAccess, SeparateListenerServesOnlyMetricsAndTheMainPortNone) {
  if (skipOnPostgres()) GTEST_SKIP() << "transport only; runs once, on SQLite";
  MetricsServer s("_bind", "", "127.0.0.1:0");
  ASSERT_NE(s.app->metricsPort(), 0u);
  Client main(s.port), metrics(s.app->metricsPort());
  EXPECT_EQ(main.get("/readyz").status, 200u);
  EXPECT_EQ(main.get("/metrics").status, 404u);
  auto m = metrics.get("/metrics");
  EXPECT_EQ(m.status, 200u);
  EXPECT_NE(m.body.find("aurum_http_requests_total{route=\"/readyz\",status=\"200\"}"),
            std::string::npos);
  EXPECT_EQ(metrics.get("/api/products").status, 404u);
  EXPECT_EQ(metrics.get("/").status, 404u);
}
