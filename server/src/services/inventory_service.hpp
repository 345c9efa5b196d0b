#pragma once
#include <optional>
#include <string>
#include <vector>

#include "domain/user.hpp"
#include "services/catalogue_service.hpp"
#include "storage/database.hpp"
#include "storage/product_repository.hpp"
#include "util/clock.hpp"

namespace aurum::services {

class ProvenanceService;

/// A new product with its opening stock (docs/inventory.md).
struct NewProduct {
  std::string name, description;
  domain::Metal metal = domain::Metal::kGold;
  std::string form;  ///< bar | coin
  std::int64_t weightMicroOz = 0;
  int purity = 0;  ///< parts per 10,000
  std::int64_t premiumCents = 0;
  std::int64_t stock = 0;                ///< opening stock
  std::optional<std::int64_t> sellerId;  ///< admins only: the gold_trader who sells it
};

/// Any of a product's fields but stock and image, plus active (archive / restore).
struct ProductChanges {
  std::optional<std::string> name, description, form;
  std::optional<domain::Metal> metal;
  std::optional<std::int64_t> weightMicroOz, premiumCents;
  std::optional<int> purity;
  std::optional<bool> active;
};

struct StockChange {
  std::int64_t delta = 0;
  std::string reason;  ///< received | damaged | correction
};

/// `GET /api/products/mine` filters.
struct InventoryFilter {
  std::string q;                         ///< name contains, case-insensitive
  std::optional<domain::Metal> metal;    ///< empty: every metal
  std::string status = "all";            ///< active | archived | all
  std::optional<std::int64_t> sellerId;  ///< admins only
};

struct StockResult {
  PricedProduct product;
  domain::StockAdjustment adjustment;
};

/// The seller's side of the catalogue: products a gold_trader sells (admins: every product),
/// their lifecycle, stock adjustments and pictures. Every change refreshes the catalogue
/// snapshot. Another trader's product is "not found" (never revealed).
class InventoryService {
 public:
  InventoryService(storage::Database& db, CatalogueService& catalogue, const util::Clock& clock,
                   ProvenanceService* provenance)
      : db_(db), catalogue_(catalogue), clock_(clock), provenance_(provenance) {}

  std::vector<PricedProduct> list(const domain::User& by, const InventoryFilter& f);
  PricedProduct create(const domain::User& by, const NewProduct& in);
  PricedProduct update(const domain::User& by, std::int64_t productId, const ProductChanges& in);
  StockResult adjustStock(const domain::User& by, std::int64_t productId, const StockChange& in);
  std::vector<domain::StockAdjustment> history(const domain::User& by, std::int64_t productId);
  /// JPEG, PNG or WebP by content, at most 2 MB.
  PricedProduct setImage(const domain::User& by, std::int64_t productId, std::string_view bytes);

  struct Image {
    std::string contentType, bytes;
  };
  /// A product's uploaded picture (public).
  std::optional<Image> image(std::int64_t productId);

 private:
  /// The product if `by` may manage it (its seller or an admin); not_found otherwise.
  domain::Product requireOwn(soci::session& s, const domain::User& by, std::int64_t productId);
  PricedProduct fresh(std::int64_t productId);

  storage::Database& db_;
  CatalogueService& catalogue_;
  const util::Clock& clock_;
  ProvenanceService* provenance_;
};

/// Checks a picture's size and kind (by its magic bytes); its media type.
std::string checkPicture(std::string_view bytes);

}  // namespace aurum::services
