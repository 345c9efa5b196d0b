#include "storage/company_repository.hpp"

namespace aurum::storage {

using domain::Company;

std::optional<Company> CompanyRepository::find(soci::session& s, std::int64_t userId) {
  long long key = userId, updated = 0;
  Company c;
  soci::indicator ind = soci::i_ok;
  s << "SELECT company_name, registration_number, trading_license, business_address,"
       " contact_email, phone, website, description, logo_url, updated_at"
       " FROM companies WHERE user_id = :u",
      soci::use(key), soci::into(c.companyName, ind), soci::into(c.registrationNumber),
      soci::into(c.tradingLicense), soci::into(c.businessAddress), soci::into(c.contactEmail),
      soci::into(c.phone), soci::into(c.website), soci::into(c.description), soci::into(c.logoUrl),
      soci::into(updated);
  if (!s.got_data()) return std::nullopt;
  c.userId = userId;
  c.updatedAtMs = updated;
  return c;
}

void CompanyRepository::createFromApplication(soci::session& s, std::int64_t userId,
                                              std::int64_t nowMs) {
  long long key = userId, now = nowMs;
  // One statement, so two first requests cannot both insert (the loser inserts nothing).
  s << "INSERT INTO companies (user_id, company_name, trading_license, business_address,"
       " contact_email, updated_at)"
       " SELECT u.id, COALESCE(NULLIF(a.company_name, ''), u.first_name || ' ' || u.last_name),"
       " COALESCE(a.trading_license, ''), COALESCE(a.business_address, ''), u.email, :now"
       " FROM users u LEFT JOIN trader_applications a ON a.user_id = u.id"
       " WHERE u.id = :u ON CONFLICT (user_id) DO NOTHING",
      soci::use(now), soci::use(key);
}

void CompanyRepository::update(soci::session& s, const Company& c, std::int64_t nowMs) {
  long long key = c.userId, now = nowMs;
  s << "UPDATE companies SET company_name = :n, business_address = :a, contact_email = :e,"
       " phone = :p, website = :w, description = :d, updated_at = :t WHERE user_id = :u",
      soci::use(c.companyName), soci::use(c.businessAddress), soci::use(c.contactEmail),
      soci::use(c.phone), soci::use(c.website), soci::use(c.description), soci::use(now),
      soci::use(key);
}

void CompanyRepository::setRegistrationNumber(soci::session& s, std::int64_t userId,
                                              const std::string& number) {
  long long key = userId;
  s << "UPDATE companies SET registration_number = :r WHERE user_id = :u", soci::use(number),
      soci::use(key);
}

void CompanyRepository::setLogoUrl(soci::session& s, std::int64_t userId, const std::string& url,
                                   std::int64_t nowMs) {
  long long key = userId, now = nowMs;
  s << "UPDATE companies SET logo_url = :l, updated_at = :t WHERE user_id = :u", soci::use(url),
      soci::use(now), soci::use(key);
}

std::int64_t ImageRepository::put(soci::session& s, const std::string& kind, std::int64_t ownerId,
                                  const std::string& contentType, const std::string& base64) {
  long long owner = ownerId, version = 0;
  soci::indicator ind = soci::i_ok;
  s << "SELECT version FROM uploaded_images WHERE kind = :k AND owner_id = :o", soci::use(kind),
      soci::use(owner), soci::into(version, ind);
  if (s.got_data()) {
    ++version;
    s << "UPDATE uploaded_images SET content_type = :c, data = :d, version = :v"
         " WHERE kind = :k AND owner_id = :o",
        soci::use(contentType), soci::use(base64), soci::use(version), soci::use(kind),
        soci::use(owner);
  } else {
    version = 1;
    s << "INSERT INTO uploaded_images (kind, owner_id, content_type, data, version)"
         " VALUES (:k, :o, :c, :d, :v)",
        soci::use(kind), soci::use(owner), soci::use(contentType), soci::use(base64),
        soci::use(version);
  }
  return version;
}

std::optional<StoredImage> ImageRepository::find(soci::session& s, const std::string& kind,
                                                 std::int64_t ownerId) {
  long long owner = ownerId;
  StoredImage out;
  s << "SELECT content_type, data FROM uploaded_images WHERE kind = :k AND owner_id = :o",
      soci::use(kind), soci::use(owner), soci::into(out.contentType), soci::into(out.base64);
  if (!s.got_data()) return std::nullopt;
  return out;
}

}  // namespace aurum::storage
