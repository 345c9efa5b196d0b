#pragma once
#include <string>
#include <string_view>

namespace aurum::util {

/// `data` as a brotli stream (RFC 7932) at `quality` 0-11, text mode. Quality 5 keeps a 14 KB
/// catalogue within 12% of quality 11's size at a hundredth of its time (docs/decisions/0006).
/// Throws std::runtime_error if the encoder fails.
std::string brotliCompress(std::string_view data, int quality = 5);

}  // namespace aurum::util
