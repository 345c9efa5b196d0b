import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

/** "A new version is available — Reload": activates the waiting service worker. */
export function UpdatePrompt({ apply }: { apply: () => Promise<void> }) {
  const t = useT();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div
      role="alert"
      data-testid="update-prompt"
      className="fixed right-4 bottom-4 z-[60] flex max-w-sm items-center gap-3 rounded-lg border bg-card p-4 text-sm shadow-2xl"
    >
      <span className="flex-1">{t('pwa.updateAvailable')}</span>
      <Button size="sm" onClick={() => void apply()}>
        {t('pwa.reload')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
        {t('pwa.dismiss')}
      </Button>
    </div>
  );
}
