#pragma once
// multipart/form-data uploads for the API tests: KYC documents, avatars, product pictures.
#include <map>
#include <string>

#include "harness.hpp"

namespace aurum::testing {

/// A PNG by its signature (the server recognises files by their content, not their name).
inline const std::string kPng = std::string("\x89PNG\r\n\x1A\n", 8) + std::string(300, '\x42');
inline const std::string kBoundary = "aurumTestBoundary7MA4YWxk";

/// A form with `fields` and one image part named "file".
inline std::string multipart(const std::map<std::string, std::string>& fields,
                             const std::string& file, const std::string& filename = "id.png") {
  std::string body;
  for (const auto& [k, v] : fields)
    body += "--" + kBoundary + "\r\nContent-Disposition: form-data; name=\"" + k + "\"\r\n\r\n" +
            v + "\r\n";
  body += "--" + kBoundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" +
          filename + "\"\r\nContent-Type: image/png\r\n\r\n" + file + "\r\n--" + kBoundary +
          "--\r\n";
  return body;
}

/// POSTs the form `multipart(fields, file, filename)` to `path`.
inline HttpResult postMultipart(Client& c, const std::string& path,
                                const std::map<std::string, std::string>& fields,
                                const std::string& file, const std::string& filename = "id.png") {
  return c.request(boost::beast::http::verb::post, path, multipart(fields, file, filename),
                   {{"Content-Type", "multipart/form-data; boundary=" + kBoundary}});
}

}  // namespace aurum::testing
