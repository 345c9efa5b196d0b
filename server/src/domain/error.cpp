#include "domain/error.hpp"

#include <algorithm>

namespace aurum::domain {

std::string formatMessage(std::string_view tmpl, const MessageArgs& args) {
  std::string out;
  out.reserve(tmpl.size() + 16);
  for (std::size_t i = 0; i < tmpl.size();) {
    if (tmpl[i] == '{') {
      auto close = tmpl.find('}', i);
      if (close != std::string_view::npos) {
        auto name = tmpl.substr(i + 1, close - i - 1);
        auto it =
            std::find_if(args.begin(), args.end(), [&](const auto& a) { return a.first == name; });
        if (it != args.end()) {
          out += it->second;
          i = close + 1;
          continue;
        }
      }
    }
    out += tmpl[i++];
  }
  return out;
}

const char* errorCodeName(ErrorCode code) {
  switch (code) {
    case ErrorCode::kValidation:
      return "validation_error";
    case ErrorCode::kBadRequest:
      return "bad_request";
    case ErrorCode::kUnauthorized:
      return "unauthorized";
    case ErrorCode::kInvalidCredentials:
      return "invalid_credentials";
    case ErrorCode::kForbidden:
      return "forbidden";
    case ErrorCode::kLimitExceeded:
      return "limit_exceeded";
    case ErrorCode::kAccountFlagged:
      return "account_flagged";
    case ErrorCode::kMfaRequired:
      return "mfa_required";
    case ErrorCode::kAccountPending:
      return "account_pending";
    case ErrorCode::kAccountSuspended:
      return "account_suspended";
    case ErrorCode::kNotFound:
      return "not_found";
    case ErrorCode::kMethodNotAllowed:
      return "method_not_allowed";
    case ErrorCode::kConflict:
      return "conflict";
    case ErrorCode::kPaymentDeclined:
      return "payment_declined";
    case ErrorCode::kEmailTaken:
      return "email_taken";
    case ErrorCode::kPayloadTooLarge:
      return "payload_too_large";
    case ErrorCode::kUnsupportedMediaType:
      return "unsupported_media_type";
    case ErrorCode::kRateLimited:
      return "rate_limited";
    case ErrorCode::kHeadersTooLarge:
      return "headers_too_large";
    case ErrorCode::kInternal:
      return "internal_error";
    case ErrorCode::kUnavailable:
      return "unavailable";
  }
  return "internal_error";
}

}  // namespace aurum::domain
