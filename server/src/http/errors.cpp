#include "http/errors.hpp"

#include "http/translations.hpp"

namespace aurum::http {

using domain::ErrorCode;

Status statusFor(ErrorCode code) {
  switch (code) {
    case ErrorCode::kValidation:
    case ErrorCode::kBadRequest:
      return Status::bad_request;
    case ErrorCode::kUnauthorized:
    case ErrorCode::kInvalidCredentials:
      return Status::unauthorized;
    case ErrorCode::kForbidden:
    case ErrorCode::kLimitExceeded:
    case ErrorCode::kAccountFlagged:
    case ErrorCode::kMfaRequired:
    case ErrorCode::kAccountPending:
    case ErrorCode::kAccountSuspended:
      return Status::forbidden;
    case ErrorCode::kNotFound:
      return Status::not_found;
    case ErrorCode::kPaymentDeclined:
      return Status::payment_required;
    case ErrorCode::kMethodNotAllowed:
      return Status::method_not_allowed;
    case ErrorCode::kConflict:
    case ErrorCode::kEmailTaken:
      return Status::conflict;
    case ErrorCode::kPayloadTooLarge:
      return Status::payload_too_large;
    case ErrorCode::kUnsupportedMediaType:
      return Status::unsupported_media_type;
    case ErrorCode::kRateLimited:
      return Status::too_many_requests;
    case ErrorCode::kHeadersTooLarge:
      return Status::request_header_fields_too_large;
    case ErrorCode::kInternal:
      return Status::internal_server_error;
    case ErrorCode::kUnavailable:
      return Status::service_unavailable;
  }
  return Status::internal_server_error;
}

Response errorResponse(const domain::AppError& e, std::string_view language) {
  boost::json::object body{{"code", domain::errorCodeName(e.code())},
                           {"message", translate(e.message(), language)}};
  if (e.field()) body["field"] = *e.field();
  for (const auto& [name, value] : e.extras()) body[name] = value;
  auto res = jsonResponse(statusFor(e.code()), body);
  res.set(bhttp::field::content_language, language);
  if (e.retryAfterSeconds() > 0)
    res.set(bhttp::field::retry_after, std::to_string(e.retryAfterSeconds()));
  return res;
}

Response errorResponse(ErrorCode code, domain::Message message, std::string_view language) {
  return errorResponse(domain::AppError(code, std::move(message)), language);
}

}  // namespace aurum::http
