#pragma once
#include <iosfwd>
#include <string>

namespace aurum::app {

/// `aurum verify-certificate FILE`: checks a downloaded certificate offline. Verifies the
/// Ed25519 signature over `signedMessage` and that the readable `certificate` says the same.
/// `publicKey` (base64, or a PEM file path) pins the key; without it the key inside the file is
/// used and its id printed for comparison with the published one. Returns 0 when valid.
int verifyCertificateFile(const std::string& path, const std::string& publicKey, std::ostream& out);

}  // namespace aurum::app
