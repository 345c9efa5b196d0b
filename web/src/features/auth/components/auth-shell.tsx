import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { AurumMark } from '@/components/ui/aurum-mark';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n';

interface AuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The frame shared by the sign-in and sign-up pages. */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  const t = useT();
  return (
    <div className="relative min-h-dvh overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-[-20rem] mx-auto h-[36rem] max-w-3xl rounded-full bg-[#d4a017]/15 blur-3xl"
      />
      <div className="relative mx-auto flex min-h-dvh w-full max-w-lg flex-col px-4 py-8 sm:py-12">
        <Link
          to="/"
          className="inline-flex w-fit items-center gap-2 rounded-md text-sm text-stone-400 outline-none hover:text-gold focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('auth.backHome')}
        </Link>
        <main className="flex flex-1 flex-col justify-center py-8">
          <div className="mb-8 flex flex-col items-center text-center">
            <AurumMark className="size-12" />
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-white">{title}</h1>
            <p className="mt-2 text-muted-foreground">{subtitle}</p>
          </div>
          <Card className="p-5 sm:p-8">{children}</Card>
          <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>
        </main>
      </div>
    </div>
  );
}
