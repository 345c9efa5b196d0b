// JSON snapshots in every content coding (issue 14): br and gzip negotiated with q-values, each
// representation with its own ETag, small bodies left alone.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <thread>
#include <vector>

#include "../support/decompress.hpp"
#include "harness.hpp"
#include "own_app.hpp"
#include "util/content_hash.hpp"
#include "util/gzip.hpp"

using namespace aurum::testing;
using boost::beast::http::verb;

namespace {

/// `"<hex>-br"` -> `"<hex>"`: the identity ETag a compressed representation was made from.
std::string identityEtagOf(std::string etag, const std::string& suffix) {
  auto at = etag.rfind("-" + suffix + "\"");
  EXPECT_NE(at, std::string::npos) << etag;
  return at == std::string::npos ? etag : etag.substr(0, at) + "\"";
}

std::string decode(const HttpResult& r) {
  auto coding = r.header("Content-Encoding");
  if (coding == "br") return unbrotli(r.body);
  if (coding == "gzip") return gunzip(r.body);
  return r.body;
}

const char* const kSnapshots[] = {"/api/products", "/api/products?metalType=gold",
                                  "/api/real-time-prices", "/api/chart-data/XAUUSD/1h",
                                  "/api/chart-data?symbol=XAGUSD&timeframe=1d"};

}  // namespace

TEST(Compression, SnapshotsComeInTheAcceptedCodingAndDecodeToTheIdentityBody) {
  tick();
  auto c = TestServer::get().client();
  for (const char* path : kSnapshots) {
    for (const std::string coding : {"br", "gzip"}) {
      // The body moves with every tick; retry until both reads saw the same snapshot.
      for (int attempt = 0;; ++attempt) {
        auto plain = c.request(verb::get, path);
        auto packed = c.request(verb::get, path, "", {{"Accept-Encoding", coding}});
        ASSERT_EQ(plain.status, 200u) << path;
        ASSERT_EQ(packed.status, 200u) << path;
        EXPECT_TRUE(plain.header("Content-Encoding").empty()) << path;
        EXPECT_EQ(plain.header("Vary"), "Accept-Encoding") << path;
        EXPECT_EQ(packed.header("Vary"), "Accept-Encoding") << path;
        ASSERT_EQ(packed.header("Content-Encoding"), coding) << path;
        EXPECT_LT(packed.body.size(), plain.body.size()) << path;
        auto decoded = decode(packed);
        // The compressed bytes are those of the body its ETag names.
        EXPECT_EQ(aurum::util::contentEtag(decoded), identityEtagOf(packed.header("ETag"), coding))
            << path;
        if (identityEtagOf(packed.header("ETag"), coding) == plain.header("ETag")) {
          EXPECT_EQ(decoded, plain.body) << path << " " << coding;
          break;
        }
        ASSERT_LT(attempt, 5) << path;
      }
    }
  }
}

TEST(Compression, QValuesChooseTheCodingAndQZeroRefusesIt) {
  auto c = TestServer::get().client();
  const std::pair<const char*, const char*> cases[] = {{"gzip, deflate, br", "br"},
                                                       {"br;q=0.5, gzip", "gzip"},
                                                       {"gzip;q=0", ""},
                                                       {"br;q=0, gzip;q=0", ""},
                                                       {"*", "br"},
                                                       {"identity", ""},
                                                       {"gzip;q=0.2, br;q=0.1", "gzip"}};
  for (const auto& [accept, expected] : cases) {
    auto r = c.request(verb::get, "/api/real-time-prices", "", {{"Accept-Encoding", accept}});
    ASSERT_EQ(r.status, 200u);
    EXPECT_EQ(r.header("Content-Encoding"), expected) << accept;
    EXPECT_NO_THROW(boost::json::parse(decode(r))) << accept;
  }
}

TEST(Compression, SmallBodiesAreSentAsTheyAre) {
  auto c = TestServer::get().client();
  auto r = c.request(verb::get, "/api/market-prices", "", {{"Accept-Encoding", "br, gzip"}});
  ASSERT_EQ(r.status, 200u);
  ASSERT_LT(r.body.size(), 512u);
  EXPECT_TRUE(r.header("Content-Encoding").empty());
  EXPECT_TRUE(r.header("Vary").empty());
  EXPECT_NO_THROW(boost::json::parse(r.body));
}

TEST(Compression, EachRepresentationRevalidatesWithItsOwnEtag) {
  tick();
  auto c = TestServer::get().client();
  for (const char* path : kSnapshots) {
    for (const std::string coding : {"br", "gzip", "identity"}) {
      auto first = c.request(verb::get, path, "", {{"Accept-Encoding", coding}});
      ASSERT_EQ(first.status, 200u) << path;
      auto etag = first.header("ETag");
      if (coding != "identity") {
        EXPECT_NE(etag.find("-" + coding + "\""), std::string::npos);
      }
      auto again =
          c.request(verb::get, path, "", {{"Accept-Encoding", coding}, {"If-None-Match", etag}});
      // A tick or a catalogue rebuild in between may change the body: then 200 with a new ETag.
      if (again.status == 200u) {
        EXPECT_NE(again.header("ETag"), etag) << path;
        continue;
      }
      EXPECT_EQ(again.status, 304u) << path << " " << coding;
      EXPECT_TRUE(again.body.empty());
      EXPECT_TRUE(again.header("Content-Length").empty()) << path;  // never the empty body's 0
      EXPECT_EQ(again.header("ETag"), etag);
      EXPECT_EQ(again.header("Vary"), "Accept-Encoding");
      if (coding == "identity") continue;
      // Another coding's ETag does not validate these bytes.
      auto other =
          c.request(verb::get, path, "",
                    {{"Accept-Encoding", coding == "br" ? "gzip" : "br"}, {"If-None-Match", etag}});
      EXPECT_EQ(other.status, 200u) << path;
    }
  }
}

TEST(Compression, HeadAnswersTheHeadersOfTheCompressedBody) {
  auto c = TestServer::get().client();
  auto r = c.request(verb::head, "/api/real-time-prices", "", {{"Accept-Encoding", "br"}});
  EXPECT_EQ(r.status, 200u);
  EXPECT_EQ(r.header("Content-Encoding"), "br");
  EXPECT_TRUE(r.body.empty());
  EXPECT_NE(r.header("Content-Length"), "0");
  EXPECT_FALSE(r.header("Content-Security-Policy").empty());
  EXPECT_FALSE(r.header("X-Request-Id").empty());
  EXPECT_FALSE(r.header("Date").empty());
}

TEST(Compression, ResponsesCarryingSessionsAreNotCompressed) {
  // BREACH: a body holding a secret next to reflected input must not be compressed; only the
  // public snapshots are.
  auto c = TestServer::get().client();
  auto me = c.request(verb::get, "/api/auth/me", "", {{"Accept-Encoding", "br, gzip"}});
  EXPECT_TRUE(me.header("Content-Encoding").empty());
}

TEST(Compression, WebFilesWhoseBodiesAreMadeAtTheFirstRequestAreServedWhole) {
  // A file the build compressed is held as gzip and br only, and a page built without the origin
  // is completed when first asked for: the server makes those bodies on its worker pool, once,
  // however many clients ask at the same time.
  const auto root =
      std::filesystem::temp_directory_path() / ("aurum-dist-made-" + std::to_string(::getpid()));
  std::filesystem::create_directories(root / "assets");
  std::filesystem::create_directories(root / "gold");
  std::string js = "export const bars = [";
  for (int i = 0; i < 400; ++i) js += std::to_string(i) + ",";
  js += "];\n";
  std::ofstream(root / "assets" / "app-1.js") << js;
  std::ofstream(root / "assets" / "app-1.js.gz") << aurum::util::gzipCompress(js, 9);
  std::ofstream(root / "sitemap.xml")
      << "<urlset><url><loc>/gold</loc>"
         "<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"/gold\"/></url></urlset>";
  std::ofstream(root / "gold" / "index.html")
      << "<html><head><title>Gold</title></head><body><div id=\"root\" "
         "data-prerendered=\"/gold\">"
      << std::string(2000, 'x') << "</div></body></html>";
  std::ofstream(root / "index.html") << "<html><head><title>Aurum</title></head></html>";
  {
    auto own = startOwnApp("webmade", [&](aurum::app::Config& c) {
      c.webRoot = root.string();
      c.publicOrigin = "https://aurum.example";
    });
    std::vector<HttpResult> plain(6), pages(6);
    std::vector<std::thread> clients;
    for (std::size_t i = 0; i < plain.size(); ++i)
      clients.emplace_back([&, i] {
        Client c(own.port);
        plain[i] = c.get("/assets/app-1.js");
        pages[i] = c.request(verb::get, "/gold", "", {{"Accept-Encoding", "br"}});
      });
    for (auto& t : clients) t.join();
    for (std::size_t i = 0; i < plain.size(); ++i) {
      EXPECT_EQ(plain[i].status, 200u);
      EXPECT_EQ(plain[i].body, js);
      EXPECT_EQ(plain[i].header("ETag"), aurum::util::contentEtag(js));
      EXPECT_EQ(pages[i].status, 200u);
      EXPECT_EQ(pages[i].header("Content-Encoding"), "br");
      EXPECT_NE(
          decode(pages[i]).find("<link rel=\"canonical\" href=\"https://aurum.example/gold\">"),
          std::string::npos);
    }
    // Later requests get what was made: the file's bytes, the page with its ETag; a missing asset
    // is still a 404.
    Client c(own.port);
    EXPECT_EQ(c.get("/assets/app-1.js").body, js);
    auto page = c.get("/gold");
    EXPECT_EQ(page.body, decode(pages[0]));
    EXPECT_EQ(page.header("ETag"), aurum::util::contentEtag(page.body));
    EXPECT_EQ(c.get("/assets/app-2.js").status, 404u);
  }
  std::filesystem::remove_all(root);
}
