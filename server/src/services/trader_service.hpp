#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "domain/order.hpp"
#include "domain/user.hpp"
#include "services/compliance_service.hpp"
#include "services/notification_service.hpp"
#include "services/shop.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

struct SalesFigures {
  std::int64_t revenueCents = 0, orders = 0, averageOrderValueCents = 0;
};
struct TopProduct {
  std::int64_t productId = 0;
  std::string name;
  std::int64_t units = 0, revenueCents = 0;
};
/// GET /api/trader/analytics (docs/trader-workspace.md).
struct TraderAnalytics {
  std::string range;
  SalesFigures current, previous;
  std::vector<std::pair<std::string, std::int64_t>> unitsByMetal;  ///< every metal
  std::vector<std::pair<std::string, std::int64_t>> series;        ///< (date, revenue cents)
  std::vector<TopProduct> topProducts;
  double repeatClientRate = 0;  ///< 0..1, 4 decimals
};

struct TraderClient {
  std::int64_t id = 0;
  std::string name, email;
  std::int64_t orders = 0, totalValueCents = 0;
  std::optional<std::int64_t> lastOrderMs;
  std::optional<std::string> kycStatus;
  std::string status;  ///< premium, new, active, inactive
};

struct TraderInvite {
  std::int64_t id = 0;
  std::string email, status;  ///< pending, registered
  std::int64_t createdAtMs = 0;
};

struct TraderOfferLine {
  std::int64_t productId = 0;
  std::string name, metal;
  std::int64_t quantity = 0, unitCents = 0;
};
struct TraderOffer {
  std::int64_t id = 0, clientId = 0, traderId = 0;
  std::string clientName, sellerName, status, note;
  std::vector<TraderOfferLine> lines;
  std::int64_t totalCents = 0, createdAtMs = 0, expiresAtMs = 0;
};
struct OfferInput {
  std::int64_t clientId = 0;
  std::vector<std::pair<std::int64_t, std::int64_t>> lines;  ///< (productId, quantity)
  std::string note;
  int expiresInHours = 48;
};

struct TraderDashboard {
  std::int64_t tradingVolumeCents = 0, activeClients = 0, inventoryValueCents = 0,
               monthlyProfitCents = 0;
  std::vector<domain::Order> recentOrders;
  std::string licenseStatus, licenseNumber, complianceStatus;
  std::optional<std::string> kycStatus;
};

/// The dealer's workspace (issue 13): analytics, clients, messages, invites, dashboard and offers.
/// A gold_trader sees its own sales and clients; an admin sees the whole platform.
class TraderService {
 public:
  TraderService(storage::Database& db, const util::Clock& clock, Shop& shop,
                NotificationService& notifications, ComplianceService& compliance)
      : db_(db),
        clock_(clock),
        shop_(shop),
        notifications_(notifications),
        compliance_(compliance) {}

  /// 400 naming `range` unless 7d, 30d, 90d or 1y.
  TraderAnalytics analytics(const domain::User& user, const std::string& range);
  /// `status` empty: every status (else 400 naming status); `q` matches name or e-mail.
  std::vector<TraderClient> clients(const domain::User& user, const std::string& status,
                                    const std::string& q);
  /// 404 unless the person is the trader's client.
  std::vector<domain::Order> clientOrders(const domain::User& user, std::int64_t clientId);
  /// Returns the notification id.
  std::int64_t message(const domain::User& user, std::int64_t clientId, const std::string& text);
  /// The invitation e-mail is written in `language` (the inviting request's) and links to the
  /// registration page in it, absolute when the site's origin is known (usePublicOrigin).
  TraderInvite invite(const domain::User& user, const std::string& email,
                      std::string_view language = "en");
  /// Where visitors reach the site (app::Config::effectivePublicOrigin; empty: links stay paths).
  void usePublicOrigin(std::string origin) { publicOrigin_ = std::move(origin); }
  std::vector<TraderInvite> invites(const domain::User& user);
  TraderDashboard dashboard(const domain::User& user);

  TraderOffer createOffer(const domain::User& user, const OfferInput& in);
  std::vector<TraderOffer> offers(const domain::User& user);
  TraderOffer cancelOffer(const domain::User& user, std::int64_t offerId);
  std::vector<TraderOffer> myOffers(const domain::User& client);
  TraderOffer acceptOffer(const domain::User& client, std::int64_t offerId);
  TraderOffer declineOffer(const domain::User& client, std::int64_t offerId);

 private:
  TraderOffer decide(const domain::User& client, std::int64_t offerId, bool accept);
  storage::Database& db_;
  const util::Clock& clock_;
  Shop& shop_;
  NotificationService& notifications_;
  ComplianceService& compliance_;
  std::string publicOrigin_;
};

}  // namespace aurum::services
