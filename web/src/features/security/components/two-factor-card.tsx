import { useState } from 'react';
import { ShieldCheck, ShieldAlert, Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useMfaStatus } from '@/lib/security/get-mfa-status';
import type { TotpSetup } from '@/lib/security/security-keys';
import { useSetupTotp } from '@/lib/security/setup-totp';
import { toast } from '@/lib/use-toast';
import { RecoveryCodesList } from '@/features/security/components/recovery-codes-list';
import { TotpEnrolment } from '@/features/security/components/totp-enrolment';
import { TotpManage } from '@/features/security/components/totp-manage';

/** The real two-factor state, and the authenticator app's set-up, recovery codes and switch-off. */
export function TwoFactorCard() {
  const t = useT();
  const status = useMfaStatus();
  const setup = useSetupTotp();
  const [pending, setPending] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const startSetup = () =>
    setup.mutate(undefined, {
      onSuccess: setPending,
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('security.error.title'),
          description: errorMessage(err, t('security.error.generic')),
        }),
    });

  const onDone = () => {
    setCodes(null);
    toast({ title: t('security.recovery.savedToast'), description: t('security.recovery.savedToastBody') });
  };

  const mfa = status.data;
  return (
    <Card>
      <CardHeader className="pb-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('security.twoFactor.title')}</CardTitle>
          {mfa &&
            (mfa.enabled ? (
              <Badge variant="success">{t('security.twoFactor.enabled')}</Badge>
            ) : (
              <Badge variant="warning">{t('security.twoFactor.notEnabled')}</Badge>
            ))}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status.isLoading && <p className="text-sm text-muted-foreground">{t('security.loading')}</p>}
        {status.isError && (
          <p role="alert" className="text-sm text-red-400">
            {t('security.twoFactor.loadError')}
          </p>
        )}
        {mfa && (
          <p className="flex items-center gap-2 text-sm text-stone-300">
            {mfa.enabled ? (
              <ShieldCheck aria-hidden className="size-4 text-green-400" />
            ) : (
              <ShieldAlert aria-hidden className="size-4 text-yellow-300" />
            )}
            {mfa.enabled ? t('security.twoFactor.protected') : t('security.twoFactor.offBody')}
          </p>
        )}
        {mfa && (
          <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="flex items-center gap-2 font-medium text-white">
                <Smartphone aria-hidden className="size-4 text-gold" />
                {t('security.totp.title')}
              </p>
              <span className="text-sm text-muted-foreground">
                {mfa.totp ? t('security.totp.on') : t('security.totp.off')}
              </span>
            </div>
            {mfa.totp && (
              <p className="text-sm text-muted-foreground">
                {t('security.recovery.remaining', { count: mfa.recoveryCodesRemaining })}
              </p>
            )}
            {codes && <RecoveryCodesList codes={codes} onDone={onDone} />}
            {!mfa.totp && !pending && !codes && (
              <Button size="sm" className="w-fit" onClick={startSetup} disabled={setup.isPending}>
                {t('security.totp.setUp')}
              </Button>
            )}
            {!mfa.totp && pending && (
              <TotpEnrolment
                setup={pending}
                onCancel={() => setPending(null)}
                onEnabled={(recoveryCodes) => {
                  setPending(null);
                  setCodes(recoveryCodes);
                }}
              />
            )}
            {mfa.totp && !codes && <TotpManage onNewCodes={setCodes} />}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
