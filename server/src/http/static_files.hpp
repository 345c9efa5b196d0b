#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

#include "domain/language.hpp"
#include "http/reply.hpp"
#include "http/types.hpp"
#include "util/encoded_body.hpp"

namespace aurum::http {

/// The built web app, read into memory once at start-up so serving never touches the disk.
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
  bool hasIndex() const { return files_.count("/index.html") > 0; }
  std::size_t fileCount() const { return files_.size(); }

 private:
  struct File {
    std::shared_ptr<const util::EncodedBody> content;  ///< each coding with its own ETag
    /// Content-Type, Cache-Control and Vary lines (SharedBody::fields); `landingFields` for a
    /// landing answering the unprefixed `/` (its Vary names the language's sources, and it has a
    /// Content-Language).
    std::string fields, landingFields;
  };
  /// `landing`: the language `/` was answered in, empty otherwise.
  Reply build(const Request& req, const File& f, std::string_view landing = {}) const;
  std::unordered_map<std::string, File> files_;
};

}  // namespace aurum::http
