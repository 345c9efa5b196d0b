import { z } from 'zod';
import { i18n } from '@/i18n';

const optionalUrl = z
  .string()
  .trim()
  .refine((v) => v === '' || /^https?:\/\/\S+\.\S+/.test(v), { error: () => i18n._('company.form.error.website') });

/** The editable company fields; messages are read at validation time (the language can change). */
export const companySchema = z.object({
  companyName: z
    .string()
    .trim()
    .min(2, { error: () => i18n._('company.form.error.companyName') })
    .max(200, { error: () => i18n._('company.form.error.companyName') }),
  businessAddress: z
    .string()
    .trim()
    .max(500, { error: () => i18n._('company.form.error.tooLong') }),
  contactEmail: z.union([z.literal(''), z.email({ error: () => i18n._('company.form.error.email') })]),
  phone: z
    .string()
    .trim()
    .max(40, { error: () => i18n._('company.form.error.tooLong') }),
  website: optionalUrl,
  description: z
    .string()
    .trim()
    .max(2000, { error: () => i18n._('company.form.error.tooLong') }),
});

export type CompanyValues = z.infer<typeof companySchema>;

export const companyFields = [
  'companyName',
  'businessAddress',
  'contactEmail',
  'phone',
  'website',
  'description',
] as const;

export function companyField(field: string | undefined): keyof CompanyValues | undefined {
  return companyFields.find((f) => f === field);
}
