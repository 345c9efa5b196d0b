#pragma once
#include <string>
#include <unordered_map>

#include "http/types.hpp"

namespace aurum::http {

/// The built web app, read into memory once at start-up so serving never touches the disk.
/// `/page` is served from `/page/index.html` when the build pre-rendered it; other unknown paths
/// get the app shell, shell.html or else index.html (the app shows its own 404 page); hashed assets
/// are cached `immutable`; HTML and /sw.js are revalidated on every load; .br/.gz siblings are sent
/// when the client accepts them. The landing `/` alone is negotiated: `/<lang>/index.html` (the web
/// build's pre-rendered page in that language) answers it when `language` is not English and the
/// build has that page.
class StaticFiles {
 public:
  explicit StaticFiles(const std::string& root);
  Response serve(const Request& req, std::string_view path, std::string_view language = "en") const;
  bool hasIndex() const { return files_.count("/index.html") > 0; }
  std::size_t fileCount() const { return files_.size(); }

 private:
  struct File {
    std::string body, gzip, brotli, contentType, etag;
    bool immutable = false;
    bool revalidate = false;  ///< `no-cache`: HTML pages and the service worker script
  };
  Response build(const Request& req, const File& f, bool negotiated = false) const;
  std::unordered_map<std::string, File> files_;
};

}  // namespace aurum::http
