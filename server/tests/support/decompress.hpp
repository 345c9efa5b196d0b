#pragma once
// Decoders for the tests: a compressed body must come back to exactly the identity bytes.
#include <brotli/decode.h>
#include <zlib.h>

#include <cstdint>
#include <stdexcept>
#include <string>

namespace aurum::testing {

inline std::string gunzip(const std::string& gz) {
  z_stream zs{};
  if (inflateInit2(&zs, 15 + 16) != Z_OK) throw std::runtime_error("inflateInit2");
  std::string out(1 << 22, '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(gz.data()));
  zs.avail_in = static_cast<uInt>(gz.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(out.size());
  const int rc = inflate(&zs, Z_FINISH);
  out.resize(zs.total_out);
  inflateEnd(&zs);
  if (rc != Z_STREAM_END) throw std::runtime_error("not a complete gzip member");
  return out;
}

inline std::string unbrotli(const std::string& br) {
  std::string out(1 << 22, '\0');
  std::size_t size = out.size();
  if (BrotliDecoderDecompress(br.size(), reinterpret_cast<const std::uint8_t*>(br.data()), &size,
                              reinterpret_cast<std::uint8_t*>(out.data())) !=
      BROTLI_DECODER_RESULT_SUCCESS)
    throw std::runtime_error("not a complete brotli stream");
  out.resize(size);
  return out;
}

}  // namespace aurum::testing
