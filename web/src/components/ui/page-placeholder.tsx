import { Construction } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n';

interface PagePlaceholderProps {
  title: string;
  description?: string;
}

/** A page that exists in the route table but whose content ships in a later release. */
export function PagePlaceholder({ title, description }: PagePlaceholderProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
      {description && <p className="mt-2 text-muted-foreground">{description}</p>}
      <Card className="mt-8 flex items-center gap-4 p-6">
        <Construction aria-hidden className="size-6 shrink-0 text-gold" />
        <p className="text-stone-300">{t('common.comingLater')}</p>
      </Card>
    </div>
  );
}
