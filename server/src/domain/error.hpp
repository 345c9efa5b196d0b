#pragma once
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace aurum::domain {

using MessageArgs = std::vector<std::pair<std::string, std::string>>;

/// A message a person reads: an English template with named `{placeholders}` and their values.
/// The template is the key into the server's catalogues (server/i18n/<lang>.json), so write it
/// as a whole sentence and pass what varies as arguments, never by concatenation:
/// `Message("Quantity must be between {min} and {max}", {{"min", "1"}, {"max", "500"}})`.
struct Message {
  Message(const char* text) : text(text) {}
  Message(std::string text, MessageArgs args = {}) : text(std::move(text)), args(std::move(args)) {}
  std::string text;
  MessageArgs args;
};

/// Replaces each `{name}` in `tmpl` with its argument; unknown placeholders stay as written.
std::string formatMessage(std::string_view tmpl, const MessageArgs& args);
inline std::string formatMessage(const Message& m) { return formatMessage(m.text, m.args); }

/// The closed set of error codes. Each maps to exactly one HTTP status (http/error_mapping.cpp).
enum class ErrorCode {
  kValidation,            // 400 validation_error
  kBadRequest,            // 400 bad_request
  kUnauthorized,          // 401 unauthorized
  kInvalidCredentials,    // 401 invalid_credentials
  kForbidden,             // 403 forbidden
  kLimitExceeded,         // 403 limit_exceeded (a purchase past the account's trading limit)
  kAccountFlagged,        // 403 account_flagged (compliance escalated the account)
  kMfaRequired,           // 403 mfa_required (an admin without a second factor)
  kAccountPending,        // 403 account_pending
  kAccountSuspended,      // 403 account_suspended
  kNotFound,              // 404 not_found
  kMethodNotAllowed,      // 405 method_not_allowed
  kConflict,              // 409 conflict
  kPaymentDeclined,       // 402 payment_declined (card declined or authentication denied)
  kEmailTaken,            // 409 email_taken
  kPayloadTooLarge,       // 413 payload_too_large
  kUnsupportedMediaType,  // 415 unsupported_media_type
  kRateLimited,           // 429 rate_limited
  kHeadersTooLarge,       // 431 headers_too_large
  kInternal,              // 500 internal_error
  kUnavailable,           // 503 unavailable
};

/// The one application error: a code, a message safe to show a user (what() is its English
/// rendering; the response is rendered in the request's language), and for validation errors the
/// name of the offending field.
class AppError : public std::runtime_error {
 public:
  AppError(ErrorCode code, Message message, std::optional<std::string> field = std::nullopt)
      : std::runtime_error(formatMessage(message)),
        code_(code),
        message_(std::move(message)),
        field_(std::move(field)) {}

  ErrorCode code() const { return code_; }
  const Message& message() const { return message_; }
  const std::optional<std::string>& field() const { return field_; }
  /// Seconds a client should wait (rate limits); 0 when not applicable.
  int retryAfterSeconds() const { return retryAfter_; }
  AppError& withRetryAfter(int seconds) {
    retryAfter_ = seconds;
    return *this;
  }
  /// Extra string members of the error body (limit_exceeded's `limit` and `remaining`).
  const std::vector<std::pair<std::string, std::string>>& extras() const { return extras_; }
  AppError& withExtra(std::string name, std::string value) {
    extras_.emplace_back(std::move(name), std::move(value));
    return *this;
  }

 private:
  ErrorCode code_;
  Message message_;
  std::optional<std::string> field_;
  int retryAfter_ = 0;
  std::vector<std::pair<std::string, std::string>> extras_;
};

inline AppError validationError(std::string field, Message message) {
  return AppError(ErrorCode::kValidation, std::move(message), std::move(field));
}

/// Wire name of a code, e.g. "validation_error".
const char* errorCodeName(ErrorCode code);

}  // namespace aurum::domain
