import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useDisableTotp } from '@/lib/security/disable-totp';
import { toast } from '@/lib/use-toast';
import { useRegenerateRecoveryCodes } from '@/features/security/api/regenerate-recovery-codes';

interface TotpManageProps {
  onNewCodes: (codes: string[]) => void;
}

/**
 * With the authenticator app on: new recovery codes (a current code), or turn it off (a current
 * code or the password). A value of six digits is sent as a code, anything else as the password.
 */
export function TotpManage({ onNewCodes }: TotpManageProps) {
  const t = useT();
  const disable = useDisableTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const isCode = /^\d{6}$/.test(value);

  const onDisable = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return setError(t('security.totp.disableNeeds'));
    setError(undefined);
    disable.mutate(isCode ? { code: value } : { password: value }, {
      onSuccess: () => {
        setValue('');
        toast({ title: t('security.totp.disabled'), description: t('security.totp.disabledBody') });
      },
      onError: (err) => setError(errorMessage(err, t('security.error.generic'))),
    });
  };

  const onRegenerate = () => {
    if (!isCode) return setError(t('security.totp.invalidCodeBody'));
    setError(undefined);
    regenerate.mutate(value, {
      onSuccess: ({ recoveryCodes }) => {
        setValue('');
        onNewCodes(recoveryCodes);
      },
      onError: (err) => setError(errorMessage(err, t('security.error.generic'))),
    });
  };

  return (
    <form onSubmit={onDisable} noValidate className="flex flex-col gap-3">
      <FormField id="totp-manage" label={t('security.totp.manageLabel')} error={error}>
        <Input
          id="totp-manage"
          type="password"
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'totp-manage-error' : undefined}
          className="max-w-64"
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onRegenerate} disabled={regenerate.isPending}>
          {t('security.recovery.regenerate')}
        </Button>
        <Button type="submit" variant="destructive" size="sm" disabled={disable.isPending}>
          {t('security.totp.disable')}
        </Button>
      </div>
    </form>
  );
}
