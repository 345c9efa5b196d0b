import type { ReactNode } from 'react';
import { Tooltip } from 'radix-ui';
import { SignedInLayout } from '@/app/layouts/signed-in-layout';
import { useMfaRequiredRedirect } from '@/lib/security/use-mfa-required-redirect';
import { PreferencesProvider } from '@/app/preferences-provider';

/**
 * The signed-in layout with the app's tooltip settings (spec section 9: open delay 700 ms, skip
 * delay 300 ms). The provider lives here, loaded with the layout, rather than at the root: the
 * public pages have no tooltips and should not download Radix Tooltip. A public page that adds
 * one wraps it in its own Tooltip.Provider with the same delays.
 */
export default function SignedInShell({ children }: { children: ReactNode }) {
  // An administrator without a second factor is sent to enrol one (403 mfa_required).
  useMfaRequiredRedirect();
  return (
    // The user's settings, applied app-wide: appearance, language, dates, display currency.
    <PreferencesProvider>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <SignedInLayout>{children}</SignedInLayout>
      </Tooltip.Provider>
    </PreferencesProvider>
  );
}
