import { LogOut, Monitor } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useSessions, type SessionInfo } from '@/features/security/api/get-sessions';
import { useRevokeOtherSessions } from '@/features/security/api/revoke-other-sessions';
import { useRevokeSession } from '@/features/security/api/revoke-session';

function SessionRow({ session }: { session: SessionInfo }) {
  const t = useT();
  const revoke = useRevokeSession();
  const onRevoke = () =>
    revoke.mutate(session.id, {
      onSuccess: () => toast({ title: t('security.sessions.revoked'), description: session.device }),
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('security.error.title'),
          description: errorMessage(err, t('security.error.generic')),
        }),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-white">
          <Monitor aria-hidden className="size-4 text-gold" />
          {session.device}
          {session.current && <Badge variant="success">{t('security.sessions.thisDevice')}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('security.sessions.detail', {
            ip: session.ip,
            created: formatDateTime(session.createdAt),
            seen: formatDateTime(session.lastSeenAt),
          })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onRevoke}
          disabled={revoke.isPending}
          aria-label={t('security.sessions.revoke', { device: session.device })}
        >
          <LogOut aria-hidden />
          {t('security.sessions.revokeShort')}
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in, with sign-out per session and everywhere else. */
export function SessionsCard() {
  const t = useT();
  const sessions = useSessions();
  const others = useRevokeOtherSessions();
  const list = sessions.data ?? [];
  const hasOthers = list.some((s) => !s.current);

  const onRevokeOthers = () =>
    others.mutate(undefined, {
      onSuccess: ({ revokedSessions }) =>
        toast({
          title: t('security.sessions.othersRevoked'),
          description: t('security.sessions.othersRevokedBody', { count: revokedSessions }),
        }),
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('security.error.title'),
          description: errorMessage(err, t('security.error.generic')),
        }),
    });

  return (
    <Card>
      <CardHeader className="pb-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('security.sessions.title')}</CardTitle>
          <Button variant="outline" size="sm" onClick={onRevokeOthers} disabled={!hasOthers || others.isPending}>
            {t('security.sessions.revokeOthers')}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {sessions.isError && (
          <p role="alert" className="text-sm text-red-400">
            {t('security.sessions.loadError')}
          </p>
        )}
        {list.length > 0 && (
          <ul aria-label={t('security.sessions.title')} className="flex flex-col divide-y divide-border">
            {list.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
