#pragma once
#include <string>
#include <string_view>

namespace aurum::util {

/// An SVG image of a QR code (libqrencode, error correction M, 4-module quiet zone) for
/// printable labels. `caption`, when given, is printed under the code.
std::string qrSvg(std::string_view payload, std::string_view caption = {});

}  // namespace aurum::util
