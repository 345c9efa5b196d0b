#pragma once
// The field a validation error names, for the request-parser and rule tests.
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

}  // namespace aurum::testing
