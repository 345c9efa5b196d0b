#include "services/inventory_service.hpp"

#include <algorithm>
#include <cctype>

#include "crypto/signing.hpp"
#include "domain/compliance.hpp"
#include "domain/error.hpp"
#include "domain/inventory.hpp"
#include "services/in_transaction.hpp"
#include "storage/company_repository.hpp"
#include "storage/provenance_repository.hpp"
#include "storage/user_repository.hpp"

namespace aurum::services {

using domain::AppError;
using domain::ErrorCode;
using domain::Role;
using storage::ProductRepository;

namespace {

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

AppError productNotFound() { return AppError(ErrorCode::kNotFound, "No such product"); }

}  // namespace

std::string checkPicture(std::string_view bytes) {
  if (bytes.empty())
    throw domain::validationError("file", "file is required and must not be empty");
  if (bytes.size() > domain::kMaxAvatarBytes)
    throw AppError(ErrorCode::kPayloadTooLarge, "The picture is larger than 2 MB", "file");
  auto type = domain::sniffMediaType(bytes);
  if (!type || *type == "application/pdf")
    throw AppError(ErrorCode::kUnsupportedMediaType,
                   "Only JPEG, PNG or WebP pictures are accepted (checked by their content)",
                   "file");
  return *type;
}

domain::Product InventoryService::requireOwn(soci::session& s, const domain::User& by,
                                             std::int64_t productId) {
  auto p = ProductRepository::find(s, productId);
  if (!p || (by.role != Role::kAdmin && p->sellerId != by.id)) throw productNotFound();
  return *p;
}

PricedProduct InventoryService::fresh(std::int64_t productId) {
  auto [p, reserved] = db_.read([&](soci::session& s) {
    return std::make_pair(ProductRepository::find(s, productId),
                          ProductRepository::reservedByProduct(s));
  });
  if (!p) throw productNotFound();
  for (auto [id, n] : reserved)
    if (id == p->id) p->reserved = n;
  return catalogue_.price(*p);
}

std::vector<PricedProduct> InventoryService::list(const domain::User& by,
                                                  const InventoryFilter& f) {
  auto [products, reserved] = db_.read([](soci::session& s) {
    return std::make_pair(ProductRepository::list(s), ProductRepository::reservedByProduct(s));
  });
  const auto q = lower(f.q);
  std::vector<PricedProduct> out;
  for (auto& p : products) {
    if (by.role != Role::kAdmin && p.sellerId != by.id) continue;
    if (by.role == Role::kAdmin && f.sellerId && p.sellerId != *f.sellerId) continue;
    if (f.metal && p.metal != *f.metal) continue;
    if (f.status == "active" && !p.active) continue;
    if (f.status == "archived" && p.active) continue;
    if (!q.empty() && lower(p.name).find(q) == std::string::npos) continue;
    for (auto [id, n] : reserved)
      if (id == p.id) p.reserved = n;
    out.push_back(catalogue_.price(p));
  }
  return out;
}

namespace {
/// An admin's change to a product is written to the admin audit log in the same transaction.
void auditIfAdmin(soci::session& s, const domain::User& by, const char* action,
                  std::int64_t productId, std::string detail, std::int64_t now) {
  if (by.role == Role::kAdmin)
    recordAuditIn(s, AuditEntry::by(by, action, "product", productId, std::move(detail)), now);
}
}  // namespace

PricedProduct InventoryService::create(const domain::User& by, const NewProduct& in) {
  const auto now = clock_.nowMs();
  auto id = db_.write([&](soci::session& s) {
    domain::Product p;
    p.name = in.name;
    p.description = in.description;
    p.metal = in.metal;
    p.form = in.form;
    p.weightMicroOz = in.weightMicroOz;
    p.fineWeightMicroOz = domain::fineWeightMicroOz(in.weightMicroOz, in.purity);
    p.purity = in.purity;
    p.premiumCents = in.premiumCents;
    p.stock = in.stock;
    p.imageUrl = "";
    if (by.role == Role::kAdmin) {
      if (in.sellerId) {
        auto seller = storage::UserRepository::findById(s, *in.sellerId);
        if (!seller || seller->role != Role::kGoldTrader)
          throw domain::validationError("sellerId", "sellerId must be a gold trader's account");
        p.sellerId = seller->id;
      }
    } else {
      p.sellerId = by.id;
    }
    if (p.sellerId) storage::CompanyRepository::createFromApplication(s, p.sellerId, now);
    auto id = ProductRepository::insert(s, p, now);
    if (in.stock > 0)
      ProductRepository::insertAdjustment(s,
                                          {0, id, in.stock, in.stock, by.id, now, "opening", ""});
    auditIfAdmin(s, by, "product.create", id, p.name, now);
    return id;
  });
  catalogue_.invalidate();
  return fresh(id);
}

PricedProduct InventoryService::update(const domain::User& by, std::int64_t productId,
                                       const ProductChanges& in) {
  const auto now = clock_.nowMs();
  db_.write([&](soci::session& s) {
    auto p = requireOwn(s, by, productId);
    if (in.name) p.name = *in.name;
    if (in.description) p.description = *in.description;
    if (in.metal) p.metal = *in.metal;
    if (in.form) p.form = *in.form;
    if (in.weightMicroOz) p.weightMicroOz = *in.weightMicroOz;
    if (in.purity) p.purity = *in.purity;
    if (in.weightMicroOz || in.purity)
      p.fineWeightMicroOz = domain::fineWeightMicroOz(p.weightMicroOz, p.purity);
    if (in.premiumCents) p.premiumCents = *in.premiumCents;
    if (in.active) p.active = *in.active;
    ProductRepository::update(s, p, now);
    auditIfAdmin(s, by, "product.update", productId, p.name, now);
  });
  catalogue_.invalidate();
  return fresh(productId);
}

StockResult InventoryService::adjustStock(const domain::User& by, std::int64_t productId,
                                          const StockChange& in) {
  const auto now = clock_.nowMs();
  auto adjustment = db_.write([&](soci::session& s) {
    auto p = requireOwn(s, by, productId);
    auto after = ProductRepository::adjustStock(s, productId, in.delta, now);
    if (!after) {
      auto left = ProductRepository::find(s, productId)->stock;
      throw AppError(ErrorCode::kConflict,
                     {"Stock cannot go below 0: {stock} left", {{"stock", std::to_string(left)}}},
                     "delta");
    }
    storage::StockAdjustment a{0, productId, in.delta, *after, by.id, now, in.reason, ""};
    a.id = ProductRepository::insertAdjustment(s, a);
    a.actorName = by.firstName + " " + by.lastName;
    auditIfAdmin(s, by, "product.stock", productId,
                 (in.delta > 0 ? "+" : "") + std::to_string(in.delta) + " " + in.reason, now);
    // A serialized product (the registry holds units of it): new units get their serials in the
    // same transaction, with a custody journey ending at the trader's receipt.
    if (in.delta > 0 && provenance_ && storage::provenance::countItemsOfProduct(s, productId) > 0)
      ProvenanceInTransaction::registerStockUnits(*provenance_, s, productId, in.delta, a.id,
                                                  by.id);
    return a;
  });
  catalogue_.invalidate();
  return {fresh(productId), adjustment};
}

std::vector<storage::StockAdjustment> InventoryService::history(const domain::User& by,
                                                                std::int64_t productId) {
  return db_.read([&](soci::session& s) {
    requireOwn(s, by, productId);
    return ProductRepository::adjustments(s, productId);
  });
}

PricedProduct InventoryService::setImage(const domain::User& by, std::int64_t productId,
                                         std::string_view bytes) {
  const auto type = checkPicture(bytes);
  const auto now = clock_.nowMs();
  db_.write([&](soci::session& s) {
    requireOwn(s, by, productId);
    auditIfAdmin(s, by, "product.image", productId, type, now);
    auto version =
        storage::ImageRepository::put(s, "product", productId, type, crypto::base64Encode(bytes));
    ProductRepository::setImageUrl(
        s, productId,
        "/api/products/" + std::to_string(productId) + "/image?v=" + std::to_string(version), now);
  });
  catalogue_.invalidate();
  return fresh(productId);
}

std::optional<InventoryService::Image> InventoryService::image(std::int64_t productId) {
  return db_.read([&](soci::session& s) -> std::optional<Image> {
    auto img = storage::ImageRepository::find(s, "product", productId);
    std::string bytes;
    if (!img || !crypto::base64Decode(img->base64, bytes)) return std::nullopt;
    return Image{img->contentType, std::move(bytes)};
  });
}

}  // namespace aurum::services
