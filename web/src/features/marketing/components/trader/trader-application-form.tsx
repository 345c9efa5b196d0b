import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { T, useT } from '@/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { readApiError } from '@/lib/api-client';
import { registerTrader } from '../../api/register-trader';
import { buttonStyles, cardBaseClass, cardClass } from '../button-styles';
import { cn } from '../cn';
import { Field, SelectInput, TextArea, TextInput } from '../field';
import {
  businessTypeOptions,
  emptyApplication,
  experienceOptions,
  PASSWORD_MAX,
  PASSWORD_MIN,
  traderApplicationSchema,
  tradingVolumeOptions,
  type Option,
  type TraderApplication,
} from './trader-application-schema';

const fieldNames = Object.keys(emptyApplication) as (keyof TraderApplication)[];

function ApplicationReceived({ email }: { email: string }) {
  const t = useT();
  return (
    <div role="status" className={cn(cardBaseClass, 'border-emerald-700/60 text-center')}>
      <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-emerald-400" />
      <h3 className="mt-4 text-2xl font-bold text-white">{t('auth.applied.title')}</h3>
      <p className="mt-3 text-stone-300">
        <T id="traderApply.received" values={{ email }} components={{ 0: <strong className="text-white" /> }} />
      </p>
    </div>
  );
}

/** Trader application: validates with the spec schema and creates a pending gold_trader account. */
export function TraderApplicationForm() {
  const t = useT();
  const hydrated = useHydrated();
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TraderApplication>({ resolver: zodResolver(traderApplicationSchema), defaultValues: emptyApplication });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...application }) => {
    setFormError(null);
    try {
      await registerTrader(application);
      setSubmittedEmail(application.email);
    } catch (error) {
      const body = readApiError(error);
      const message = body?.message ?? t('traderApply.error');
      const field = body?.field as keyof TraderApplication | undefined;
      if (field && fieldNames.includes(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  if (submittedEmail) return <ApplicationReceived email={submittedEmail} />;

  const text = (name: keyof TraderApplication, label: string, type = 'text', autoComplete?: string) => (
    <Field label={label} error={errors[name]?.message}>
      {(control) => <TextInput {...control} type={type} autoComplete={autoComplete} {...register(name)} />}
    </Field>
  );
  const select = (name: keyof TraderApplication, label: string, options: Option[]) => (
    <Field label={label} error={errors[name]?.message}>
      {(control) => (
        <SelectInput {...control} {...register(name)}>
          <option value="">{t('traderApply.select')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectInput>
      )}
    </Field>
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="application-form-title"
      className={cn(cardClass, 'space-y-6')}
    >
      <h3 id="application-form-title" className="text-2xl font-bold text-white">
        {t('traderApply.title')}
      </h3>
      {formError && (
        <p role="alert" className="rounded-lg border border-red-500/50 bg-red-950/40 p-3 text-sm text-red-200">
          {formError}
        </p>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold tracking-wider text-[#f0c14b] uppercase">
          {t('traderApply.section.contact')}
        </legend>
        {text('firstName', t('auth.field.firstName'), 'text', 'given-name')}
        {text('lastName', t('auth.field.lastName'), 'text', 'family-name')}
        <div className="sm:col-span-2">{text('email', t('auth.field.businessEmail'), 'email', 'email')}</div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold tracking-wider text-[#f0c14b] uppercase">
          {t('traderApply.section.business')}
        </legend>
        {text('companyName', t('auth.field.companyName'), 'text', 'organization')}
        {text('tradingLicense', t('auth.field.tradingLicense'))}
        <Field
          label={t('traderApply.field.businessAddress')}
          error={errors.businessAddress?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <TextArea {...control} autoComplete="street-address" rows={3} {...register('businessAddress')} />
          )}
        </Field>
        {select('tradingVolume', t('traderApply.field.tradingVolume'), tradingVolumeOptions(t))}
        {select('businessType', t('traderApply.field.businessType'), businessTypeOptions(t))}
        {select('experience', t('traderApply.field.experience'), experienceOptions(t))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold tracking-wider text-[#f0c14b] uppercase">
          {t('traderApply.section.account')}
        </legend>
        <Field
          label={t('auth.field.password')}
          error={errors.password?.message}
          hint={t('traderApply.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        >
          {(control) => (
            <TextInput {...control} type="password" autoComplete="new-password" {...register('password')} />
          )}
        </Field>
        {text('confirmPassword', t('auth.field.confirmPassword'), 'password', 'new-password')}
      </fieldset>
      <button
        type="submit"
        disabled={isSubmitting || !hydrated}
        className={buttonStyles({ size: 'lg', className: 'w-full sm:w-auto', hydrating: !hydrated })}
      >
        {isSubmitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
        {isSubmitting ? t('traderApply.submitting') : t('traderApply.submit')}
      </button>
    </form>
  );
}
