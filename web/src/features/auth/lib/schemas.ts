import { z } from 'zod';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

const requiredText = (message: string) => z.string().trim().min(1, message);
const email = (message = 'Enter a valid email address') => z.string().trim().pipe(z.email(message));
const newPassword = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const loginSchema = z.object({
  email: email(),
  password: z.string().min(1, 'Password is required'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const clientRegisterSchema = z
  .object({
    firstName: requiredText('First name is required'),
    lastName: requiredText('Last name is required'),
    email: email(),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ClientRegisterValues = z.infer<typeof clientRegisterSchema>;

export const traderRegisterSchema = z
  .object({
    traderFirstName: requiredText('First name is required'),
    traderLastName: requiredText('Last name is required'),
    companyName: z.string().trim().min(2, 'Company name is required'),
    businessEmail: email('Enter a valid business email address'),
    tradingLicense: z.string().trim().min(5, 'Trading license number is required'),
    traderPassword: newPassword,
    traderConfirmPassword: z.string(),
  })
  .refine((v) => v.traderPassword === v.traderConfirmPassword, {
    message: 'Passwords do not match',
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
