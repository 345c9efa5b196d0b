#include "util/gzip.hpp"

#include <zlib.h>

#include <stdexcept>

namespace aurum::util {

std::string gzipCompress(std::string_view data, int level) {
  z_stream zs{};
  // windowBits 15 + 16: a gzip header and trailer instead of zlib's.
  if (deflateInit2(&zs, level, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK)
    throw std::runtime_error("gzip: deflateInit2 failed");
  std::string out(deflateBound(&zs, static_cast<uLong>(data.size())) + 32, '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  zs.avail_in = static_cast<uInt>(data.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(out.size());
  int rc = deflate(&zs, Z_FINISH);
  out.resize(zs.total_out);
  deflateEnd(&zs);
  if (rc != Z_STREAM_END) throw std::runtime_error("gzip: deflate did not finish");
  out.shrink_to_fit();  // the bound is the input's size: kept, a body would hold it twice over
  return out;
}

std::string gunzip(std::string_view gz, std::size_t size) {
  z_stream zs{};
  if (inflateInit2(&zs, 15 + 16) != Z_OK) throw std::runtime_error("gunzip: inflateInit2 failed");
  // One byte of room past `size`: a member longer than said ends with avail_out 0, not
  // Z_STREAM_END.
  std::string out(size + 1, '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(gz.data()));
  zs.avail_in = static_cast<uInt>(gz.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(out.size());
  const int rc = inflate(&zs, Z_FINISH);
  const auto produced = zs.total_out;
  const bool whole = zs.avail_in == 0;
  inflateEnd(&zs);
  if (rc != Z_STREAM_END || !whole || produced != size)
    throw std::runtime_error("gunzip: not one complete gzip member of " + std::to_string(size) +
                             " bytes");
  out.resize(size);
  return out;
}

std::optional<std::uint32_t> gzipStatedSize(std::string_view gz) {
  if (gz.size() < 18)
    return std::nullopt;  // a 10-byte header, an empty deflate, the 8-byte trailer
  const auto* end = reinterpret_cast<const unsigned char*>(gz.data() + gz.size());
  return static_cast<std::uint32_t>(end[-4]) | static_cast<std::uint32_t>(end[-3]) << 8 |
         static_cast<std::uint32_t>(end[-2]) << 16 | static_cast<std::uint32_t>(end[-1]) << 24;
}

}  // namespace aurum::util
