#include "util/qr_svg.hpp"

#include <qrencode.h>

#include <memory>
#include <stdexcept>
#include <string>

namespace aurum::util {

namespace {
std::string xmlEscape(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}
}  // namespace

std::string qrSvg(std::string_view payload, std::string_view caption) {
  std::string text(payload);
  std::unique_ptr<QRcode, decltype(&QRcode_free)> qr(
      QRcode_encodeString(text.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
  if (!qr) throw std::runtime_error("QR encoding failed");
  const int quiet = 4, size = qr->width + 2 * quiet, scale = 8;
  const int captionHeight = caption.empty() ? 0 : 3;
  std::string path;
  for (int y = 0; y < qr->width; ++y)
    for (int x = 0; x < qr->width; ++x)
      if (qr->data[y * qr->width + x] & 1)
        path += "M" + std::to_string(x + quiet) + "," + std::to_string(y + quiet) + "h1v1h-1z";
  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " +
                    std::to_string(size) + " " + std::to_string(size + captionHeight) +
                    "\" width=\"" + std::to_string(size * scale) + "\" height=\"" +
                    std::to_string((size + captionHeight) * scale) +
                    "\" shape-rendering=\"crispEdges\">"
                    "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>"
                    "<path fill=\"#000\" d=\"" +
                    path + "\"/>";
  if (!caption.empty())
    svg += "<text x=\"" + std::to_string(size / 2) + "\" y=\"" + std::to_string(size + 1) +
           "\" font-family=\"monospace\" font-size=\"2\" text-anchor=\"middle\">" +
           xmlEscape(caption) + "</text>";
  svg += "</svg>";
  return svg;
}

}  // namespace aurum::util
