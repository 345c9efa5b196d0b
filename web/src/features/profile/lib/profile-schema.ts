import { z } from 'zod';
import { i18n } from '@/i18n';

/** The Personal Information form; messages are read at validation time (the language can change). */
export const profileSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, { error: () => i18n._('profile.form.required') }),
  lastName: z
    .string()
    .trim()
    .min(1, { error: () => i18n._('profile.form.required') }),
  email: z.email({ error: () => i18n._('profile.form.invalidEmail') }),
  currentPassword: z.string(),
});

export type ProfileValues = z.infer<typeof profileSchema>;

export const profileFields = ['firstName', 'lastName', 'email', 'currentPassword'] as const;

export function profileField(field: string | undefined): keyof ProfileValues | undefined {
  return profileFields.find((f) => f === field);
}
