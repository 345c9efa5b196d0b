import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/**
 * WebAuthn ceremonies through @simplewebauthn/browser, downloaded only when a passkey is used
 * (a dynamic import keeps it out of the landing page and the sign-in page's first load).
 */
const loadBrowser = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all (no download needed to ask). */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

export async function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await loadBrowser();
  return startRegistration({ optionsJSON });
}

export async function getPasskeyAssertion(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await loadBrowser();
  return startAuthentication({ optionsJSON });
}

/**
 * The person closed or refused the browser's passkey prompt (or it timed out): not an error to
 * report, just nothing happened.
 */
export function isPasskeyCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
