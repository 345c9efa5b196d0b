#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace aurum::util {

/// `data` as a gzip member (RFC 1952, zlib's deflate at `level` 1-9); for bodies compressed once
/// and served many times. Throws std::runtime_error if zlib fails.
std::string gzipCompress(std::string_view data, int level = 9);

/// The bytes of the gzip member `gz`, which must decompress to exactly `size` bytes (a body whose
/// size is known, as a web build's `.gz` sibling of a file). Throws std::runtime_error when `gz` is
/// not one complete gzip member of that size.
std::string gunzip(std::string_view gz, std::size_t size);

/// The size a gzip member says its content has (RFC 1952's ISIZE: the last four bytes, the size
/// modulo 2^32, little-endian); nullopt when `gz` is too short to be a member. A cheap check that
/// a `.gz` sibling was made from the file beside it, before trusting it to stand for that file.
std::optional<std::uint32_t> gzipStatedSize(std::string_view gz);

}  // namespace aurum::util
