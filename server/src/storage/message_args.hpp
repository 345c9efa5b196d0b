#pragma once
#include <string>
#include <utility>

#include "domain/error.hpp"
#include "domain/money.hpp"

namespace aurum::storage {

/// A stored message's arguments as its `args` column holds them (notifications, compliance
/// reports, order history notes: domain/stored_message.hpp): one JSON object, a text as a string,
/// an amount as its integer cents.
std::string encodeMessageArgs(const domain::MessageArgs& args,
                              const domain::MessageAmounts& amounts);

/// The column read back: its texts and its amounts. What is neither (never written so) is left
/// out, and a value that is not a JSON object (a row from before the column) gives none.
std::pair<domain::MessageArgs, domain::MessageAmounts> decodeMessageArgs(const std::string& text);

}  // namespace aurum::storage
