// HttpJsonSource over TLS against a local server with self-signed certificates
// (support/feed_server.hpp): CA file, SNI and host verification, close_notify, timeouts, schemes.
#include <gtest/gtest.h>

#include "../support/feed_server.hpp"

using namespace aurum::testing::feed;

TEST(HttpFeed, ReadsPricesOverHttpsTrustingTheConfiguredCaFile) {
  FeedServer server(&certs().loopback);
  HttpJsonSource source(optionsFor(server.url(), &certs().loopback), anyTime);
  EXPECT_EQ(fetched(source), kFeedPrices);
  EXPECT_EQ(server.requests().size(), 1u);
  EXPECT_EQ(server.serverNames(), std::vector<std::string>{""}) << "no SNI for an IP address";
}

TEST(HttpFeed, HttpsToAHostNameSendsItAsSniAndVerifiesIt) {
  FeedServer server(&certs().localhost);  // listens on 127.0.0.1, which localhost resolves to
  HttpJsonSource source(optionsFor(server.url("/prices", "localhost"), &certs().localhost),
                        anyTime);
  EXPECT_EQ(fetched(source), kFeedPrices);
  EXPECT_EQ(server.serverNames(), std::vector<std::string>{"localhost"});
}

TEST(HttpFeed, HttpsPeerClosingWithoutCloseNotifyAfterTheBodyIsNoFailure) {
  for (bool noLength : {false, true}) {
    FeedServer server(&certs().loopback);
    server.reply({.truncate = true, .noLength = noLength});
    HttpJsonSource source(optionsFor(server.url(), &certs().loopback), anyTime);
    EXPECT_EQ(fetched(source), kFeedPrices) << "noLength " << noLength;
  }
}

TEST(HttpFeed, HttpsWithoutTheCaFileFailsVerificationAndKeepsPrices) {
  FeedServer server(&certs().loopback);
  HttpJsonSource source(optionsFor(server.url()),
                        anyTime);  // system trust store: the test CA is unknown
  EXPECT_NE(fetchError(source).find("certificate verify failed"), std::string::npos)
      << fetchError(source);
  source.resumeFrom(kEarlier);
  EXPECT_EQ(fetched(source), kEarlier);
  EXPECT_TRUE(server.requests().empty()) << "no request goes over an unverified connection";
}

TEST(HttpFeed, HttpsRejectsATrustedCertificateForAnotherHost) {
  FeedServer server(&certs().localhost);
  HttpJsonSource source(optionsFor(server.url(), &certs().localhost),
                        anyTime);  // 127.0.0.1, cert for localhost
  EXPECT_NE(fetchError(source).find("certificate verify failed"), std::string::npos)
      << fetchError(source);
  EXPECT_TRUE(server.requests().empty());
}

TEST(HttpFeed, SilentServerHitsTheTimeoutOverHttpAndHttps) {
  for (const TestCert* cert : {static_cast<const TestCert*>(nullptr), &certs().loopback}) {
    std::optional<FeedServer> server(std::in_place, cert);
    server->reply({.silent = true});
    auto o = optionsFor(server->url(), cert);
    o.timeout = std::chrono::milliseconds(300);
    HttpJsonSource source(std::move(o), anyTime);
    source.resumeFrom(kEarlier);
    auto start = std::chrono::steady_clock::now();
    auto polled = std::async(std::launch::async,
                             [&] { return std::pair(fetched(source), fetchError(source)); });
    if (polled.wait_for(std::chrono::seconds(5)) != std::future_status::ready) {
      server.reset();  // closes the connection, which unblocks the request
      polled.wait();
      FAIL() << "no timeout: the request hung for 5 s on " << o.url;
    }
    auto elapsed = std::chrono::steady_clock::now() - start;
    auto [prices, error] = polled.get();
    EXPECT_EQ(prices, kEarlier);
    EXPECT_NE(error.find("timeout"), std::string::npos) << error;
    EXPECT_GE(elapsed, std::chrono::milliseconds(500)) << "two requests of 300 ms each";
    EXPECT_LT(elapsed, std::chrono::milliseconds(2500));
  }
}

TEST(HttpFeed, RejectsOtherSchemesAndAnUnreadableCaFile) {
  EXPECT_THROW(HttpJsonSource(optionsFor("ftp://127.0.0.1/prices"), anyTime),
               std::invalid_argument);
  EXPECT_THROW(HttpJsonSource(optionsFor("127.0.0.1/prices"), anyTime), std::invalid_argument);
  auto o = optionsFor("https://127.0.0.1/prices");
  o.caFile = "/nonexistent/ca.pem";
  EXPECT_THROW((HttpJsonSource{o, anyTime}), std::invalid_argument);
  EXPECT_NO_THROW(HttpJsonSource(optionsFor("HTTPS://feed.example/prices"), anyTime));
}
