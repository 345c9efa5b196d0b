import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Shown wherever prices appear while the server runs the simulated feed (issue 3). */
export function SimulatedBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="warning"
      className={className}
      title="These prices come from Aurum's simulated feed, not from a market data provider."
    >
      <FlaskConical aria-hidden className="size-3.5" />
      Simulated prices
    </Badge>
  );
}
