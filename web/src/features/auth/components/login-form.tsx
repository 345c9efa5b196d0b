import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { isMfaChallenge, useLoginMutation, type MfaChallenge } from '@/features/auth/api/login';
import { PasswordInput } from '@/features/auth/components/password-input';
import { SecondFactorForm } from '@/features/auth/components/second-factor-form';
import { loginSchema, type LoginValues } from '@/features/auth/lib/schemas';
import { showServerError } from '@/features/auth/lib/server-errors';
import { useT } from '@/i18n';

interface LoginFormProps {
  idPrefix: string;
  submitLabel: string;
}

export function LoginForm({ idPrefix, submitLabel }: LoginFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const login = useLoginMutation();
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const signedIn = () => navigate('/dashboard', { replace: true });
  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (response) => (isMfaChallenge(response) ? setChallenge(response) : signedIn()),
      onError: (error) =>
        showServerError(
          error,
          setError,
          (field) => (field === 'email' || field === 'password' ? field : undefined),
          t('auth.error.signIn'),
        ),
    }),
  );

  const id = (name: string) => `${idPrefix}-${name}`;
  if (challenge) {
    return (
      <SecondFactorForm
        idPrefix={idPrefix}
        challenge={challenge}
        onSignedIn={signedIn}
        onRestart={(message) => {
          setChallenge(null);
          resetField('password');
          if (message) setError('password', { type: 'server', message });
        }}
      />
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField id={id('email')} label={t('auth.field.email')} error={errors.email?.message}>
        <Input
          id={id('email')}
          type="email"
          autoComplete="email"
          placeholder={t('auth.field.emailPlaceholder')}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id('email')}-error` : undefined}
          {...register('email')}
        />
      </FormField>
      <FormField id={id('password')} label={t('auth.field.password')} error={errors.password?.message}>
        <PasswordInput
          id={id('password')}
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id('password')}-error` : undefined}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? (
          <Spinner className="size-4 text-primary-foreground" label={t('auth.login.signingInLabel')} />
        ) : (
          <LogIn aria-hidden />
        )}
        {login.isPending ? t('auth.login.signingIn') : submitLabel}
      </Button>
    </form>
  );
}
