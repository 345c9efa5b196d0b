import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useEnableTotp } from '@/lib/security/enable-totp';
import type { TotpSetup } from '@/lib/security/security-keys';
import { toast } from '@/lib/use-toast';

interface TotpEnrolmentProps {
  setup: TotpSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan the QR code (or type the secret), then confirm with the app's current code. */
export function TotpEnrolment({ setup, onEnabled, onCancel }: TotpEnrolmentProps) {
  const t = useT();
  const enable = useEnableTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6) {
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
        toast({ title: t('security.totp.enabled'), description: t('security.totp.enabledBody') });
        onEnabled(recoveryCodes);
      },
      onError: (err) => setError(errorMessage(err, t('security.error.generic'))),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('security.totp.scan')}</p>
      <div
        role="img"
        aria-label={t('security.totp.qrLabel')}
        className="size-44 rounded-lg bg-white p-2 [&_svg]:size-full"
        // The server renders the QR code of the otpauth URL as SVG markup.
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <p className="text-sm text-muted-foreground">
        {t('security.totp.secretLabel')}{' '}
        <code data-testid="totp-secret" className="rounded bg-stone-900 px-1.5 py-0.5 font-mono text-stone-200">
          {setup.secret}
        </code>
      </p>
      <FormField id="totp-code" label={t('security.totp.codeLabel')} error={error}>
        <Input
          id="totp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.slice(0, 6))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'totp-code-error' : undefined}
          className="max-w-40 font-mono tracking-widest"
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={enable.isPending}>
          {t('security.totp.verify')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('security.cancel')}
        </Button>
      </div>
    </form>
  );
}
