#include "http/multipart.hpp"

#include <algorithm>
#include <cctype>

#include "domain/error.hpp"

namespace aurum::http {

namespace {

domain::AppError malformed() {
  return domain::validationError("file",
                                 "The upload is not a well-formed multipart/form-data body");
}

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

/// The value of parameter `name` in a header like `form-data; name="file"; filename="a.png"`.
std::optional<std::string> headerParam(std::string_view header, std::string_view name) {
  std::size_t pos = 0;
  while (pos < header.size()) {
    auto semi = header.find(';', pos);
    if (semi == std::string_view::npos) return std::nullopt;
    pos = semi + 1;
    auto rest = trim(header.substr(pos));
    auto eq = rest.find('=');
    if (eq == std::string_view::npos) return std::nullopt;
    if (lower(trim(rest.substr(0, eq))) != name) continue;
    auto value = rest.substr(eq + 1);
    if (!value.empty() && value.front() == '"') {
      auto close = value.find('"', 1);
      if (close == std::string_view::npos) return std::nullopt;
      return std::string(value.substr(1, close - 1));
    }
    return std::string(trim(value.substr(0, value.find(';'))));
  }
  return std::nullopt;
}

}  // namespace

std::vector<FormPart> parseMultipart(std::string_view contentType, std::string_view body,
                                     std::size_t maxParts) {
  auto boundary = headerParam(contentType, "boundary");
  if (!boundary || boundary->empty() || boundary->size() > 70) throw malformed();
  const std::string delim = "--" + *boundary;
  std::vector<FormPart> parts;
  auto pos = body.find(delim);
  if (pos == std::string_view::npos) throw malformed();
  pos += delim.size();
  for (;;) {
    if (body.substr(pos, 2) == "--") return parts;  // closing delimiter
    if (body.substr(pos, 2) != "\r\n") throw malformed();
    pos += 2;
    auto headerEnd = body.find("\r\n\r\n", pos);
    if (headerEnd == std::string_view::npos) throw malformed();
    FormPart part;
    bool named = false;
    for (auto line = pos; line < headerEnd;) {
      auto eol = body.find("\r\n", line);
      if (eol == std::string_view::npos || eol > headerEnd) eol = headerEnd;
      auto h = body.substr(line, eol - line);
      line = eol + 2;
      auto colon = h.find(':');
      if (colon == std::string_view::npos) throw malformed();
      auto key = lower(trim(h.substr(0, colon)));
      auto value = trim(h.substr(colon + 1));
      if (key == "content-disposition") {
        if (auto n = headerParam(value, "name")) {
          part.name = *n;
          named = true;
        }
        part.filename = headerParam(value, "filename");
      } else if (key == "content-type") {
        part.contentType = lower(value);
      }
    }
    if (!named) throw malformed();
    auto start = headerEnd + 4;
    auto next = body.find("\r\n" + delim, start);
    if (next == std::string_view::npos) throw malformed();
    part.body = body.substr(start, next - start);
    if (parts.size() >= maxParts) throw malformed();
    parts.push_back(std::move(part));
    pos = next + 2 + delim.size();
  }
}

const FormPart* findPart(const std::vector<FormPart>& parts, std::string_view name) {
  for (const auto& p : parts)
    if (p.name == name) return &p;
  return nullptr;
}

}  // namespace aurum::http
