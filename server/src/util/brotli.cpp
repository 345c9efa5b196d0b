#include "util/brotli.hpp"

#include <brotli/encode.h>

#include <stdexcept>

namespace aurum::util {

std::string brotliCompress(std::string_view data, int quality) {
  std::string out(BrotliEncoderMaxCompressedSize(data.size()), '\0');
  std::size_t size = out.size();
  if (!BrotliEncoderCompress(quality, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT, data.size(),
                             reinterpret_cast<const std::uint8_t*>(data.data()), &size,
                             reinterpret_cast<std::uint8_t*>(out.data())))
    throw std::runtime_error("brotli: compression failed");
  out.resize(size);
  return out;
}

}  // namespace aurum::util
