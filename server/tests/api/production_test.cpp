// Fail closed in production (issue 10): the start check on both databases, removing the demo
// data FK-safely, key files and the SQLite file created 0600, demo sign-in 404.
#include "app/production.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>

#include "harness.hpp"

using namespace aurum;
using namespace aurum::testing;
namespace json = boost::json;
namespace fs = std::filesystem;

namespace {

bool mentions(const std::vector<std::string>& reasons, const std::string& what) {
  for (const auto& r : reasons)
    if (r.find(what) != std::string::npos) return true;
  return false;
}

unsigned modeOf(const std::string& path) {
  struct stat st {};
  EXPECT_EQ(::stat(path.c_str(), &st), 0) << path;
  return st.st_mode & 0777;
}

/// A server of its own on a fresh database of the backend under test.
struct OwnServer {
  fs::path dir;
  app::Config config;
  std::unique_ptr<app::App> app;
  unsigned short port = 0;

  explicit OwnServer(const std::string& suffix) {
    dir = fs::temp_directory_path() / ("aurum-prod-" + std::to_string(::getpid()) + suffix);
    fs::remove_all(dir);
    config.port = 0;
    config.bind = "127.0.0.1";
    config.databaseUrl = freshTestDatabase(suffix);
    config.webRoot = testWebRoot();
    config.ioThreads = 1;
    config.workerThreads = 2;
    config.fastPasswordHashing = true;
    config.market.tickMs = 0;
    config.market.historyDays = 1;
    config.signingKeyFile = (dir / "keys" / "signing.key").string();
    config.dataKeyFile = (dir / "keys" / "data.key").string();
    config.hmacKeyFile = (dir / "keys" / "hmac.key").string();
  }
  void open() { app = std::make_unique<app::App>(config); }
  ~OwnServer() {
    app.reset();
    fs::remove_all(dir);
  }
};

}  // namespace

TEST(Production, RefusesDemoDataTestProcessorAndNoAdminThenStartsWithoutDemoSignIn) {
  OwnServer s("_prod");
  s.open();
  s.app->prepare();  // demo mode: seeds the demo accounts, catalogue and items
  s.port = s.app->start();

  // A demo order, so removing the demo data must take orders, payments and ledger journals along.
  Client client(s.port);
  ASSERT_EQ(client.get("/api/demo-login/client").status, 302u);
  auto products = client.get("/api/products").json().as_array();
  ASSERT_FALSE(products.empty());
  ASSERT_EQ(client.postJson("/api/cart/add", {{"productId", products[0].at("id")}, {"quantity", 1}})
                .status,
            201u);
  auto intent = client.postJson("/api/create-payment-intent", json::object{});
  ASSERT_EQ(intent.status, 200u) << intent.body;
  auto paid = client.postJson("/api/checkout/confirm",
                              payBody(std::string(intent.json().at("clientSecret").as_string())));
  ASSERT_EQ(paid.status, 200u) << paid.body;
  s.app->stop();

  auto prod = s.config;
  prod.env = "production";
  auto& db = s.app->database();
  auto reasons = app::productionRefusals(prod, db);
  EXPECT_TRUE(mentions(reasons, "demo accounts exist")) << reasons.size();
  EXPECT_TRUE(mentions(reasons, "aurum admin remove-demo-data"));
  EXPECT_TRUE(mentions(reasons, "test processor"));
  EXPECT_TRUE(mentions(reasons, "no admin account"));  // the demo admin does not count

  auto removed = app::removeDemoData(db);
  EXPECT_EQ(removed.size(), 3u);
  long long orders = -1, demoUsers = -1, journals = -1;
  db.read([&](soci::session& ss) {
    ss << "SELECT COUNT(*) FROM orders", soci::into(orders);
    ss << "SELECT COUNT(*) FROM users WHERE email LIKE '%@aurum.example'", soci::into(demoUsers);
    ss << "SELECT COUNT(*) FROM ledger_journals", soci::into(journals);
  });
  EXPECT_EQ(orders, 0);
  EXPECT_EQ(demoUsers, 0);
  EXPECT_EQ(journals, 0);
  reasons = app::productionRefusals(prod, db);
  EXPECT_FALSE(mentions(reasons, "demo accounts exist"));
  EXPECT_TRUE(mentions(reasons, "no admin account"));

  s.app->auth().createUser("owner@dealer.example", domain::Role::kAdmin, "a long admin password",
                           "Ow", "Ner");
  prod.payments.provider = "stripe";
  EXPECT_TRUE(app::productionRefusals(prod, db).empty());

  // A missing key file is a refusal too: production never invents a key.
  auto noKeys = prod;
  noKeys.hmacKeyFile = (s.dir / "keys" / "absent.key").string();
  s.app.reset();
  auto refused = std::make_unique<app::App>(noKeys);
  try {
    refused->prepare();
    ADD_FAILURE() << "production started without its HMAC key file";
  } catch (const app::StartupRefused& e) {
    EXPECT_NE(std::string(e.what()).find("absent.key"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("aurum keys generate"), std::string::npos) << e.what();
  }
  refused.reset();

  s.config = prod;
  s.open();
  s.app->prepare();
  s.port = s.app->start();
  EXPECT_EQ(Client(s.port).get("/api/demo-login/client").status, 404u);
  long long demoAfter = -1;
  s.app->database().read([&](soci::session& ss) {
    ss << "SELECT COUNT(*) FROM users WHERE email LIKE '%@aurum.example'", soci::into(demoAfter);
  });
  EXPECT_EQ(demoAfter, 0);  // production never seeds
}

TEST(Production, DatabaseAndKeyFilesAreOwnerOnly) {
  OwnServer s("_modes");
  ::umask(022);  // the usual default: files would be world-readable unless we say otherwise
  s.open();
  s.app->prepare();
  s.app->start();
  for (const auto& f : {s.config.signingKeyFile, s.config.dataKeyFile, s.config.hmacKeyFile})
    EXPECT_EQ(modeOf(f), 0600u) << f;
  if (s.app->database().backend() == storage::Backend::kSqlite)
    for (const char* ext : {"", "-wal", "-shm"})
      if (fs::exists(s.config.databaseUrl + ext)) {
        EXPECT_EQ(modeOf(s.config.databaseUrl + ext), 0600u) << ext;
      }
}
