#pragma once

namespace aurum::crypto {
/// Initialises libsodium once per process; safe to call from any thread.
void ensureSodium();
}  // namespace aurum::crypto
