#pragma once
#include <string>
#include <string_view>

#include "domain/error.hpp"
#include "domain/money.hpp"

namespace aurum::domain {

/// A message kept for readers who come later (a compliance report's description, an order's
/// history note): the English template (a server catalogue's key, server/i18n), its text
/// arguments, and its arguments that are amounts in US cents, written as each reader's language
/// writes money. A row stored before the templates has its English text and no arguments. The
/// stored form of the arguments is one JSON object (storage/message_args.hpp). A notification
/// keeps the same arguments for its two texts, title and body (domain/notifications.hpp).
struct StoredMessage {
  std::string text;
  MessageArgs args = {};
  MessageAmounts amounts = {};
  /// The message as `language` shows it: the amounts written as that language writes money.
  Message in(std::string_view language) const {
    return {text, withAmountsIn(args, amounts, language)};
  }
};

}  // namespace aurum::domain
