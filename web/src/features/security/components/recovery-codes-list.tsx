import { useT } from '@/i18n';

/** Recovery codes, shown once right after they are made. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <p className="font-medium text-white">{t('security.recovery.title')}</p>
      <p className="text-sm text-muted-foreground">{t('security.recovery.body')}</p>
      <ul aria-label={t('security.recovery.title')} className="grid grid-cols-2 gap-2 font-mono text-sm text-stone-200">
        {codes.map((code) => (
          <li key={code} className="rounded bg-stone-900 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onDone}
        className="w-fit rounded-lg bg-secondary px-3 py-1.5 text-xs font-semibold text-secondary-foreground hover:bg-stone-700 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {t('security.recovery.saved')}
      </button>
    </div>
  );
}
