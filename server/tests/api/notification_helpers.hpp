#pragma once
// Helpers shared by the notification API tests: notifications stored directly, the outbox, the
// list as one language renders it, and a WebSocket client with a user's session.
#include <sys/socket.h>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <string>
#include <utility>
#include <vector>

#include "account_helpers.hpp"
#include "domain/notifications.hpp"

namespace aurum::testing::notes {

namespace json = boost::json;
namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using boost::beast::http::verb;

/// A notification with a fixed English text (no placeholders), as a test stores it directly.
inline aurum::domain::Notification plainNotice(long long userId, const char* title,
                                               const char* body) {
  aurum::domain::Notification n;
  n.userId = userId;
  n.kind = "new_device";
  n.title = title;
  n.body = body;
  n.link = "/settings";
  return n;
}

/// The e-mails queued for `userId` (subject, body), oldest first.
inline std::vector<std::pair<std::string, std::string>> emailsTo(long long userId) {
  return TestServer::get().app->database().read([&](soci::session& s) {
    long long uid = userId;
    std::vector<std::string> subjects(100), bodies(100);
    s << "SELECT subject, body FROM outbox WHERE user_id = :u AND channel = 'email' ORDER BY id",
        soci::into(subjects), soci::into(bodies), soci::use(uid);
    std::vector<std::pair<std::string, std::string>> out;
    for (std::size_t i = 0; i < subjects.size(); ++i) out.emplace_back(subjects[i], bodies[i]);
    return out;
  });
}

inline std::string text(const json::value& v) { return std::string(v.as_string()); }

/// The newest notification of `c` as GET /api/notifications renders it in `language`.
inline json::object newestIn(Client& c, const char* language) {
  auto r = c.request(verb::get, "/api/notifications", "", {{"Accept-Language", language}});
  EXPECT_EQ(r.status, 200u) << r.body;
  auto items = r.json().at("items").as_array();
  return items.empty() ? json::object{} : items.at(0).as_object();
}

inline long long outboxRows(long long userId, const char* channel) {
  return TestServer::get().app->database().read([&](soci::session& s) {
    long long n = 0, uid = userId;
    std::string ch = channel;
    s << "SELECT COUNT(*) FROM outbox WHERE user_id = :u AND channel = :c", soci::into(n),
        soci::use(uid), soci::use(ch);
    return n;
  });
}

/// A WebSocket client sending the session cookie of `c` (anonymous when it has none).
struct UserSocket {
  asio::io_context ioc;
  websocket::stream<tcp::socket> ws{ioc};

  explicit UserSocket(const std::string& sessionToken) {
    auto& sock = ws.next_layer();
    sock.open(tcp::v4());
    timeval tv{10, 0};
    ::setsockopt(sock.native_handle(), SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    sock.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), TestServer::get().port));
    if (!sessionToken.empty())
      ws.set_option(websocket::stream_base::decorator([sessionToken](websocket::request_type& r) {
        r.set(beast::http::field::cookie, "aurum_session=" + sessionToken);
      }));
    ws.handshake("127.0.0.1", "/api/ws");
    // The snapshot arrives once the connection is registered (with its user).
    EXPECT_EQ(next().at("type"), "snapshot");
  }
  json::value next() {
    beast::flat_buffer buf;
    ws.read(buf);
    return json::parse(beast::buffers_to_string(buf.data()));
  }
  /// The next message that is not a market tick.
  json::value nextNotification() {
    for (;;) {
      auto m = next();
      if (m.at("type") == "notification") return m;
    }
  }
};

}  // namespace aurum::testing::notes
