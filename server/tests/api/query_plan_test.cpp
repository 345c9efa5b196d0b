// Every statement a checkout runs (sign-in check, cart, quote, payment, orders, ledger, serials,
// AML monitoring) is found through an index: no full scan of a table that grows with history, so
// the cost of an order does not grow with the number of orders before it (docs/performance.md).
#include <gtest/gtest.h>
#include <libpq-fe.h>
#include <soci/postgresql/soci-postgresql.h>

#include <boost/json.hpp>
#include <cstdio>
#include <map>
#include <regex>
#include <set>

#include "harness.hpp"
#include "shop_helpers.hpp"
#include "storage/checkout_repository.hpp"
#include "storage/product_repository.hpp"
#include "storage/statement_cache.hpp"

namespace aurum::testing {
namespace {

using namespace shop;

/// Tables whose size does not grow with orders, sign-ins or prices: a scan of them is bounded.
const std::set<std::string> kBoundedTables = {
    "products", "companies", "schema_migrations", "signing_keys",
    "CONSTANT",  // SCAN CONSTANT ROW: a SELECT without a table; SCAN n CONSTANT ROWS: VALUES
};

std::vector<std::string> planOf(app::App& app, const std::string& sql) {
  std::vector<std::string> out;
  app.database().read([&](soci::session& s) {
    soci::rowset<soci::row> rows = (s.prepare << "EXPLAIN QUERY PLAN " + sql);
    for (auto& r : rows) out.push_back(r.get<std::string>(3));
  });
  return out;
}

/// The plan steps of `texts` that read a table growing with history without a fitting index, each
/// with its statement.
std::vector<std::string> unindexedSteps(app::App& app, const std::set<std::string>& texts) {
  const std::regex scan(R"(^SCAN (?:\d+ )?(\w+))");  // "SCAN 6 CONSTANT ROWS": a VALUES list
  // A search narrowed only by a status column walks every row in that state; for a terminal state
  // (succeeded, paid, consumed, delivered) that is every such row in history.
  const std::regex statusOnly(
      R"(^SEARCH (\w+) USING (?:COVERING )?INDEX \w+ \(status=\?(?: AND updated_at[<>=]+\?)?\))");
  const std::regex terminal(R"('(succeeded|paid|consumed|delivered)')");
  const std::regex subquery(R"(^(?:MATERIALIZE|CO-ROUTINE) (\w+))");
  std::vector<std::string> problems;
  for (const auto& sql : texts) {
    // A leading comment (the PostgreSQL cache's plan-per-call marker) is not the statement.
    std::size_t start = 0;
    if (sql.rfind("/*", 0) == 0) start = sql.find_first_not_of(' ', sql.find("*/") + 2);
    std::string upper;
    for (char ch : sql.substr(start, 12)) upper += static_cast<char>(std::toupper(ch));
    if (upper.rfind("SELECT", 0) != 0 && upper.rfind("UPDATE", 0) != 0 &&
        upper.rfind("DELETE", 0) != 0 && upper.rfind("INSERT", 0) != 0 &&
        upper.rfind("WITH", 0) != 0)
      continue;
    const auto plan = planOf(app, sql);
    // A subquery in FROM is planned on its own (its steps are checked like the others); the scan
    // of its result is not a scan of a table.
    std::set<std::string> subqueries;
    for (const auto& step : plan) {
      std::smatch m;
      if (std::regex_search(step, m, subquery)) subqueries.insert(m[1].str());
    }
    for (const auto& step : plan) {
      std::smatch m;
      if (std::regex_search(step, m, scan) && !kBoundedTables.count(m[1].str()) &&
          !subqueries.count(m[1].str()))
        problems.push_back(step + "  <-  " + sql);
      else if (std::regex_search(step, statusOnly) && std::regex_search(sql, terminal))
        problems.push_back(step + "  <-  " + sql);
      // A product's units for sale: provenance_items_product also holds every unit already
      // allocated to an order (all of a hot product's history); the partial index does not.
      else if (step.find("provenance_items_product") != std::string::npos)
        problems.push_back(step + "  <-  " + sql);
      // An account's orders by id (its order list) are all of its history: a time window needs
      // orders_user_created.
      else if (step.find("INDEX orders_user ") != std::string::npos)
        problems.push_back(step + "  <-  " + sql);
    }
  }
  return problems;
}

std::string oneAPerLine(const std::vector<std::string>& lines) {
  std::string all;
  for (const auto& l : lines) all += l + "\n";
  return all;
}

class QueryPlans : public ::testing::Test {
 protected:
  void SetUp() override {
    if (app.database().backend() != storage::Backend::kSqlite)
      GTEST_SKIP() << "SQLite's EXPLAIN QUERY PLAN; PostgreSQL plans the same indexes by cost";
  }
  app::App& app = *TestServer::get().app;
};

/// Places an order of one unit of a new product for `c`; returns its quote's client secret.
std::string placeOrderOfOne(Client& c) {
  EXPECT_EQ(add(c, makeProduct(5), 1).status, 201u);
  auto secret = intentSecret(c);
  EXPECT_EQ(c.postJson("/api/checkout/confirm", payBody(secret)).status, 200u);
  return secret;
}

TEST_F(QueryPlans, CheckoutStatementsUseIndexes) {
  auto c = buyer();
  auto pid = makeProduct(50);
  ASSERT_EQ(add(c, pid, 1).status, 201u);  // warm: the first cart of a buyer takes other paths

  storage::recordStatements(true);
  ASSERT_EQ(add(c, pid, 1).status, 201u);
  auto secret = intentSecret(c);
  auto r = c.postJson("/api/checkout/confirm", payBody(secret));
  storage::recordStatements(false);
  ASSERT_EQ(r.status, 200u) << r.body;

  std::set<std::string> texts;
  for (auto& t : storage::recordedStatements()) texts.insert(t);
  // DUMP_STATEMENTS=1 prints each statement with its count per checkout (docs/performance.md).
  if (std::getenv("DUMP_STATEMENTS")) {
    std::map<std::string, int> counts;
    for (auto& t : storage::recordedStatements()) counts[t]++;
    std::fprintf(stderr, "TOTAL %zu\n", storage::recordedStatements().size());
    for (auto& [t, n] : counts) std::fprintf(stderr, "%3d  %s\n", n, t.substr(0, 150).c_str());
  }
  ASSERT_GT(texts.size(), 10u) << "statements were not recorded";
  auto problems = unindexedSteps(app, texts);
  EXPECT_TRUE(problems.empty()) << oneAPerLine(problems);
}

// A provider's event (the Stripe webhook) finds its quote by the intent's reference: found through
// an index, not by reading every quote ever made (migration 018).
TEST_F(QueryPlans, PaymentEventFindsItsQuoteThroughAnIndex) {
  auto c = buyer();
  auto secret = placeOrderOfOne(c);
  auto quote = app.database().read(
      [&](soci::session& s) { return storage::CheckoutRepository::findBySecret(s, secret); });
  ASSERT_TRUE(quote);

  payments::PaymentResult succeeded;
  succeeded.status = domain::PaymentStatus::kSucceeded;
  storage::recordStatements(true);
  // The quote is paid already: the event is found to be about it, and changes nothing.
  EXPECT_FALSE(app.shop().checkout().applyProviderOutcome(quote->providerRef, succeeded));
  storage::recordStatements(false);

  std::set<std::string> texts;
  for (auto& t : storage::recordedStatements()) texts.insert(t);
  ASSERT_FALSE(texts.empty()) << "statements were not recorded";
  auto problems = unindexedSteps(app, texts);
  EXPECT_TRUE(problems.empty()) << oneAPerLine(problems);
}

// A buyer's portfolio (balances, value over time) reads the ledger's postings by account through
// the partial index of customers' postings (migration 019): an order's postings to the house
// accounts are in no index by account. The closes are read by their key.
TEST_F(QueryPlans, PortfolioReadsCustomerPostingsThroughTheirIndex) {
  auto c = buyer();
  placeOrderOfOne(c);

  storage::recordStatements(true);
  auto holdings = c.get("/api/portfolio");
  auto summary = c.get("/api/portfolio/summary");
  storage::recordStatements(false);
  ASSERT_EQ(holdings.status, 200u) << holdings.body;
  ASSERT_EQ(summary.status, 200u) << summary.body;

  std::set<std::string> all, byAccount;
  for (auto& t : storage::recordedStatements()) {
    all.insert(t);
    if (t.find("ledger_postings") != std::string::npos &&
        t.find("account = :a") != std::string::npos)
      byAccount.insert(t);
  }
  // Nothing the portfolio reads is a scan of a table growing with history or time (the daily
  // closes are searched by their key).
  auto problems = unindexedSteps(app, all);
  EXPECT_TRUE(problems.empty()) << oneAPerLine(problems);
  // The balances; the value over time takes its changes from the journals already read.
  ASSERT_EQ(byAccount.size(), 1u) << oneAPerLine({byAccount.begin(), byAccount.end()});
  for (const auto& sql : byAccount) {
    bool usesIndex = false;
    for (const auto& step : planOf(app, sql))
      usesIndex = usesIndex || step.find("INDEX ledger_postings_customer") != std::string::npos;
    EXPECT_TRUE(usesIndex) << sql;
  }
}

// An account's portfolio and transactions are read with as many statements after three orders as
// after one (no query per journal or per day).
TEST_F(QueryPlans, PortfolioReadsDoNotGrowWithTheOrders) {
  auto c = buyer();
  placeOrderOfOne(c);
  auto summary = statementsFor(c, "/api/portfolio/summary");
  auto transactions = statementsFor(c, "/api/transactions");
  placeOrderOfOne(c);
  placeOrderOfOne(c);
  EXPECT_EQ(statementsFor(c, "/api/portfolio/summary"), summary);
  EXPECT_EQ(statementsFor(c, "/api/transactions"), transactions);
}

// A checkout reads its cart's products in one statement however many lines the cart has (the
// quote, then the orders; no read per line).
TEST_F(QueryPlans, ACheckoutReadsItsProductsOnceHoweverManyLinesItHas) {
  auto productReads = [&](int lines) {
    auto c = buyer();
    for (int i = 0; i < lines; ++i) EXPECT_EQ(add(c, makeProduct(5), 1).status, 201u);
    storage::recordStatements(true);
    auto secret = intentSecret(c);
    auto r = c.postJson("/api/checkout/confirm", payBody(secret));
    storage::recordStatements(false);
    EXPECT_EQ(r.status, 200u) << r.body;
    int n = 0;
    for (const auto& t : storage::recordedStatements())
      if (t.find("FROM products p") != std::string::npos) ++n;
    return n;
  };
  const int one = productReads(1);
  EXPECT_GT(one, 0) << "statements were not recorded";
  EXPECT_EQ(productReads(3), one);
}

// PostgreSQL plans by cost, and a join may be turned around: the cart's read of a product with
// the buyer's holds on it (every add to cart) was planned from all of the buyer's quotes
// (checkout_quotes_user), a cost growing with every order the buyer ever placed. Its plan, and
// the plan of the buyer's holds alone, may read checkout_quotes by its key only. The plans are
// taken by auto_explain, as notices, with sequential scans off (a test database is too small for
// a planner to prefer an index otherwise).
class PostgresPlans : public ::testing::Test {
 protected:
  void SetUp() override {
    if (app.database().backend() != storage::Backend::kPostgres)
      GTEST_SKIP() << "PostgreSQL's plans; SQLite's are checked by QueryPlans";
  }
  app::App& app = *TestServer::get().app;
};

/// The plans (auto_explain's JSON) of the statements `run` executes on one connection.
template <class Run>
std::vector<json::value> plansOf(app::App& app, Run run) {
  std::vector<std::string> notices;
  app.database().read([&](soci::session& s) {
    PGconn* conn = static_cast<soci::postgresql_session_backend*>(s.get_backend())->conn_;
    auto collect = [](void* out, const char* message) {
      static_cast<std::vector<std::string>*>(out)->emplace_back(message);
    };
    PQnoticeProcessor previous = PQsetNoticeProcessor(conn, collect, &notices);
    s << "LOAD 'auto_explain'";
    s << "SET auto_explain.log_min_duration = 0";
    s << "SET auto_explain.log_format = json";
    s << "SET auto_explain.log_nested_statements = on";
    s << "SET auto_explain.log_level = notice";
    s << "SET enable_seqscan = off";
    run(s);
    s << "RESET enable_seqscan";
    s << "SET auto_explain.log_min_duration = -1";
    PQsetNoticeProcessor(conn, previous, nullptr);
  });
  std::vector<json::value> plans;
  for (const auto& n : notices)
    if (auto at = n.find('{'); at != std::string::npos)
      plans.push_back(json::parse(n.substr(at, n.rfind('}') - at + 1)));
  return plans;
}

/// Every way `plan` reads checkout_quotes other than by its primary key.
void quoteReadsNotByKey(const json::value& node, std::vector<std::string>& out) {
  if (!node.is_object()) return;
  const auto& o = node.as_object();
  if (auto* rel = o.if_contains("Relation Name"); rel && *rel == "checkout_quotes") {
    auto* index = o.if_contains("Index Name");
    if (!index || *index != "checkout_quotes_pkey")
      out.push_back(json::serialize(o.at("Node Type")));
  }
  if (auto* index = o.if_contains("Index Name");
      index && index->as_string().starts_with("checkout_quotes") &&
      *index != "checkout_quotes_pkey")
    out.push_back(json::serialize(*index));
  for (const auto& [key, value] : o) {
    if (value.is_array())
      for (const auto& child : value.as_array()) quoteReadsNotByKey(child, out);
    else if (value.is_object())
      quoteReadsNotByKey(value, out);
  }
}

TEST_F(PostgresPlans, ACartAddReadsNoneOfTheBuyersPastQuotes) {
  auto c = buyer();
  const auto uid = idOf(c);
  for (int i = 0; i < 3; ++i) placeOrderOfOne(c);
  const auto pid = makeProduct(50);
  ASSERT_EQ(add(c, pid, 1).status, 201u);
  intentSecret(c);  // a hold in flight on the product
  app.database().read(
      [&](soci::session& s) { s << "ANALYZE checkout_quotes, stock_reservations"; });

  auto plans = plansOf(app, [&](soci::session& s) {
    ASSERT_TRUE(storage::ProductRepository::findForCart(s, pid, uid));
    EXPECT_EQ(storage::reservedByUser(s, uid, pid), 1);
  });
  ASSERT_EQ(plans.size(), 2u) << "auto_explain gave no plans";
  for (const auto& plan : plans) {
    std::vector<std::string> problems;
    quoteReadsNotByKey(plan, problems);
    EXPECT_TRUE(problems.empty()) << json::serialize(plan);
  }
}

}  // namespace
}  // namespace aurum::testing
