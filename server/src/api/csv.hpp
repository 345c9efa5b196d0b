#pragma once
#include <initializer_list>
#include <string>
#include <string_view>

#include "domain/error.hpp"

namespace aurum::api {

/// One CSV cell (RFC 4180 quoting). A cell that starts with `=`, `+`, `-`, `@`, tab or carriage
/// return would run as a formula in a spreadsheet (CSV injection), so it is always prefixed with
/// a single quote and quoted, whatever follows (even "-12": a negative number as text is harmless,
/// a formula is not). Every CSV export builds its text cells with this.
std::string csvField(std::string_view value);

/// The header row of a CSV export (ending in CRLF), each column name rendered in `language`. The
/// English names are the column identifiers, unchanged, so existing imports keep working; the
/// catalogues give a reader in another language a label in that language.
std::string csvHeader(std::initializer_list<domain::Message> columns, std::string_view language);

}  // namespace aurum::api
