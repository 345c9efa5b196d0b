#include "app/verify_certificate.hpp"

#include <boost/json.hpp>
#include <fstream>
#include <optional>
#include <ostream>
#include <sstream>

#include "crypto/keyring.hpp"
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

/// The key named `keyId` in a keyring file or a /api/provenance/public-keys document.
std::optional<std::string> keyFromList(const std::string& text, const std::string& keyId) {
  if (text.rfind("aurum-keyring v1", 0) == 0) {
    auto ring = crypto::Keyring::parse(text);
    if (auto* k = ring.find(keyId)) return k->publicKey;
    throw std::runtime_error("the keyring holds no key " + keyId);
  }
  boost::system::error_code ec;
  auto doc = boost::json::parse(text, ec);
  if (ec || !doc.is_object() || !doc.as_object().contains("keys")) return std::nullopt;
  for (const auto& k : doc.as_object().at("keys").as_array()) {
    const auto& o = k.as_object();
    if (o.at("keyId").as_string() == keyId) return std::string(o.at("publicKey").as_string());
  }
  throw std::runtime_error("the published key list holds no key " + keyId);
}

/// Accepts a raw base64 key, a PEM text, a path to a PEM file, or a keyring / public-keys JSON
/// file (then the key is chosen by the certificate's `keyId`).
std::string rawKeyFrom(const std::string& given, const std::string& keyId) {
  std::string text = given;
  if (given.find("BEGIN") == std::string::npos && given.find('/') != std::string::npos)
    text = readFile(given);
  else if (given.size() > 4 && given.substr(given.size() - 4) == ".pem")
    text = readFile(given);
  else if (given.size() > 5 && given.substr(given.size() - 5) == ".json")
    text = readFile(given);
  else if (given.size() > 4 && given.substr(given.size() - 4) == ".key")
    text = readFile(given);
  if (auto listed = keyFromList(text, keyId)) return *listed;
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
  if (it == o.end() || !it->value().is_string())
    throw std::runtime_error(std::string("missing field ") + key);
  return std::string(it->value().as_string());
}

}  // namespace

int verifyCertificateFile(const std::string& path, const std::string& publicKey,
                          std::ostream& out) {
  try {
    auto doc = boost::json::parse(readFile(path)).as_object();
    auto message = field(doc, "signedMessage");
    auto signature = field(doc, "signature");
    auto signedKeyId = boost::json::parse(message).as_object();
    std::string keyId =
        signedKeyId.contains("keyId") ? std::string(signedKeyId.at("keyId").as_string()) : "";
    std::string key = publicKey.empty() ? field(doc, "publicKey") : rawKeyFrom(publicKey, keyId);
    if (!crypto::verifyDetached(message, signature, key)) {
      out << "INVALID: the signature does not match the signed message and key "
          << crypto::keyId(key) << "\n";
      return 1;
    }
    auto signedPayload = boost::json::parse(message);
    if (auto it = doc.find("certificate"); it != doc.end() && it->value() != signedPayload) {
      out << "INVALID: the readable certificate differs from what was signed\n";
      return 1;
    }
    auto& p = signedPayload.as_object();
    out << "VALID: signed by key " << crypto::keyId(key)
        << (publicKey.empty() ? " (the key inside the file: compare it with the published key id)"
                              : "")
        << "\n";
    for (const char* k :
         {"serialNumber", "productName", "statusText", "trustScore", "chainHead", "issuedAt"})
      if (auto it = p.find(k); it != p.end())
        out << "  " << k << ": " << boost::json::serialize(it->value()) << "\n";
    return 0;
  } catch (const std::exception& e) {
    out << "INVALID: " << e.what() << "\n";
    return 2;
  }
}

}  // namespace aurum::app
