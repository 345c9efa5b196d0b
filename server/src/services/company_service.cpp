#include "services/company_service.hpp"

#include "crypto/signing.hpp"
#include "domain/error.hpp"
#include "services/inventory_service.hpp"
#include "storage/company_repository.hpp"

namespace aurum::services {

using storage::CompanyRepository;

namespace {

domain::Company load(soci::session& s, std::int64_t userId, std::int64_t now) {
  if (auto c = CompanyRepository::find(s, userId)) return *c;
  CompanyRepository::createFromApplication(s, userId, now);
  auto c = CompanyRepository::find(s, userId);
  if (!c) throw domain::AppError(domain::ErrorCode::kNotFound, "No company profile");
  return *c;
}

}  // namespace

domain::Company CompanyService::get(const domain::User& trader) {
  const auto now = clock_.nowMs();
  // Usually there: read first; the first visit writes the row from the application.
  if (auto c = db_.read([&](soci::session& s) { return CompanyRepository::find(s, trader.id); }))
    return *c;
  auto c = db_.write([&](soci::session& s) { return load(s, trader.id, now); });
  catalogue_.invalidate();
  return c;
}

domain::Company CompanyService::update(const domain::User& trader, const CompanyChanges& in) {
  const auto now = clock_.nowMs();
  auto c = db_.write([&](soci::session& s) {
    auto c = load(s, trader.id, now);
    c.companyName = in.companyName;
    c.businessAddress = in.businessAddress;
    c.contactEmail = in.contactEmail;
    c.phone = in.phone;
    c.website = in.website;
    c.description = in.description;
    CompanyRepository::update(s, c, now);
    return *CompanyRepository::find(s, trader.id);
  });
  catalogue_.invalidate();  // the name is the sellerName of the trader's products
  return c;
}

domain::Company CompanyService::setLogo(const domain::User& trader, std::string_view bytes) {
  const auto type = checkPicture(bytes);
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    load(s, trader.id, now);
    auto version = storage::ImageRepository::put(s, "company_logo", trader.id, type,
                                                 crypto::base64Encode(bytes));
    CompanyRepository::setLogoUrl(
        s, trader.id,
        "/api/companies/" + std::to_string(trader.id) + "/logo?v=" + std::to_string(version), now);
    return *CompanyRepository::find(s, trader.id);
  });
}

std::optional<CompanyService::Image> CompanyService::logo(std::int64_t userId) {
  return db_.read([&](soci::session& s) -> std::optional<Image> {
    auto img = storage::ImageRepository::find(s, "company_logo", userId);
    std::string bytes;
    if (!img || !crypto::base64Decode(img->base64, bytes)) return std::nullopt;
    return Image{img->contentType, std::move(bytes)};
  });
}

}  // namespace aurum::services
