#pragma once
#include <boost/beast/http/verb.hpp>
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace boost::asio {
class io_context;
namespace ssl {
class context;
}
}  // namespace boost::asio

namespace aurum::http {

/// Extra request headers, in order: name, value.
using HttpHeaders = std::vector<std::pair<std::string, std::string>>;

struct ClientResponse {
  unsigned status = 0;
  std::string body;
  HttpHeaders headers;
  std::string header(std::string_view name) const;
};

/// A small outgoing HTTP/1.1 client for one base URL (a price feed, a payment provider): one
/// request per connection, one deadline for the whole exchange, https with the peer
/// certificate and host name verified (TLS 1.2+). Used from any thread; each request runs its
/// own io_context on the calling thread.
class HttpClient {
 public:
  struct Options {
    std::chrono::milliseconds timeout{3000};
    std::string caFile;  ///< PEM CA bundle instead of the system store (empty: system)
    std::string caFileSetting = "CA file";  ///< named in errors about caFile
    std::string userAgent = "aurum";
    std::size_t bodyLimit = 1024 * 1024;
  };
  /// `baseUrl` is http[s]://host[:port][/path][?query]; throws std::invalid_argument.
  HttpClient(const std::string& baseUrl, Options options);
  ~HttpClient();
  HttpClient(HttpClient&&) noexcept;

  /// Called with the request's io_context before it runs (return false to abandon it) and with
  /// nullptr after; lets an owner cancel a request in flight from another thread (ioc->stop()).
  using InFlight = std::function<bool(boost::asio::io_context*)>;

  /// Sends `method` to the base URL's path followed by `pathSuffix` (a path and/or query, may be
  /// empty). Any status is returned; throws on network, TLS or protocol failures and timeouts.
  ClientResponse send(boost::beast::http::verb method, const std::string& pathSuffix,
                      const std::string& body = "", const HttpHeaders& headers = {},
                      const InFlight& inFlight = {}) const;

  /// scheme://host[:port]/path without the query (which may hold an API key): safe to log.
  const std::string& logUrl() const { return logUrl_; }
  bool https() const { return tls_ != nullptr; }

 private:
  Options options_;
  std::string host_, port_, hostHeader_, path_, query_, logUrl_;
  bool sni_ = false;  ///< send the host name in the TLS handshake (not for IP addresses)
  std::unique_ptr<boost::asio::ssl::context> tls_;
};

}  // namespace aurum::http
