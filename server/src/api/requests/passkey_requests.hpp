#pragma once
#include <boost/json.hpp>
#include <string>

#include "http/types.hpp"
#include "services/passkey_service.hpp"

namespace aurum::api {

/// One WebAuthnAssertion (AuthenticationResponseJSON): id and rawId (the same credential id),
/// type public-key, response {clientDataJSON, authenticatorData, signature, userHandle?}, every
/// binary field base64url, decoded here. Errors name the field ("assertion.response.signature").
/// POST /api/auth/mfa/verify passes its `assertion` member.
services::PasskeyAssertion parsePasskeyAssertion(const boost::json::object& assertion);

/// POST /api/auth/passkeys/login: {assertion}.
services::PasskeyAssertion parsePasskeyAssertionRequest(const boost::json::object& body);

struct PasskeyRegisterRequest {
  services::PasskeyAttestation attestation;
  std::string name;  ///< may be empty: the service names it "Passkey"
};
/// POST /api/auth/passkeys/register: {credential: RegistrationResponseJSON, name?}.
PasskeyRegisterRequest parsePasskeyRegisterRequest(const boost::json::object& body);

/// The relying party of a passkey request: the Host header's host name (no port, lower-case) and
/// the Origin header, which these routes require (400 without it). The server has already
/// refused an unsafe request whose Origin is not this host's.
services::RelyingParty relyingParty(const http::RequestContext& ctx);

}  // namespace aurum::api
