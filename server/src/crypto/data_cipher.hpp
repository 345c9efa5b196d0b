#pragma once
#include <string>
#include <string_view>

namespace aurum::crypto {

/// Authenticated encryption of stored documents (XChaCha20-Poly1305, libsodium's IETF AEAD) under
/// the 32-byte data key (AURUM_DATA_KEY_FILE). The random 24-byte nonce is stored in front of the
/// ciphertext, so the same plaintext never encrypts to the same bytes.
/// `context` (for example "document:42") is authenticated but not stored: a blob moved to another
/// record does not decrypt.
std::string encryptData(const std::string& key, std::string_view plaintext,
                        std::string_view context = {});
/// Throws std::runtime_error when the blob was altered, belongs to another context or key.
std::string decryptData(const std::string& key, std::string_view blob,
                        std::string_view context = {});

/// Stored documents (KYC files): libsodium secretstream (XChaCha20-Poly1305) in 64 KiB chunks,
/// the last one tagged FINAL, `context` authenticated with every chunk. A truncated, reordered
/// or altered stream, another context or another key throws std::runtime_error on decryption.
std::string encryptDocument(const std::string& key, std::string_view plaintext,
                            std::string_view context);
std::string decryptDocument(const std::string& key, std::string_view blob,
                            std::string_view context);

}  // namespace aurum::crypto
