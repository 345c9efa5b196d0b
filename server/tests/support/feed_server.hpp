#pragma once
// A local price provider for HttpJsonSource's tests (unit/http_feed_test.cpp,
// unit/http_feed_tls_test.cpp): a Beast server on 127.0.0.1 on its own thread, over plain HTTP or
// TLS with self-signed certificates made here, and the helpers those tests share.
#include <gtest/gtest.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509v3.h>
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
#include "util/clock.hpp"

namespace aurum::testing::feed {

using aurum::domain::Metal;
using aurum::prices::HttpJsonOptions;
using aurum::prices::HttpJsonSource;
using aurum::prices::MidPrices;
using aurum::util::ManualClock;

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

inline std::string pem(int (*write)(BIO*, void*), void* object) {
  std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new(BIO_s_mem()), BIO_free);
  if (!write(bio.get(), object)) throw std::runtime_error("PEM write failed");
  char* data = nullptr;
  auto len = BIO_get_mem_data(bio.get(), &data);
  return std::string(data, len);
}

inline TestCert makeCert(const std::string& cn, const std::string& san) {
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
inline const Certs& certs() {
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

inline HttpJsonOptions optionsFor(const std::string& url, const TestCert* ca = nullptr) {
  HttpJsonOptions o;
  o.url = url;
  o.pollMs = 1000;
  o.timeout = std::chrono::milliseconds(2000);
  if (ca) o.caFile = ca->file.string();
  return o;
}

/// Stamps the prices of tests that do not look at times.
inline ManualClock anyTime{1'000};

/// One synchronous request, then the prices the source holds (what poll() hands out next).
inline MidPrices fetched(HttpJsonSource& source) {
  source.fetchNow();
  return source.latest();
}

/// Waits up to 5 s for `done`.
template <class Pred>
inline bool eventually(Pred done) {
  for (auto end = std::chrono::steady_clock::now() + std::chrono::seconds(5);
       std::chrono::steady_clock::now() < end;
       std::this_thread::sleep_for(std::chrono::milliseconds(10)))
    if (done()) return true;
  return done();
}

inline std::string fetchError(const HttpJsonSource& source) {
  try {
    source.fetch();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "(no error)";
}

inline const MidPrices kFeedPrices{{Metal::kGold, 204'712}, {Metal::kSilver, 2'415}};
inline const MidPrices kEarlier{{Metal::kGold, 200'000}};

}  // namespace aurum::testing::feed
