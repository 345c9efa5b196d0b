#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace aurum::util {

/// A content coding we send (RFC 9110 8.4.1).
enum class ContentCoding { kIdentity, kGzip, kBrotli };

/// Bodies smaller than this are sent as they are: the few hundred bytes compression could save are
/// less than the response's own headers (~1 KB with the Content-Security-Policy), and gzip's and
/// brotli's framing eat part of it. 512 B keeps /api/market-prices (~350 B) plain and compresses
/// /api/real-time-prices (~1 KB, to ~320 B). See docs/decisions/0006.
inline constexpr std::size_t kCompressMinBytes = 512;

/// One body in every coding we serve, compressed once when it is built (a snapshot) and then sent
/// as is: identity always, gzip (zlib level 6) and br (quality 5) when the body is at least
/// kCompressMinBytes. Each coding has its own strong ETag: the identity's content fingerprint, and
/// for the compressed forms the same fingerprint with a `-gzip` / `-br` suffix inside the quotes,
/// so a client revalidating one representation never gets a 304 for another's bytes.
struct EncodedBody {
  struct Variant {
    std::string body, etag;  ///< both empty when this coding is not offered
  };
  Variant identity, gzip, br;

  static EncodedBody of(std::string body);
  /// A body compressed ahead of time (the web build's `.gz` / `.br` siblings): each given coding
  /// gets the identity's fingerprint with its suffix, as `of` gives them; an empty one is not
  /// offered.
  static EncodedBody precompressed(std::string identity, std::string gzip, std::string br);
  /// `precompressed` without holding the identity's bytes: its ETag only (its body empty), for a
  /// body whose identity is made again from its gzip form when asked for (http::StaticFiles).
  static EncodedBody compressedOnly(std::string_view identity, std::string gzip, std::string br);
  bool compressed() const { return !gzip.body.empty(); }
  const Variant& variant(ContentCoding c) const;
};

}  // namespace aurum::util
