#include "harness.hpp"

using namespace aurum::testing;
using boost::beast::http::verb;

TEST(Http, UnknownApiPathIsJson404) {
  auto r = TestServer::get().client().get("/api/nope");
  EXPECT_EQ(r.status, 404u);
  EXPECT_EQ(r.json().at("code").as_string(), "not_found");
}

TEST(Http, WrongMethodIs405WithAllow) {
  auto r = TestServer::get().client().request(verb::delete_, "/api/auth/login");
  EXPECT_EQ(r.status, 405u);
  EXPECT_EQ(r.header("Allow"), "POST");
  EXPECT_EQ(r.json().at("code").as_string(), "method_not_allowed");
}

TEST(Http, NonJsonBodyIs415) {
  auto r =
      TestServer::get().client().request(verb::post, "/api/auth/login", "email=a&password=b",
                                         {{"Content-Type", "application/x-www-form-urlencoded"}});
  EXPECT_EQ(r.status, 415u);
  EXPECT_EQ(r.json().at("code").as_string(), "unsupported_media_type");
}

TEST(Http, MalformedJsonIs400) {
  auto r = TestServer::get().client().request(verb::post, "/api/auth/login", "{not json",
                                              {{"Content-Type", "application/json"}});
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(r.json().at("code").as_string(), "bad_request");
}

TEST(Http, OversizedBodyIs413) {
  std::string big = "{\"email\":\"" + std::string(200 * 1024, 'a') + "\"}";
  auto r = TestServer::get().client().request(verb::post, "/api/auth/login", big,
                                              {{"Content-Type", "application/json"}});
  EXPECT_EQ(r.status, 413u);
}

TEST(Http, OversizedHeadersAre431) {
  auto c = TestServer::get().client();
  auto raw =
      c.raw("GET /api/auth/user HTTP/1.1\r\nHost: x\r\nX-Big: " + std::string(32 * 1024, 'b') +
            "\r\n\r\n");
  EXPECT_EQ(raw.rfind("HTTP/1.1 431", 0), 0u) << raw.substr(0, 40);
}

TEST(Http, CrossOriginUnsafeRequestIs403) {
  auto c = TestServer::get().client();
  auto r = c.request(verb::post, "/api/auth/login", R"({"email":"a@b.co","password":"x"})",
                     {{"Content-Type", "application/json"}, {"Origin", "https://evil.example"}});
  EXPECT_EQ(r.status, 403u);
  r = c.request(verb::post, "/api/auth/logout", "", {{"Sec-Fetch-Site", "cross-site"}});
  EXPECT_EQ(r.status, 403u);
  auto port = std::to_string(TestServer::get().port);
  r = c.request(verb::post, "/api/auth/logout", "", {{"Origin", "http://127.0.0.1:" + port}});
  EXPECT_EQ(r.status, 204u);
}

TEST(Http, EveryResponseCarriesSecurityHeaders) {
  auto c = TestServer::get().client();
  for (const char* path : {"/api/auth/user", "/", "/healthz", "/api/nope"}) {
    auto r = c.get(path);
    EXPECT_NE(r.header("Content-Security-Policy").find("frame-ancestors 'none'"), std::string::npos)
        << path;
    EXPECT_EQ(r.header("Content-Security-Policy").find("unsafe-inline' 'self'; script"),
              std::string::npos);
    EXPECT_EQ(r.header("X-Content-Type-Options"), "nosniff") << path;
    EXPECT_FALSE(r.header("Referrer-Policy").empty()) << path;
    EXPECT_FALSE(r.header("X-Request-Id").empty()) << path;
  }
}

TEST(Http, HealthAndReadiness) {
  // /metrics: metrics_access_test.cpp (not public any more).
  auto c = TestServer::get().client();
  EXPECT_EQ(c.get("/healthz").status, 200u);
  EXPECT_EQ(c.get("/readyz").status, 200u);
}

TEST(Http, SpaRoutesGetIndexHtmlUncached) {
  auto c = TestServer::get().client();
  for (const char* path : {"/", "/orders", "/some/unknown/page"}) {
    auto r = c.get(path);
    EXPECT_EQ(r.status, 200u) << path;
    EXPECT_NE(r.body.find("test app"), std::string::npos) << path;
    EXPECT_EQ(r.header("Cache-Control"), "no-cache");
  }
}

TEST(Http, PrerenderedPagesAreServedAndOtherRoutesGetTheShell) {
  auto c = TestServer::get().client();
  for (const char* path : {"/gold", "/gold/", "/gold/index.html"}) {
    auto r = c.get(path);
    EXPECT_EQ(r.status, 200u) << path;
    EXPECT_NE(r.body.find("prerendered gold page"), std::string::npos) << path;
    EXPECT_EQ(r.header("Cache-Control"), "no-cache") << path;
    EXPECT_EQ(r.header("Content-Type"), "text/html; charset=utf-8") << path;
  }
  // index.html holds the pre-rendered landing page; client-side routes get the empty shell.
  EXPECT_EQ(c.get("/").body.find("shell"), std::string::npos);
  for (const char* path : {"/orders", "/gold/extra", "/golden"}) {
    auto r = c.get(path);
    EXPECT_EQ(r.status, 200u) << path;
    EXPECT_NE(r.body.find("test app shell"), std::string::npos) << path;
  }
}

TEST(Http, HashedAssetsAreImmutableAndMissingOnes404) {
  auto c = TestServer::get().client();
  auto r = c.get("/assets/app-abc123.js");
  EXPECT_EQ(r.status, 200u);
  EXPECT_NE(r.header("Cache-Control").find("immutable"), std::string::npos);
  EXPECT_EQ(c.get("/assets/missing-123.js").status, 404u);
  auto again =
      c.request(verb::get, "/assets/app-abc123.js", "", {{"If-None-Match", r.header("ETag")}});
  EXPECT_EQ(again.status, 304u);
}

TEST(Http, ServiceWorkerIsRevalidatedAndManifestHasItsType) {
  auto c = TestServer::get().client();
  auto sw = c.get("/sw.js");
  EXPECT_EQ(sw.status, 200u);
  EXPECT_EQ(sw.header("Cache-Control"), "no-cache");
  EXPECT_EQ(sw.header("Content-Type"), "text/javascript; charset=utf-8");
  auto manifest = c.get("/manifest.webmanifest");
  EXPECT_EQ(manifest.status, 200u);
  EXPECT_EQ(manifest.header("Content-Type"), "application/manifest+json");
  // The CSP's default-src 'self' covers worker-src and manifest-src.
  EXPECT_NE(manifest.header("Content-Security-Policy").find("default-src 'self'"),
            std::string::npos);
}

TEST(Http, KeepAliveServesSeveralRequestsOnOneConnection) {
  auto c = TestServer::get().client();
  auto raw = c.raw(
      "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\nGET /healthz HTTP/1.1\r\nHost: x\r\nConnection: "
      "close\r\n\r\n");
  EXPECT_EQ(raw.rfind("HTTP/1.1 200", 0), 0u);
}
