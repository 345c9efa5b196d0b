// Owner actions racing each other and the order's cancellation (issue 10): one transaction each,
// so the final state is always one consistent outcome and the chain verifies.
#include <atomic>
#include <functional>
#include <thread>

#include "provenance_helpers.hpp"

using namespace aurum::testing;
using namespace aurum::testing::prov;

namespace {

/// Runs every action on its own thread at once; returns the HTTP statuses in order.
std::vector<unsigned> together(std::vector<std::function<unsigned()>> actions) {
  std::vector<unsigned> statuses(actions.size());
  std::atomic<int> ready{0};
  std::vector<std::thread> threads;
  for (std::size_t i = 0; i < actions.size(); ++i)
    threads.emplace_back([&, i] {
      ++ready;
      while (ready.load() < static_cast<int>(actions.size())) std::this_thread::yield();
      statuses[i] = actions[i]();
    });
  for (auto& t : threads) t.join();
  return statuses;
}

}  // namespace

TEST(ProvenanceRace, TransfersAndReportsOfOneItemHaveExactlyOneWinner) {
  auto& ts = TestServer::get();
  for (int round = 0; round < 3; ++round) {
    auto owner = ts.client();
    ts.signUpClient(owner, "racer");
    auto ownerId = userId(owner);
    auto serial = deliveredItemFor(ownerId);
    std::vector<Client> heirs;
    std::vector<std::string> emails;
    for (int i = 0; i < 3; ++i) {
      heirs.push_back(ts.client());
      emails.push_back(ts.signUpClient(heirs.back(), "heir"));
    }
    auto length = owner.get("/api/verify/" + serial).json().at("chain").at("length").as_int64();
    std::vector<std::function<unsigned()>> actions;
    for (int i = 0; i < 6; ++i) {
      actions.push_back([&, i] {
        auto c = owner;  // same session, own connection
        if (i % 2 == 0)
          return c
              .postJson("/api/provenance/items/" + serial + "/transfer",
                        {{"toEmail", emails[i / 2]}})
              .status;
        return c
            .postJson("/api/provenance/items/" + serial + "/report",
                      {{"kind", i == 1 ? "stolen" : "lost"}})
            .status;
      });
    }
    auto statuses = together(actions);
    int ok = 0;
    for (auto st : statuses) {
      if (st == 200u)
        ++ok;
      else
        EXPECT_TRUE(st == 403u || st == 409u) << st;
    }
    EXPECT_EQ(ok, 1) << "round " << round;
    auto j = ts.client().get("/api/verify/" + serial).json().as_object();
    auto v = demo("admin").get("/api/verify/" + serial).json().as_object();
    EXPECT_EQ(v["chain"].at("intact"), true);
    EXPECT_EQ(v["chain"].at("length").as_int64(), length + 1);  // exactly one event appended
    auto status = std::string(j["itemStatus"].as_string());
    int owners = 0;
    for (auto& h : heirs) owners += h.get("/api/provenance/items").json().as_array().size();
    auto stillMine = owner.get("/api/provenance/items").json().as_array().size();
    if (status == "delivered") {
      EXPECT_EQ(owners, 1);  // transferred to exactly one heir
      EXPECT_EQ(stillMine, 0u);
    } else {
      EXPECT_TRUE(status == "reported_stolen" || status == "reported_lost") << status;
      EXPECT_EQ(owners, 0);  // a reported item was never transferred
      EXPECT_EQ(stillMine, 1u);
    }
  }
}

TEST(ProvenanceRace, CancellingWhileTheBuyerReportsAndTransfersLeavesNoCancelledOwner) {
  auto& ts = TestServer::get();
  auto buyer = ts.client();
  ts.signUpClient(buyer, "canceller");
  auto heir = ts.client();
  auto email = ts.signUpClient(heir, "heir");
  auto productId = quietGoldProduct(buyer);
  auto order = buy(buyer, productId, 1);
  auto serial = serialsOf(order).at(0);
  auto id = std::to_string(order.at("id").as_int64());
  auto statuses = together({
      [&] {
        auto c = buyer;
        return c.postJson("/api/orders/" + id + "/cancel", json::object{}).status;
      },
      [&] {
        auto c = buyer;
        return c.postJson("/api/provenance/items/" + serial + "/report", {{"kind", "stolen"}})
            .status;
      },
      [&] {
        auto c = buyer;
        return c.postJson("/api/provenance/items/" + serial + "/transfer", {{"toEmail", email}})
            .status;
      },
  });
  EXPECT_EQ(statuses[0], 200u);
  // An item whose order is not delivered cannot be reported or transferred (409), or, once the
  // cancellation committed, the buyer is no longer its owner (403).
  for (int i : {1, 2}) EXPECT_TRUE(statuses[i] == 409u || statuses[i] == 403u) << statuses[i];
  auto j = demo("admin").get("/api/verify/" + serial).json().as_object();
  EXPECT_EQ(j["itemStatus"], "at_dealer");
  EXPECT_EQ(j["hasOwner"], false);
  EXPECT_EQ(j["chain"].at("intact"), true);
  EXPECT_TRUE(heir.get("/api/provenance/items").json().as_array().empty());
  EXPECT_TRUE(buyer.get("/api/provenance/items").json().as_array().empty());
}

TEST(ProvenanceRace, ReportingAnItemWhoseOrderIsNotDeliveredIsRefused) {
  auto& ts = TestServer::get();
  auto buyer = ts.client();
  ts.signUpClient(buyer, "early");
  auto order = buy(buyer, quietGoldProduct(buyer), 1);
  auto serial = serialsOf(order).at(0);
  auto r = buyer.postJson("/api/provenance/items/" + serial + "/report", {{"kind", "stolen"}});
  EXPECT_EQ(r.status, 409u) << r.body;
  EXPECT_NE(std::string(r.json().at("message").as_string()).find("not been delivered"),
            std::string::npos);
  ts.clock->advanceMs(70'000);  // give the per-address lookup bucket back to later tests
}
