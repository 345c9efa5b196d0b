// Issue 12: price alerts, the notification centre, the outbox and per-user WebSocket delivery.
#include <thread>

#include "notification_helpers.hpp"
#include "shop_helpers.hpp"

using namespace aurum::testing;
using namespace aurum::testing::account;
using namespace aurum::testing::notes;

namespace {

json::object alertBody(const char* metal, const char* direction, const char* price) {
  return {{"metalType", metal}, {"direction", direction}, {"price", price}};
}

json::object alertById(Client& c, long long id) {
  auto all = c.get("/api/alerts").json().as_array();  // by value: the loop must not dangle
  for (const auto& a : all)
    if (a.at("id").as_int64() == id) return a.as_object();
  return {};
}

}  // namespace

TEST(PriceAlerts, CreateListDeleteAndOwnership) {
  auto c = freshUser();
  EXPECT_EQ(TestServer::get().client().get("/api/alerts").status, 401u);
  auto r = c.postJson("/api/alerts", alertBody("gold", "below", "1.50"));
  ASSERT_EQ(r.status, 201u) << r.body;
  auto a = r.json().as_object();
  EXPECT_EQ(a.at("metalType"), "gold");
  EXPECT_EQ(a.at("direction"), "below");
  EXPECT_EQ(a.at("price"), "1.50");
  EXPECT_EQ(a.at("status"), "active");
  EXPECT_TRUE(a.at("firedAt").is_null());
  EXPECT_TRUE(a.at("firedPrice").is_null());
  EXPECT_TRUE(a.at("createdAt").is_string());
  auto id = std::to_string(a.at("id").as_int64());
  ASSERT_EQ(c.get("/api/alerts").json().as_array().size(), 1u);

  auto other = freshUser();
  EXPECT_TRUE(other.get("/api/alerts").json().as_array().empty());
  EXPECT_EQ(other.request(verb::delete_, "/api/alerts/" + id).status, 404u);
  EXPECT_EQ(c.request(verb::delete_, "/api/alerts/" + id).status, 204u);
  EXPECT_EQ(c.request(verb::delete_, "/api/alerts/" + id).status, 404u);
  EXPECT_TRUE(c.get("/api/alerts").json().as_array().empty());
}

TEST(PriceAlerts, RequestsAreValidatedNamingTheField) {
  auto c = freshUser();
  struct Case {
    json::object body;
    const char* field;
  } cases[] = {
      {alertBody("tin", "above", "10.00"), "metalType"},
      {alertBody("gold", "sideways", "10.00"), "direction"},
      {alertBody("gold", "above", "10"), "price"},
      {alertBody("gold", "above", "10.5"), "price"},
      {alertBody("gold", "above", "10.500"), "price"},
      {alertBody("gold", "above", "0.00"), "price"},
      {alertBody("gold", "above", "-5.00"), "price"},
      {{{"metalType", "gold"}, {"direction", "above"}, {"price", 2100}}, "price"},
      {{{"direction", "above"}, {"price", "2100.00"}}, "metalType"},
  };
  for (const auto& k : cases) {
    auto r = c.postJson("/api/alerts", k.body);
    EXPECT_EQ(r.status, 400u) << json::serialize(k.body);
    EXPECT_EQ(field(r), k.field) << r.body;
  }
  // A number is a price in the wrong form, not a missing one.
  auto number =
      c.postJson("/api/alerts", {{"metalType", "gold"}, {"direction", "above"}, {"price", 2100}});
  EXPECT_NE(number.body.find("like 2100.00"), std::string::npos) << number.body;
}

TEST(PriceAlerts, AtMostFiftyActive) {
  auto c = freshUser();
  for (int i = 0; i < 50; ++i) {
    auto price = std::to_string(900000 + i) + ".00";
    ASSERT_EQ(c.postJson("/api/alerts", alertBody("palladium", "above", price.c_str())).status,
              201u);
  }
  auto r = c.postJson("/api/alerts", alertBody("palladium", "above", "999999.00"));
  EXPECT_EQ(r.status, 409u) << r.body;
  EXPECT_EQ(code(r), "conflict");
}

TEST(PriceAlerts, FireOnceWhenReachedWithANotification) {
  auto c = freshUser();
  // The simulated gold price is far above one dollar and far below a million: the first fires on
  // the next tick, the second never.
  auto reached = c.postJson("/api/alerts", alertBody("gold", "above", "1.00"));
  auto never = c.postJson("/api/alerts", alertBody("gold", "above", "999999.00"));
  ASSERT_EQ(reached.status, 201u);
  ASSERT_EQ(never.status, 201u);
  auto reachedId = reached.json().at("id").as_int64();
  tick();
  ASSERT_TRUE(eventually([&] { return alertById(c, reachedId).at("status") == "fired"; }));
  auto fired = alertById(c, reachedId);
  EXPECT_TRUE(fired.at("firedAt").is_string());
  EXPECT_TRUE(fired.at("firedPrice").is_string());
  for (int i = 0; i < 3; ++i) tick();
  // Several instances checking the same prices at once still fire nothing twice.
  std::thread a([] { TestServer::get().app->account().alerts().evaluate(); });
  std::thread b([] { TestServer::get().app->account().alerts().evaluate(); });
  a.join();
  b.join();
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_EQ(alertById(c, never.json().at("id").as_int64()).at("status"), "active");
  auto items = notificationsOf(c);
  EXPECT_EQ(countKind(items, "price_alert"), 1) << json::serialize(items);
  EXPECT_EQ(items.at(0).at("link"), "/trading");
  EXPECT_EQ(alertById(c, reachedId).at("firedAt"), fired.at("firedAt"));
  // Its text, in English and in the reader's language: the metal is a word of the sentence, the
  // amounts are written as that language writes money.
  EXPECT_EQ(items.at(0).at("title"), "Gold above $1.00");
  auto fr = newestIn(c, "fr");
  EXPECT_EQ(fr.at("title"), "Or au-dessus de 1,00\u00a0$");
  EXPECT_NE(std::string(fr.at("body").as_string())
                .find("\u00a0$ l’once troy (votre alerte : "
                      "au-dessus de 1,00\u00a0$)."),
            std::string::npos)
      << fr.at("body");
}

TEST(PriceAlerts, SwitchedOffAlertsStillFireButNotifyNobody) {
  auto c = freshUser();
  ASSERT_EQ(putJson(c, "/api/settings", {{"notifications", {{"priceAlerts", false}}}}).status,
            200u);
  auto r = c.postJson("/api/alerts", alertBody("silver", "below", "999999.00"));
  ASSERT_EQ(r.status, 201u);
  auto id = r.json().at("id").as_int64();
  tick();
  ASSERT_TRUE(eventually([&] { return alertById(c, id).at("status") == "fired"; }));
  EXPECT_EQ(countKind(notificationsOf(c), "price_alert"), 0);
  EXPECT_EQ(outboxRows(idOf(c), "email"), 0);
}

TEST(NotificationCentre, OrderStatusChangesNotifyTheBuyerAndQueueAnEmail) {
  auto c = shop::buyer();
  ASSERT_EQ(shop::add(c, shop::makeProduct(5), 1).status, 201u);
  auto paid = c.postJson("/api/checkout/confirm", payBody(shop::intentSecret(c)));
  ASSERT_EQ(paid.status, 200u) << paid.body;
  auto orderId = std::to_string(paid.json().at("order").at("id").as_int64());
  // The payment placed the order: one notification, once.
  auto placed = notificationsOf(c);
  ASSERT_EQ(countKind(placed, "order_status"), 1) << json::serialize(placed);
  EXPECT_NE(std::string(placed.at(0).at("title").as_string()).find("#" + orderId + " placed"),
            std::string::npos);
  ASSERT_EQ(c.postJson("/api/orders/" + orderId + "/cancel", json::object{}).status, 200u);
  auto items = notificationsOf(c);
  ASSERT_EQ(countKind(items, "order_status"), 2) << json::serialize(items);
  EXPECT_NE(std::string(items.at(0).at("title").as_string()).find("#" + orderId),
            std::string::npos);
  EXPECT_NE(std::string(items.at(0).at("body").as_string()).find("cancelled"), std::string::npos);
  EXPECT_EQ(items.at(0).at("link"), "/orders");
  EXPECT_TRUE(items.at(0).at("readAt").is_null());
  // E-mail is on by default: one row waits in the outbox; SMS never (no phone number).
  auto uid = idOf(c);
  EXPECT_EQ(outboxRows(uid, "email"), 2);
  EXPECT_EQ(outboxRows(uid, "sms"), 0);
  // The log sender takes it; the row is then marked sent.
  TestServer::get().app->account().notifications().drainOutbox();
  long long unsent = TestServer::get().app->database().read([&](soci::session& s) {
    long long n = 0, u = uid;
    s << "SELECT COUNT(*) FROM outbox WHERE user_id = :u AND sent_at IS NULL", soci::into(n),
        soci::use(u);
    return n;
  });
  EXPECT_EQ(unsent, 0);
}

TEST(NotificationCentre, OrderUpdatesSwitchedOffStoreNothing) {
  auto c = shop::buyer();
  ASSERT_EQ(
      putJson(c, "/api/settings", {{"notifications", {{"orderUpdates", false}, {"email", false}}}})
          .status,
      200u);
  ASSERT_EQ(shop::add(c, shop::makeProduct(5), 1).status, 201u);
  auto paid = c.postJson("/api/checkout/confirm", payBody(shop::intentSecret(c)));
  ASSERT_EQ(paid.status, 200u) << paid.body;
  auto orderId = std::to_string(paid.json().at("order").at("id").as_int64());
  ASSERT_EQ(c.postJson("/api/orders/" + orderId + "/cancel", json::object{}).status, 200u);
  EXPECT_EQ(countKind(notificationsOf(c), "order_status"), 0);
  EXPECT_EQ(outboxRows(idOf(c), "email"), 0);
}

TEST(NotificationCentre, ReadOneReadAllAndTheUnreadCount) {
  auto c = freshUser();
  auto uid = idOf(c);
  auto& notifications = TestServer::get().app->account().notifications();
  for (int i = 0; i < 3; ++i)
    ASSERT_TRUE(notifications.notify(plainNotice(uid, "New sign-in", "test")));
  auto r = c.get("/api/notifications");
  ASSERT_EQ(r.status, 200u);
  EXPECT_EQ(r.json().at("unread"), 3);
  auto items = r.json().at("items").as_array();
  ASSERT_EQ(items.size(), 3u);
  EXPECT_GT(items[0].at("id").as_int64(), items[1].at("id").as_int64());  // newest first
  auto first = std::to_string(items[0].at("id").as_int64());

  auto other = freshUser();
  EXPECT_EQ(other.postJson("/api/notifications/" + first + "/read", json::object{}).status, 404u);
  EXPECT_EQ(other.get("/api/notifications").json().at("unread"), 0);
  EXPECT_EQ(c.postJson("/api/notifications/999999999/read", json::object{}).status, 404u);

  EXPECT_EQ(c.postJson("/api/notifications/" + first + "/read", json::object{}).status, 204u);
  r = c.get("/api/notifications");
  EXPECT_EQ(r.json().at("unread"), 2);
  EXPECT_TRUE(r.json().at("items").at(0).at("readAt").is_string());
  EXPECT_EQ(c.postJson("/api/notifications/read-all", json::object{}).status, 204u);
  EXPECT_EQ(c.get("/api/notifications").json().at("unread"), 0);
  EXPECT_EQ(TestServer::get().client().get("/api/notifications").status, 401u);
}

TEST(NotificationCentre, KycDecisionNotifiesTheCustomer) {
  auto c = freshUser("kycnote");
  const std::string boundary = "aurumNoteBoundary";
  const std::string png = std::string("\x89PNG\r\n\x1A\n", 8) + std::string(300, '\x42');
  std::string body = "--" + boundary +
                     "\r\nContent-Disposition: form-data; name=\"documentType\"\r\n\r\npassport\r\n"
                     "--" +
                     boundary +
                     "\r\nContent-Disposition: form-data; name=\"category\"\r\n\r\nidentity\r\n"
                     "--" +
                     boundary +
                     "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"id.png\"\r\n"
                     "Content-Type: image/png\r\n\r\n" +
                     png + "\r\n--" + boundary + "--\r\n";
  ASSERT_EQ(c.request(verb::post, "/api/kyc/upload", body,
                      {{"Content-Type", "multipart/form-data; boundary=" + boundary}})
                .status,
            201u);
  auto email = c.get("/api/auth/user").json().at("email");
  auto admin = demo("admin");
  long long caseId = 0;
  auto pending = admin.get("/api/admin/kyc?status=pending").json().as_array();
  for (const auto& k : pending)
    if (k.at("user").at("email") == email) caseId = k.at("id").as_int64();
  ASSERT_NE(caseId, 0);
  auto d = admin.postJson("/api/admin/kyc/" + std::to_string(caseId) + "/decision",
                          {{"decision", "approve"}});
  ASSERT_EQ(d.status, 200u) << d.body;
  auto items = notificationsOf(c);
  ASSERT_EQ(countKind(items, "kyc_decision"), 1) << json::serialize(items);
  EXPECT_EQ(items.at(0).at("title"), "Identity verification approved");
}

TEST(NotificationCentre, PushedOnlyToTheUsersOwnSockets) {
  auto alice = freshUser("alice");
  auto bob = freshUser("bob");
  auto aliceId = idOf(alice), bobId = idOf(bob);
  UserSocket aliceSocket(alice.sessionCookie), bobSocket(bob.sessionCookie), anonymous("");
  auto& notifications = TestServer::get().app->account().notifications();
  ASSERT_TRUE(notifications.notify(plainNotice(aliceId, "For Alice", "a")));
  ASSERT_TRUE(notifications.notify(plainNotice(bobId, "For Bob", "b")));
  auto m = aliceSocket.nextNotification();
  EXPECT_EQ(m.at("notification").at("title"), "For Alice");
  EXPECT_EQ(m.at("notification").at("kind"), "new_device");
  EXPECT_TRUE(m.at("notification").at("readAt").is_null());
  // Bob's first notification is his own: Alice's never reached him.
  EXPECT_EQ(bobSocket.nextNotification().at("notification").at("title"), "For Bob");
  // The anonymous socket keeps getting ticks only.
  tick();
  EXPECT_EQ(anonymous.next().at("type"), "tick");
}

TEST(NotificationCentre, PushSwitchedOffStillStoresInApp) {
  auto c = freshUser();
  ASSERT_EQ(putJson(c, "/api/settings", {{"notifications", {{"push", false}}}}).status, 200u);
  UserSocket socket(c.sessionCookie);
  auto& notifications = TestServer::get().app->account().notifications();
  ASSERT_TRUE(notifications.notify(plainNotice(idOf(c), "Quiet", "q")));
  ASSERT_EQ(notificationsOf(c).size(), 1u);
  // Only market messages arrive on the socket.
  tick();
  auto m = socket.next();
  EXPECT_NE(m.at("type"), "notification");
}

namespace {
class FailingSender final : public aurum::services::OutboxSender {
 public:
  void send(const aurum::services::OutboxMessage&) override {
    throw std::runtime_error("mail relay refused");
  }
  std::string name() const override { return "failing"; }
};
}  // namespace

TEST(NotificationCentre, AFailedSendIsCountedAndKeptForTheNextRun) {
  auto c = freshUser();
  auto uid = idOf(c);
  auto& app = *TestServer::get().app;
  auto& notifications = app.account().notifications();
  ASSERT_TRUE(notifications.notify(plainNotice(uid, "Mail me", "m")));
  ASSERT_EQ(outboxRows(uid, "email"), 1);
  auto row = [&] {
    return app.database().read([&](soci::session& s) {
      long long u = uid, attempts = 0;
      std::string error;
      soci::indicator sentInd = soci::i_null, errorInd = soci::i_null;
      long long sent = 0;
      s << "SELECT attempts, last_error, sent_at FROM outbox WHERE user_id = :u",
          soci::into(attempts), soci::into(error, errorInd), soci::into(sent, sentInd),
          soci::use(u);
      return std::tuple{attempts, errorInd == soci::i_ok ? error : "", sentInd == soci::i_ok};
    });
  };
  notifications.useSender(std::make_unique<FailingSender>());
  notifications.drainOutbox();
  notifications.drainOutbox();
  auto [attempts, error, sent] = row();
  EXPECT_EQ(attempts, 2);
  EXPECT_EQ(error, "mail relay refused");
  EXPECT_FALSE(sent);
  notifications.useSender(std::make_unique<aurum::services::LogSender>());
  notifications.drainOutbox();
  std::tie(attempts, error, sent) = row();
  EXPECT_TRUE(sent);
  EXPECT_EQ(attempts, 3);
  EXPECT_EQ(error, "");
}
