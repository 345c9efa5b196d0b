#include "domain/sha256.hpp"

#include <array>
#include <cstdint>
#include <cstring>
#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#include <immintrin.h>
#define AURUM_SHA_NI 1
#endif

namespace aurum::domain {

namespace {

constexpr std::array<std::uint32_t, 64> kK{
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

inline std::uint32_t rotr(std::uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

void compressBlock(std::array<std::uint32_t, 8>& h, const unsigned char* block) {
  std::uint32_t w[64];
  for (int i = 0; i < 16; ++i)
    w[i] = (std::uint32_t(block[4 * i]) << 24) | (std::uint32_t(block[4 * i + 1]) << 16) |
           (std::uint32_t(block[4 * i + 2]) << 8) | std::uint32_t(block[4 * i + 3]);
  for (int i = 16; i < 64; ++i) {
    auto s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
    auto s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
    w[i] = w[i - 16] + s0 + w[i - 7] + s1;
  }
  auto a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
  for (int i = 0; i < 64; ++i) {
    auto t1 = hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + kK[i] + w[i];
    auto t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
    hh = g;
    g = f;
    f = e;
    e = d + t1;
    d = c;
    c = b;
    b = a;
    a = t1 + t2;
  }
  h[0] += a;
  h[1] += b;
  h[2] += c;
  h[3] += d;
  h[4] += e;
  h[5] += f;
  h[6] += g;
  h[7] += hh;
}

void compressPortable(std::array<std::uint32_t, 8>& h, const unsigned char* p, std::size_t blocks) {
  for (std::size_t i = 0; i < blocks; ++i) compressBlock(h, p + 64 * i);
}

#ifdef AURUM_SHA_NI
/// The same rounds with the x86 SHA extensions (Intel's SHA-NI, every AMD Zen): the state as ABEF
/// and CDGH, four rounds per pair of `sha256rnds2`, the schedule by `sha256msg1`/`sha256msg2`.
/// Several times faster than the portable rounds; the custody chain hashes every custody event
/// and its Merkle path on the checkout's SQLite writer thread.
__attribute__((target("sha,sse4.1,ssse3"))) void compressShaNi(std::array<std::uint32_t, 8>& h,
                                                               const unsigned char* p,
                                                               std::size_t blocks) {
  const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
  __m128i tmp = _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(&h[0])), 0xB1);
  __m128i state1 =
      _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(&h[4])), 0x1B);
  __m128i state0 = _mm_alignr_epi8(tmp, state1, 8);  // ABEF
  state1 = _mm_blend_epi16(state1, tmp, 0xF0);       // CDGH
  for (std::size_t b = 0; b < blocks; ++b, p += 64) {
    const __m128i abefSaved = state0, cdghSaved = state1;
    __m128i m[4];
    for (int g = 0; g < 16; ++g) {  // rounds 4g .. 4g+3
      __m128i& cur = m[g % 4];
      __m128i& next = m[(g + 1) % 4];
      __m128i& prev = m[(g + 3) % 4];
      if (g < 4)
        cur = _mm_shuffle_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16 * g)),
                               byteSwap);
      __m128i msg =
          _mm_add_epi32(cur, _mm_loadu_si128(reinterpret_cast<const __m128i*>(&kK[4 * g])));
      state1 = _mm_sha256rnds2_epu32(state1, state0, msg);
      if (g >= 3 && g <= 14)  // words 4(g+1) .. 4(g+1)+3 of the schedule
        next = _mm_sha256msg2_epu32(_mm_add_epi32(next, _mm_alignr_epi8(cur, prev, 4)), cur);
      state0 = _mm_sha256rnds2_epu32(state0, state1, _mm_shuffle_epi32(msg, 0x0E));
      if (g >= 1 && g <= 12) prev = _mm_sha256msg1_epu32(prev, cur);
    }
    state0 = _mm_add_epi32(state0, abefSaved);
    state1 = _mm_add_epi32(state1, cdghSaved);
  }
  tmp = _mm_shuffle_epi32(state0, 0x1B);        // FEBA
  state1 = _mm_shuffle_epi32(state1, 0xB1);     // DCHG
  state0 = _mm_blend_epi16(tmp, state1, 0xF0);  // DCBA
  state1 = _mm_alignr_epi8(state1, tmp, 8);     // HGFE
  _mm_storeu_si128(reinterpret_cast<__m128i*>(&h[0]), state0);
  _mm_storeu_si128(reinterpret_cast<__m128i*>(&h[4]), state1);
}

/// CPUID: leaf 7's EBX bit 29 (SHA), leaf 1's ECX bits 19 (SSE4.1) and 9 (SSSE3).
bool cpuHasShaNi() {
  unsigned a = 0, b = 0, c = 0, d = 0;
  if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 19)) || !(c & (1u << 9))) return false;
  return __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & (1u << 29));
}
#endif

using Compress = void (*)(std::array<std::uint32_t, 8>&, const unsigned char*, std::size_t);

Compress chosenCompress() {
#ifdef AURUM_SHA_NI
  static const Compress chosen = cpuHasShaNi() ? compressShaNi : compressPortable;
  return chosen;
#else
  return compressPortable;
#endif
}

std::string digestHex(std::string_view data, Compress compress) {
  std::array<std::uint32_t, 8> h{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  const auto* p = reinterpret_cast<const unsigned char*>(data.data());
  std::size_t n = data.size();
  std::size_t full = n / 64;
  compress(h, p, full);
  unsigned char tail[128] = {};
  std::size_t rest = n % 64;
  if (rest) std::memcpy(tail, p + 64 * full, rest);
  tail[rest] = 0x80;
  std::size_t tailLen = rest < 56 ? 64 : 128;
  std::uint64_t bits = std::uint64_t(n) * 8;
  for (int i = 0; i < 8; ++i) tail[tailLen - 1 - i] = static_cast<unsigned char>(bits >> (8 * i));
  compress(h, tail, tailLen / 64);
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out(64, '0');
  std::size_t at = 0;
  for (auto word : h)
    for (int shift = 28; shift >= 0; shift -= 4) out[at++] = kHex[(word >> shift) & 0xf];
  return out;
}

}  // namespace

std::string sha256Hex(std::string_view data) { return digestHex(data, chosenCompress()); }

namespace detail {

std::string sha256HexPortable(std::string_view data) { return digestHex(data, compressPortable); }

bool sha256Accelerated() { return chosenCompress() != compressPortable; }

}  // namespace detail

}  // namespace aurum::domain
