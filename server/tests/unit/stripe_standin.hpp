#pragma once
// A local stand-in for Stripe's API, for tests only (no network here reaches Stripe). It speaks
// Stripe's wire format for exactly the endpoints the adapter uses: form-encoded POSTs, bearer
// secret key, Idempotency-Key (same key + same parameters: the stored answer again, with
// `Idempotent-Replayed: true`; same key + other parameters: 400 idempotency_error), error
// bodies {"error":{type,code,message,decline_code}} with Stripe's statuses, and the test payment
// methods pm_card_visa (succeeds), pm_card_chargeDeclined (402 card_declined) and
// pm_card_threeDSecure2Required (requires_action with next_action.redirect_to_url).
#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/json.hpp>
#include <map>
#include <mutex>
#include <string>
#include <thread>

namespace aurum::testing {

class StripeStandIn {
 public:
  static constexpr const char* kSecretKey = "sk_test_standin";

  StripeStandIn() : acceptor_(ioc_, {boost::asio::ip::make_address("127.0.0.1"), 0}) {
    port_ = acceptor_.local_endpoint().port();
    thread_ = std::thread([this] { serve(); });
  }
  ~StripeStandIn() {
    stopping_ = true;
    boost::system::error_code ec;
    boost::asio::ip::tcp::socket poke(ioc_);
    poke.connect({boost::asio::ip::make_address("127.0.0.1"), port_}, ec);  // wakes accept()
    thread_.join();
  }
  std::string baseUrl() const { return "http://127.0.0.1:" + std::to_string(port_); }

  /// Successful charges and refunds of an intent.
  int charges(const std::string& id) {
    std::lock_guard lock(mu_);
    return charges_[id];
  }
  int refunds(const std::string& id) {
    std::lock_guard lock(mu_);
    return refunds_[id];
  }
  /// Requests received (replays included).
  int requests() { return requests_.load(); }
  /// The next request is answered with `status` and a Stripe error of `type` (429, 500...).
  void failNext(unsigned status, std::string type = "api_error") {
    std::lock_guard lock(mu_);
    failStatus_ = status;
    failType_ = std::move(type);
  }
  /// Refunds made from now on answer `pending` (as a bank's slower refunds do) until finishRefund.
  void holdRefunds(bool hold) {
    std::lock_guard lock(mu_);
    holdRefunds_ = hold;
  }
  /// The refund `id` ends: `succeeded`, or `failed` with `reason` (Stripe's failure_reason).
  /// Answers the refund object as Stripe's events carry it.
  boost::json::object finishRefund(const std::string& id, const std::string& status,
                                   const std::string& reason = "") {
    std::lock_guard lock(mu_);
    auto& r = refundObjects_.at(id);
    r["status"] = status;
    if (!reason.empty()) r["failure_reason"] = reason;
    return r;
  }
  /// The newest refund of an intent (null when none).
  boost::json::value lastRefund(const std::string& intentId) {
    std::lock_guard lock(mu_);
    boost::json::value out = nullptr;
    for (const auto& [id, r] : refundObjects_)
      if (r.at("payment_intent").as_string() == intentId) out = r;
    return out;
  }
  /// The buyer completed 3-D Secure at the bank: the intent succeeds.
  void completeAuthentication(const std::string& id) {
    std::lock_guard lock(mu_);
    auto& pi = intents_.at(id);
    pi["status"] = "succeeded";
    pi.erase("next_action");
    ++charges_[id];
  }

 private:
  using Fields = std::map<std::string, std::string>;
  struct Answer {
    unsigned status = 200;
    boost::json::object body;
  };
  bool holdRefunds_ = false;
  std::map<std::string, boost::json::object> refundObjects_;  // refund id -> the refund
  struct Stored {
    std::string request;
    Answer answer;
  };

  static std::string decode(std::string_view s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (s[i] == '+')
        out += ' ';
      else if (s[i] == '%' && i + 2 < s.size()) {
        out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
        i += 2;
      } else
        out += s[i];
    }
    return out;
  }
  static Fields parseForm(std::string_view s) {
    Fields f;
    while (!s.empty()) {
      auto amp = s.find('&');
      auto item = s.substr(0, amp);
      s = amp == std::string_view::npos ? std::string_view{} : s.substr(amp + 1);
      auto eq = item.find('=');
      if (eq != std::string_view::npos) f[decode(item.substr(0, eq))] = decode(item.substr(eq + 1));
    }
    return f;
  }
  static Answer error(unsigned status, const std::string& type, const std::string& message,
                      const std::string& code = "", const std::string& declineCode = "") {
    boost::json::object e{{"type", type}, {"message", message}};
    if (!code.empty()) e["code"] = code;
    if (!declineCode.empty()) e["decline_code"] = declineCode;
    return {status, {{"error", std::move(e)}}};
  }

  boost::json::object withExpansion(const boost::json::object& pi, bool expandMethod) {
    auto out = pi;
    if (expandMethod && pi.contains("payment_method") && pi.at("payment_method").is_string()) {
      std::string pm(pi.at("payment_method").as_string());
      out["payment_method"] = {{"id", pm},
                               {"object", "payment_method"},
                               {"card",
                                {{"brand", "visa"},
                                 {"last4", pm == "pm_card_visa"         ? "4242"
                                           : pm == "pm_card_refundFail" ? "5126"
                                                                        : "3155"}}}};
    }
    return out;
  }

  Answer route(const std::string& method, const std::string& target, const Fields& f) {
    std::string path = target.substr(0, target.find('?'));
    bool expand = target.find("expand[]=payment_method") != std::string::npos ||
                  target.find("expand%5B%5D=payment_method") != std::string::npos ||
                  (f.count("expand[]") && f.at("expand[]") == "payment_method");
    const std::string prefix = "/v1/payment_intents";
    if (method == "POST" && path == prefix) {
      auto id = "pi_standin_" + std::to_string(++next_);
      boost::json::object pi{{"id", id},
                             {"object", "payment_intent"},
                             {"amount", std::stoll(f.at("amount"))},
                             {"currency", f.at("currency")},
                             {"status", "requires_payment_method"},
                             {"client_secret", id + "_secret_x"},
                             {"metadata", boost::json::object{}}};
      if (f.count("metadata[order_ref]"))
        pi["metadata"] = {{"order_ref", f.at("metadata[order_ref]")}};
      intents_[id] = pi;
      return {200, pi};
    }
    if (path.rfind(prefix + "/", 0) == 0) {
      auto rest = path.substr(prefix.size() + 1);
      auto slash = rest.find('/');
      auto id = rest.substr(0, slash);
      auto it = intents_.find(id);
      if (it == intents_.end())
        return error(404, "invalid_request_error", "No such payment_intent: '" + id + "'",
                     "resource_missing");
      auto& pi = it->second;
      if (method == "GET" && slash == std::string::npos) return {200, withExpansion(pi, expand)};
      if (method == "POST" && rest.substr(slash + 1) == "confirm") {
        if (pi.at("status").as_string() == "succeeded")
          return error(400, "invalid_request_error", "This PaymentIntent has already succeeded.",
                       "payment_intent_unexpected_state");
        auto pm = f.count("payment_method") ? f.at("payment_method") : "";
        pi["payment_method"] = pm;
        // pm_card_refundFail pays like a Visa; on Stripe its refunds succeed, then fail later.
        if (pm == "pm_card_visa" || pm == "pm_card_refundFail") {
          pi["status"] = "succeeded";
          pi.erase("last_payment_error");
          ++charges_[id];
        } else if (pm == "pm_card_threeDSecure2Required") {
          pi["status"] = "requires_action";
          pi["next_action"] = {{"type", "redirect_to_url"},
                               {"redirect_to_url",
                                {{"url", "https://hooks.stripe.com/3d_secure_2/hosted?pi=" + id},
                                 {"return_url", nullptr}}}};
        } else if (pm == "pm_card_chargeDeclined") {
          pi["status"] = "requires_payment_method";
          pi["last_payment_error"] = {{"type", "card_error"},
                                      {"code", "card_declined"},
                                      {"decline_code", "generic_decline"},
                                      {"message", "Your card was declined."}};
          auto e = error(402, "card_error", "Your card was declined.", "card_declined",
                         "generic_decline");
          e.body["error"].as_object()["payment_intent"] = pi;
          return e;
        } else {
          return error(400, "invalid_request_error", "No such PaymentMethod: '" + pm + "'",
                       "resource_missing");
        }
        return {200, withExpansion(pi, expand)};
      }
    }
    if (method == "POST" && path == "/v1/refunds") {
      auto id = f.count("payment_intent") ? f.at("payment_intent") : "";
      auto it = intents_.find(id);
      if (it == intents_.end())
        return error(400, "invalid_request_error", "No such payment_intent: '" + id + "'",
                     "resource_missing");
      if (it->second.at("status").as_string() != "succeeded")
        return error(400, "invalid_request_error",
                     "This PaymentIntent does not have a successful charge to refund.");
      // As Stripe: a charge is refunded in parts (`amount`, the whole by default), never beyond
      // what is left of it.
      const long long charged = it->second.at("amount").to_number<long long>();
      const long long left = charged - refundedCents_[id];
      if (left <= 0)
        return error(400, "invalid_request_error", "Charge has already been refunded.",
                     "charge_already_refunded");
      const long long amount = f.count("amount") ? std::stoll(f.at("amount")) : left;
      if (amount <= 0 || amount > left)
        return error(400, "invalid_request_error",
                     "Refund amount is greater than unrefunded amount on charge.");
      ++refunds_[id];
      refundedCents_[id] += amount;
      auto refundId = "re_standin_" + std::to_string(++next_);
      boost::json::object refund{{"id", refundId},
                                 {"object", "refund"},
                                 {"payment_intent", id},
                                 {"amount", amount},
                                 {"status", holdRefunds_ ? "pending" : "succeeded"}};
      refundObjects_[refundId] = refund;
      return {200, refund};
    }
    if (method == "GET" && path.rfind("/v1/refunds/", 0) == 0) {
      auto it = refundObjects_.find(path.substr(std::string("/v1/refunds/").size()));
      if (it == refundObjects_.end())
        return error(404, "invalid_request_error", "No such refund", "resource_missing");
      return {200, it->second};
    }
    return error(404, "invalid_request_error",
                 "Unrecognized request URL (" + method + ": " + path + ")");
  }

  void handle(boost::asio::ip::tcp::socket& socket) {
    namespace http = boost::beast::http;
    boost::beast::flat_buffer buf;
    http::request<http::string_body> req;
    boost::system::error_code ec;
    http::read(socket, buf, req, ec);
    if (ec) return;
    ++requests_;
    http::response<http::string_body> res{http::status::ok, req.version()};
    res.set(http::field::content_type, "application/json");
    res.set("Request-Id", "req_standin");
    Answer answer;
    {
      std::lock_guard lock(mu_);
      const std::string method(req.method_string()), target(req.target());
      auto key = std::string(req["Idempotency-Key"]);
      if (failStatus_) {
        answer = error(failStatus_, failType_,
                       failStatus_ == 429 ? "Too many requests" : "Something went wrong",
                       failStatus_ == 429 ? "rate_limit" : "");
        failStatus_ = 0;
      } else if (req[http::field::authorization] != std::string("Bearer ") + kSecretKey) {
        answer = error(401, "invalid_request_error", "Invalid API Key provided");
      } else if (req["Stripe-Version"].empty()) {
        answer = error(400, "invalid_request_error",
                       "Stripe-Version header missing (the adapter pins it)");
      } else if (method == "POST" && !key.empty() && stored_.count(key)) {
        const auto& s = stored_.at(key);
        if (s.request != method + " " + target + "\n" + req.body()) {
          answer = error(400, "idempotency_error",
                         "Keys for idempotent requests can only be used with the same parameters "
                         "they were first "
                         "used with.");
        } else {
          answer = s.answer;
          res.set("Idempotent-Replayed", "true");
        }
      } else {
        answer = route(method, target, parseForm(req.body()));
        if (method == "POST" && !key.empty())
          stored_[key] = {method + " " + target + "\n" + req.body(), answer};
      }
    }
    res.result(answer.status);
    res.body() = boost::json::serialize(answer.body);
    res.prepare_payload();
    res.keep_alive(false);
    http::write(socket, res, ec);
    socket.shutdown(boost::asio::ip::tcp::socket::shutdown_both, ec);
  }

  void serve() {
    while (!stopping_) {
      boost::asio::ip::tcp::socket socket(ioc_);
      boost::system::error_code ec;
      acceptor_.accept(socket, ec);
      if (ec || stopping_) continue;
      handle(socket);
    }
  }

  boost::asio::io_context ioc_;
  boost::asio::ip::tcp::acceptor acceptor_;
  unsigned short port_ = 0;
  std::thread thread_;
  std::atomic<bool> stopping_{false};
  std::atomic<int> requests_{0};
  std::mutex mu_;
  std::map<std::string, boost::json::object> intents_;
  std::map<std::string, Stored> stored_;
  std::map<std::string, int> charges_, refunds_;
  std::map<std::string, long long> refundedCents_;
  unsigned failStatus_ = 0;
  std::string failType_;
  int next_ = 0;
};

}  // namespace aurum::testing
