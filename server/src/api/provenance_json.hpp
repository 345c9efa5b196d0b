#pragma once
#include <boost/json.hpp>

#include "domain/provenance_records.hpp"
#include "http/types.hpp"
#include "services/verification_service.hpp"

namespace aurum::api {

/// The spec's verification result (status, product, certification, location, trustScore), the
/// public scanner's fields (serialNumber, productName, certificationBody, lastVerified,
/// blockchainHash), and the chain check, trust breakdown and clone assessment. The journey is
/// included only when `withJourney` (signed-in viewers; spec: the full journey needs sign-up).
/// `ownedByYou` tells a signed-in viewer (`viewerUserId`) whether the item is theirs; `hasOwner`
/// whether it belongs to anyone (the owner is never named). Texts a person reads (statusText,
/// reasons, trust details, a redacted owner action) are rendered in `language`.
boost::json::object toJson(const services::Verification& v, bool withJourney,
                           std::optional<std::int64_t> viewerUserId = std::nullopt,
                           std::string_view language = "en");
boost::json::object toJson(const domain::SerializedItem& item);
boost::json::object toJson(const domain::CustodyEvent& e);
boost::json::object toJson(const domain::ScanRecord& r);
boost::json::object toJson(const domain::MerkleRoot& r);

}  // namespace aurum::api
