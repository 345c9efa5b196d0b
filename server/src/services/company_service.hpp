#pragma once
#include <optional>
#include <string>

#include "domain/company.hpp"
#include "domain/user.hpp"
#include "services/catalogue_service.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// What a trader may edit of their company (registration number and licence are not theirs to
/// change).
struct CompanyChanges {
  std::string companyName, businessAddress, contactEmail, phone, website, description;
};

/// A gold_trader's company profile; the row is created on first use from the trader
/// application. Its name is the `sellerName` of the trader's products, so changes refresh the
/// catalogue.
class CompanyService {
 public:
  CompanyService(storage::Database& db, CatalogueService& catalogue, const util::Clock& clock)
      : db_(db), catalogue_(catalogue), clock_(clock) {}

  domain::Company get(const domain::User& trader);
  domain::Company update(const domain::User& trader, const CompanyChanges& in);
  domain::Company setLogo(const domain::User& trader, std::string_view bytes);

  struct Image {
    std::string contentType, bytes;
  };
  std::optional<Image> logo(std::int64_t userId);

 private:
  storage::Database& db_;
  CatalogueService& catalogue_;
  const util::Clock& clock_;
};

}  // namespace aurum::services
