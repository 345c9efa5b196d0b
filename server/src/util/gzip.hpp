#pragma once
#include <string>
#include <string_view>

namespace aurum::util {

/// `data` as a gzip member (RFC 1952, zlib's deflate at `level` 1-9); for bodies compressed once
/// and served many times. Throws std::runtime_error if zlib fails.
std::string gzipCompress(std::string_view data, int level = 9);

}  // namespace aurum::util
