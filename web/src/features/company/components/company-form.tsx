import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n';
import { readApiError } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { useUpdateCompany, type Company } from '../api/company';
import { companyField, companySchema, type CompanyValues } from '../lib/company-schema';

const textareaClass =
  'min-h-24 w-full rounded-lg border border-input bg-stone-950/60 px-3 py-2 text-sm text-foreground outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30';

const toValues = (c: Company): CompanyValues => ({
  companyName: c.companyName ?? '',
  businessAddress: c.businessAddress ?? '',
  contactEmail: c.contactEmail ?? '',
  phone: c.phone ?? '',
  website: c.website ?? '',
  description: c.description ?? '',
});

/** The company settings form: PUT /api/company; the two registry fields are shown read-only. */
export function CompanyForm({ company }: { company: Company }) {
  const t = useT();
  const update = useUpdateCompany();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<CompanyValues>({ resolver: zodResolver(companySchema), defaultValues: toValues(company) });

  const onSubmit = handleSubmit((values) => {
    update.mutate(
      {
        companyName: values.companyName.trim(),
        businessAddress: values.businessAddress.trim(),
        contactEmail: values.contactEmail.trim(),
        phone: values.phone.trim(),
        website: values.website.trim(),
        description: values.description.trim(),
      },
      {
        onSuccess: (saved) => {
          reset(toValues(saved));
          toast({ title: t('company.toast.updated'), description: t('company.toast.updatedBody') });
        },
        onError: (error) => {
          const apiError = readApiError(error);
          const field = companyField(apiError?.field);
          if (field) setError(field, { message: apiError?.message }, { shouldFocus: true });
          toast({
            title: t('company.toast.failed'),
            description: apiError?.message ?? t('company.toast.failedBody'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  const field = (name: keyof CompanyValues) => ({
    id: `company-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `company-${name}-error` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      <FormField
        id="company-companyName"
        label={t('company.form.companyName')}
        error={errors.companyName?.message}
        className="sm:col-span-2"
      >
        <Input autoComplete="organization" {...field('companyName')} {...register('companyName')} />
      </FormField>
      <FormField id="company-registrationNumber" label={t('company.form.registrationNumber')}>
        <Input
          id="company-registrationNumber"
          value={company.registrationNumber ?? ''}
          readOnly
          aria-readonly
          className="cursor-not-allowed opacity-80"
        />
      </FormField>
      <FormField id="company-tradingLicense" label={t('company.form.tradingLicense')}>
        <Input
          id="company-tradingLicense"
          value={company.tradingLicense ?? ''}
          readOnly
          aria-readonly
          className="cursor-not-allowed opacity-80"
        />
      </FormField>
      <p className="-mt-3 text-xs text-muted-foreground sm:col-span-2">{t('company.form.readOnlyNote')}</p>
      <FormField
        id="company-businessAddress"
        label={t('company.form.businessAddress')}
        error={errors.businessAddress?.message}
        className="sm:col-span-2"
      >
        <Input autoComplete="street-address" {...field('businessAddress')} {...register('businessAddress')} />
      </FormField>
      <FormField id="company-contactEmail" label={t('company.form.contactEmail')} error={errors.contactEmail?.message}>
        <Input type="email" autoComplete="email" {...field('contactEmail')} {...register('contactEmail')} />
      </FormField>
      <FormField id="company-phone" label={t('company.form.phone')} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...field('phone')} {...register('phone')} />
      </FormField>
      <FormField
        id="company-website"
        label={t('company.form.website')}
        error={errors.website?.message}
        className="sm:col-span-2"
      >
        <Input type="url" autoComplete="url" {...field('website')} {...register('website')} />
      </FormField>
      <FormField
        id="company-description"
        label={t('company.form.description')}
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <textarea rows={4} className={textareaClass} {...field('description')} {...register('description')} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {t(update.isPending ? 'company.form.saving' : 'company.form.submit')}
        </Button>
      </div>
    </form>
  );
}
