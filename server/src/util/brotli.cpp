#include "util/brotli.hpp"

#include <brotli/encode.h>

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace aurum::util {

std::string brotliCompress(std::string_view data, int quality) {
  std::string out(BrotliEncoderMaxCompressedSize(data.size()), '\0');
  std::size_t size = out.size();
  // A window no wider than the body: a larger one finds nothing more, and costs the encoder memory.
  const int window = std::clamp(static_cast<int>(std::bit_width(data.size())),
                                BROTLI_MIN_WINDOW_BITS, BROTLI_DEFAULT_WINDOW);
  if (!BrotliEncoderCompress(quality, window, BROTLI_MODE_TEXT, data.size(),
                             reinterpret_cast<const std::uint8_t*>(data.data()), &size,
                             reinterpret_cast<std::uint8_t*>(out.data())))
    throw std::runtime_error("brotli: compression failed");
  out.resize(size);
  out.shrink_to_fit();  // the bound is the input's size: kept, a body would hold it twice over
  return out;
}

}  // namespace aurum::util
