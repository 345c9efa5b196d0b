import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n';

/** Shown wherever prices appear while the server runs the simulated feed (issue 3). */
export function SimulatedBadge({ className }: { className?: string }) {
  const t = useT();
  return (
    <Badge variant="warning" className={className} title={t('market.simulated.title')}>
      <FlaskConical aria-hidden className="size-3.5" />
      {t('market.simulated.label')}
    </Badge>
  );
}
