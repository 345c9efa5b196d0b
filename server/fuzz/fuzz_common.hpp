#pragma once
// Shared by the libFuzzer targets: a finding is any exception other than the one the server maps to
// a 4xx answer (AppError), or any sanitizer report.
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

#include "domain/error.hpp"

namespace aurum::fuzz {

template <class Fn>
void expectOnlyAppError(const char* what, Fn&& fn) {
  try {
    fn();
  } catch (const domain::AppError&) {
    // The documented answer to bad input: a 4xx JSON error.
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s threw a non-AppError exception: %s\n", what, e.what());
    std::abort();
  }
}

}  // namespace aurum::fuzz
