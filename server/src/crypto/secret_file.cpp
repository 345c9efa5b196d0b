#include "crypto/secret_file.hpp"

#include <fcntl.h>
#include <sodium.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "crypto/signing.hpp"
#include "crypto/sodium_init.hpp"

namespace aurum::crypto {

std::optional<std::string> readSecretFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    if (!std::filesystem::exists(path)) return std::nullopt;
    throw std::runtime_error("cannot read " + path);
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void writeSecretFile(const std::string& path, const std::string& content) {
  namespace fs = std::filesystem;
  if (auto dir = fs::path(path).parent_path(); !dir.empty() && !fs::exists(dir)) {
    fs::create_directories(dir);
    fs::permissions(dir, fs::perms::owner_all, fs::perm_options::replace);
  }
  const std::string tmp = path + ".tmp";
  ::unlink(tmp.c_str());
  // The mode is given at creation, so there is no moment where the secret is readable by others.
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0) throw std::runtime_error("cannot create " + tmp + ": " + std::strerror(errno));
  ::fchmod(fd, 0600);  // in case the umask was stricter than needed, or a file system ignores it
  std::size_t done = 0;
  while (done < content.size()) {
    auto n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      ::close(fd);
      throw std::runtime_error("cannot write " + tmp + ": " + std::strerror(errno));
    }
    done += static_cast<std::size_t>(n);
  }
  bool ok = ::fsync(fd) == 0;
  ok = ::close(fd) == 0 && ok;
  if (!ok || ::rename(tmp.c_str(), path.c_str()) != 0)
    throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
}

std::string loadOrCreateKey32(const std::string& path, bool create) {
  if (auto text = readSecretFile(path)) {
    std::string raw;
    if (!base64Decode(*text, raw) || raw.size() != 32)
      throw std::runtime_error(path + " does not hold a 32-byte base64 key");
    return raw;
  }
  if (!create)
    throw std::runtime_error("key file " + path + " is missing (run: aurum keys generate)");
  ensureSodium();
  std::string raw(32, '\0');
  randombytes_buf(raw.data(), raw.size());
  writeSecretFile(path, base64Encode(raw) + "\n");
  return raw;
}

}  // namespace aurum::crypto
