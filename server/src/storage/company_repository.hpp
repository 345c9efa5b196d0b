#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>

#include "domain/company.hpp"

namespace aurum::storage {

/// companies rows and the pictures of uploaded_images (product pictures and company logos).
struct CompanyRepository {
  static std::optional<domain::Company> find(soci::session& s, std::int64_t userId);
  /// Inserts the row from the user's trader application (company name, licence, address), or
  /// from the account's name when there is none; does nothing when the row exists.
  static void createFromApplication(soci::session& s, std::int64_t userId, std::int64_t nowMs);
  /// The editable fields (not registration number, licence or logo).
  static void update(soci::session& s, const domain::Company& c, std::int64_t nowMs);
  /// Set by onboarding (read-only to the trader).
  static void setRegistrationNumber(soci::session& s, std::int64_t userId,
                                    const std::string& number);
  static void setLogoUrl(soci::session& s, std::int64_t userId, const std::string& url,
                         std::int64_t nowMs);
};

/// A stored picture (base64 in the database, as user_avatars).
struct StoredImage {
  std::string contentType, base64;
};

struct ImageRepository {
  /// Stores the picture of (`kind`, `ownerId`), replacing any; returns its new version.
  static std::int64_t put(soci::session& s, const std::string& kind, std::int64_t ownerId,
                          const std::string& contentType, const std::string& base64);
  static std::optional<StoredImage> find(soci::session& s, const std::string& kind,
                                         std::int64_t ownerId);
};

}  // namespace aurum::storage
