import { useState, type FormEvent } from 'react';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n';
import type { MfaChallenge } from '@/features/auth/api/login';
import { useVerifyMfa } from '@/features/auth/api/verify-mfa';
import { secondFactorError } from '@/features/auth/lib/second-factor-errors';
import { isPasskeyCancelled } from '@/lib/security/webauthn';

interface SecondFactorFormProps {
  idPrefix: string;
  challenge: MfaChallenge;
  onSignedIn: () => void;
  /** Back to the password: the pending sign-in has expired, ran out of attempts, or the user chose to. */
  onRestart: (message?: string) => void;
}

/** The sign-in's second step: an authenticator or recovery code, or a passkey. */
export function SecondFactorForm({ idPrefix, challenge, onSignedIn, onRestart }: SecondFactorFormProps) {
  const t = useT();
  const verify = useVerifyMfa();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const id = `${idPrefix}-mfa-code`;
  const acceptsCode = challenge.methods.includes('totp') || challenge.methods.includes('recovery');

  const submit = (input: { code: string } | 'passkey') => {
    setError(undefined);
    verify.mutate(input, {
      onSuccess: onSignedIn,
      onError: (err) => {
        if (input === 'passkey' && isPasskeyCancelled(err)) return;
        const { message, restart } = secondFactorError(err);
        if (restart) onRestart(message);
        else setError(message);
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) return setError(t('auth.mfa.codeRequired'));
    submit({ code: value });
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex gap-3">
        <ShieldCheck aria-hidden className="size-6 shrink-0 text-gold" />
        <div>
          <h2 className="font-semibold text-white">{t('auth.mfa.title')}</h2>
          <p className="text-sm text-muted-foreground">{t(acceptsCode ? 'auth.mfa.body' : 'auth.mfa.passkeyBody')}</p>
        </div>
      </div>
      {acceptsCode && (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField id={id} label={t('auth.mfa.codeLabel')} error={error}>
            <Input
              id={id}
              autoComplete="one-time-code"
              autoFocus
              maxLength={32}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="font-mono tracking-widest"
            />
          </FormField>
          <Button type="submit" size="lg" disabled={verify.isPending}>
            {t('auth.mfa.verify')}
          </Button>
        </form>
      )}
      {!acceptsCode && error && (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      {challenge.methods.includes('passkey') && (
        <Button variant="outline" size="lg" onClick={() => submit('passkey')} disabled={verify.isPending}>
          <KeyRound aria-hidden />
          {t('auth.mfa.usePasskey')}
        </Button>
      )}
      <Button variant="link" size="sm" className="w-fit self-center" onClick={() => onRestart()}>
        {t('auth.mfa.back')}
      </Button>
    </div>
  );
}
