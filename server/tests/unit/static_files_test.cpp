#include "http/static_files.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <thread>
#include <vector>

#include "../support/decompress.hpp"
#include "../support/http_request.hpp"
#include "util/brotli.hpp"
#include "util/content_hash.hpp"
#include "util/encoded_body.hpp"
#include "util/gzip.hpp"

using namespace aurum;
using namespace aurum::http;
using aurum::testing::bigJson;
using aurum::testing::get;
using aurum::testing::gunzip;
using aurum::testing::unbrotli;

namespace {

/// A fresh web root under the temporary directory, removed with the object.
class WebRoot {
 public:
  explicit WebRoot(const std::string& name)
      : path_(std::filesystem::temp_directory_path() /
              ("aurum-" + name + "-" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~WebRoot() { std::filesystem::remove_all(path_); }
  WebRoot(const WebRoot&) = delete;
  WebRoot& operator=(const WebRoot&) = delete;
  /// Writes `text` to `relative` (folders made as needed), replacing what was there.
  void write(const std::string& relative, const std::string& text) const {
    auto file = path_ / relative;
    std::filesystem::create_directories(file.parent_path());
    std::ofstream(file, std::ios::trunc) << text;
  }
  std::string str() const { return path_.string(); }

 private:
  std::filesystem::path path_;
};

}  // namespace

TEST(StaticFiles, ServesEachFileUnderItsPathWithItsPrecompressedSiblings) {
  const WebRoot root("static");
  root.write("index.html", "<p>landing</p>");
  root.write("assets/app-1.js", "console.log(1)");
  root.write("assets/app-1.js.gz", "gzip bytes");
  root.write("assets/app-1.js.br", "brotli bytes");
  root.write("robots.txt", "User-agent: *");
  root.write("robots.txt.gz", "gzip robots");
  // The root as a user may give it, with a trailing separator: the paths are the same.
  for (const auto& given : {root.str(), root.str() + "/"}) {
    StaticFiles files(given);
    EXPECT_EQ(files.fileCount(), 3u) << given;  // the .gz and .br files are variants, not files
    auto js = files.serve(get({{bhttp::field::accept_encoding, "gzip, br"}}), "/assets/app-1.js");
    EXPECT_EQ(js.result(), Status::ok);
    EXPECT_EQ(js.body(), "brotli bytes");
    EXPECT_EQ(js[bhttp::field::content_encoding], "br");
    EXPECT_EQ(js[bhttp::field::cache_control], "public, max-age=31536000, immutable");
    auto gz = files.serve(get({{bhttp::field::accept_encoding, "gzip"}}), "/assets/app-1.js");
    EXPECT_EQ(gz.body(), "gzip bytes");
    auto plain = files.serve(get({}), "/assets/app-1.js");
    EXPECT_EQ(plain.body(), "console.log(1)");
    EXPECT_EQ(plain[bhttp::field::etag], util::contentEtag("console.log(1)"));
    // A file with only a gzip sibling is never sent as brotli.
    auto robots = files.serve(get({{bhttp::field::accept_encoding, "br"}}), "/robots.txt");
    EXPECT_EQ(robots.body(), "User-agent: *");
    EXPECT_EQ(files.serve(get({}), "/").body(), "<p>landing</p>");
    EXPECT_EQ(files.serve(get({}), "/assets/app-1.js.gz").result(), Status::not_found);
  }
}

TEST(StaticFiles, EachCodingOfAFileHasItsOwnEtagAndA304OnlyForTheHeldOne) {
  const WebRoot root("static-etag");
  root.write("assets/app-2.js", "console.log(2)");
  root.write("assets/app-2.js.gz", "gzip bytes");
  root.write("assets/app-2.js.br", "brotli bytes");
  StaticFiles files(root.str());
  const auto etag = util::contentEtag("console.log(2)");
  const auto inQuotes = etag.substr(0, etag.size() - 1);
  auto serve = [&](std::string accept, std::string held = {}) {
    std::map<bhttp::field, std::string> fields{{bhttp::field::accept_encoding, std::move(accept)}};
    if (!held.empty()) fields.emplace(bhttp::field::if_none_match, std::move(held));
    return files.serve(get(fields), "/assets/app-2.js");
  };
  EXPECT_EQ(serve("identity")[bhttp::field::etag], etag);
  EXPECT_EQ(serve("gzip")[bhttp::field::etag], inQuotes + "-gzip\"");
  EXPECT_EQ(serve("br, gzip")[bhttp::field::etag], inQuotes + "-br\"");
  // q-values choose the coding, as for the API's snapshots.
  auto gzipPreferred = serve("br;q=0.5, gzip;q=0.9");
  EXPECT_EQ(gzipPreferred[bhttp::field::content_encoding], "gzip");
  EXPECT_EQ(gzipPreferred.body(), "gzip bytes");
  // Revalidating the representation held: 304 with its ETag and no body.
  auto held = serve("gzip", inQuotes + "-gzip\"");
  EXPECT_EQ(held.result(), Status::not_modified);
  EXPECT_EQ(held[bhttp::field::etag], inQuotes + "-gzip\"");
  EXPECT_TRUE(held.body().empty());
  // Another coding's ETag never validates the bytes this request would get.
  auto other = serve("br", inQuotes + "-gzip\"");
  EXPECT_EQ(other.result(), Status::ok);
  EXPECT_EQ(other.body(), "brotli bytes");
  EXPECT_EQ(serve("identity", inQuotes + "-br\"").result(), Status::ok);
  EXPECT_EQ(serve("gzip", etag).result(), Status::ok);
  EXPECT_EQ(serve("identity", etag).result(), Status::not_modified);
  // A 200 is the file's own bytes, shared, with the file's header lines written before them.
  auto shared = files.reply(get({{bhttp::field::accept_encoding, "br"}}), "/assets/app-2.js");
  ASSERT_TRUE(shared.isShared());
  EXPECT_EQ(&shared.shared.variant().body, &shared.shared.owner->br.body);
  std::string lines;
  appendSharedBodyFields(lines, shared.shared);
  EXPECT_EQ(lines,
            "Content-Type: text/javascript; charset=utf-8\r\n"
            "Cache-Control: public, max-age=31536000, immutable\r\nVary: Accept-Encoding\r\n"
            "ETag: " +
                inQuotes + "-br\"\r\nContent-Encoding: br\r\nContent-Length: 12\r\n");
  EXPECT_FALSE(
      files.reply(get({{bhttp::field::if_none_match, etag}}), "/assets/app-2.js").isShared());
}

TEST(StaticFiles, AFileTheBuildCompressedIsHeldCompressedAndInflatedOnceForIdentity) {
  const WebRoot root("static-held");
  const auto js = bigJson(), gz = util::gzipCompress(js, 9), br = util::brotliCompress(js, 11);
  root.write("assets/app-3.js", js);
  root.write("assets/app-3.js.gz", gz);
  root.write("assets/app-3.js.br", br);
  const auto etag = util::contentEtag(js);
  auto serve = [](const StaticFiles& files, std::string accept, std::string held = {}) {
    std::map<bhttp::field, std::string> fields{{bhttp::field::accept_encoding, std::move(accept)}};
    if (!held.empty()) fields.emplace(bhttp::field::if_none_match, std::move(held));
    return files.serve(get(fields), "/assets/app-3.js");
  };
  StaticFiles files(root.str());
  EXPECT_EQ(files.heldBytes(), gz.size() + br.size());  // the identity bytes are not held
  // Only a client taking neither br nor gzip has the identity made: the server answers that
  // one on its worker pool.
  EXPECT_TRUE(
      files.replyAtOnce(get({{bhttp::field::accept_encoding, "gzip, br"}}), "/assets/app-3.js"));
  EXPECT_FALSE(files.replyAtOnce(get({}), "/assets/app-3.js"));
  EXPECT_TRUE(files.replyAtOnce(get({}), "/assets/missing.js"));
  EXPECT_EQ(unbrotli(serve(files, "br").body()), js);
  EXPECT_EQ(gunzip(serve(files, "gzip").body()), js);
  // Revalidating the identity needs only its ETag, kept from start-up: still not held.
  EXPECT_EQ(serve(files, "identity", etag).result(), Status::not_modified);
  EXPECT_EQ(files.heldBytes(), gz.size() + br.size());
  // The first client without br or gzip: the file's bytes, with the ETag and length of a held
  // file, from then on held. Concurrent first requests all get them, inflated once.
  std::vector<std::shared_ptr<const util::EncodedBody>> owners(8);
  std::vector<std::thread> clients;
  for (auto& owner : owners)
    clients.emplace_back([&] { owner = files.reply(get({}), "/assets/app-3.js").shared.owner; });
  for (auto& c : clients) c.join();
  for (const auto& owner : owners) EXPECT_EQ(owner, owners.front());
  EXPECT_TRUE(files.replyAtOnce(get({}), "/assets/app-3.js"));  // made: answered on the I/O thread
  auto plain = serve(files, "identity");
  EXPECT_EQ(plain.result(), Status::ok);
  EXPECT_EQ(plain.body(), js);
  EXPECT_EQ(plain[bhttp::field::etag], etag);
  EXPECT_EQ(plain[bhttp::field::content_length], std::to_string(js.size()));
  EXPECT_EQ(plain[bhttp::field::vary], "Accept-Encoding");
  EXPECT_TRUE(plain[bhttp::field::content_encoding].empty());
  EXPECT_EQ(files.heldBytes(), gz.size() + br.size() + js.size());

  // A sibling of another size is not trusted to stand for the file: its bytes stay held.
  const auto staleGz = util::gzipCompress(js + " ", 9);
  root.write("assets/app-3.js.gz", staleGz);
  StaticFiles stale(root.str());
  EXPECT_EQ(stale.heldBytes(), js.size() + staleGz.size() + br.size());
  EXPECT_EQ(serve(stale, "identity").body(), js);
  // One of the same size but other bytes is caught by the fingerprint when first inflated: a 500
  // that names no file, never the wrong bytes.
  auto other = js;
  other.back() = '}';
  root.write("assets/app-3.js.gz", util::gzipCompress(other, 9));
  StaticFiles foreign(root.str());
  EXPECT_EQ(serve(foreign, "identity").result(), Status::internal_server_error);
  EXPECT_EQ(serve(foreign, "identity").result(), Status::internal_server_error);
  EXPECT_EQ(unbrotli(serve(foreign, "br").body()), js);
}

TEST(StaticFiles, ASitemapBuiltWithoutItsOriginIsCompletedWithTheServersOne) {
  const std::string relative =
      "<urlset>\n  <url>\n    <loc>/es/gold</loc>\n"
      "    <xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"/gold\"/>\n  </url>\n</urlset>\n";
  EXPECT_EQ(absoluteSitemap(relative, "https://aurum.example"),
            "<urlset>\n  <url>\n    <loc>https://aurum.example/es/gold</loc>\n"
            "    <xhtml:link rel=\"alternate\" hreflang=\"en\" "
            "href=\"https://aurum.example/gold\"/>\n  </url>\n</urlset>\n");
  const auto absolute = absoluteSitemap(relative, "https://built.example");
  EXPECT_EQ(absoluteSitemap(absolute, "https://aurum.example"), absolute);  // the build's stays
  EXPECT_EQ(robotsNamingSitemap("User-agent: *\nDisallow: /api/", "http://localhost:8080"),
            "User-agent: *\nDisallow: /api/\nSitemap: http://localhost:8080/sitemap.xml\n");
  EXPECT_EQ(robotsNamingSitemap("User-agent: *\nSitemap: https://b.example/sitemap.xml\n",
                                "http://localhost:8080"),
            "User-agent: *\nSitemap: https://b.example/sitemap.xml\n");

  const WebRoot root("sitemap");
  std::string big = "<urlset>\n";
  for (int i = 0; i < 40; ++i) big += "  <url><loc>/page-" + std::to_string(i) + "</loc></url>\n";
  big += "</urlset>\n";
  root.write("sitemap.xml", big);
  root.write("sitemap.xml.br", "stale brotli of the relative sitemap");
  root.write("robots.txt", "User-agent: *\n");
  StaticFiles files(root.str(), "https://aurum.example");
  auto br = files.serve(get({{bhttp::field::accept_encoding, "br"}}), "/sitemap.xml");
  EXPECT_EQ(br[bhttp::field::content_encoding], "br");
  const auto xml = unbrotli(br.body());  // compressed again, not the build's stale sibling
  EXPECT_NE(xml.find("<loc>https://aurum.example/page-39</loc>"), std::string::npos);
  EXPECT_EQ(xml.find("<loc>/"), std::string::npos);
  auto plain = files.serve(get({}), "/sitemap.xml");
  EXPECT_EQ(plain.body(), xml);
  EXPECT_EQ(plain[bhttp::field::etag], util::contentEtag(xml));
  EXPECT_EQ(files.serve(get({}), "/robots.txt").body(),
            "User-agent: *\nSitemap: https://aurum.example/sitemap.xml\n");
  // Without an origin the files are served as built.
  StaticFiles asBuilt(root.str());
  EXPECT_EQ(asBuilt.serve(get({}), "/sitemap.xml").body(), big);
  EXPECT_EQ(asBuilt.serve(get({}), "/robots.txt").body(), "User-agent: *\n");
}

TEST(StaticFiles, APageBuiltWithoutItsOriginGetsItsCanonicalAndHreflangLinksFromTheSitemap) {
  const std::string sitemap =
      "<urlset>\n  <url>\n    <loc>/es/gold</loc>\n"
      "    <xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"/gold\"/>\n"
      "    <xhtml:link rel=\"alternate\" hreflang=\"es\" href=\"/es/gold\"/>\n"
      "    <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"/gold\"/>\n  </url>\n"
      "  <url>\n    <loc>/gold</loc>\n"
      "    <xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"/gold\"/>\n  </url>\n</urlset>\n";
  const std::string esLinks =
      "<link rel=\"canonical\" href=\"/es/gold\">"
      "<link rel=\"alternate\" hreflang=\"en\" href=\"/gold\">"
      "<link rel=\"alternate\" hreflang=\"es\" href=\"/es/gold\">"
      "<link rel=\"alternate\" hreflang=\"x-default\" href=\"/gold\">";
  EXPECT_EQ(pageLinks(sitemap, "/es/gold"), esLinks);
  EXPECT_EQ(pageLinks(sitemap, "/gold"),  // stops at its own </url>
            "<link rel=\"canonical\" href=\"/gold\"><link rel=\"alternate\" hreflang=\"en\" "
            "href=\"/gold\">");
  EXPECT_EQ(pageLinks(sitemap, "/es/silver"), "");
  EXPECT_EQ(pageLinks(sitemap, "/es"), "");  // whole locations only

  const WebRoot root("pages");
  root.write("sitemap.xml", sitemap);
  const std::string page =
      "<html lang=\"es\"><head><title>Oro</title><meta name=\"description\" content=\"d\"></head>"
      "<body><div id=\"root\" data-prerendered=\"/es/gold\">" +
      std::string(2000, 'x') + "</div></body></html>";
  root.write("es/gold/index.html", page);
  root.write("es/gold/index.html.br", "stale brotli of the page as built");
  const std::string shell = "<html><head><title>Aurum</title></head><body><div id=\"root\"></div>";
  root.write("shell.html", shell);
  root.write("index.html", shell);

  StaticFiles files(root.str(), "https://aurum.example");
  auto br = files.serve(get({{bhttp::field::accept_encoding, "br"}}), "/es/gold");
  EXPECT_EQ(br[bhttp::field::content_encoding], "br");
  const auto html = unbrotli(br.body());
  EXPECT_EQ(html,
            "<html lang=\"es\"><head><title>Oro</title>"
            "<link rel=\"canonical\" href=\"https://aurum.example/es/gold\">"
            "<link rel=\"alternate\" hreflang=\"en\" href=\"https://aurum.example/gold\">"
            "<link rel=\"alternate\" hreflang=\"es\" href=\"https://aurum.example/es/gold\">"
            "<link rel=\"alternate\" hreflang=\"x-default\" "
            "href=\"https://aurum.example/gold\">" +
                page.substr(page.find("<meta")));
  EXPECT_EQ(files.serve(get({}), "/es/gold")[bhttp::field::etag], util::contentEtag(html));
  // The app shell is no pre-rendered page: it has no links to get.
  EXPECT_EQ(files.serve(get({}), "/dashboard").body(), shell);
  // A page is completed when first asked for, not at start: until then only the page as built is
  // held (its gzip form when the build made one), then the page completed, in each coding.
  const auto gz = util::gzipCompress(page, 9);
  root.write("es/gold/index.html.gz", gz);
  StaticFiles deferred(root.str(), "https://aurum.example");
  const auto before = deferred.heldBytes();
  EXPECT_EQ(deferred.serve(get({}), "/dashboard").body(), shell);
  EXPECT_EQ(deferred.heldBytes(), before);  // the shell has no links to get: held once, as built
  const auto heldShell = deferred.heldBytes();
  // Completing it is work in any coding: the server does it on its worker pool, once.
  const auto brOnly = get({{bhttp::field::accept_encoding, "br"}});
  EXPECT_FALSE(deferred.replyAtOnce(brOnly, "/es/gold"));
  EXPECT_FALSE(deferred.replyAtOnce(brOnly, "/", "es"));  // index.html, as no Spanish one was built
  EXPECT_EQ(deferred.serve(get({}), "/es/gold").body(), html);
  EXPECT_TRUE(deferred.replyAtOnce(brOnly, "/es/gold"));
  EXPECT_TRUE(deferred.replyAtOnce(brOnly, "/dashboard"));  // completed above
  const auto completed = util::EncodedBody::of(html);
  EXPECT_EQ(deferred.heldBytes() + gz.size(), heldShell + completed.identity.body.size() +
                                                  completed.gzip.body.size() +
                                                  completed.br.body.size());
  // A page the build gave its links keeps them, and without an origin nothing changes.
  EXPECT_EQ(StaticFiles(root.str()).serve(get({}), "/es/gold").body(), page);
  root.write("es/gold/index.html", html);
  EXPECT_EQ(StaticFiles(root.str(), "https://other.example").serve(get({}), "/es/gold").body(),
            html);
}
