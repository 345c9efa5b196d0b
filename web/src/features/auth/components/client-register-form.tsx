import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useRegisterMutation } from '@/features/auth/api/register';
import { FormInput } from '@/features/auth/components/form-input';
import { clientRegisterSchema, PASSWORD_MIN, type ClientRegisterValues } from '@/features/auth/lib/schemas';
import { showServerError } from '@/features/auth/lib/server-errors';
import { useT } from '@/i18n';

const clientFields = new Set<string>(['firstName', 'lastName', 'email', 'password']);

export function ClientRegisterForm() {
  const t = useT();
  const navigate = useNavigate();
  const registerAccount = useRegisterMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ClientRegisterValues>({
    resolver: zodResolver(clientRegisterSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ firstName, lastName, email, password }) =>
    registerAccount.mutate(
      { role: 'client', firstName, lastName, email, password },
      {
        onSuccess: () => navigate('/dashboard', { replace: true }),
        onError: (error) =>
          showServerError(
            error,
            setError,
            (field) => (clientFields.has(field) ? (field as keyof ClientRegisterValues) : undefined),
            t('auth.error.register'),
          ),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormInput
          id="firstName"
          label={t('auth.field.firstName')}
          autoComplete="given-name"
          error={errors.firstName}
          {...register('firstName')}
        />
        <FormInput
          id="lastName"
          label={t('auth.field.lastName')}
          autoComplete="family-name"
          error={errors.lastName}
          {...register('lastName')}
        />
      </div>
      <FormInput
        id="email"
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        error={errors.email}
        {...register('email')}
      />
      <FormInput
        id="password"
        label={t('auth.field.password')}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth.field.passwordHint', { min: PASSWORD_MIN })}
        error={errors.password}
        {...register('password')}
      />
      <FormInput
        id="confirmPassword"
        label={t('auth.field.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={registerAccount.isPending}>
        <UserPlus aria-hidden />
        {registerAccount.isPending ? t('auth.register.creating') : t('auth.register.createClient')}
      </Button>
    </form>
  );
}
