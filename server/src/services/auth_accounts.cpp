// Accounts as operators see them: the user and trader lists, trader approval and accounts made by
// an administrator or the command line. Part of services/auth_service.hpp.
#include "domain/error.hpp"
#include "domain/user.hpp"
#include "services/auth_service.hpp"
#include "storage/admin_repository.hpp"
#include "storage/user_repository.hpp"

namespace aurum::services {

using domain::AppError;
using domain::ErrorCode;
using domain::Role;
using domain::User;
using domain::UserStatus;
using storage::UserRepository;

std::vector<User> AuthService::listUsers() {
  return db_.read([&](soci::session& s) { return UserRepository::list(s); });
}

std::vector<domain::TraderRecord> AuthService::listTraders() {
  return db_.read([&](soci::session& s) { return UserRepository::listTraders(s); });
}

User AuthService::approveTrader(std::int64_t adminId, std::int64_t userId) {
  return db_.write([&](soci::session& s) {
    auto user = UserRepository::findById(s, userId);
    if (!user || user->role != Role::kGoldTrader)
      throw AppError(ErrorCode::kNotFound, "No trader application with that id");
    if (user->status != UserStatus::kPendingApproval)
      throw AppError(ErrorCode::kConflict, "This trader is not awaiting approval");
    UserRepository::setStatus(s, userId, UserStatus::kActive);
    UserRepository::markTraderDecided(s, userId, adminId, clock_.nowMs());
    storage::AdminRepository::decideApplication(s, userId, "approved", "", adminId, clock_.nowMs());
    return *UserRepository::findById(s, userId);
  });
}

User AuthService::approveTraderByEmail(const std::string& email) {
  auto normalized = domain::normalizeEmail(email);
  auto found =
      db_.read([&](soci::session& s) { return UserRepository::findByEmail(s, normalized); });
  if (!found) throw AppError(ErrorCode::kNotFound, "No account with that email");
  return approveTrader(0, found->user.id);
}

User AuthService::createUser(const std::string& email, Role role, const std::string& password,
                             const std::string& firstName, const std::string& lastName) {
  storage::NewUser nu;
  nu.email = domain::normalizeEmail(email);
  nu.firstName = domain::requireName(firstName, "firstName");
  nu.lastName = domain::requireName(lastName, "lastName");
  domain::checkPasswordPolicy(password);
  nu.role = role;
  nu.createdAtMs = clock_.nowMs();
  nu.passwordHash = hasher_.hash(password);
  return db_.write([&](soci::session& s) {
    auto id = UserRepository::insert(s, nu);
    return *UserRepository::findById(s, id);
  });
}

}  // namespace aurum::services
