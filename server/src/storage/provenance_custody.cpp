// Custody chains (heads and events) and their Merkle anchors: part of
// storage/provenance_repository.hpp.
#include <functional>

#include "storage/database.hpp"
#include "storage/multi_row_insert.hpp"
#include "storage/optional_id.hpp"
#include "storage/provenance_repository.hpp"

namespace aurum::storage::provenance {

std::optional<ChainHead> loadHead(soci::session& s, std::int64_t itemId) {
  ChainHead h;
  long long id = itemId;
  soci::indicator ind = soci::i_null;
  s << "SELECT head_hash, event_count FROM custody_heads WHERE item_id = :id", soci::use(id),
      soci::into(h.hash, ind), soci::into(h.count);
  if (!s.got_data()) return std::nullopt;
  return h;
}

std::optional<ChainHead> lockHead(soci::session& s, std::int64_t itemId, std::int64_t nowMs) {
  // An UPDATE takes the row lock on PostgreSQL (SQLite has one writer anyway), so two appends to
  // the same item serialise instead of racing for the same seq.
  long long id = itemId, now = nowMs;
  s << "/* aurum pipelined */ UPDATE custody_heads SET updated_at = :now WHERE item_id = :id",
      soci::use(now), soci::use(id);
  return loadHead(s, itemId);
}

std::vector<domain::CustodyEvent> loadEvents(soci::session& s, std::int64_t itemId,
                                             const std::string& serial) {
  std::vector<domain::CustodyEvent> out;
  long long id = itemId, seq = 0, at = 0, enteredBy = 0;
  std::string kind, location, action, verifiedBy, prev, hash, attestation;
  soci::indicator enteredInd{};
  // Events written before migration 005 carry no entered_by/attestation (rows cannot be updated):
  // a trader's or admin's actor_user_id is who entered it, a trader's entry is the dealer's own
  // word, everything else (seed, orders, owners) was entered by the platform.
  soci::statement st =
      (s.prepare << "SELECT e.seq, e.kind, e.occurred_at, e.location, e.action, e.verified_by, "
                    "e.prev_hash, e.hash, "
                    "COALESCE(e.entered_by, CASE WHEN u.role IN ('gold_trader', 'admin') THEN "
                    "e.actor_user_id END), "
                    "COALESCE(e.attestation, CASE WHEN u.role = 'gold_trader' THEN 'dealer' ELSE "
                    "'platform' END) "
                    "FROM custody_events e LEFT JOIN users u ON u.id = e.actor_user_id "
                    "WHERE e.item_id = :id ORDER BY e.seq, e.id",
       soci::use(id), soci::into(seq), soci::into(kind), soci::into(at), soci::into(location),
       soci::into(action), soci::into(verifiedBy), soci::into(prev), soci::into(hash),
       soci::into(enteredBy, enteredInd), soci::into(attestation));
  st.execute();
  while (st.fetch()) {
    domain::CustodyEvent e;
    e.serialNumber = serial;
    e.seq = seq;
    // An unknown kind name cannot be re-encoded faithfully: map it to a value whose hash fails.
    e.kind = domain::parseCustodyKind(kind).value_or(domain::CustodyKind::kReport);
    if (!domain::parseCustodyKind(kind))
      e.action = "\x01" + action;
    else
      e.action = action;
    e.occurredAtMs = at;
    e.location = location;
    e.verifiedBy = verifiedBy;
    e.prevHash = prev;
    e.hash = hash;
    if (enteredInd == soci::i_ok) e.enteredBy = enteredBy;
    // An unknown level counts as the weakest.
    e.attestation = domain::parseAttestation(attestation).value_or(domain::Attestation::kDealer);
    out.push_back(std::move(e));
  }
  return out;
}

namespace {
constexpr const char* kEventColumns =
    "(item_id, seq, kind, occurred_at, location, action, verified_by, prev_hash, hash, "
    "actor_user_id, recorded_at, entered_by, attestation)";

void insertEvent(soci::session& s, std::int64_t itemId, const domain::CustodyEvent& e,
                 std::optional<std::int64_t> actorUserId, std::int64_t nowMs) {
  long long id = itemId, seq = e.seq, at = e.occurredAtMs, now = nowMs;
  OptId actor(actorUserId), entered(e.enteredBy);
  std::string kind = domain::custodyKindName(e.kind),
              attestation = domain::attestationName(e.attestation);
  s << std::string("/* aurum pipelined */ INSERT INTO custody_events ") + kEventColumns +
           " VALUES (:item, :seq, :kind, :at, :loc, :action, :by, :prev, :hash, :actor, :now, "
           ":entered, :att)",
      soci::use(id), soci::use(seq), soci::use(kind), soci::use(at), soci::use(e.location),
      soci::use(e.action), soci::use(e.verifiedBy), soci::use(e.prevHash), soci::use(e.hash),
      soci::use(actor.value, actor.ind), soci::use(now), soci::use(entered.value, entered.ind),
      soci::use(attestation);
}

void insertHead(soci::session& s, std::int64_t itemId, const domain::CustodyEvent& last,
                std::int64_t nowMs) {
  long long id = itemId, seq = last.seq, now = nowMs;
  s << "/* aurum pipelined */ INSERT INTO custody_heads (item_id, head_hash, event_count, "
       "updated_at) VALUES (:item, "
       ":h, :n, :now)",
      soci::use(id), soci::use(last.hash), soci::use(seq), soci::use(now);
}
}  // namespace

void insertHistory(soci::session& s, std::int64_t itemId,
                   const std::vector<domain::CustodyEvent>& events, std::int64_t nowMs) {
  if (events.empty()) return;
  // One statement for the whole chain (the same columns insertEvent writes, in chain order).
  MultiRowInsert rows(s, std::string("/* aurum pipelined */ INSERT INTO custody_events ") +
                             kEventColumns + " VALUES ");
  for (const auto& e : events) {
    OptId actor(e.enteredBy), entered(e.enteredBy);
    rows.row();
    rows.add(static_cast<long long>(itemId));
    rows.add(static_cast<long long>(e.seq));
    rows.add(std::string(domain::custodyKindName(e.kind)));
    rows.add(static_cast<long long>(e.occurredAtMs));
    rows.add(e.location);
    rows.add(e.action);
    rows.add(e.verifiedBy);
    rows.add(e.prevHash);
    rows.add(e.hash);
    rows.add(actor.value, actor.ind);
    rows.add(static_cast<long long>(nowMs));
    rows.add(entered.value, entered.ind);
    rows.add(std::string(domain::attestationName(e.attestation)));
  }
  rows.execute();
  insertHead(s, itemId, events.back(), nowMs);
}

void appendEvent(soci::session& s, std::int64_t itemId, const domain::CustodyEvent& e,
                 std::optional<std::int64_t> actorUserId, std::int64_t nowMs) {
  insertEvent(s, itemId, e, actorUserId, nowMs);
  long long id = itemId, seq = e.seq, now = nowMs;
  if (seq == 1) {
    insertHead(s, itemId, e, nowMs);
  } else {
    s << "/* aurum pipelined */ UPDATE custody_heads SET head_hash = :h, event_count = :n, "
         "updated_at = :now WHERE "
         "item_id = :item",
        soci::use(e.hash), soci::use(seq), soci::use(now), soci::use(id);
  }
}

void serializeAnchoring(soci::session& s) {
  // SQLite runs every write transaction under BEGIN IMMEDIATE, so it is already serial. On
  // PostgreSQL (READ COMMITTED) two anchorings could each read the last root before the other
  // inserts its own: a transaction-scoped advisory lock makes read-then-insert atomic.
  if (s.get_backend_name() == "postgresql")
    s << "SELECT pg_advisory_xact_lock(hashtext('aurum-merkle-anchor'))";
}

long long lastAnchoredEventId(soci::session& s) {
  long long id = 0;
  soci::indicator ind = soci::i_null;
  s << "SELECT MAX(last_event_id) FROM custody_merkle_roots", soci::into(id, ind);
  return ind == soci::i_ok ? id : 0;
}

void forEachEventHashAfter(soci::session& s, long long afterId,
                           const std::function<void(long long, const std::string&)>& fn) {
  long long id = 0;
  std::string hash;
  soci::statement st =
      (s.prepare << "SELECT id, hash FROM custody_events WHERE id > :a ORDER BY id",
       soci::use(afterId), soci::into(id), soci::into(hash));
  st.execute();
  while (st.fetch()) fn(id, hash);
}

void insertRoot(soci::session& s, const MerkleRoot& r) {
  s << "INSERT INTO custody_merkle_roots (day, root_hash, event_count, first_event_id, "
       "last_event_id, computed_at) "
       "VALUES (:d, :h, :n, :f, :l, :c)",
      soci::use(r.day), soci::use(r.rootHash), soci::use(r.eventCount), soci::use(r.firstEventId),
      soci::use(r.lastEventId), soci::use(r.computedAt);
}

std::vector<MerkleRoot> listRoots(soci::session& s, int limit) {
  std::vector<MerkleRoot> out;
  MerkleRoot r;
  soci::statement st =
      (s.prepare << "SELECT id, day, root_hash, event_count, first_event_id, last_event_id, "
                    "computed_at FROM custody_merkle_roots ORDER BY id DESC LIMIT " +
                        std::to_string(limit),
       soci::into(r.id), soci::into(r.day), soci::into(r.rootHash), soci::into(r.eventCount),
       soci::into(r.firstEventId), soci::into(r.lastEventId), soci::into(r.computedAt));
  st.execute();
  while (st.fetch()) out.push_back(r);
  return out;
}

}  // namespace aurum::storage::provenance
