#pragma once
#include "domain/error.hpp"
#include "http/types.hpp"

namespace aurum::http {

/// The one mapping from error code to HTTP status.
Status statusFor(domain::ErrorCode code);

/// `{"code","message"[,"field"]}` with the mapped status (and Retry-After for rate limits); the
/// message is rendered in `language` (a code from domain/language.hpp), the code stays English.
Response errorResponse(const domain::AppError& e, std::string_view language = "en");
Response errorResponse(domain::ErrorCode code, domain::Message message,
                       std::string_view language = "en");

}  // namespace aurum::http
