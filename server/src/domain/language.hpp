#pragma once
#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace aurum::domain {

/// The languages the product ships, in menu order; the web app's catalogues use the same codes.
/// "zh" is Simplified Chinese.
inline constexpr std::array<std::string_view, 5> kLanguages{"en", "es", "fr", "de", "zh"};
inline constexpr std::string_view kDefaultLanguage = "en";
/// Cookie the web app sets when the visitor picks a language (Path=/, SameSite=Lax).
inline constexpr std::string_view kLanguageCookieName = "aurum_lang";

/// The shipped language a BCP 47 tag falls under, by its primary subtag: "es-MX" is es, "zh-CN",
/// "zh-Hans-CN" and also "zh-TW"/"zh-Hant" are zh (we ship Simplified only, the closest we have).
/// Case-insensitive; "_" is accepted as a separator. Nothing for unknown or malformed tags.
std::optional<std::string_view> supportedLanguage(std::string_view tag);

/// The best shipped language for an Accept-Language header (RFC 9110 section 12.5.4): highest q
/// wins, ties go to the earlier entry, q=0 excludes, `*` stands for any language not named.
/// Malformed entries are skipped; nothing when no shipped language is acceptable. Never throws.
std::optional<std::string_view> negotiateLanguage(std::string_view acceptLanguage);

/// The language a request is answered in. For a page request the visitor's explicit choice (the
/// aurum_lang cookie) wins over the browser's Accept-Language; for an API request the header wins,
/// because the web app sends its active language there on every call, and the cookie is the
/// fallback. English when neither names a shipped language.
std::string_view requestLanguage(std::string_view cookieValue, std::string_view acceptLanguage,
                                 bool pageRequest);

/// The path of a public page in `language` (`path` starts with "/"): the default language's pages
/// are unprefixed (`/register`), the others' are under their code (`/es/register`), as the web
/// app's routes and the pre-rendered pages are.
std::string publicPagePath(std::string_view language, std::string_view path);

}  // namespace aurum::domain
