#include "http/static_files.hpp"

#include <spdlog/spdlog.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <unordered_set>
#include <vector>

#include "domain/language.hpp"
#include "http/content_coding.hpp"
#include "http/etag.hpp"
#include "util/content_hash.hpp"
#include "util/encoded_body.hpp"
#include "util/gzip.hpp"

namespace aurum::http {

namespace fs = std::filesystem;

namespace {

/// The whole file in one read into `out`, resized to the file's size (a stringstream grows its
/// buffer by doubling, then copies it out: three times the bytes touched, ~7.5 MB for the built web
/// app). `out`'s buffer is reused when large enough.
void readFileInto(const fs::path& p, std::string& out) {
  std::ifstream in(p, std::ios::binary);
  out.resize(fs::file_size(p));
  in.read(out.data(), static_cast<std::streamsize>(out.size()));
  out.resize(static_cast<std::size_t>(in.gcount()));
}

std::string readFile(const fs::path& p) {
  std::string out;
  readFileInto(p, out);
  return out;
}

std::string contentTypeFor(const std::string& ext) {
  static const std::unordered_map<std::string, std::string> k{
      {".html", "text/html; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".jpg", "image/jpeg"},
      {".jpeg", "image/jpeg"},
      {".webp", "image/webp"},
      {".ico", "image/x-icon"},
      {".json", "application/json"},
      {".txt", "text/plain; charset=utf-8"},
      {".xml", "application/xml; charset=utf-8"},
      {".woff2", "font/woff2"},
      {".mp4", "video/mp4"},
      {".webm", "video/webm"},
      {".pdf", "application/pdf"},
      {".webmanifest", "application/manifest+json"},
      {".map", "application/json"}};
  auto it = k.find(ext);
  return it == k.end() ? "application/octet-stream" : it->second;
}

std::string replaceAll(std::string_view text, std::string_view from, std::string_view to) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t at = 0;;) {
    auto next = text.find(from, at);
    out.append(text.substr(at, next == std::string_view::npos ? text.npos : next - at));
    if (next == std::string_view::npos) return out;
    out.append(to);
    at = next + from.size();
  }
}

}  // namespace

std::string absoluteSitemap(std::string_view xml, std::string_view origin) {
  const std::string o(origin);
  return replaceAll(replaceAll(xml, "<loc>/", "<loc>" + o + "/"), " href=\"/",
                    " href=\"" + o + "/");
}

std::string robotsNamingSitemap(std::string_view robots, std::string_view origin) {
  std::string out(robots);
  for (std::size_t at = 0; at < out.size();) {
    if (out.compare(at, 8, "Sitemap:") == 0) return out;
    auto eol = out.find('\n', at);
    if (eol == std::string::npos) break;
    at = eol + 1;
  }
  if (!out.empty() && out.back() != '\n') out += '\n';
  return out + "Sitemap: " + std::string(origin) + "/sitemap.xml\n";
}

std::string pageLinks(std::string_view sitemap, std::string_view loc) {
  const auto at = sitemap.find("<loc>" + std::string(loc) + "</loc>");
  if (at == std::string_view::npos) return {};
  const auto end = sitemap.find("</url>", at);
  std::string out = "<link rel=\"canonical\" href=\"" + std::string(loc) + "\">";
  constexpr std::string_view kLink = "<xhtml:link ";
  for (auto link = sitemap.find(kLink, at); link < end; link = sitemap.find(kLink, link + 1)) {
    auto close = sitemap.find("/>", link);
    if (close == std::string_view::npos || close > end) break;
    auto attrs = sitemap.substr(link + kLink.size(), close - link - kLink.size());
    while (!attrs.empty() && attrs.back() == ' ') attrs.remove_suffix(1);
    out.append("<link ").append(attrs).append(">");
  }
  return out;
}

/// What a build that did not know its origin left relative or out, completed for `origin`:
/// sitemap.xml's locations, robots.txt's Sitemap line, and each pre-rendered page's canonical and
/// hreflang links (its own `<url>` in the sitemap names them).
class StaticFiles::OriginCompletion {
 public:
  OriginCompletion(std::string origin, std::string_view sitemap)
      : origin_(std::move(origin)), sitemap_(absoluteSitemap(sitemap, origin_)) {}

  /// sitemap.xml or robots.txt completed; nullopt for another file, or when nothing changes (the
  /// build knew its origin).
  std::optional<std::string> file(std::string_view key, const std::string& body) const {
    std::string out;
    if (key == "/sitemap.xml")
      out = sitemap_;
    else if (key == "/robots.txt")
      out = robotsNamingSitemap(body, origin_);
    if (out.empty() || out == body) return std::nullopt;
    return out;
  }

  /// A pre-rendered page with its links; empty when `body` is no such page or has them already.
  std::string page(const std::string& body) const {
    constexpr std::string_view kPrerendered = "data-prerendered=\"", kTitle = "</title>";
    const auto mark = body.find(kPrerendered);
    const auto title = body.find(kTitle);
    if (mark == std::string::npos || title == std::string::npos ||
        body.find("hreflang=\"") != std::string::npos)
      return {};
    const auto from = mark + kPrerendered.size();
    const auto url = std::string_view(body).substr(from, body.find('"', from) - from);
    const auto links = pageLinks(sitemap_, origin_ + std::string(url));
    if (links.empty()) return {};
    const auto at = title + kTitle.size();
    std::string out;
    out.reserve(body.size() + links.size());
    return out.append(body, 0, at).append(links).append(body, at);
  }

 private:
  std::string origin_, sitemap_;
};

StaticFiles::StaticFiles(const std::string& root, const std::string& publicOrigin) {
  std::error_code ec;
  if (!fs::is_directory(root, ec)) {
    spdlog::warn("web root {} not found; only the API is served", root);
    return;
  }
  // One walk of the tree, no other file-system call per file: the precompressed siblings are
  // found in the listing (not by fs::exists), and a path's key is its text after the root (not
  // fs::relative, which resolves every component with readlink).
  std::vector<std::string> paths;
  std::unordered_set<std::string> listed;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (!entry.is_regular_file()) continue;
    auto path = entry.path().string();
    listed.insert(path);
    auto ext = entry.path().extension();
    if (ext != ".gz" && ext != ".br") paths.push_back(std::move(path));
  }
  const auto prefix = fs::path(root).string();
  const auto sitemapPath = prefix + "/sitemap.xml";
  std::shared_ptr<const OriginCompletion> complete;
  std::optional<std::string> sitemap;  // read once: the completion's source and the file's body
  if (listed.contains(sitemapPath) && !publicOrigin.empty())
    complete =
        std::make_shared<const OriginCompletion>(publicOrigin, *(sitemap = readFile(sitemapPath)));
  else if (listed.contains(sitemapPath))
    spdlog::warn(
        "AURUM_PUBLIC_ORIGIN is not set: sitemap.xml keeps relative locations, robots.txt does not "
        "name it, and the pre-rendered pages have no hreflang links");
  // Each file is read into one reused buffer: the bodies held are copied out of it, and the
  // identity bytes not held never take heap of their own (freed between the bodies kept, their
  // pages would stay in the process's memory).
  std::string body;
  for (const auto& path : paths) {
    auto rel = path.substr(prefix.size());
    if (rel.empty() || rel.front() != '/') rel.insert(0, "/");
    File f;
    if (path == sitemapPath && sitemap)
      body = std::move(*sitemap);
    else
      readFileInto(path, body);
    const auto contentType = contentTypeFor(fs::path(path).extension().string());
    const bool immutable = rel.rfind("/assets/", 0) == 0;
    // Pages and the service worker must be revalidated on every load: a cached sw.js would keep
    // a deployed update from reaching installed apps.
    const bool revalidate = contentType.rfind("text/html", 0) == 0 || rel == "/sw.js";
    const bool page = complete && rel.ends_with(".html");
    if (auto completed = complete && !page ? complete->file(rel, body) : std::nullopt) {
      // Compressed again here; the build's siblings are of the body as built, and never read.
      f.content =
          std::make_shared<const util::EncodedBody>(util::EncodedBody::of(std::move(*completed)));
    } else {
      auto gzip = listed.contains(path + ".gz") ? readFile(path + ".gz") : std::string();
      // The gzip form stands for the file only when it says it is of the file's size (a stale or
      // foreign sibling is never inflated in its place).
      const bool gzipOfBody = util::gzipStatedSize(gzip) == static_cast<std::uint32_t>(body.size());
      if (page || gzipOfBody) {
        f.deferred = std::make_shared<Deferred>();
        f.deferred->path = rel;
        f.deferred->size = body.size();
        f.deferred->etag = util::contentEtag(body);
      }
      if (page) {  // completed when first asked for, from its gzip form when there is one
        f.deferred->completion = complete;
        f.deferred->builtGzip = gzipOfBody;
        f.deferred->built = gzipOfBody ? std::move(gzip) : std::string(body);
      } else {
        auto br = listed.contains(path + ".br") ? readFile(path + ".br") : std::string();
        f.content = std::make_shared<const util::EncodedBody>(
            gzipOfBody ? util::EncodedBody::compressedOnly(body, std::move(gzip), std::move(br))
                       : util::EncodedBody::precompressed(std::string(body), std::move(gzip),
                                                          std::move(br)));
      }
    }
    const std::string cacheControl = immutable    ? "public, max-age=31536000, immutable"
                                     : revalidate ? "no-cache"
                                                  : "public, max-age=3600";
    const auto common = "Content-Type: " + contentType + "\r\nCache-Control: " + cacheControl;
    f.fields = common + "\r\nVary: Accept-Encoding\r\n";
    // The landings: /index.html (English) and /<lang>/index.html.
    std::string landingLanguage;
    if (rel == "/index.html") landingLanguage = domain::kDefaultLanguage;
    for (auto code : domain::kLanguages)
      if (rel == domain::publicPagePath(code, "/index.html")) landingLanguage = code;
    if (!landingLanguage.empty())
      f.landingFields = common +
                        "\r\nVary: Accept-Encoding, Accept-Language, Cookie\r\nContent-Language: " +
                        landingLanguage + "\r\n";
    files_.emplace(std::move(rel), std::move(f));
  }
  spdlog::info("serving {} web files from {} ({} KiB held in memory)", files_.size(), root,
               heldBytes() / 1024);
}

std::shared_ptr<const util::EncodedBody> StaticFiles::made(const File& f) {
  auto& d = *f.deferred;
  std::call_once(d.once, [&] {
    try {
      auto body = d.completion && !d.builtGzip ? std::move(d.built)
                  : d.completion               ? util::gunzip(d.built, d.size)
                                               : util::gunzip(f.content->gzip.body, d.size);
      if (util::contentEtag(body) != d.etag)
        throw std::runtime_error("its gzip form is not of the file's bytes");
      if (d.completion) {
        auto page = d.completion->page(body);
        d.made = std::make_shared<const util::EncodedBody>(
            util::EncodedBody::of(page.empty() ? std::move(body) : std::move(page)));
        d.built = std::string();
      } else {
        util::EncodedBody identity;
        identity.identity = {std::move(body), d.etag};
        d.made = std::make_shared<const util::EncodedBody>(std::move(identity));
      }
    } catch (const std::exception& e) {  // a web build whose .gz sibling is not of its file
      spdlog::error("web file {} cannot be served: {}", d.path, e.what());
    }
    d.tried.store(true, std::memory_order_release);
  });
  return d.made;
}

std::size_t StaticFiles::heldBytes() const {
  auto bytes = [](const util::EncodedBody* body) {
    return body ? body->identity.body.size() + body->gzip.body.size() + body->br.body.size() : 0;
  };
  std::size_t total = 0;
  for (const auto& [path, f] : files_) {
    total += bytes(f.content.get());
    if (f.deferred) total += f.deferred->built.size() + bytes(f.deferred->made.get());
  }
  return total;
}

Reply StaticFiles::build(const Request& req, const File& f, std::string_view landing) const {
  // The coding first, then its ETag: each coding of a file is its own representation with its
  // own strong ETag (as the API's snapshots), so a revalidation of the gzip bytes never gets a 304
  // for a request that would be answered with brotli or identity. Each language's page has its own
  // content, so its own ETag too: another language's ETag gets the full body, never a 304.
  auto unreadable = [] {
    return textResponse(Status::internal_server_error,
                        "This file of the web app could not be read; see the server's log",
                        "text/plain; charset=utf-8");
  };
  auto content = f.content ? f.content : made(f);  // null: a page completed when first asked for
  if (!content) return unreadable();
  auto accept = req[bhttp::field::accept_encoding];
  SharedBody shared{content,
                    preferredCoding(std::string_view(accept.data(), accept.size()),
                                    !content->gzip.body.empty(), !content->br.body.empty()),
                    landing.empty() ? f.fields : f.landingFields};
  if (!etagMatches(req, shared.variant().etag)) {
    // A file held compressed: its identity bytes are inflated for the first client taking them.
    if (shared.coding == util::ContentCoding::kIdentity && f.content && f.deferred) {
      auto identity = made(f);
      if (!identity) return unreadable();
      shared.owner = std::move(identity);
    }
    return shared;
  }
  // 304: the 200's fields but the body's own (RFC 9110 15.4.5), no Content-Encoding or length.
  auto res = sharedBodyHeaders(shared);
  res.result(Status::not_modified);
  res.erase(bhttp::field::content_encoding);
  return res;
}

StaticFiles::Found StaticFiles::find(std::string_view path, std::string_view language) const {
  std::string key(path);
  if (key == "/") {
    // The unprefixed landing follows the visitor's language (cookie, then Accept-Language).
    auto it = files_.end();
    if (language != domain::kDefaultLanguage)
      it = files_.find(domain::publicPagePath(language, "/index.html"));
    if (it == files_.end()) {
      it = files_.find("/index.html");
      language = domain::kDefaultLanguage;
    }
    if (it != files_.end()) return {&it->second, language};
  }
  if (auto it = files_.find(key); it != files_.end()) return {&it->second};
  const bool asset = key.rfind("/assets/", 0) == 0;
  // A page pre-rendered at build time (web/scripts/prerender.mjs): /gold is /gold/index.html.
  if (!asset) {
    std::string dir = key;
    while (dir.size() > 1 && dir.back() == '/') dir.pop_back();
    if (auto it = files_.find(dir + "/index.html"); it != files_.end()) return {&it->second};
  }
  // A missing hashed asset is a real 404; everything else is a client-side route.
  if (asset || !hasIndex()) return {};
  // Client-side routes get the empty app shell; when the build pre-rendered the landing page
  // into index.html it keeps the shell as shell.html, so /dashboard never shows the landing.
  auto shell = files_.find("/shell.html");
  return {shell != files_.end() ? &shell->second : &files_.at("/index.html")};
}

bool StaticFiles::wouldMake(const Request& req, const File& f) {
  if (!f.deferred || f.deferred->tried.load(std::memory_order_acquire)) return false;
  if (!f.content) return true;  // a page completed when first asked for
  auto accept = req[bhttp::field::accept_encoding];
  return preferredCoding(std::string_view(accept.data(), accept.size()),
                         !f.content->gzip.body.empty(),
                         !f.content->br.body.empty()) == util::ContentCoding::kIdentity;
}

std::optional<Reply> StaticFiles::replyAtOnce(const Request& req, std::string_view path,
                                              std::string_view language) const {
  auto [file, landing] = find(path, language);
  if (!file) return reply(req, path, language);  // a 404
  if (wouldMake(req, *file)) return std::nullopt;
  return build(req, *file, landing);
}

Reply StaticFiles::reply(const Request& req, std::string_view path,
                         std::string_view language) const {
  auto [file, landing] = find(path, language);
  if (!file) return textResponse(Status::not_found, "Not found", "text/plain; charset=utf-8");
  return build(req, *file, landing);
}

}  // namespace aurum::http
