#pragma once
#include <memory>
#include <string>
#include <string_view>

#include "http/types.hpp"
#include "util/encoded_body.hpp"

namespace aurum::http {

/// A 200 answer whose body is built once and shared by every request, written to the socket without
/// being copied: one coding of an EncodedBody. A JSON snapshot's (the default), or a static file's,
/// whose own header lines come with it.
struct SharedBody {
  std::shared_ptr<const util::EncodedBody> owner;  ///< keeps the bytes alive while written
  util::ContentCoding coding = util::ContentCoding::kIdentity;
  /// A static file's Content-Type, Cache-Control, Vary (and Content-Language) lines, each ending in
  /// CRLF, built once with the file and living as long as it; empty for a JSON snapshot (JSON,
  /// `no-cache`, `Vary: Accept-Encoding` when compressed).
  std::string_view fields;
  /// `fields`, or a JSON snapshot's lines when it is empty: the header lines the body brings.
  std::string_view headerLines() const;
  const util::EncodedBody::Variant& variant() const { return owner->variant(coding); }
  /// `Vary: Accept-Encoding`: the body is offered in more than one coding.
  bool varies() const { return owner->compressed(); }
};

/// What a handler answers: a Response built for this request, a shared snapshot body, or (a
/// non-blocking route on the I/O thread only) a request to run the handler again on the worker
/// pool, where it may block.
struct Reply {
  Reply() = default;
  Reply(Response r) : res(std::move(r)) {}       // NOLINT: every handler returns a Response
  Reply(SharedBody b) : shared(std::move(b)) {}  // NOLINT
  /// Ask the server to run this route's handler on the worker pool (RequestContext::mayBlock).
  static Reply onWorkers();

  Response res;
  bool isShared() const { return shared.owner != nullptr; }
  unsigned status() const { return isShared() ? 200 : res.result_int(); }
  /// The Response this reply stands for (copies a shared body): tests and the generic write path.
  Response toResponse() const;

  SharedBody shared;
  bool deferToWorkers = false;
};

/// The header lines (each ending in CRLF) of a SharedBody 200 that come from the body itself:
/// Content-Type, Cache-Control, ETag, Vary, Content-Encoding, Content-Length (and a static file's
/// Content-Language). The same fields `toResponse()` sets.
void appendSharedBodyFields(std::string& out, const SharedBody& b);

/// A Response with the header fields of a SharedBody 200 (as appendSharedBodyFields writes them,
/// Content-Length aside) and no body: the start of `toResponse()` and of a 304 for it.
Response sharedBodyHeaders(const SharedBody& b);

}  // namespace aurum::http
