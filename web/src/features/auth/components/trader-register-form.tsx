import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useRegisterMutation } from '@/features/auth/api/register';
import { FormInput } from '@/features/auth/components/form-input';
import {
  PASSWORD_MIN,
  traderFieldFromServer,
  traderRegisterSchema,
  type TraderRegisterValues,
} from '@/features/auth/lib/schemas';
import { showServerError } from '@/features/auth/lib/server-errors';
import { useT } from '@/i18n';

interface TraderRegisterFormProps {
  onSubmitted: (email: string) => void;
}

export function TraderRegisterForm({ onSubmitted }: TraderRegisterFormProps) {
  const t = useT();
  const registerAccount = useRegisterMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TraderRegisterValues>({
    resolver: zodResolver(traderRegisterSchema),
    defaultValues: {
      traderFirstName: '',
      traderLastName: '',
      companyName: '',
      businessEmail: '',
      tradingLicense: '',
      traderPassword: '',
      traderConfirmPassword: '',
    },
  });

  const onSubmit = handleSubmit((v) =>
    registerAccount.mutate(
      {
        role: 'gold_trader',
        firstName: v.traderFirstName,
        lastName: v.traderLastName,
        email: v.businessEmail,
        password: v.traderPassword,
        companyName: v.companyName,
        tradingLicense: v.tradingLicense,
      },
      {
        onSuccess: ({ user }) => onSubmitted(user.email),
        onError: (error) =>
          showServerError(error, setError, (field) => traderFieldFromServer[field], t('auth.error.apply')),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormInput
          id="traderFirstName"
          label={t('auth.field.firstName')}
          autoComplete="given-name"
          error={errors.traderFirstName}
          {...register('traderFirstName')}
        />
        <FormInput
          id="traderLastName"
          label={t('auth.field.lastName')}
          autoComplete="family-name"
          error={errors.traderLastName}
          {...register('traderLastName')}
        />
      </div>
      <FormInput
        id="companyName"
        label={t('auth.field.companyName')}
        autoComplete="organization"
        error={errors.companyName}
        {...register('companyName')}
      />
      <FormInput
        id="businessEmail"
        label={t('auth.field.businessEmail')}
        type="email"
        autoComplete="email"
        error={errors.businessEmail}
        {...register('businessEmail')}
      />
      <FormInput
        id="tradingLicense"
        label={t('auth.field.tradingLicense')}
        error={errors.tradingLicense}
        {...register('tradingLicense')}
      />
      <FormInput
        id="traderPassword"
        label={t('auth.field.password')}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth.field.passwordHint', { min: PASSWORD_MIN })}
        error={errors.traderPassword}
        {...register('traderPassword')}
      />
      <FormInput
        id="traderConfirmPassword"
        label={t('auth.field.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.traderConfirmPassword}
        {...register('traderConfirmPassword')}
      />
      <Button type="submit" size="lg" disabled={registerAccount.isPending}>
        <Send aria-hidden />
        {registerAccount.isPending ? t('auth.register.submitting') : t('auth.register.applyTrader')}
      </Button>
    </form>
  );
}
