#pragma once
// The field an error names, for the request-parser and rule tests.
#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "domain/error.hpp"

namespace aurum::testing {

/// The field of the AppError `fn` throws; "(none)" when the error names no field and "(no error)"
/// when `fn` throws nothing, so a failed expectation says which.
inline std::string fieldAtFault(const std::function<void()>& fn) {
  try {
    fn();
  } catch (const domain::AppError& e) {
    return e.field().value_or("(none)");
  }
  return "(no error)";
}

/// The field of the validation error `fn` must throw: a different error code, or none at all, fails
/// the calling test ("(none)" when the error names no field).
inline std::string rejectedField(const std::function<void()>& fn) {
  try {
    fn();
  } catch (const domain::AppError& e) {
    EXPECT_EQ(e.code(), domain::ErrorCode::kValidation) << e.what();
    return e.field().value_or("(none)");
  }
  ADD_FAILURE() << "accepted";
  return "(no error)";
}

}  // namespace aurum::testing
