import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

const MARK = '\u0000';

/** The translated sentence with the e-mail address emphasised where its placeholder was. */
function WithEmail({ text, email }: { text: string; email: string }) {
  const [before, after = ''] = text.split(MARK);
  return (
    <>
      {before}
      <span className="font-semibold text-white">{email}</span>
      {after}
    </>
  );
}

/** Shown after a trader applies: the account exists but waits for an administrator. */
export function ApplicationReceived({ email }: { email: string }) {
  const t = useT();
  return (
    <section aria-labelledby="application-received" className="flex flex-col items-center text-center" role="status">
      <CircleCheck aria-hidden className="size-12 text-gold" />
      <h2 id="application-received" className="mt-4 text-2xl font-bold text-white">
        {t('auth.applied.title')}
      </h2>
      <p className="mt-3 text-stone-300">
        <WithEmail text={t('auth.applied.body', { email: MARK })} email={email} />
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{t('auth.applied.note')}</p>
      <Button asChild variant="outline" className="mt-6">
        <Link to="/">{t('auth.backHome')}</Link>
      </Button>
    </section>
  );
}
