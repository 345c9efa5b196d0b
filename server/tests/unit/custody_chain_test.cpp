#include "domain/custody_chain.hpp"

#include <gtest/gtest.h>

#include <iostream>
#include <random>

#include "crypto/token.hpp"
#include "domain/sha256.hpp"

using namespace aurum::domain;

namespace {

std::vector<CustodyEvent> makeChain(std::size_t n, std::mt19937& rng) {
  std::vector<CustodyEvent> out;
  out.reserve(n);
  std::string head = kGenesisHash;
  for (std::size_t i = 0; i < n; ++i) {
    CustodyEvent e;
    e.serialNumber = "AU-2024-001234";
    e.kind = static_cast<CustodyKind>(rng() % 10);
    e.occurredAtMs = 1'700'000'000'000LL + static_cast<long long>(i) * 60'000;
    e.location = "Vault " + std::to_string(rng() % 1000);
    e.action = "Action " + std::to_string(rng());
    e.verifiedBy = "Inspector " + std::to_string(rng() % 50);
    linkEvent(e, static_cast<std::int64_t>(i), head);
    head = e.hash;
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace

TEST(Sha256, MatchesOpenSslOnAssortedLengths) {
  std::mt19937 rng(7);
  EXPECT_EQ(aurum::domain::sha256Hex(""),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(aurum::domain::sha256Hex("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  // Both the rounds sha256Hex uses here (the SHA extensions where the CPU has them) and the
  // portable ones, over one and several blocks and every padding case.
  std::cout << "[          ] SHA extensions in use: "
            << (aurum::domain::detail::sha256Accelerated() ? "yes" : "no") << "\n";
  for (std::size_t len : {0u, 1u, 55u, 56u, 63u, 64u, 65u, 119u, 120u, 127u, 128u, 1000u, 4099u}) {
    std::string s(len, '\0');
    for (auto& c : s) c = static_cast<char>(rng());
    const auto expected = aurum::crypto::sha256Hex(s);
    EXPECT_EQ(aurum::domain::sha256Hex(s), expected) << len;
    EXPECT_EQ(aurum::domain::detail::sha256HexPortable(s), expected) << len;
  }
}

TEST(CustodyChain, EncodingIsUnambiguousAcrossFieldBoundaries) {
  CustodyEvent a, b;
  a.location = "ab";
  a.action = "c";
  b.location = "a";
  b.action = "bc";
  EXPECT_NE(canonicalEncoding(a), canonicalEncoding(b));
  EXPECT_NE(custodyHash(a), custodyHash(b));
}

TEST(CustodyChain, AnIntactChainVerifiesAgainstItsHeadAndCount) {
  std::mt19937 rng(1);
  auto chain = makeChain(50, rng);
  auto c = verifyChain(chain, chain.back().hash, 50);
  EXPECT_TRUE(c.intact);
  EXPECT_EQ(c.length, 50u);
  EXPECT_EQ(c.head, chain.back().hash);
  EXPECT_EQ(chain.front().prevHash, kGenesisHash);
}

TEST(CustodyChain, AnEventMovedToAnotherItemNoLongerVerifies) {
  std::mt19937 rng(2);
  auto chain = makeChain(3, rng);
  chain[1].serialNumber = "AU-2024-009999";
  auto c = verifyChain(chain, chain.back().hash, 3);
  EXPECT_FALSE(c.intact);
  EXPECT_EQ(c.brokenAt, 1u);
  EXPECT_EQ(c.problem, "hash_mismatch");
}

// 100 random trials on a 10,000-event chain for each kind of tampering: every one is detected,
// and at the position where the damage starts.
class Tampering : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    std::mt19937 rng(20240101);
    chain_ = new std::vector<CustodyEvent>(makeChain(10'000, rng));
  }
  static void TearDownTestSuite() { delete chain_; }
  static std::vector<CustodyEvent>* chain_;
  std::mt19937 rng_{42};
  std::size_t pick() { return rng_() % chain_->size(); }
};
std::vector<CustodyEvent>* Tampering::chain_ = nullptr;

TEST_F(Tampering, ChangedByteIsFoundAtThatEvent) {
  const auto& original = *chain_;
  int detected = 0;
  for (int t = 0; t < 100; ++t) {
    auto chain = original;
    auto i = pick();
    auto& e = chain[i];
    std::string* fields[] = {&e.location, &e.action,   &e.verifiedBy,
                             &e.hash,     &e.prevHash, &e.serialNumber};
    auto& f = *fields[rng_() % 6];
    f[rng_() % f.size()] ^= static_cast<char>(1 + rng_() % 127);
    auto c = verifyChain(chain, original.back().hash, static_cast<std::int64_t>(original.size()));
    if (!c.intact && c.brokenAt == i)
      ++detected;
    else
      ADD_FAILURE() << "trial " << t << ": event " << i << " reported at "
                    << c.brokenAt.value_or(-1) << " " << c.problem;
  }
  EXPECT_EQ(detected, 100);
}

TEST_F(Tampering, ChangedTimeOrKindIsFoundAtThatEvent) {
  const auto& original = *chain_;
  int detected = 0;
  for (int t = 0; t < 100; ++t) {
    auto chain = original;
    auto i = pick();
    if (t % 2)
      chain[i].occurredAtMs += 1 + rng_() % 1000;
    else
      chain[i].kind = static_cast<CustodyKind>((static_cast<int>(chain[i].kind) + 1) % 10);
    auto c = verifyChain(chain, original.back().hash, static_cast<std::int64_t>(original.size()));
    if (!c.intact && c.brokenAt == i) ++detected;
  }
  EXPECT_EQ(detected, 100);
}

TEST_F(Tampering, DeletedEventIsFoundWhereItWas) {
  const auto& original = *chain_;
  int detected = 0;
  for (int t = 0; t < 100; ++t) {
    auto chain = original;
    auto i = pick();
    chain.erase(chain.begin() + static_cast<long>(i));
    auto c = verifyChain(chain, original.back().hash, static_cast<std::int64_t>(original.size()));
    if (!c.intact && c.brokenAt == i) ++detected;
  }
  EXPECT_EQ(detected, 100);
}

TEST_F(Tampering, SwappedEventsAreFoundAtTheFirstOfThePair) {
  const auto& original = *chain_;
  int detected = 0;
  for (int t = 0; t < 100; ++t) {
    auto chain = original;
    auto i = rng_() % (chain.size() - 1);
    auto j = i + 1 + rng_() % std::min<std::size_t>(50, chain.size() - 1 - i);
    std::swap(chain[i], chain[j]);
    auto c = verifyChain(chain, original.back().hash, static_cast<std::int64_t>(original.size()));
    if (!c.intact && c.brokenAt == i) ++detected;
  }
  EXPECT_EQ(detected, 100);
}

TEST_F(Tampering, TruncatedTailIsFoundAtTheFirstMissingEvent) {
  const auto& original = *chain_;
  int detected = 0;
  for (int t = 0; t < 100; ++t) {
    auto keep = pick();  // 0 .. n-1 events kept
    std::vector<CustodyEvent> chain(original.begin(), original.begin() + static_cast<long>(keep));
    auto c = verifyChain(chain, original.back().hash, static_cast<std::int64_t>(original.size()));
    if (!c.intact && c.brokenAt == keep && c.problem == "count_mismatch") ++detected;
  }
  EXPECT_EQ(detected, 100);
}

TEST(CustodyChain, TruncationWithARewrittenCountStillFailsOnTheHead) {
  std::mt19937 rng(3);
  auto chain = makeChain(10, rng);
  auto head = chain.back().hash;
  chain.pop_back();
  auto c = verifyChain(chain, head, 9);
  EXPECT_FALSE(c.intact);
  EXPECT_EQ(c.problem, "head_mismatch");
}

TEST(MerkleRoot, DependsOnEveryLeafAndItsOrder) {
  std::vector<std::string> leaves;
  for (int i = 0; i < 7; ++i) leaves.push_back(aurum::domain::sha256Hex(std::to_string(i)));
  auto root = merkleRoot(leaves);
  EXPECT_EQ(root.size(), 64u);
  auto swapped = leaves;
  std::swap(swapped[2], swapped[3]);
  EXPECT_NE(merkleRoot(swapped), root);
  auto changed = leaves;
  changed[6] = aurum::domain::sha256Hex("x");
  EXPECT_NE(merkleRoot(changed), root);
  EXPECT_EQ(merkleRoot({leaves[0]}), leaves[0]);
  EXPECT_EQ(merkleRoot({leaves[0], leaves[1]}), aurum::domain::sha256Hex(leaves[0] + leaves[1]));
}

// Leaves given one at a time give merkleRoot's root, for every count up to 70 and a larger one.
TEST(MerkleRoot, TheBuilderGivesTheSameRootLeafByLeaf) {
  std::vector<std::string> leaves;
  aurum::domain::MerkleBuilder builder;
  EXPECT_EQ(builder.root(), merkleRoot({}));
  for (int n = 1; n <= 1025; ++n) {
    leaves.push_back(aurum::domain::sha256Hex(std::to_string(n)));
    builder.add(leaves.back());
    if (n <= 70 || n == 1024 || n == 1025) {
      EXPECT_EQ(builder.root(), merkleRoot(leaves)) << n;
    }
  }
  EXPECT_EQ(builder.size(), leaves.size());
}
