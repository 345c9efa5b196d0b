import { useState, type FormEvent } from 'react';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useDisableTotp } from '@/lib/security/disable-totp';
import { useEnableTotp } from '@/lib/security/enable-totp';
import { useMfaStatus } from '@/lib/security/get-mfa-status';
import type { TotpSetup } from '@/lib/security/security-keys';
import { useSetupTotp } from '@/lib/security/setup-totp';
import { toast } from '@/lib/use-toast';

const CODE_LENGTH = 6;

/**
 * The spec's MFA setup card, now real: setup, then verify (after 'Set Up MFA': the QR code and
 * a 6-character code checked by the server on 'Verify & Enable'), then complete with the recovery
 * codes shown once. Cancel, or Disable MFA (with a current code), returns to setup.
 */
export function MfaCard() {
  const t = useT();
  const status = useMfaStatus();
  const setup = useSetupTotp();
  const enable = useEnableTotp();
  const disable = useDisableTotp();
  const [pending, setPending] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [codes, setCodes] = useState<string[]>([]);

  const enabled = status.data?.totp === true;
  const step = enabled ? 'complete' : pending ? 'verify' : 'setup';
  const fail = (err: unknown) => setError(errorMessage(err, t('security.error.generic')));

  const backToSetup = () => {
    setPending(null);
    setCode('');
    setError(undefined);
    setCodes([]);
  };

  const onSetUp = () => setup.mutate(undefined, { onSuccess: setPending, onError: fail });

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) {
      toast({
        variant: 'destructive',
        title: t('security.totp.invalidCode'),
        description: t('security.totp.invalidCodeBody'),
      });
      return;
    }
    setError(undefined);
    enable.mutate(code, {
      onSuccess: ({ recoveryCodes }) => {
        setPending(null);
        setCode('');
        setCodes(recoveryCodes);
        toast({ title: t('security.totp.enabled'), description: t('security.totp.enabledBody') });
      },
      onError: fail,
    });
  };

  const onSaved = () => {
    setCodes([]);
    toast({ title: t('security.recovery.savedToast'), description: t('security.recovery.savedToastBody') });
  };

  const onDisable = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) {
      toast({
        variant: 'destructive',
        title: t('security.totp.invalidCode'),
        description: t('security.totp.invalidCodeBody'),
      });
      return;
    }
    disable.mutate({ code }, { onSuccess: backToSetup, onError: fail });
  };

  const codeField = (
    <FormField id="mfa-card-code" label={t('security.totp.codeLabel')} error={error}>
      <Input
        id="mfa-card-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        value={code}
        onChange={(e) => setCode(e.target.value.slice(0, CODE_LENGTH))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'mfa-card-code-error' : undefined}
        className="max-w-40 font-mono tracking-widest"
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader className="pb-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('trading.mfa.title')}</CardTitle>
          {enabled && <Badge variant="success">{t('security.twoFactor.enabled')}</Badge>}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {step === 'setup' && (
          <>
            <p className="text-sm text-muted-foreground">{t('trading.mfa.body')}</p>
            {error && (
              <p role="alert" className="text-sm text-red-400">
                {error}
              </p>
            )}
            <Button size="sm" variant="outline" className="w-fit" onClick={onSetUp} disabled={setup.isPending}>
              <KeyRound aria-hidden />
              {t('trading.mfa.setup')}
            </Button>
          </>
        )}
        {step === 'verify' && pending && (
          <form onSubmit={onVerify} noValidate className="flex flex-col gap-4">
            <p className="text-sm text-muted-foreground">{t('security.totp.scan')}</p>
            <div
              role="img"
              aria-label={t('security.totp.qrLabel')}
              className="size-40 rounded-lg bg-white p-2 [&_svg]:size-full"
              // The server renders the QR code of the otpauth URL as SVG markup.
              dangerouslySetInnerHTML={{ __html: pending.qrSvg }}
            />
            <p className="text-sm break-all text-muted-foreground">
              {t('security.totp.secretLabel')} <code className="font-mono text-stone-200">{pending.secret}</code>
            </p>
            {codeField}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" disabled={enable.isPending}>
                {t('security.totp.verify')}
              </Button>
              <Button variant="ghost" size="sm" onClick={backToSetup}>
                {t('security.cancel')}
              </Button>
            </div>
          </form>
        )}
        {step === 'complete' && (
          <>
            <p className="flex items-center gap-2 text-sm text-stone-300">
              <ShieldCheck aria-hidden className="size-4 text-green-400" />
              {t('security.twoFactor.protected')}
            </p>
            {codes.length > 0 && (
              <div className="flex flex-col gap-2">
                <p className="text-sm text-muted-foreground">{t('security.recovery.body')}</p>
                <ul
                  aria-label={t('security.recovery.title')}
                  className="grid grid-cols-2 gap-2 font-mono text-sm text-stone-200"
                >
                  {codes.map((c) => (
                    <li key={c} className="rounded bg-stone-900 px-2 py-1">
                      {c}
                    </li>
                  ))}
                </ul>
                <Button size="sm" variant="secondary" className="w-fit" onClick={onSaved}>
                  {t('security.recovery.saved')}
                </Button>
              </div>
            )}
            <form onSubmit={onDisable} noValidate className="flex flex-col gap-3">
              {codeField}
              <Button type="submit" size="sm" variant="destructive" className="w-fit" disabled={disable.isPending}>
                {t('trading.mfa.disable')}
              </Button>
            </form>
          </>
        )}
      </CardContent>
    </Card>
  );
}
