// HttpJsonSource against a real local server (support/feed_server.hpp) over plain HTTP: prices,
// headers, failures, polling, limits and exchange rates. TLS: http_feed_tls_test.cpp.
#include <gtest/gtest.h>
#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include "../support/feed_server.hpp"

using namespace aurum::testing::feed;

TEST(HttpFeed, ReadsPricesOverPlainHttp) {
  FeedServer server;
  HttpJsonSource source(optionsFor(server.url("/v1/latest?base=USD")), anyTime);
  EXPECT_EQ(fetched(source), kFeedPrices);
  auto reqs = server.requests();
  ASSERT_EQ(reqs.size(), 1u);
  EXPECT_EQ(reqs[0].target(), "/v1/latest?base=USD");
  EXPECT_EQ(reqs[0][bhttp::field::host], server.url("").substr(7));  // 127.0.0.1:port
}

TEST(HttpFeed, SendsTheConfiguredHeaders) {
  FeedServer server(&certs().loopback);
  auto o = optionsFor(server.url(), &certs().loopback);
  o.headers =
      aurum::prices::parseHeaderList("x-access-token: abc123 | Accept: application/vnd.feed+json");
  HttpJsonSource source(std::move(o), anyTime);
  EXPECT_EQ(fetched(source), kFeedPrices);
  auto reqs = server.requests();
  ASSERT_EQ(reqs.size(), 1u);
  EXPECT_EQ(reqs[0]["x-access-token"], "abc123");
  EXPECT_EQ(reqs[0][bhttp::field::accept], "application/vnd.feed+json");  // replaces the default
}

TEST(HttpFeed, FailureLogsNeitherHeaderValuesNorTheQuery) {
  FeedServer server;
  server.reply({.status = 401, .body = "{}"});
  auto o = optionsFor(server.url("/latest?access_key=query-secret"));
  o.headers = aurum::prices::parseHeaderList("x-access-token: header-secret");
  HttpJsonSource source(std::move(o), anyTime);
  std::ostringstream log;
  auto previous = spdlog::default_logger();
  spdlog::set_default_logger(std::make_shared<spdlog::logger>(
      "capture", std::make_shared<spdlog::sinks::ostream_sink_st>(log)));
  source.fetchNow();
  spdlog::set_default_logger(previous);
  EXPECT_NE(log.str().find("HTTP 401"), std::string::npos) << log.str();
  EXPECT_EQ(log.str().find("secret"), std::string::npos) << log.str();
}

TEST(HttpFeed, NonSuccessAnswerKeepsTheLastPricesAndTheirTime) {
  FeedServer server;
  ManualClock clock(10'000);
  HttpJsonSource source(optionsFor(server.url()), clock);
  EXPECT_EQ(source.lastUpdateMs(Metal::kGold, 10'000), std::nullopt) << "no provider price yet";
  EXPECT_TRUE(source.fetchNow());
  EXPECT_EQ(source.latest(), kFeedPrices);
  EXPECT_EQ(source.lastUpdateMs(Metal::kGold, 10'000), 10'000);
  server.reply({.status = 503, .body = R"({"XAUUSD":1.00,"XAGUSD":1.00})"});
  clock.setMs(20'000);
  EXPECT_FALSE(source.fetchNow());
  EXPECT_EQ(source.latest(), kFeedPrices);
  EXPECT_EQ(source.lastUpdateMs(Metal::kGold, 20'000), 10'000) << "a failed request is no update";
  EXPECT_EQ(server.requests().size(), 2u) << "the second fetch did ask";
  EXPECT_NE(fetchError(source).find("HTTP 503"), std::string::npos);
}

TEST(HttpFeed, EachMetalKeepsTheTimeOfItsLastUsablePrice) {
  FeedServer server;
  ManualClock clock(10'000);
  HttpJsonSource source(optionsFor(server.url()), clock);
  source.fetchNow();
  server.reply({.body = R"({"XAUUSD":2050.00,"XAGUSD":"n/a"})"});
  clock.setMs(15'000);
  EXPECT_TRUE(source.fetchNow());
  EXPECT_EQ(source.latest(), (MidPrices{{Metal::kGold, 205'000}, {Metal::kSilver, 2'415}}));
  EXPECT_EQ(source.lastUpdateMs(Metal::kGold, 15'000), 15'000);
  EXPECT_EQ(source.lastUpdateMs(Metal::kSilver, 15'000), 10'000);
  EXPECT_EQ(source.lastUpdateMs(Metal::kPlatinum, 15'000), std::nullopt);
}

TEST(HttpFeed, StoredPricesFillInButNeverReplaceProviderPrices) {
  FeedServer server;
  HttpJsonSource source(optionsFor(server.url()), anyTime);
  source.fetchNow();
  source.resumeFrom({{Metal::kGold, 100'000}, {Metal::kPlatinum, 99'000}});
  EXPECT_EQ(
      source.latest(),
      (MidPrices{{Metal::kGold, 204'712}, {Metal::kSilver, 2'415}, {Metal::kPlatinum, 99'000}}));
  EXPECT_EQ(source.lastUpdateMs(Metal::kPlatinum, 1'000), std::nullopt)
      << "a stored price is not a provider price";
}

TEST(HttpFeed, PollFetchesOnItsOwnThreadOncePerInterval) {
  FeedServer server;
  ManualClock clock(10'000);
  auto o = optionsFor(server.url());
  o.pollMs = 100;
  HttpJsonSource source(std::move(o), clock);
  EXPECT_TRUE(server.requests().empty()) << "nothing is fetched before the first poll";
  source.poll(10'000);
  ASSERT_TRUE(eventually([&] { return source.poll(10'000) == kFeedPrices; }));
  EXPECT_EQ(source.lastUpdateMs(Metal::kGold, 10'000), 10'000);

  // The provider fails: prices and their time stay while the requests go on.
  server.reply({.status = 503});
  auto asked = server.requests().size();
  // Two more requests: the answer to any accepted before the change has been taken by then.
  ASSERT_TRUE(eventually([&] { return server.requests().size() >= asked + 2; }));
  clock.setMs(20'000);
  asked = server.requests().size();
  ASSERT_TRUE(eventually([&] { return server.requests().size() >= asked + 2; }));
  EXPECT_EQ(source.poll(20'000), kFeedPrices);
  EXPECT_EQ(source.lastUpdateMs(Metal::kGold, 20'000), 10'000);

  // It answers again: the next request brings new prices, stamped with the clock.
  server.reply({.body = R"({"XAUUSD":2050.00,"XAGUSD":"24.20"})"});
  clock.setMs(30'000);
  ASSERT_TRUE(eventually([&] { return source.lastUpdateMs(Metal::kGold, 30'000) == 30'000; }));
  EXPECT_EQ(source.poll(30'000), (MidPrices{{Metal::kGold, 205'000}, {Metal::kSilver, 2'420}}));
}

TEST(HttpFeed, PollNeverWaitsForAHangingProviderAndShutdownCancelsIt) {
  FeedServer server;
  server.reply({.silent = true});
  auto o = optionsFor(server.url());
  o.timeout = std::chrono::milliseconds(3000);
  std::optional<HttpJsonSource> source(std::in_place, std::move(o), anyTime);
  source->resumeFrom(kEarlier);
  for (int i = 0; i < 5; ++i) {  // the first poll starts the request, the others run while it hangs
    auto start = std::chrono::steady_clock::now();
    EXPECT_EQ(source->poll(1'000), kEarlier);
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(50))
        << "poll " << i;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(source->lastUpdateMs(Metal::kGold, 1'000), std::nullopt);
  auto start = std::chrono::steady_clock::now();
  source.reset();  // the request is still hanging: the destructor cancels it rather than wait 3 s
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(1000));
}

TEST(HttpFeed, OversizedAnswerKeepsTheLastPrices) {
  FeedServer server;
  HttpJsonSource source(optionsFor(server.url()), anyTime);
  source.resumeFrom(kEarlier);
  server.reply({.body = R"({"XAUUSD":2047.12,"pad":")" + std::string(1024 * 1024, 'x') + R"("})"});
  EXPECT_EQ(fetched(source), kEarlier);
  EXPECT_NE(fetchError(source).find("body limit"), std::string::npos) << fetchError(source);
}

TEST(HttpFeedHeaders, ParsesPipeSeparatedNameValueItems) {
  auto h = aurum::prices::parseHeaderList(" x-access-token: abc123 |X-Api-Version:2||");
  ASSERT_EQ(h.size(), 2u);
  EXPECT_EQ(h[0], (std::pair<std::string, std::string>{"x-access-token", "abc123"}));
  EXPECT_EQ(h[1], (std::pair<std::string, std::string>{"X-Api-Version", "2"}));
  EXPECT_TRUE(aurum::prices::parseHeaderList("").empty());
}

TEST(HttpFeedHeaders, BadItemsNameTheirPositionButNeverTheValue) {
  auto error = [](const std::string& spec) {
    try {
      aurum::prices::parseHeaderList(spec);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("(accepted)");
  };
  EXPECT_NE(error("a: 1|s3cret").find("item 2 is not 'Name: value'"), std::string::npos)
      << error("a: 1|s3cret");
  EXPECT_NE(error("x token: s3cret").find("not a valid HTTP field name"), std::string::npos);
  EXPECT_NE(error("x-token:   ").find("empty value"), std::string::npos);
  EXPECT_NE(error("x-token: s3cret\r\nEvil: 1").find("control character"), std::string::npos);
  EXPECT_NE(error("Host: s3cret.example").find("set by the feed client"), std::string::npos);
  for (auto spec :
       {"a: 1|s3cret", "x token: s3cret", "x-token: s3cret\r\nEvil: 1", "Host: s3cret.example"})
    EXPECT_EQ(error(spec).find("s3cret"), std::string::npos) << error(spec);
}

TEST(HttpFeed, ReadsExchangeRatesWhenTheDocumentHasThem) {
  FeedServer server;
  ManualClock clock(10'000);
  HttpJsonSource source(optionsFor(server.url()), clock);
  source.fetchNow();
  EXPECT_FALSE(source.fxRates()) << "the default document has no rates";
  server.reply(
      {.body = R"({"XAUUSD":2050.00,"USDEUR":0.9213,"USDGBP":"0.790200","USDJPY":151.37})"});
  clock.setMs(20'000);
  EXPECT_TRUE(source.fetchNow());
  auto fx = source.fxRates();
  ASSERT_TRUE(fx);
  EXPECT_EQ(fx->eurMicros, 921'300);
  EXPECT_EQ(fx->gbpMicros, 790'200);
  EXPECT_EQ(fx->jpyMicros, 151'370'000);
  EXPECT_EQ(fx->updatedMs, 20'000);
  // A later document without them keeps the last rates.
  server.reply({.body = R"({"XAUUSD":2051.00})"});
  clock.setMs(30'000);
  EXPECT_TRUE(source.fetchNow());
  ASSERT_TRUE(source.fxRates());
  EXPECT_EQ(source.fxRates()->updatedMs, 20'000);
}
