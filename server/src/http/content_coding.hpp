#pragma once
#include <string_view>

#include "http/types.hpp"
#include "util/encoded_body.hpp"

namespace aurum::http {

/// The q-value an Accept-Encoding header gives `coding`, in thousandths (0-1000): named, else via
/// `*`; -1 when neither appears. Case-insensitive; a malformed q-value counts as 0 (refused).
int codingQuality(std::string_view acceptEncoding, std::string_view coding);

/// The coding to answer with, of those offered: the accepted one with the higher q-value, br on a
/// tie; identity when the client accepts neither (identity is always acceptable to us: a client
/// refusing it too still gets it, RFC 9110 12.5.3 allows that).
util::ContentCoding preferredCoding(std::string_view acceptEncoding, bool gzipOffered,
                                    bool brOffered);

/// The Content-Encoding token of `c` ("" for identity).
std::string_view codingName(util::ContentCoding c);

}  // namespace aurum::http
