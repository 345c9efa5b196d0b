import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { readApiError } from '@/lib/api-client';
import { registerTrader } from '../../api/register-trader';
import { buttonStyles, cardBaseClass, cardClass } from '../button-styles';
import { cn } from '../cn';
import { Field, SelectInput, TextArea, TextInput } from '../field';
import {
  businessTypeOptions,
  emptyApplication,
  experienceOptions,
  traderApplicationSchema,
  tradingVolumeOptions,
  type TraderApplication,
} from './trader-application-schema';

const fieldNames = Object.keys(emptyApplication) as (keyof TraderApplication)[];

function ApplicationReceived({ email }: { email: string }) {
  return (
    <div role="status" className={cn(cardBaseClass, 'border-emerald-700/60 text-center')}>
      <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-emerald-400" />
      <h3 className="mt-4 text-2xl font-bold text-white">Application received</h3>
      <p className="mt-3 text-stone-300">
        Your gold trader account for <strong className="text-white">{email}</strong> is pending approval by an
        administrator. Reviews typically take 2-3 business days; we will email you once your wholesale access is active.
      </p>
    </div>
  );
}

/** Trader application: validates with the spec schema and creates a pending gold_trader account. */
export function TraderApplicationForm() {
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
      const message = body?.message ?? 'We could not submit your application. Please try again.';
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
  const select = (name: keyof TraderApplication, label: string, options: { value: string; label: string }[]) => (
    <Field label={label} error={errors[name]?.message}>
      {(control) => (
        <SelectInput {...control} {...register(name)}>
          <option value="">Select…</option>
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
        Gold Trader Application
      </h3>
      {formError && (
        <p role="alert" className="rounded-lg border border-red-500/50 bg-red-950/40 p-3 text-sm text-red-200">
          {formError}
        </p>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold tracking-wider text-[#f0c14b] uppercase">Contact</legend>
        {text('firstName', 'First name', 'text', 'given-name')}
        {text('lastName', 'Last name', 'text', 'family-name')}
        <div className="sm:col-span-2">{text('email', 'Business email', 'email', 'email')}</div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold tracking-wider text-[#f0c14b] uppercase">Business</legend>
        {text('companyName', 'Company name', 'text', 'organization')}
        {text('tradingLicense', 'Trading license number')}
        <Field label="Business address" error={errors.businessAddress?.message} className="sm:col-span-2">
          {(control) => (
            <TextArea {...control} autoComplete="street-address" rows={3} {...register('businessAddress')} />
          )}
        </Field>
        {select('tradingVolume', 'Expected monthly trading volume', tradingVolumeOptions)}
        {select('businessType', 'Business type', businessTypeOptions)}
        {select('experience', 'Experience in precious metals', experienceOptions)}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold tracking-wider text-[#f0c14b] uppercase">Account</legend>
        <Field label="Password" error={errors.password?.message} hint="12 to 128 characters.">
          {(control) => (
            <TextInput {...control} type="password" autoComplete="new-password" {...register('password')} />
          )}
        </Field>
        {text('confirmPassword', 'Confirm password', 'password', 'new-password')}
      </fieldset>
      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonStyles({ size: 'lg', className: 'w-full sm:w-auto' })}
      >
        {isSubmitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
        {isSubmitting ? 'Submitting…' : 'Submit Application'}
      </button>
    </form>
  );
}
