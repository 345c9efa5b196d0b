#include <gtest/gtest.h>

#include "domain/error.hpp"
#include "http/content_coding.hpp"
#include "http/etag.hpp"
#include "http/path_params.hpp"
#include "util/content_hash.hpp"
#include "util/json_string.hpp"

using namespace aurum;
using namespace aurum::http;

namespace {

struct Ctx {
  Request req;
  RequestContext ctx{req, "/", "", {}, std::nullopt, {}, {}, {}};
  explicit Ctx(std::string param) { ctx.params["p"] = std::move(param); }
};

Request withIfNoneMatch(std::string value) {
  Request req{Verb::get, "/", 11};
  req.set(bhttp::field::if_none_match, value);
  return req;
}

bool notFound(const std::string& raw) {
  Ctx c(raw);
  try {
    pathId(c.ctx, "p");
  } catch (const domain::AppError& e) {
    return e.code() == domain::ErrorCode::kNotFound;
  }
  return false;
}

}  // namespace

TEST(PathParams, IdIsAPositiveIntegerWithNothingAfterIt) {
  Ctx c("42");
  EXPECT_EQ(pathId(c.ctx, "p"), 42);
  for (const char* bad : {"0", "-1", "+1", "1x", "x1", "", " 1", "1.0", "99999999999999999999"})
    EXPECT_TRUE(notFound(bad)) << bad;
}

TEST(PathParams, TextDecodesEscapesButKeepsPlus) {
  Ctx c("AB%2FC+1%20x");
  EXPECT_EQ(pathText(c.ctx, "p"), "AB/C+1 x");
}

TEST(PercentDecode, QueryStringsStillReadPlusAsSpace) {
  EXPECT_EQ(percentDecode("a+b%21"), "a b!");
}

TEST(Etag, MatchesStrongWeakListsAndStar) {
  const std::string etag = "\"abc\"";
  EXPECT_TRUE(etagMatches(withIfNoneMatch("\"abc\""), etag));
  EXPECT_TRUE(etagMatches(withIfNoneMatch("W/\"abc\""), etag));
  EXPECT_TRUE(etagMatches(withIfNoneMatch("\"x\", W/\"abc\""), etag));
  EXPECT_TRUE(etagMatches(withIfNoneMatch("*"), etag));
  EXPECT_FALSE(etagMatches(withIfNoneMatch("\"abcd\""), etag));
  EXPECT_FALSE(etagMatches(withIfNoneMatch("abc"), etag));
  EXPECT_FALSE(etagMatches(Request{Verb::get, "/", 11}, etag));
}

TEST(Responses, TextAndAttachmentCarryTypeAndFilename) {
  auto t = textResponse(Status::ok, "pem", "application/x-pem-file");
  EXPECT_EQ(t[bhttp::field::content_type], "application/x-pem-file");
  EXPECT_EQ(t[bhttp::field::cache_control], "no-store");
  auto a = attachmentResponse("a,b\r\n", "text/csv; charset=utf-8", "x.csv");
  EXPECT_EQ(a[bhttp::field::content_disposition], "attachment; filename=\"x.csv\"");
  EXPECT_EQ(a.body(), "a,b\r\n");
}

TEST(ContentHash, IsFnv1a64) {
  EXPECT_EQ(util::fnv1a64Hex(""), "cbf29ce484222325");
  EXPECT_EQ(util::fnv1a64Hex("a"), "af63dc4c8601ec8c");
  EXPECT_EQ(util::contentEtag("a"), "\"af63dc4c8601ec8c\"");
}

TEST(JsonString, EscapesQuotesBackslashesAndControls) {
  EXPECT_EQ(util::jsonQuoted("plain"), "\"plain\"");
  EXPECT_EQ(util::jsonQuoted("a\"b\\c"), "\"a\\\"b\\\\c\"");
  EXPECT_EQ(util::jsonQuoted("l1\nl2\t\r"), "\"l1\\nl2\\t\\r\"");
  EXPECT_EQ(util::jsonQuoted(std::string("\x01", 1)), "\"\\u0001\"");
  EXPECT_EQ(util::jsonQuoted("Zürich"), "\"Zürich\"");
}

TEST(ContentCoding, GzipAloneIsSentWhenNamedOrWildcardWithAPositiveQuality) {
  auto gzipOnly = [](std::string_view accept) { return preferredCoding(accept, true, false); };
  EXPECT_EQ(gzipOnly("gzip, deflate, br"), util::ContentCoding::kGzip);
  EXPECT_EQ(gzipOnly("br;q=1.0, GZIP;q=0.5"), util::ContentCoding::kGzip);
  EXPECT_EQ(gzipOnly("*"), util::ContentCoding::kGzip);
  EXPECT_EQ(gzipOnly("gzip;q=0"), util::ContentCoding::kIdentity);
  EXPECT_EQ(gzipOnly("gzip; q=0.000, *"), util::ContentCoding::kIdentity);
  EXPECT_EQ(gzipOnly("*;q=0"), util::ContentCoding::kIdentity);
  EXPECT_EQ(gzipOnly("x-gzip-not, identity"), util::ContentCoding::kIdentity);
  EXPECT_EQ(gzipOnly(""), util::ContentCoding::kIdentity);
}
