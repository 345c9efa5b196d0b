#pragma once
#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "domain/language.hpp"
#include "http/reply.hpp"
#include "http/types.hpp"
#include "util/encoded_body.hpp"

namespace aurum::http {

/// The built web app, read into memory once at start-up so serving never touches the disk. A file
/// the build also compressed (a `.gz` sibling whose stated size is the file's) is held only in its
/// compressed forms: browsers take br or gzip, and the identity bytes (4.3 of the web app's 6.4 MB)
/// are inflated from the gzip form the first time a client without either asks, checked against the
/// file's fingerprint taken at start-up, and kept from then on.
/// `/page` is served from `/page/index.html` when the build pre-rendered it; other unknown paths
/// get the app shell, shell.html or else index.html (the app shows its own 404 page); hashed assets
/// are cached `immutable`; HTML and /sw.js are revalidated on every load; .br/.gz siblings are sent
/// when the client accepts them. The landing `/` alone is negotiated: `/<lang>/index.html` (the web
/// build's pre-rendered page in that language) answers it when `language` is not English and the
/// build has that page.
/// sitemap.xml with every relative `<loc>` and alternate `href` made absolute under `origin`
/// (the sitemap protocol takes absolute URLs only); absolute ones are left as they are.
std::string absoluteSitemap(std::string_view xml, std::string_view origin);

/// robots.txt naming `origin`'s /sitemap.xml, unless it names a sitemap already.
std::string robotsNamingSitemap(std::string_view robots, std::string_view origin);

/// The canonical and `hreflang` alternate links of the page at `loc`, as HTML `<link>`s, from
/// that page's `<url>` in sitemap.xml (web/scripts/prerender.mjs writes one per page and language);
/// empty when the sitemap does not list `loc`.
std::string pageLinks(std::string_view sitemap, std::string_view loc);

class StaticFiles {
 public:
  /// `publicOrigin` (app::Config::effectivePublicOrigin; may be empty): a build that did not know
  /// its origin (web/scripts/prerender.mjs, AURUM_PUBLIC_ORIGIN at build time) wrote sitemap.xml
  /// with relative locations, robots.txt without its Sitemap line, and the pre-rendered pages
  /// without their canonical and hreflang links; all are completed here, in memory, and
  /// compressed again.
  explicit StaticFiles(const std::string& root, const std::string& publicOrigin = {});
  /// The answer for `path`: a file's 200 is the file's bytes in the negotiated coding, shared and
  /// written without a copy (SharedBody with the file's header lines); a 304 or 404 is a Response.
  Reply reply(const Request& req, std::string_view path,
              std::string_view language = domain::kDefaultLanguage) const;
  /// `reply` as a plain Response (copies the body): tests.
  Response serve(const Request& req, std::string_view path,
                 std::string_view language = domain::kDefaultLanguage) const {
    return reply(req, path, language).toResponse();
  }
  /// `reply`, unless the answer would first make a body (inflate a file's identity bytes or
  /// complete a page, ~1-7 ms of CPU done once per file): nullopt, and the server calls `reply`
  /// on its worker pool, not on an I/O thread. A body being made by another request already, or a
  /// revalidation that would get a 304, also gives nullopt.
  std::optional<Reply> replyAtOnce(const Request& req, std::string_view path,
                                   std::string_view language = domain::kDefaultLanguage) const;
  bool hasIndex() const { return files_.count("/index.html") > 0; }
  std::size_t fileCount() const { return files_.size(); }
  /// The bytes of bodies held in memory, every coding of every file (identity bodies inflated so
  /// far included): what serving the web app adds to the server's memory. Read without a lock:
  /// at start-up and in tests, not while requests are served.
  std::size_t heldBytes() const;

 private:
  class OriginCompletion;
  /// A body made once, at the first request that needs it, then kept:
  /// - the identity bytes of a file held compressed (`File::content` holds its gzip and br forms),
  ///   inflated from its gzip form;
  /// - a page the build pre-rendered without the server's origin, completed with its canonical and
  ///   hreflang links and compressed (`File::content` is null). Done at start-up, the web app's 68
  ///   pages cost ~75 ms of the start and 1.5 MB held, for pages that may never be asked for.
  /// Either is checked against the fingerprint of the file's bytes taken at start-up.
  struct Deferred {
    std::string path;  ///< the file's, for the log
    std::size_t size = 0;
    std::string etag;  ///< the file's bytes' fingerprint, as built
    /// A page's completion, and the page as built (its gzip form when `builtGzip`), read only to
    /// make it; null and empty for an identity.
    std::shared_ptr<const OriginCompletion> completion;
    std::string built;
    bool builtGzip = false;
    std::once_flag once;
    std::shared_ptr<const util::EncodedBody> made;  ///< null until made, or if that failed
    std::atomic<bool> tried{false};                 ///< set once making it ended, either way
  };
  struct File {
    /// Each coding with its own ETag; the identity's body is empty (its ETag kept) when the
    /// identity is `deferred`; null for a page completed when first asked for.
    std::shared_ptr<const util::EncodedBody> content;
    std::shared_ptr<Deferred> deferred;
    /// Content-Type, Cache-Control and Vary lines (SharedBody::fields); `landingFields` for a
    /// landing answering the unprefixed `/` (its Vary names the language's sources, and it has a
    /// Content-Language).
    std::string fields, landingFields;
  };
  /// The file answering `path` (null: a 404) and, for the unprefixed landing `/`, the language
  /// it is answered in (empty otherwise).
  struct Found {
    const File* file = nullptr;
    std::string_view landing;
  };
  Found find(std::string_view path, std::string_view language) const;
  /// Whether answering `req` with `f` would first make its deferred body.
  static bool wouldMake(const Request& req, const File& f);
  /// `landing`: the language `/` was answered in, empty otherwise.
  Reply build(const Request& req, const File& f, std::string_view landing = {}) const;
  /// `f.deferred`'s body, made at the first call; null when the bytes it is made from are not the
  /// file's as built (logged once).
  static std::shared_ptr<const util::EncodedBody> made(const File& f);
  std::unordered_map<std::string, File> files_;
};

}  // namespace aurum::http
