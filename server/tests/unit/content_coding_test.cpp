#include "http/content_coding.hpp"

#include <gtest/gtest.h>

#include "../support/decompress.hpp"
#include "../support/http_request.hpp"
#include "http/etag.hpp"
#include "http/http_date.hpp"
#include "http/reply.hpp"
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
using util::ContentCoding;

namespace {

std::shared_ptr<const util::EncodedBody> shared(std::string body) {
  return std::make_shared<const util::EncodedBody>(util::EncodedBody::of(std::move(body)));
}

}  // namespace

TEST(ContentCoding, QualityIsNamedOrWildcardInThousandths) {
  EXPECT_EQ(codingQuality("gzip, br", "br"), 1000);
  EXPECT_EQ(codingQuality("br;q=0.5, gzip", "br"), 500);
  EXPECT_EQ(codingQuality("BR ; q=0.125", "br"), 125);
  EXPECT_EQ(codingQuality("*;q=0.3", "gzip"), 300);
  EXPECT_EQ(codingQuality("gzip;q=0, *", "gzip"), 0);
  EXPECT_EQ(codingQuality("deflate", "gzip"), -1);
  EXPECT_EQ(codingQuality("gzip;q=2", "gzip"), 0);       // malformed: refused
  EXPECT_EQ(codingQuality("gzip;q=0.1234", "gzip"), 0);  // more than three decimals
  EXPECT_EQ(codingQuality("gzip;q=1.000", "gzip"), 1000);
}

TEST(ContentCoding, PrefersBrotliOnATieAndFollowsQValues) {
  EXPECT_EQ(preferredCoding("gzip, deflate, br", true, true), ContentCoding::kBrotli);
  EXPECT_EQ(preferredCoding("br;q=0.5, gzip", true, true), ContentCoding::kGzip);
  EXPECT_EQ(preferredCoding("gzip;q=0.5, br;q=0.9", true, true), ContentCoding::kBrotli);
  EXPECT_EQ(preferredCoding("gzip;q=0", true, true), ContentCoding::kIdentity);
  EXPECT_EQ(preferredCoding("br;q=0, gzip", true, true), ContentCoding::kGzip);
  EXPECT_EQ(preferredCoding("*", true, true), ContentCoding::kBrotli);
  EXPECT_EQ(preferredCoding("identity", true, true), ContentCoding::kIdentity);
  EXPECT_EQ(preferredCoding("", true, true), ContentCoding::kIdentity);
  EXPECT_EQ(preferredCoding("br, gzip", true, false), ContentCoding::kGzip);  // no .br offered
  EXPECT_EQ(preferredCoding("br, gzip", false, false), ContentCoding::kIdentity);
}

TEST(EncodedBody, CompressesLargeBodiesOnceWithAnEtagPerCoding) {
  auto big = bigJson();
  auto body = util::EncodedBody::of(big);
  ASSERT_TRUE(body.compressed());
  EXPECT_EQ(gunzip(body.gzip.body), big);
  EXPECT_EQ(unbrotli(body.br.body), big);
  EXPECT_LT(body.br.body.size(), big.size() / 4);
  const auto etag = util::contentEtag(big);
  EXPECT_EQ(body.identity.etag, etag);
  EXPECT_EQ(body.gzip.etag, etag.substr(0, etag.size() - 1) + "-gzip\"");
  EXPECT_EQ(body.br.etag, etag.substr(0, etag.size() - 1) + "-br\"");
}

TEST(Gzip, InflatesAMemberOfTheSizeGivenAndNothingElse) {
  const auto big = bigJson();
  const auto gz = util::gzipCompress(big, 9);
  EXPECT_EQ(util::gunzip(gz, big.size()), big);
  EXPECT_EQ(util::gzipStatedSize(gz), big.size());
  EXPECT_THROW(util::gunzip(gz, big.size() - 1), std::runtime_error);  // longer than said
  EXPECT_THROW(util::gunzip(gz, big.size() + 1), std::runtime_error);  // shorter than said
  EXPECT_THROW(util::gunzip(gz.substr(0, gz.size() - 9), big.size()), std::runtime_error);
  EXPECT_THROW(util::gunzip(gz + "x", big.size()), std::runtime_error);  // bytes after the member
  EXPECT_THROW(util::gunzip("gzip bytes", 10), std::runtime_error);
  EXPECT_EQ(util::gzipStatedSize("short"), std::nullopt);
}

TEST(EncodedBody, LeavesBodiesUnderTheThresholdAlone) {
  auto small = util::EncodedBody::of(std::string(util::kCompressMinBytes - 1, 'a'));
  EXPECT_FALSE(small.compressed());
  EXPECT_EQ(&small.variant(ContentCoding::kBrotli), &small.identity);
  EXPECT_TRUE(util::EncodedBody::of(std::string(util::kCompressMinBytes, 'a')).compressed());
}

TEST(CachedJson, ServesTheCodingTheClientPrefersWithVary) {
  auto body = shared(bigJson());
  auto br = cachedJsonResponse(get({{bhttp::field::accept_encoding, "gzip, br"}}), body);
  ASSERT_TRUE(br.isShared());
  EXPECT_EQ(br.shared.coding, ContentCoding::kBrotli);
  auto res = br.toResponse();
  EXPECT_EQ(res[bhttp::field::content_encoding], "br");
  EXPECT_EQ(res[bhttp::field::vary], "Accept-Encoding");
  EXPECT_EQ(res[bhttp::field::etag], body->br.etag);
  EXPECT_EQ(unbrotli(res.body()), body->identity.body);

  auto refused = cachedJsonResponse(get({{bhttp::field::accept_encoding, "gzip;q=0"}}), body);
  auto plain = refused.toResponse();
  EXPECT_TRUE(plain[bhttp::field::content_encoding].empty());
  EXPECT_EQ(plain[bhttp::field::vary], "Accept-Encoding");
  EXPECT_EQ(plain.body(), body->identity.body);
}

TEST(CachedJson, Answers304OnlyForTheHeldRepresentation) {
  auto body = shared(bigJson());
  auto gzipHeld = cachedJsonResponse(get({{bhttp::field::accept_encoding, "gzip"},
                                          {bhttp::field::if_none_match, body->gzip.etag}}),
                                     body);
  ASSERT_FALSE(gzipHeld.isShared());
  EXPECT_EQ(gzipHeld.res.result(), Status::not_modified);
  EXPECT_EQ(gzipHeld.res[bhttp::field::etag], body->gzip.etag);
  EXPECT_EQ(gzipHeld.res[bhttp::field::vary], "Accept-Encoding");
  EXPECT_EQ(gzipHeld.res[bhttp::field::cache_control], "no-cache");
  // The identity's ETag does not validate the br bytes the client would now get.
  auto other = cachedJsonResponse(get({{bhttp::field::accept_encoding, "br"},
                                       {bhttp::field::if_none_match, body->identity.etag}}),
                                  body);
  EXPECT_TRUE(other.isShared());
  auto weak = cachedJsonResponse(get({{bhttp::field::if_none_match, "W/" + body->identity.etag}}),
                                 shared(bigJson()));
  EXPECT_EQ(weak.status(), 304u);
}

TEST(CachedJson, SmallBodiesAreNeitherCompressedNorVaried) {
  auto res = cachedJsonResponse(get({{bhttp::field::accept_encoding, "br, gzip"}}), shared("[1]"))
                 .toResponse();
  EXPECT_EQ(res.body(), "[1]");
  EXPECT_TRUE(res[bhttp::field::content_encoding].empty());
  EXPECT_TRUE(res[bhttp::field::vary].empty());
}

TEST(SharedBody, HeaderLinesAreTheFieldsOfTheEquivalentResponse) {
  for (const char* accept : {"br", "gzip", ""}) {
    Reply reply =
        cachedJsonResponse(get({{bhttp::field::accept_encoding, accept}}), shared(bigJson()));
    std::string lines;
    appendSharedBodyFields(lines, reply.shared);
    std::string expected;
    for (const auto& f : reply.toResponse())
      expected += std::string(f.name_string()) + ": " + std::string(f.value()) + "\r\n";
    EXPECT_EQ(lines, expected) << accept;
  }
}

TEST(HttpDate, FormatsImfFixdate) {
  char buf[32];
  EXPECT_EQ(formatHttpDate(784111777, buf), "Sun, 06 Nov 1994 08:49:37 GMT");
  EXPECT_EQ(httpDateNow().size(), 29u);
}
