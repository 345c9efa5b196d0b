import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

interface StatCardProps {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
}

export function StatCard({ label, value, note, icon: Icon }: StatCardProps) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
        <Icon aria-hidden className="size-4 shrink-0 text-gold sm:size-5" />
      </div>
      <p className="mt-3 truncate text-lg font-bold text-white sm:text-2xl">{value}</p>
      <p className="mt-1 text-xs text-stone-400">{note}</p>
    </Card>
  );
}
