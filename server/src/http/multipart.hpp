#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace aurum::http {

/// One part of a `multipart/form-data` body (RFC 7578). `body` points into the request body.
struct FormPart {
  std::string name;
  std::optional<std::string> filename;  ///< set for file fields
  std::string contentType;              ///< as the client declared it (never trusted for files)
  std::string_view body;
};

/// Splits a `multipart/form-data` body by the boundary named in `contentType`. Throws a
/// validation error (field "file") when the header has no boundary or the body is not well
/// formed; at most `maxParts` parts.
std::vector<FormPart> parseMultipart(std::string_view contentType, std::string_view body,
                                     std::size_t maxParts = 16);

/// The first part named `name`, or null.
const FormPart* findPart(const std::vector<FormPart>& parts, std::string_view name);

}  // namespace aurum::http
