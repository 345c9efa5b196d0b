#include "app/verify_certificate.hpp"

#include <boost/json.hpp>

#include <fstream>
#include <ostream>
#include <sstream>

#include "crypto/signing.hpp"

namespace aurum::app {

namespace {

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// Accepts a raw base64 key, a PEM text, or a path to a PEM file.
std::string rawKeyFrom(const std::string& given) {
  std::string text = given;
  if (given.find("BEGIN") == std::string::npos && given.find('/') != std::string::npos) text = readFile(given);
  else if (given.size() > 4 && given.substr(given.size() - 4) == ".pem") text = readFile(given);
  if (auto b = text.find("-----BEGIN PUBLIC KEY-----"); b != std::string::npos) {
    auto start = text.find('\n', b) + 1;
    auto end = text.find("-----END", start);
    std::string der;
    if (!crypto::base64Decode(text.substr(start, end - start), der) || der.size() != 44)
      throw std::runtime_error("not an Ed25519 public key PEM");
    return crypto::base64Encode(der.substr(12));
  }
  return text;
}

std::string field(const boost::json::object& o, const char* key) {
  auto it = o.find(key);
  if (it == o.end() || !it->value().is_string()) throw std::runtime_error(std::string("missing field ") + key);
  return std::string(it->value().as_string());
}

}  // namespace

int verifyCertificateFile(const std::string& path, const std::string& publicKey, std::ostream& out) {
  try {
    auto doc = boost::json::parse(readFile(path)).as_object();
    auto message = field(doc, "signedMessage");
    auto signature = field(doc, "signature");
    std::string key = publicKey.empty() ? field(doc, "publicKey") : rawKeyFrom(publicKey);
    if (!crypto::verifyDetached(message, signature, key)) {
      out << "INVALID: the signature does not match the signed message and key " << crypto::keyId(key) << "\n";
      return 1;
    }
    auto signedPayload = boost::json::parse(message);
    if (auto it = doc.find("certificate"); it != doc.end() && it->value() != signedPayload) {
      out << "INVALID: the readable certificate differs from what was signed\n";
      return 1;
    }
    auto& p = signedPayload.as_object();
    out << "VALID: signed by key " << crypto::keyId(key)
        << (publicKey.empty() ? " (the key inside the file: compare it with the published key id)" : "") << "\n";
    for (const char* k : {"serialNumber", "productName", "statusText", "trustScore", "chainHead", "issuedAt"})
      if (auto it = p.find(k); it != p.end()) out << "  " << k << ": " << boost::json::serialize(it->value()) << "\n";
    return 0;
  } catch (const std::exception& e) {
    out << "INVALID: " << e.what() << "\n";
    return 2;
  }
}

}  // namespace aurum::app
