import { z } from 'zod';
import { i18n, type MessageId } from '@/i18n';

/** The server's rule for a new password (domain/user.cpp: 12 to 128 characters). */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

const msg = (id: MessageId, values?: Record<string, number>) => ({ error: () => i18n._(id, values) });

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, msg('security.password.currentRequired')),
    newPassword: z
      .string()
      .min(PASSWORD_MIN, msg('security.password.min', { min: PASSWORD_MIN }))
      .max(PASSWORD_MAX, msg('security.password.max', { max: PASSWORD_MAX })),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    ...msg('security.password.mismatch'),
  });
export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;
