#pragma once
#include <string>
#include <string_view>

namespace aurum::api {

/// One CSV cell (RFC 4180 quoting). A cell that starts with `=`, `+`, `-`, `@`, tab or carriage
/// return would run as a formula in a spreadsheet (CSV injection), so it is always prefixed with
/// a single quote and quoted, whatever follows (even "-12": a negative number as text is harmless,
/// a formula is not). Every CSV export builds its text cells with this.
std::string csvField(std::string_view value);

}  // namespace aurum::api
