import { Link, useLocation } from 'react-router';
import { Home, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n';

const MARK = '\u0000';

/** A translated sentence with a code span where its placeholder was (the spec's developer-style hint). */
function WithCode({ text, code }: { text: string; code: string }) {
  const [before, after = ''] = text.split(MARK);
  return (
    <>
      {before}
      <code className="rounded bg-muted px-1.5 py-0.5 break-all text-stone-200">{code}</code>
      {after}
    </>
  );
}

export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-8">
        <div className="flex items-center gap-3">
          <TriangleAlert aria-hidden className="size-8 shrink-0 text-gold" />
          <h1 className="text-2xl font-bold text-white">{t('notFound.title')}</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          <WithCode text={t('notFound.nothingAt', { path: MARK })} code={pathname} />
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          <WithCode text={t('notFound.hint', { file: MARK })} code="web/src/config/routes.ts" />
        </p>
        <Button asChild className="mt-6">
          <Link to="/">
            <Home aria-hidden />
            {t('notFound.home')}
          </Link>
        </Button>
      </Card>
    </main>
  );
}
