// Profile, KYC documents and their review, trading limits, compliance status and reports
// (docs/compliance.md).
#include "api/json.hpp"
#include "api/requests/compliance_requests.hpp"
#include "api/routes.hpp"
#include "domain/error.hpp"
#include "domain/money.hpp"
#include "http/multipart.hpp"
#include "http/translations.hpp"
#include "util/clock.hpp"

namespace aurum::api {

using namespace aurum::http;
using domain::AppError;
using domain::ErrorCode;
using domain::Role;

namespace {

/// KYC files are up to 10 MB; the form fields and part headers come on top.
constexpr std::size_t kUploadBodyLimit = domain::kMaxKycDocumentBytes + 64 * 1024;
constexpr std::size_t kAvatarBodyLimit = domain::kMaxAvatarBytes + 64 * 1024;

boost::json::object personJson(const domain::PersonRef& p) {
  return {{"id", p.id}, {"email", p.email}, {"firstName", p.firstName}, {"lastName", p.lastName}};
}

boost::json::value optionalText(const std::optional<std::string>& s) {
  return s ? boost::json::value(*s) : nullptr;
}

boost::json::object documentJson(const domain::KycDocument& d) {
  return {{"id", d.id},
          {"category", d.category},
          {"documentType", d.documentType},
          {"status", d.status},
          {"sha256", d.sha256},
          {"size", d.sizeBytes},
          {"contentType", d.contentType},
          {"createdAt", util::toIso8601(d.createdAtMs)}};
}

boost::json::object caseJson(const domain::KycCase& c) {
  return {
      {"id", c.id},
      {"status", c.status},
      {"submittedAt", util::toIso8601(c.submittedAtMs)},
      {"decidedAt", c.decidedAtMs ? boost::json::value(util::toIso8601(*c.decidedAtMs)) : nullptr},
      {"reason", optionalText(c.reason)},
      {"documentCount", c.documentCount},
      {"user", personJson(c.user)}};
}

boost::json::object caseDetailJson(const services::KycCaseDetail& d) {
  auto o = caseJson(d.kycCase);
  boost::json::array docs, history;
  for (const auto& doc : d.documents) docs.push_back(documentJson(doc));
  for (const auto& h : d.history) {
    auto item = caseJson(h);
    item.erase("user");
    history.push_back(std::move(item));
  }
  o["documents"] = std::move(docs);
  o["history"] = std::move(history);
  return o;
}

/// A report with its description in `language` (the request's).
boost::json::object reportJson(const domain::ComplianceReport& r, bool withUser,
                               std::string_view language) {
  boost::json::object o{{"id", r.id},
                        {"type", r.type},
                        {"description", http::translate(r.description.in(language), language)},
                        {"date", util::toIso8601(r.createdAtMs)},
                        {"status", r.status}};
  if (withUser) {
    o["note"] = optionalText(r.note);
    o["user"] = personJson(r.user);
  }
  return o;
}

boost::json::object usageJson(const services::LimitUsage& u) {
  return {{"limit", domain::formatCents(u.limitCents)},
          {"used", domain::formatCents(u.usedCents)},
          {"remaining", domain::formatCents(u.remainingCents())}};
}

/// The parts of a multipart upload; 415 for anything but multipart/form-data (the server's
/// content-type check already refused JSON bodies on these routes).
std::vector<FormPart> formParts(const RequestContext& ctx) {
  auto ct = ctx.req[bhttp::field::content_type];
  if (ct.substr(0, 19) != "multipart/form-data")
    throw AppError(ErrorCode::kUnsupportedMediaType,
                   "Send the file itself as multipart/form-data (field \"file\"), not a link to it",
                   "file");
  return parseMultipart(ct, ctx.req.body());
}

std::string_view fieldText(const std::vector<FormPart>& parts, std::string_view name) {
  auto* p = findPart(parts, name);
  return p && !p->filename ? p->body : std::string_view{};
}

std::string_view fileBytes(const std::vector<FormPart>& parts) {
  auto* p = findPart(parts, "file");
  if (!p || !p->filename) throw domain::validationError("file", "file is required");
  return p->body;
}

}  // namespace

void registerComplianceRoutes(Router& r, services::Services& s) {
  // --- Profile ---
  r.add(Verb::patch, "/api/auth/user", Access::signedIn(), [&s](RequestContext& ctx) {
    auto in = parseProfileUpdateRequest(ctx.jsonBody());
    const auto& user = ctx.requireUser();
    bool confirmed = false;
    if (in.email && domain::normalizeEmail(*in.email) != user.email) {
      s.auth.confirmPassword(user, in.currentPassword,
                             {ctx.clientIp, std::string(ctx.req[bhttp::field::user_agent])});
      confirmed = true;
    }
    auto updated = s.compliance.updateProfile(user, in.firstName, in.lastName, in.email, confirmed);
    return jsonResponse(Status::ok, toJson(updated));
  });

  r.add(Verb::post, "/api/auth/user/avatar", Access::signedIn(),
        [&s](RequestContext& ctx) {
          auto parts = formParts(ctx);
          return jsonResponse(Status::ok,
                              toJson(s.compliance.setAvatar(ctx.requireUser(), fileBytes(parts))));
        },
        {.maxBodyBytes = kAvatarBodyLimit, .multipart = true});

  r.add(Verb::get, "/api/users/{id}/avatar", Access::signedIn(), [&s](RequestContext& ctx) {
    auto file = s.compliance.avatar(pathId(ctx, "id"));
    if (!file) throw AppError(ErrorCode::kNotFound, "No profile picture");
    auto res = textResponse(Status::ok, std::move(file->bytes), file->contentType);
    // The URL carries the version, so a new picture is a new URL.
    res.set(bhttp::field::cache_control, "private, max-age=31536000, immutable");
    return res;
  });

  // --- KYC, customer ---
  r.add(Verb::post, "/api/kyc/upload", Access::signedIn(),
        [&s](RequestContext& ctx) {
          auto parts = formParts(ctx);
          auto doc =
              s.compliance.upload(ctx.requireUser(), fieldText(parts, "category"),
                                  fieldText(parts, "documentType"), fileBytes(parts), ctx.clientIp);
          return jsonResponse(Status::created, documentJson(doc));
        },
        {.maxBodyBytes = kUploadBodyLimit, .multipart = true});

  r.add(Verb::get, "/api/kyc/documents", Access::signedIn(), [&s](RequestContext& ctx) {
    boost::json::array out;
    for (const auto& d : s.compliance.myDocuments(ctx.requireUser(), ctx.clientIp))
      out.push_back(documentJson(d));
    return jsonResponse(Status::ok, out);
  });

  // --- KYC, admin review ---
  r.add(Verb::get, "/api/admin/kyc", Access::forRoles({Role::kAdmin}), [&s](RequestContext& ctx) {
    boost::json::array out;
    for (const auto& c : s.compliance.cases(ctx.queryParam("status").value_or("pending")))
      out.push_back(caseJson(c));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::get, "/api/admin/kyc/{id}", Access::forRoles({Role::kAdmin}),
        [&s](RequestContext& ctx) {
          return jsonResponse(Status::ok, caseDetailJson(s.compliance.caseDetail(
                                              ctx.requireUser(), pathId(ctx, "id"), ctx.clientIp)));
        });

  r.add(Verb::get, "/api/admin/kyc/{id}/documents/{docId}", Access::forRoles({Role::kAdmin}),
        [&s](RequestContext& ctx) {
          auto file = s.compliance.documentFile(ctx.requireUser(), pathId(ctx, "id"),
                                                pathId(ctx, "docId"), ctx.clientIp);
          auto res = textResponse(Status::ok, std::move(file.bytes), file.contentType);
          res.set(bhttp::field::content_disposition, "inline");
          res.set(bhttp::field::cache_control, "no-store");
          res.set(bhttp::field::x_frame_options, "SAMEORIGIN");  // previewed inside the app
          return res;
        });

  r.add(Verb::post, "/api/admin/kyc/{id}/decision", Access::forRoles({Role::kAdmin}),
        [&s](RequestContext& ctx) {
          auto in = parseKycDecisionRequest(ctx.jsonBody());
          auto d = s.compliance.decide(ctx.requireUser(), pathId(ctx, "id"), in.decision, in.text);
          return jsonResponse(Status::ok, caseDetailJson(d));
        });

  // --- Limits, status, reports ---
  r.add(Verb::get, "/api/compliance/limits", Access::signedIn(), [&s](RequestContext& ctx) {
    auto v = s.compliance.limits(ctx.requireUser());
    return jsonResponse(Status::ok, boost::json::object{{"verified", v.verified},
                                                        {"daily", usageJson(v.daily)},
                                                        {"monthly", usageJson(v.monthly)}});
  });

  r.add(Verb::get, "/api/compliance/status", Access::signedIn(), [&s](RequestContext& ctx) {
    auto st = s.compliance.status(ctx.requireUser());
    boost::json::object docs;
    for (const auto& [category, state] : st.documentStatus) docs[category] = state;
    return jsonResponse(Status::ok, boost::json::object{{"complianceLevel", st.complianceLevel},
                                                        {"riskScore", st.riskScore},
                                                        {"riskLevel", st.riskLevel},
                                                        {"kycStatus", optionalText(st.kycStatus)},
                                                        {"amlStatus", st.amlStatus},
                                                        {"documentStatus", docs}});
  });

  r.add(Verb::get, "/api/compliance/reports", Access::signedIn(), [&s](RequestContext& ctx) {
    boost::json::array out;
    for (const auto& rep : s.compliance.myReports(ctx.requireUser()))
      out.push_back(reportJson(rep, false, ctx.language));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::get, "/api/admin/compliance/reports", Access::forRoles({Role::kAdmin}),
        [&s](RequestContext& ctx) {
          boost::json::array out;
          for (const auto& rep : s.compliance.reports(ctx.queryParam("status").value_or(""),
                                                      ctx.queryParam("type").value_or("")))
            out.push_back(reportJson(rep, true, ctx.language));
          return jsonResponse(Status::ok, out);
        });

  r.add(Verb::post, "/api/admin/compliance/reports/{id}/decision", Access::forRoles({Role::kAdmin}),
        [&s](RequestContext& ctx) {
          auto in = parseReportDecisionRequest(ctx.jsonBody());
          auto rep =
              s.compliance.decideReport(ctx.requireUser(), pathId(ctx, "id"), in.decision, in.text);
          return jsonResponse(Status::ok, reportJson(rep, true, ctx.language));
        });
}

}  // namespace aurum::api
