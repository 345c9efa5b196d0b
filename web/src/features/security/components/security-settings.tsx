import { ShieldAlert } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n';
import { useAuth } from '@/lib/auth';
import { useMfaStatus } from '@/lib/security/get-mfa-status';
import { LoginHistoryDialog } from '@/features/security/components/login-history-dialog';
import { PasskeysCard } from '@/features/security/components/passkeys-card';
import { PasswordCard } from '@/features/security/components/password-card';
import { SessionsCard } from '@/features/security/components/sessions-card';
import { TwoFactorCard } from '@/features/security/components/two-factor-card';

/**
 * Settings > Security: the second factors (authenticator app, recovery codes, passkeys), the
 * password, open sessions and the login history.
 */
export function SecuritySettings() {
  const t = useT();
  const { user } = useAuth();
  const mfa = useMfaStatus();
  const adminMustEnrol = user?.role === 'admin' && mfa.data?.enabled === false;

  return (
    <div className="flex flex-col gap-6">
      {adminMustEnrol && (
        <div
          role="alert"
          className="flex gap-3 rounded-xl border border-yellow-700/50 bg-yellow-900/30 p-4 text-sm text-yellow-100"
        >
          <ShieldAlert aria-hidden className="size-5 shrink-0 text-yellow-300" />
          <p>{t('security.mfaRequired.banner')}</p>
        </div>
      )}
      <TwoFactorCard />
      <PasskeysCard />
      <PasswordCard />
      <SessionsCard />
      <Card>
        <CardHeader className="pb-2">
          <CardTitle>{t('security.history.title')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">{t('security.history.body')}</p>
          <LoginHistoryDialog />
        </CardContent>
      </Card>
    </div>
  );
}
