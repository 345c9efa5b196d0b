// The profile half of ComplianceService: names, e-mail and the profile picture.
#include "crypto/signing.hpp"
#include "domain/compliance.hpp"
#include "domain/error.hpp"
#include "services/compliance_service.hpp"
#include "storage/compliance_repository.hpp"
#include "storage/user_repository.hpp"

namespace aurum::services {

using domain::AppError;
using domain::ErrorCode;
using storage::ComplianceRepository;
using storage::UserRepository;

domain::User ComplianceService::updateProfile(const domain::User& user,
                                              const std::optional<std::string>& firstName,
                                              const std::optional<std::string>& lastName,
                                              const std::optional<std::string>& email,
                                              bool passwordConfirmed) {
  auto first = firstName ? domain::requireName(*firstName, "firstName") : user.firstName;
  auto last = lastName ? domain::requireName(*lastName, "lastName") : user.lastName;
  std::optional<std::string> newEmail;
  if (email) {
    auto normalized = domain::normalizeEmail(*email, "email");
    if (normalized != user.email) {
      if (!passwordConfirmed)
        throw domain::validationError("currentPassword",
                                      "Enter your current password to change your email");
      newEmail = normalized;
    }
  }
  return db_.write([&](soci::session& s) {
    UserRepository::setNames(s, user.id, first, last);
    if (newEmail) UserRepository::setEmail(s, user.id, *newEmail);
    return userIn(s, user.id);
  });
}

domain::User ComplianceService::setAvatar(const domain::User& user, std::string_view bytes) {
  if (bytes.empty())
    throw domain::validationError("file", "file is required and must not be empty");
  if (bytes.size() > domain::kMaxAvatarBytes)
    throw AppError(ErrorCode::kPayloadTooLarge, "The picture is larger than 2 MB", "file");
  auto type = domain::sniffMediaType(bytes);
  if (!type || *type == "application/pdf")
    throw AppError(ErrorCode::kUnsupportedMediaType,
                   "Only JPEG, PNG or WebP pictures are accepted (checked by their content)",
                   "file");
  return db_.write([&](soci::session& s) {
    auto version = ComplianceRepository::putAvatar(s, user.id, *type, crypto::base64Encode(bytes));
    UserRepository::setProfileImageUrl(
        s, user.id,
        "/api/users/" + std::to_string(user.id) + "/avatar?v=" + std::to_string(version));
    return userIn(s, user.id);
  });
}

std::optional<StoredFile> ComplianceService::avatar(std::int64_t userId) {
  return db_.read([&](soci::session& s) -> std::optional<StoredFile> {
    auto a = ComplianceRepository::avatar(s, userId);
    std::string bytes;
    if (!a || !crypto::base64Decode(a->base64, bytes)) return std::nullopt;
    return StoredFile{a->contentType, std::move(bytes)};
  });
}

}  // namespace aurum::services
