#pragma once
#include <string>

#include "domain/error.hpp"
#include "domain/money.hpp"

namespace aurum::storage {

/// A stored message's arguments as its `args` column holds them (notifications, compliance
/// reports): one JSON object, a text as a string, an amount as its integer cents.
std::string encodeMessageArgs(const domain::MessageArgs& args,
                              const domain::MessageAmounts& amounts);

/// The column read back into `args` and `amounts`; what is neither (never written so) is left out,
/// and a value that is not a JSON object (a row from before the column) adds nothing.
void decodeMessageArgs(const std::string& text, domain::MessageArgs& args,
                       domain::MessageAmounts& amounts);

}  // namespace aurum::storage
