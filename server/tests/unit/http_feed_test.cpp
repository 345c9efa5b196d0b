// HttpJsonSource against a real local server (Beast, 127.0.0.1, its own thread), over plain HTTP
// and over TLS with self-signed certificates made here.
#include <gtest/gtest.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509v3.h>
#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <boost/asio.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <future>
#include <mutex>
#include <sstream>
#include <thread>

#include "prices/http_json_source.hpp"

using aurum::domain::Metal;
using aurum::prices::HttpJsonOptions;
using aurum::prices::HttpJsonSource;
using aurum::prices::MidPrices;
using aurum::util::ManualClock;

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
namespace ssl = asio::ssl;
using tcp = asio::ip::tcp;

constexpr auto kPrices = R"({"XAUUSD":2047.12,"XAGUSD":"24.15"})";

/// A self-signed certificate (usable as its own CA) for `san`, e.g. "IP:127.0.0.1".
struct TestCert {
  std::string certPem, keyPem;
  std::filesystem::path file;  ///< certPem on disk, for HttpJsonOptions::caFile
};

std::string pem(int (*write)(BIO*, void*), void* object) {
  std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new(BIO_s_mem()), BIO_free);
  if (!write(bio.get(), object)) throw std::runtime_error("PEM write failed");
  char* data = nullptr;
  auto len = BIO_get_mem_data(bio.get(), &data);
  return std::string(data, len);
}

TestCert makeCert(const std::string& cn, const std::string& san) {
  std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(EVP_EC_gen("P-256"), EVP_PKEY_free);
  std::unique_ptr<X509, decltype(&X509_free)> x(X509_new(), X509_free);
  if (!key || !x) throw std::runtime_error("key or certificate allocation failed");
  X509_set_version(x.get(), 2);
  ASN1_INTEGER_set(X509_get_serialNumber(x.get()), 1);
  X509_gmtime_adj(X509_getm_notBefore(x.get()), -3600);
  X509_gmtime_adj(X509_getm_notAfter(x.get()), 24 * 3600);
  X509_set_pubkey(x.get(), key.get());
  auto* name = X509_get_subject_name(x.get());
  X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC,
                             reinterpret_cast<const unsigned char*>(cn.c_str()), -1, -1, 0);
  X509_set_issuer_name(x.get(), name);
  X509V3_CTX ctx;
  X509V3_set_ctx_nodb(&ctx);
  X509V3_set_ctx(&ctx, x.get(), x.get(), nullptr, nullptr, 0);
  for (auto [nid, value] : {std::pair{NID_basic_constraints, std::string("critical,CA:TRUE")},
                            std::pair{NID_subject_alt_name, san}}) {
    auto* ext = X509V3_EXT_conf_nid(nullptr, &ctx, nid, value.c_str());
    if (!ext || !X509_add_ext(x.get(), ext, -1))
      throw std::runtime_error("certificate extension failed");
    X509_EXTENSION_free(ext);
  }
  if (!X509_sign(x.get(), key.get(), EVP_sha256()))
    throw std::runtime_error("certificate signing failed");
  TestCert cert;
  cert.certPem =
      pem([](BIO* b, void* o) { return PEM_write_bio_X509(b, static_cast<X509*>(o)); }, x.get());
  cert.keyPem = pem(
      [](BIO* b, void* o) {
        return PEM_write_bio_PrivateKey(b, static_cast<EVP_PKEY*>(o), nullptr, nullptr, 0, nullptr,
                                        nullptr);
      },
      key.get());
  cert.file = std::filesystem::temp_directory_path() /
              ("aurum-feed-ca-" + std::to_string(::getpid()) + "-" + cn + ".pem");
  std::ofstream(cert.file) << cert.certPem;
  return cert;
}

/// Made once per run, removed at exit.
struct Certs {
  TestCert loopback = makeCert("127.0.0.1", "IP:127.0.0.1");
  TestCert localhost = makeCert("localhost", "DNS:localhost");
  ~Certs() {
    std::filesystem::remove(loopback.file);
    std::filesystem::remove(localhost.file);
  }
};
const Certs& certs() {
  static Certs c;
  return c;
}

/// What the test server does with the next connection.
struct Reply {
  unsigned status = 200;
  std::string body = kPrices;
  bool silent = false;    ///< accept, then say nothing at all (not even the TLS handshake)
  bool truncate = false;  ///< TLS: close TCP after the answer without close_notify
  bool noLength = false;  ///< no Content-Length: the body ends where the connection does
};

/// A one-thread Beast server on 127.0.0.1 at a free port, plain HTTP or TLS with `cert`.
class FeedServer {
 public:
  explicit FeedServer(const TestCert* cert = nullptr) {
    if (cert) {
      tls_.emplace(ssl::context::tls_server);
      tls_->use_certificate_chain(asio::buffer(cert->certPem));
      tls_->use_private_key(asio::buffer(cert->keyPem), ssl::context::pem);
    }
    asio::co_spawn(ioc_, acceptLoop(), [](std::exception_ptr) {});
    thread_ = std::thread([this] { ioc_.run(); });
  }
  ~FeedServer() {
    ioc_.stop();
    thread_.join();
  }

  std::string url(const std::string& target = "/prices",
                  const std::string& host = "127.0.0.1") const {
    return (tls_ ? "https://" : "http://") + host + ":" +
           std::to_string(acceptor_.local_endpoint().port()) + target;
  }
  void reply(Reply r) {
    std::lock_guard lock(mutex_);
    reply_ = std::move(r);
  }
  std::vector<bhttp::request<bhttp::string_body>> requests() const {
    std::lock_guard lock(mutex_);
    return requests_;
  }
  /// The TLS server name (SNI) each handshake asked for, "" when none.
  std::vector<std::string> serverNames() const {
    std::lock_guard lock(mutex_);
    return serverNames_;
  }

 private:
  asio::awaitable<void> acceptLoop() {
    for (;;) {
      auto socket = co_await acceptor_.async_accept(asio::use_awaitable);
      asio::co_spawn(ioc_, session(std::move(socket)), [](std::exception_ptr) {});
    }
  }

  asio::awaitable<void> session(tcp::socket socket) {
    Reply r;
    {
      std::lock_guard lock(mutex_);
      r = reply_;
    }
    if (r.silent) {
      asio::steady_timer forever(ioc_, std::chrono::hours(1));
      co_await forever.async_wait(asio::use_awaitable);
      co_return;
    }
    if (!tls_) {
      beast::tcp_stream stream(std::move(socket));
      co_await serve(stream, r);
      stream.socket().shutdown(tcp::socket::shutdown_both);
      co_return;
    }
    beast::ssl_stream<beast::tcp_stream> stream(std::move(socket), *tls_);
    co_await stream.async_handshake(ssl::stream_base::server, asio::use_awaitable);
    {
      const char* sni = SSL_get_servername(stream.native_handle(), TLSEXT_NAMETYPE_host_name);
      std::lock_guard lock(mutex_);
      serverNames_.push_back(sni ? sni : "");
    }
    co_await serve(stream, r);
    if (r.truncate) {
      beast::get_lowest_layer(stream).socket().shutdown(tcp::socket::shutdown_both);
      co_return;
    }
    co_await stream.async_shutdown(asio::use_awaitable);
  }

  template <class Stream>
  asio::awaitable<void> serve(Stream& stream, const Reply& r) {
    beast::flat_buffer buf;
    bhttp::request<bhttp::string_body> req;
    co_await bhttp::async_read(stream, buf, req, asio::use_awaitable);
    {
      std::lock_guard lock(mutex_);
      requests_.push_back(req);
    }
    bhttp::response<bhttp::string_body> res{static_cast<bhttp::status>(r.status), 11};
    res.set(bhttp::field::content_type, "application/json");
    res.body() = r.body;
    res.keep_alive(false);
    if (!r.noLength) res.prepare_payload();
    co_await bhttp::async_write(stream, res, asio::use_awaitable);
  }

  std::optional<ssl::context> tls_;
  asio::io_context ioc_;
  tcp::acceptor acceptor_{ioc_, {asio::ip::make_address("127.0.0.1"), 0}};
  mutable std::mutex mutex_;
  Reply reply_;
  std::vector<bhttp::request<bhttp::string_body>> requests_;
  std::vector<std::string> serverNames_;
  std::thread thread_;
};

HttpJsonOptions optionsFor(const std::string& url, const TestCert* ca = nullptr) {
  HttpJsonOptions o;
  o.url = url;
  o.pollMs = 1000;
  o.timeout = std::chrono::milliseconds(2000);
  if (ca) o.caFile = ca->file.string();
  return o;
}

/// Stamps the prices of tests that do not look at times.
ManualClock anyTime{1'000};

/// One synchronous request, then the prices the source holds (what poll() hands out next).
MidPrices fetched(HttpJsonSource& source) {
  source.fetchNow();
  return source.latest();
}

/// Waits up to 5 s for `done`.
template <class Pred>
bool eventually(Pred done) {
  for (auto end = std::chrono::steady_clock::now() + std::chrono::seconds(5);
       std::chrono::steady_clock::now() < end;
       std::this_thread::sleep_for(std::chrono::milliseconds(10)))
    if (done()) return true;
  return done();
}

std::string fetchError(const HttpJsonSource& source) {
  try {
    source.fetch();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "(no error)";
}

const MidPrices kFeedPrices{{Metal::kGold, 204'712}, {Metal::kSilver, 2'415}};
const MidPrices kEarlier{{Metal::kGold, 200'000}};

}  // namespace

TEST(HttpFeed, ReadsPricesOverPlainHttp) {
  FeedServer server;
  HttpJsonSource source(optionsFor(server.url("/v1/latest?base=USD")), anyTime);
  EXPECT_EQ(fetched(source), kFeedPrices);
  auto reqs = server.requests();
  ASSERT_EQ(reqs.size(), 1u);
  EXPECT_EQ(reqs[0].target(), "/v1/latest?base=USD");
  EXPECT_EQ(reqs[0][bhttp::field::host], server.url("").substr(7));  // 127.0.0.1:port
}

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
