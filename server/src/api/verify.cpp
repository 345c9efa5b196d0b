#include "api/provenance_json.hpp"
#include "api/requests/provenance_requests.hpp"
#include "api/routes.hpp"
#include "domain/error.hpp"
#include "util/clock.hpp"

namespace aurum::api {

using namespace aurum::http;

namespace {

services::Viewer viewerOf(const RequestContext& ctx) {
  services::Viewer v;
  v.user = ctx.user;
  v.clientIp = ctx.clientIp;
  return v;
}

Response verificationResponse(const RequestContext& ctx, const services::Verification& v) {
  return jsonResponse(Status::ok,
                      toJson(v, ctx.user.has_value(),
                             ctx.user ? std::optional(ctx.user->id) : std::nullopt, ctx.language));
}

}  // namespace

/// Public verification: GET /api/verify/{query}, the signed certificate, the signing key and
/// the daily Merkle roots.
void registerVerifyRoutes(Router& r, services::Services& s) {
  r.add(Verb::get, "/api/verify/{query}", Access::publicRoute(), [&s](RequestContext& ctx) {
    s.verification.checkRate(ctx.clientIp);
    return verificationResponse(ctx, s.verification.verify(pathText(ctx, "query"), viewerOf(ctx)));
  });

  // A signed-in scan: the same answer as the GET, and the scan is recorded for clone detection.
  r.add(Verb::post, "/api/provenance/scans", Access::signedIn(), [&s](RequestContext& ctx) {
    s.verification.checkRate(ctx.clientIp);
    auto in = parseScanRequest(ctx.jsonBody());
    return verificationResponse(ctx, s.verification.scan(in.query, ctx.requireUser(), in.place));
  });

  r.add(Verb::get, "/api/verify/{query}/certificate", Access::publicRoute(),
        [&s](RequestContext& ctx) {
          s.verification.checkRate(ctx.clientIp);
          auto c = s.verification.certificate(pathText(ctx, "query"), viewerOf(ctx));
          boost::json::object body{{"format", "aurum-certificate-v1"},
                                   {"certificate", boost::json::parse(c.signedMessage)},
                                   {"signedMessage", c.signedMessage},
                                   {"signature", c.signature},
                                   {"algorithm", "Ed25519"},
                                   {"publicKey", c.publicKey},
                                   {"publicKeyPem", c.publicKeyPem},
                                   {"keyId", c.keyId},
                                   {"publicKeyUrl", "/api/provenance/public-key"}};
          auto res = jsonResponse(Status::ok, body);
          auto serial = body["certificate"].as_object()["serialNumber"].as_string();
          res.set(bhttp::field::content_disposition,
                  "attachment; filename=\"aurum-certificate-" + std::string(serial) + ".json\"");
          return res;
        });

  r.add(Verb::get, "/api/provenance/public-key", Access::publicRoute(), [&s](RequestContext& ctx) {
    auto k = s.verification.publicKey();
    return jsonResponse(Status::ok, boost::json::object{{"algorithm", "Ed25519"},
                                                        {"publicKey", k.publicKey},
                                                        {"publicKeyPem", k.publicKeyPem},
                                                        {"keyId", k.keyId}});
  });

  r.add(Verb::get, "/api/provenance/public-key.pem", Access::publicRoute(),
        [&s](RequestContext& ctx) {
          return textResponse(Status::ok, s.verification.publicKey().publicKeyPem,
                              "application/x-pem-file");
        });

  // Every key that ever signed certificates, so a certificate signed before a rotation still
  // verifies: pick the key by the certificate's keyId.
  r.add(Verb::get, "/api/provenance/public-keys", Access::publicRoute(), [&s](RequestContext& ctx) {
    auto keys = s.verification.publicKeys();
    boost::json::array out;
    for (std::size_t i = 0; i < keys.size(); ++i) {
      const auto& k = keys[i];
      out.push_back(
          {{"keyId", k.keyId},
           {"algorithm", "Ed25519"},
           {"publicKey", k.publicKey},
           {"publicKeyPem", k.publicKeyPem},
           {"createdAt", util::toIso8601(k.createdAtMs)},
           {"retiredAt",
            k.retiredAtMs ? boost::json::value(util::toIso8601(*k.retiredAtMs)) : nullptr},
           {"current", i + 1 == keys.size()}});
    }
    return jsonResponse(Status::ok, boost::json::object{{"keys", std::move(out)}});
  });

  r.add(Verb::get, "/api/provenance/roots", Access::publicRoute(), [&s](RequestContext& ctx) {
    boost::json::array out;
    for (const auto& root : s.provenance.roots()) out.push_back(toJson(root));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::post, "/api/provenance/issues", Access::publicRoute(), [&s](RequestContext& ctx) {
    s.verification.checkRate(ctx.clientIp);
    auto in = parseIssueReportRequest(ctx.jsonBody());
    s.verification.reportIssue(in.serialNumber, in.description, viewerOf(ctx));
    return jsonResponse(Status::created, boost::json::object{{"received", true}});
  });

  r.add(Verb::get, "/api/provenance/my-scans", Access::signedIn(), [&s](RequestContext& ctx) {
    auto st = s.verification.scansOf(ctx.requireUser());
    boost::json::array recent;
    for (const auto& row : st.recent) recent.push_back(toJson(row));
    return jsonResponse(Status::ok, boost::json::object{{"totalScans", st.totalScans},
                                                        {"verifiedProducts", st.verifiedProducts},
                                                        {"trustScore", st.averageTrustScore},
                                                        {"favoriteDealer", st.favoriteDealer},
                                                        {"recentScans", recent}});
  });
}

}  // namespace aurum::api
