// Who may write the custody record (issue 10): only the item's dealer or an admin.
#include <soci/soci.h>

#include "provenance_helpers.hpp"

using namespace aurum::testing;
using namespace aurum::testing::prov;

TEST(ProvenanceAuthz, AnotherTraderCannotAppendToADealersItem) {
  auto owner = demo("gold_trader");
  auto serial = registerItem(owner, uniqueSerial("AZ"));
  auto other = approvedTrader("rival");
  json::object ev{{"type", "inspection"},
                  {"location", "Elsewhere"},
                  {"action", "Forged check"},
                  {"verifiedBy", "Me"}};
  auto r = other.postJson("/api/provenance/items/" + serial + "/events", ev);
  EXPECT_EQ(r.status, 404u) << r.body;
  EXPECT_EQ(r.json().at("code"), "not_found");
  EXPECT_EQ(owner.postJson("/api/provenance/items/" + serial + "/events", ev).status, 201u);
  EXPECT_EQ(demo("admin").postJson("/api/provenance/items/" + serial + "/events", ev).status, 201u);
  // A client (the route is traders' and admins') gets 403.
  EXPECT_EQ(demo("client").postJson("/api/provenance/items/" + serial + "/events", ev).status,
            403u);
}

TEST(ProvenanceAuthz, ATraderRegistersOnlyForProductsTheySell) {
  auto product = demoTraderProduct();
  auto other = approvedTrader("squatter");
  auto r = other.postJson("/api/provenance/items", itemBody(uniqueSerial("SQ"), product));
  EXPECT_EQ(r.status, 403u) << r.body;
  EXPECT_EQ(r.json().at("code"), "forbidden");
  // Without a product link a trader may register their own stock.
  EXPECT_EQ(other.postJson("/api/provenance/items", itemBody(uniqueSerial("SQ"))).status, 201u);
  auto unknown = other.postJson("/api/provenance/items", itemBody(uniqueSerial("SQ"), 987654321));
  EXPECT_EQ(unknown.status, 400u) << unknown.body;
}

TEST(ProvenanceAuthz, OrderAllocationTakesOnlyTheSellersUnits) {
  auto product = demoTraderProduct();
  auto other = approvedTrader("planter");
  auto otherId = userId(other);
  // Another dealer's unit under this product (planted directly: the API refuses it now).
  auto serial = registerItem(other, uniqueSerial("PL"));
  auto& db = TestServer::get().app->database();
  db.write([&](soci::session& s) {
    long long p = product;
    s << "UPDATE provenance_items SET product_id = :p WHERE serial_number = :s", soci::use(p),
        soci::use(serial);
  });
  auto buyer = demo("client");
  auto serials = TestServer::get().app->provenance().allocateToOrder(
      910'000'000 + ::getpid() % 100000, product, 1, userId(buyer));
  ASSERT_EQ(serials.size(), 1u);
  EXPECT_NE(serials[0], serial);
  auto mine = other.get("/api/provenance/items").json().as_array();
  bool stillInStock = false;
  for (const auto& i : mine)
    if (str(i, "serialNumber") == serial) stillInStock = str(i, "status") == "at_dealer";
  EXPECT_TRUE(stillInStock);
  (void)otherId;
}

TEST(ProvenanceAuthz, EventsRecordWhoEnteredThemAndTheirAttestation) {
  auto trader = demo("gold_trader");
  auto traderId = userId(trader);
  auto serial = registerItem(trader, uniqueSerial("AT"));
  auto admin = demo("admin");
  ASSERT_EQ(admin
                .postJson("/api/provenance/items/" + serial + "/events", {{"type", "inspection"},
                                                                          {"location", "Vault"},
                                                                          {"action", "Weighed"},
                                                                          {"verifiedBy", "Aurum"}})
                .status,
            201u);
  auto j = demo("client").get("/api/verify/" + serial).json().as_object();
  auto journey = j["journey"].as_array();
  ASSERT_EQ(journey.size(), 6u);
  for (std::size_t i = 0; i < 5; ++i) {
    EXPECT_EQ(journey[i].at("attestation"), "dealer") << i;
    EXPECT_EQ(journey[i].at("enteredBy").as_int64(), traderId) << i;
  }
  EXPECT_EQ(journey[5].at("attestation"), "platform");
  EXPECT_EQ(journey[5].at("enteredBy").as_int64(), userId(admin));
  // The dealer's own assay does not count as physical verification; the admin's inspection does.
  auto physical = j["trustBreakdown"].at("physical").as_object();
  EXPECT_EQ(physical.at("score").as_int64(), 5);
  EXPECT_NE(std::string(physical.at("detail").as_string()).find("independent verifier"),
            std::string::npos);
  // Seeded demo data is the platform's, entered by no account.
  auto seeded = demo("client").get("/api/verify/AU-2024-001234").json().as_object();
  for (const auto& e : seeded["journey"].as_array()) {
    EXPECT_EQ(e.at("attestation"), "platform");
    EXPECT_TRUE(e.at("enteredBy").is_null());
  }
}
