// Issue 13: the trader workspace — clients and their statuses, ownership on every trader route,
// messages, invites and offers. Analytics and the dashboard: trader_analytics_test.cpp.
#include "trader_helpers.hpp"

using namespace aurum::testing::trader;  // and, through it, aurum::testing and its shop helpers
using aurum::testing::prov::approvedTrader;

TEST(TraderWorkspace, ClientsAreTheTradersOwnWithStatusesAndSearch) {
  auto a = approvedTrader("clients-a");
  auto b = approvedTrader("clients-b");
  const auto aId = idOf(a), bId = idOf(b);
  auto pa = sellerProduct(aId, "silver"), pb = sellerProduct(bId, "gold");
  auto c1 = buyer();
  const auto c1Id = idOf(c1);
  const auto c1Email = std::string(c1.get("/api/auth/user").json().at("email").as_string());
  auto aOrder = buyOne(c1, pa, 2);
  auto bOrder = buyOne(c1, pb, 1);

  auto list = a.get("/api/trader/clients");
  ASSERT_EQ(list.status, 200u) << list.body;
  auto row = find(list.json().as_array(), "id", c1Id);
  ASSERT_FALSE(row.empty()) << list.body;
  EXPECT_EQ(row.at("orders").as_int64(), 1);
  EXPECT_EQ(row.at("email").as_string(), c1Email);
  EXPECT_EQ(row.at("status").as_string(), "new");
  EXPECT_FALSE(row.at("lastOrder").is_null());
  EXPECT_EQ(list.json().as_array().size(), 1u);  // nobody else bought from this trader

  // Search by e-mail (any case) and by status.
  std::string upper = c1Email;
  for (auto& ch : upper) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  EXPECT_EQ(a.get("/api/trader/clients?q=" + upper.substr(0, 8)).json().as_array().size(), 1u);
  EXPECT_EQ(a.get("/api/trader/clients?q=nobody-like-this").json().as_array().size(), 0u);
  EXPECT_EQ(a.get("/api/trader/clients?status=new").json().as_array().size(), 1u);
  EXPECT_EQ(a.get("/api/trader/clients?status=premium").json().as_array().size(), 0u);
  auto badStatus = a.get("/api/trader/clients?status=vip");
  EXPECT_EQ(badStatus.status, 400u);
  EXPECT_EQ(field(badStatus), "status");

  // The client's orders with this trader only.
  auto orders = a.get("/api/trader/clients/" + std::to_string(c1Id) + "/orders");
  ASSERT_EQ(orders.status, 200u) << orders.body;
  ASSERT_EQ(orders.json().as_array().size(), 1u);
  EXPECT_EQ(orders.json().as_array()[0].at("id").as_int64(), aOrder);
  auto bOrders = b.get("/api/trader/clients/" + std::to_string(c1Id) + "/orders").json();
  ASSERT_EQ(bOrders.as_array().size(), 1u);
  EXPECT_EQ(bOrders.as_array()[0].at("id").as_int64(), bOrder);

  // Another trader's client (never bought here) is not found.
  auto c2 = buyer();
  const auto c2Id = idOf(c2);
  buyOne(c2, pb, 1);
  EXPECT_TRUE(find(a.get("/api/trader/clients").json().as_array(), "id", c2Id).empty());
  EXPECT_EQ(a.get("/api/trader/clients/" + std::to_string(c2Id) + "/orders").status, 404u);
  EXPECT_EQ(
      a.postJson("/api/trader/clients/" + std::to_string(c2Id) + "/messages", {{"text", "hello"}})
          .status,
      404u);
  // Clients never call trader routes.
  EXPECT_EQ(c1.get("/api/trader/clients").status, 403u);
  EXPECT_EQ(c1.get("/api/trader/dashboard").status, 403u);

  // Status from real activity: ten orders make a premium client; an old last order inactive.
  for (int i = 0; i < 9; ++i) buyOne(c1, pa, 1);
  EXPECT_EQ(find(a.get("/api/trader/clients").json().as_array(), "id", c1Id).at("status"),
            "premium");
  sql("UPDATE orders SET created_at = created_at - " + std::to_string(200 * kDay) +
      " WHERE user_id = " + std::to_string(c1Id) + " AND seller_id = " + std::to_string(aId));
  EXPECT_EQ(find(a.get("/api/trader/clients").json().as_array(), "id", c1Id).at("status"),
            "inactive");
  // Admin: every client.
  auto admin = demo("admin");
  auto everyone = admin.get("/api/trader/clients").json().as_array();
  EXPECT_FALSE(find(everyone, "id", c1Id).empty());
  EXPECT_FALSE(find(everyone, "id", c2Id).empty());
}

TEST(TraderWorkspace, MessagesReachTheClientsNotificationCentreAndOutbox) {
  auto t = approvedTrader("messages");
  auto p = sellerProduct(idOf(t), "silver");
  auto c = buyer();
  const auto cId = idOf(c);
  buyOne(c, p, 1);
  auto path = "/api/trader/clients/" + std::to_string(cId) + "/messages";
  auto empty = t.postJson(path, {{"text", "   "}});
  EXPECT_EQ(empty.status, 400u);
  EXPECT_EQ(field(empty), "text");
  EXPECT_EQ(field(t.postJson(path, {{"text", std::string(2001, 'x')}})), "text");
  auto sent = t.postJson(path, {{"text", "Your bars are ready for collection."}});
  ASSERT_EQ(sent.status, 201u) << sent.body;
  auto id = sent.json().at("id").as_int64();
  auto items = c.get("/api/notifications").json().at("items").as_array();
  auto n = find(items, "id", id);
  ASSERT_FALSE(n.empty());
  EXPECT_EQ(n.at("kind").as_string(), "message");
  EXPECT_EQ(n.at("title").as_string(), "Message from Other Bullion");
  EXPECT_EQ(n.at("body").as_string(), "Your bars are ready for collection.");
  auto email = std::string(c.get("/api/auth/user").json().at("email").as_string());
  long long queued = TestServer::get().app->database().read([&](soci::session& s) {
    long long k = 0;
    std::string subject = "Message from Other Bullion";
    s << "SELECT COUNT(*) FROM outbox WHERE recipient = :r AND subject = :s", soci::use(email),
        soci::use(subject), soci::into(k);
    return k;
  });
  EXPECT_EQ(queued, 1);
}

TEST(TraderWorkspace, InvitesQueueAnEmailRefuseDuplicatesAndRegistrationAccepts) {
  auto t = approvedTrader("invites");
  const auto email = uniqueEmail("invited");
  auto r = t.postJson("/api/trader/invites", {{"email", email}});
  ASSERT_EQ(r.status, 201u) << r.body;
  EXPECT_EQ(r.json().at("status").as_string(), "pending");
  EXPECT_EQ(r.json().at("email").as_string(), email);
  auto again = t.postJson("/api/trader/invites", {{"email", email}});
  EXPECT_EQ(again.status, 409u);
  EXPECT_EQ(field(t.postJson("/api/trader/invites", {{"email", "not-an-email"}})), "email");
  long long queued = TestServer::get().app->database().read([&](soci::session& s) {
    long long k = 0;
    s << "SELECT COUNT(*) FROM outbox WHERE recipient = :r", soci::use(email), soci::into(k);
    return k;
  });
  EXPECT_EQ(queued, 1);
  // The e-mail is written in the inviting trader's language and links to the registration page in
  // it.
  const auto spanish = uniqueEmail("invitado");
  ASSERT_EQ(approvedTrader("invites-es")
                .request(verb::post, "/api/trader/invites",
                         json::serialize(json::object{{"email", spanish}}),
                         {{"Content-Type", "application/json"}, {"Accept-Language", "es"}})
                .status,
            201u);
  auto mail = TestServer::get().app->database().read([&](soci::session& s) {
    std::string subject, body;
    s << "SELECT subject, body FROM outbox WHERE recipient = :r", soci::use(spanish),
        soci::into(subject), soci::into(body);
    return std::pair{subject, body};
  });
  EXPECT_TRUE(mail.first.starts_with("Invitación de ")) << mail.first;
  EXPECT_NE(mail.second.find(" te invita a abrir una cuenta en Aurum"), std::string::npos)
      << mail.second;
  EXPECT_TRUE(mail.second.ends_with("/es/register")) << mail.second;
  // Another trader may invite the same person.
  auto other = approvedTrader("invites-other");
  EXPECT_EQ(other.postJson("/api/trader/invites", {{"email", email}}).status, 201u);
  EXPECT_TRUE(other.get("/api/trader/invites").json().as_array().size() == 1);

  // Registration accepts it; the person becomes a client (status new).
  auto person = TestServer::get().client();
  ASSERT_EQ(person
                .postJson("/api/auth/register", {{"role", "client"},
                                                 {"firstName", "Invited"},
                                                 {"lastName", "Person"},
                                                 {"email", email},
                                                 {"password", "a long enough password"}})
                .status,
            201u);
  auto list = t.get("/api/trader/invites").json().as_array();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].at("status").as_string(), "registered");
  auto client = find(t.get("/api/trader/clients").json().as_array(), "id", idOf(person));
  ASSERT_FALSE(client.empty());
  EXPECT_EQ(client.at("status").as_string(), "new");
  EXPECT_EQ(client.at("orders").as_int64(), 0);

  // An existing account (another dealer's client, staff): answered like an unknown address, and
  // not made this trader's client, so an invite neither reveals accounts nor hands them over.
  auto existing = buyer();
  auto existingEmail = std::string(existing.get("/api/auth/user").json().at("email").as_string());
  auto known = t.postJson("/api/trader/invites", {{"email", existingEmail}});
  ASSERT_EQ(known.status, 201u);
  EXPECT_EQ(known.json().at("status").as_string(), "pending");
  EXPECT_TRUE(find(t.get("/api/trader/clients").json().as_array(), "id", idOf(existing)).empty());
  EXPECT_EQ(t.postJson("/api/trader/clients/" + std::to_string(idOf(existing)) + "/messages",
                       {{"text", "hello"}})
                .status,
            404u);
  auto staff = t.postJson("/api/trader/invites", {{"email", "admin@aurum.example"}});
  ASSERT_EQ(staff.status, 201u);
  EXPECT_EQ(staff.json().at("status").as_string(), "pending");
  EXPECT_EQ(existing.postJson("/api/trader/invites", {{"email", email}}).status, 403u);
}

TEST(TraderWorkspace, OffersLockPricesIntoTheClientsCartAndEnd) {
  auto a = approvedTrader("offers-a");
  auto b = approvedTrader("offers-b");
  const auto aId = idOf(a);
  auto pa = sellerProduct(aId, "gold", 3000), pa2 = sellerProduct(aId, "silver", 800);
  auto pb = sellerProduct(idOf(b), "silver");
  auto c = buyer();
  const auto cId = idOf(c);
  buyOne(c, pa2, 1);  // c becomes a's client
  auto stranger = buyer();

  auto body = [&](long long product, long long qty) {
    return json::object{{"clientId", cId},
                        {"lines", json::array{{{"productId", product}, {"quantity", qty}}}},
                        {"note", "As agreed"}};
  };
  // Only own products, only own clients.
  auto foreign = a.postJson("/api/trader/offers", body(pb, 1));
  EXPECT_EQ(foreign.status, 400u);
  EXPECT_EQ(field(foreign), "lines[0].productId");
  EXPECT_EQ(b.postJson("/api/trader/offers",
                       [&] {
                         auto o = body(pb, 1);
                         return o;
                       }())
                .status,
            404u);
  auto badHours = body(pa, 1);
  badHours["expiresInHours"] = 500;
  EXPECT_EQ(field(a.postJson("/api/trader/offers", badHours)), "expiresInHours");

  auto created = a.postJson("/api/trader/offers", body(pa, 2));
  ASSERT_EQ(created.status, 201u) << created.body;
  auto offer = created.json().as_object();
  const auto offerId = offer.at("id").as_int64();
  EXPECT_EQ(offer.at("status").as_string(), "open");
  EXPECT_EQ(offer.at("clientId").as_int64(), cId);
  EXPECT_EQ(offer.at("traderId").as_int64(), aId);
  EXPECT_EQ(offer.at("sellerName").as_string(), "Other Bullion");
  EXPECT_EQ(offer.at("note").as_string(), "As agreed");
  const auto unit = cents(offer.at("lines").as_array()[0].at("unitPrice"));
  EXPECT_EQ(cents(offer.at("total")), 2 * unit);
  EXPECT_EQ(offer.at("lines").as_array()[0].at("metalType").as_string(), "gold");

  // Visible to its trader and its client only.
  EXPECT_FALSE(find(a.get("/api/trader/offers").json().as_array(), "id", offerId).empty());
  EXPECT_TRUE(find(b.get("/api/trader/offers").json().as_array(), "id", offerId).empty());
  EXPECT_EQ(del(b, "/api/trader/offers/" + std::to_string(offerId)).status, 404u);
  EXPECT_FALSE(find(c.get("/api/offers").json().as_array(), "id", offerId).empty());
  EXPECT_TRUE(stranger.get("/api/offers").json().as_array().empty());
  EXPECT_EQ(stranger.postJson("/api/offers/" + std::to_string(offerId) + "/accept", json::object{})
                .status,
            404u);

  // Accept: the lines land in the cart, replacing the client's line of that product.
  EXPECT_EQ(add(c, pa, 5).status, 201u);
  auto accepted = c.postJson("/api/offers/" + std::to_string(offerId) + "/accept", json::object{});
  ASSERT_EQ(accepted.status, 200u) << accepted.body;
  EXPECT_EQ(accepted.json().at("status").as_string(), "accepted");
  auto cart = c.get("/api/cart").json().as_array();
  auto line = find(cart, "productId", pa);
  ASSERT_FALSE(line.empty());
  EXPECT_EQ(line.at("quantity").as_int64(), 2);
  auto [locked, lockedOffer] = TestServer::get().app->database().read([&](soci::session& s) {
    long long l = 0, o = 0, uid = cId, pid = pa;
    s << "SELECT locked_unit_cents, offer_id FROM cart_items WHERE user_id = :u AND product_id = "
         ":p",
        soci::use(uid), soci::use(pid), soci::into(l), soci::into(o);
    return std::pair{l, o};
  });
  EXPECT_EQ(locked, unit);
  EXPECT_EQ(lockedOffer, offerId);
  // The locked price holds in the cart and at checkout while the live price moves, until the
  // offer expires; then the line is priced live again.
  ASSERT_EQ(
      patch(a, "/api/products/" + std::to_string(pa), json::object{{"premium", "900.00"}}).status,
      200u);
  auto priced = find(c.get("/api/cart").json().as_array(), "productId", pa);
  EXPECT_EQ(cents(priced.at("price")), unit);
  EXPECT_EQ(priced.at("offerId").as_int64(), offerId);
  EXPECT_FALSE(priced.at("lockedUntil").is_null());
  auto intent = c.postJson("/api/create-payment-intent", json::object{}).json();
  EXPECT_EQ(cents(find(intent.at("lines").as_array(), "productId", pa).at("unitPrice")), unit);
  sql("UPDATE trader_offers SET expires_at = created_at - 1 WHERE id = " + std::to_string(offerId));
  priced = find(c.get("/api/cart").json().as_array(), "productId", pa);
  EXPECT_GT(cents(priced.at("price")), unit);
  EXPECT_TRUE(priced.at("lockedUntil").is_null());
  auto live = c.postJson("/api/create-payment-intent", json::object{}).json();
  EXPECT_GT(cents(find(live.at("lines").as_array(), "productId", pa).at("unitPrice")), unit);
  sql("UPDATE trader_offers SET expires_at = created_at + 3600000 WHERE id = " +
      std::to_string(offerId));
  EXPECT_EQ(c.postJson("/api/offers/" + std::to_string(offerId) + "/accept", json::object{}).status,
            409u);
  EXPECT_TRUE(find(c.get("/api/offers").json().as_array(), "id", offerId).empty());

  // Decline.
  auto second = a.postJson("/api/trader/offers", body(pa2, 1)).json().at("id").as_int64();
  auto declined = c.postJson("/api/offers/" + std::to_string(second) + "/decline", json::object{});
  ASSERT_EQ(declined.status, 200u) << declined.body;
  EXPECT_EQ(declined.json().at("status").as_string(), "declined");
  EXPECT_EQ(del(a, "/api/trader/offers/" + std::to_string(second)).status, 409u);

  // Cancel (open only), then the client cannot accept.
  auto third = a.postJson("/api/trader/offers", body(pa2, 3)).json().at("id").as_int64();
  auto cancelled = del(a, "/api/trader/offers/" + std::to_string(third));
  ASSERT_EQ(cancelled.status, 200u) << cancelled.body;
  EXPECT_EQ(cancelled.json().at("status").as_string(), "cancelled");
  EXPECT_EQ(c.postJson("/api/offers/" + std::to_string(third) + "/accept", json::object{}).status,
            409u);

  // Expiry: past its time an open offer reads as expired and can no longer be accepted.
  auto fourth = a.postJson("/api/trader/offers", body(pa2, 1)).json().at("id").as_int64();
  sql("UPDATE trader_offers SET expires_at = created_at - 1 WHERE id = " + std::to_string(fourth));
  EXPECT_EQ(find(a.get("/api/trader/offers").json().as_array(), "id", fourth).at("status"),
            "expired");
  EXPECT_TRUE(find(c.get("/api/offers").json().as_array(), "id", fourth).empty());
  EXPECT_EQ(c.postJson("/api/offers/" + std::to_string(fourth) + "/accept", json::object{}).status,
            409u);
  EXPECT_EQ(del(a, "/api/trader/offers/" + std::to_string(fourth)).status, 409u);
  // Clients do not create offers.
  EXPECT_EQ(c.postJson("/api/trader/offers", body(pa, 1)).status, 403u);
}

// A trader's offers and a client's are listed with as many statements for three offers as for one
// (no query per offer for its lines).
TEST(TraderWorkspace, OfferListsTakeAsManyStatementsForThreeOffersAsForOne) {
  if (TestServer::get().app->database().backend() != aurum::storage::Backend::kSqlite)
    GTEST_SKIP() << "statements are recorded by SQLite's statement cache";
  auto a = approvedTrader("offers-count");
  auto product = sellerProduct(idOf(a), "gold", 3000);
  auto c = buyer();
  buyOne(c, product, 1);  // c becomes a's client
  auto offer = [&] {
    auto r =
        a.postJson("/api/trader/offers",
                   json::object{{"clientId", idOf(c)},
                                {"lines", json::array{{{"productId", product}, {"quantity", 1}}}}});
    EXPECT_EQ(r.status, 201u) << r.body;
  };
  offer();
  auto traderList = statementsFor(a, "/api/trader/offers");
  auto clientList = statementsFor(c, "/api/offers");
  offer();
  offer();
  auto offers = a.get("/api/trader/offers").json().as_array();
  ASSERT_EQ(offers.size(), 3u);
  for (const auto& o : offers) EXPECT_EQ(o.at("lines").as_array().size(), 1u);
  EXPECT_EQ(statementsFor(a, "/api/trader/offers"), traderList);
  EXPECT_EQ(statementsFor(c, "/api/offers"), clientList);
}
