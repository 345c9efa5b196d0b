import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { i18n, type MessageId, useT } from '@/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { sendContactRequest } from '../api/contact-request';
import { buttonStyles, cardClass } from './button-styles';
import { cn } from './cn';
import { Field, TextArea, TextInput } from './field';

/** A validation message in the active language, read when the check fails (not at import). */
const msg = (id: MessageId, values?: Record<string, number>) => ({ error: () => i18n._(id, values) });

const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, msg('contactRequest.valid.name', { min: 2 })),
  email: z
    .string()
    .trim()
    .pipe(z.email(msg('common.invalidEmail'))),
  message: z
    .string()
    .trim()
    .min(10, msg('contactRequest.valid.messageMin', { min: 10 }))
    .max(2000, msg('contactRequest.valid.messageMax', { max: 2000 })),
});

type ContactValues = z.infer<typeof contactSchema>;

interface ContactRequestFormProps {
  topic: string;
  title: string;
  id?: string;
}

/** Validated request form posting to /api/contact-requests; failures are reported honestly. */
export function ContactRequestForm({ topic, title, id }: ContactRequestFormProps) {
  const t = useT();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<'idle' | 'sent' | 'failed'>('idle');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setStatus('idle');
    try {
      await sendContactRequest({ ...values, topic });
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  });

  if (status === 'sent') {
    return (
      <div id={id} role="status" className={cn(cardClass, 'text-center')}>
        <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-emerald-400" />
        <h3 className="mt-3 text-xl font-bold text-white">{t('contactRequest.sent.title')}</h3>
        <p className="mt-2 text-stone-300">{t('contactRequest.sent.text')}</p>
      </div>
    );
  }

  return (
    <form id={id} onSubmit={onSubmit} noValidate aria-label={title} className={cn(cardClass, 'space-y-4')}>
      <h3 className="text-xl font-bold text-white">{title}</h3>
      {status === 'failed' && (
        <p role="alert" className="rounded-lg border border-red-500/50 bg-red-950/40 p-3 text-sm text-red-200">
          {t('contactRequest.failed', { email: 'support@aurum.example' })}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('contactRequest.field.name')} error={errors.name?.message}>
          {(control) => <TextInput {...control} autoComplete="name" {...register('name')} />}
        </Field>
        <Field label={t('auth.field.email')} error={errors.email?.message}>
          {(control) => <TextInput {...control} type="email" autoComplete="email" {...register('email')} />}
        </Field>
      </div>
      <Field label={t('contactRequest.field.message')} error={errors.message?.message}>
        {(control) => <TextArea {...control} rows={4} {...register('message')} />}
      </Field>
      <button type="submit" disabled={isSubmitting || !hydrated} className={buttonStyles({ hydrating: !hydrated })}>
        {isSubmitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
        {isSubmitting ? t('contactRequest.sending') : t('contactRequest.send')}
      </button>
    </form>
  );
}
