import { useState } from 'react';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useT } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { useLoginHistory } from '@/features/security/api/get-login-history';
import { eventLabelIds } from '@/features/security/lib/event-labels';

/** The spec's 'View Login History': the security log of the last 90 days. */
export function LoginHistoryDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const history = useLoginHistory(open);
  const events = history.data ?? [];

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <History aria-hidden />
          {t('security.history.view')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('security.history.title')}</DialogTitle>
          <DialogDescription>{t('security.history.body')}</DialogDescription>
        </DialogHeader>
        {history.isLoading && <p className="text-sm text-muted-foreground">{t('security.loading')}</p>}
        {history.isError && (
          <p role="alert" className="text-sm text-red-400">
            {t('security.history.loadError')}
          </p>
        )}
        {history.isSuccess && events.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('security.history.empty')}</p>
        )}
        {events.length > 0 && (
          <ul aria-label={t('security.history.title')} className="flex flex-col divide-y divide-border">
            {events.map((event) => (
              <li key={event.id} className="flex flex-col gap-0.5 py-2.5">
                <p className="font-medium text-white">
                  {t(eventLabelIds[event.event] ?? 'security.event.other')}
                  {event.detail ? <span className="font-normal text-muted-foreground"> ({event.detail})</span> : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {t('security.history.detail', { at: formatDateTime(event.at), ip: event.ip, device: event.device })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
