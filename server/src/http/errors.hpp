#pragma once
#include "domain/error.hpp"
#include "http/types.hpp"

namespace aurum::http {

/// The one mapping from error code to HTTP status.
Status statusFor(domain::ErrorCode code);

/// `{"code","message"[,"field"]}` with the mapped status (and Retry-After for rate limits).
Response errorResponse(const domain::AppError& e);
Response errorResponse(domain::ErrorCode code, std::string message);

}  // namespace aurum::http
