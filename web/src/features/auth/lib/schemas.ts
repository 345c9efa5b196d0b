import { z } from 'zod';
import { i18n, type MessageId } from '@/i18n';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/** A validation message in the active language, read when the check fails (not at import). */
const msg = (id: MessageId, values?: Record<string, number>) => ({ error: () => i18n._(id, values) });

const requiredText = (id: MessageId) => z.string().trim().min(1, msg(id));
const email = (id: MessageId = 'auth.valid.email') =>
  z
    .string()
    .trim()
    .pipe(z.email(msg(id)));
const newPassword = z
  .string()
  .min(PASSWORD_MIN, msg('auth.valid.passwordMin', { min: PASSWORD_MIN }))
  .max(PASSWORD_MAX, msg('auth.valid.passwordMax', { max: PASSWORD_MAX }));

export const loginSchema = z.object({
  email: email(),
  password: z.string().min(1, msg('auth.valid.passwordRequired')),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const clientRegisterSchema = z
  .object({
    firstName: requiredText('auth.valid.firstName'),
    lastName: requiredText('auth.valid.lastName'),
    email: email(),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    ...msg('auth.valid.mismatch'),
    path: ['confirmPassword'],
  });
export type ClientRegisterValues = z.infer<typeof clientRegisterSchema>;

export const traderRegisterSchema = z
  .object({
    traderFirstName: requiredText('auth.valid.firstName'),
    traderLastName: requiredText('auth.valid.lastName'),
    companyName: z.string().trim().min(2, msg('auth.valid.companyName')),
    businessEmail: email('auth.valid.businessEmail'),
    tradingLicense: z.string().trim().min(5, msg('auth.valid.tradingLicense')),
    traderPassword: newPassword,
    traderConfirmPassword: z.string(),
  })
  .refine((v) => v.traderPassword === v.traderConfirmPassword, {
    ...msg('auth.valid.mismatch'),
    path: ['traderConfirmPassword'],
  });
export type TraderRegisterValues = z.infer<typeof traderRegisterSchema>;

/** Server field names (RegisterRequest) → trader form field names, for field errors. */
export const traderFieldFromServer: Record<string, keyof TraderRegisterValues> = {
  firstName: 'traderFirstName',
  lastName: 'traderLastName',
  companyName: 'companyName',
  email: 'businessEmail',
  tradingLicense: 'tradingLicense',
  password: 'traderPassword',
};
