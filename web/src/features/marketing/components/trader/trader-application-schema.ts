import { z } from 'zod';

/** Trader application (spec section 5) plus the account password the server needs. */
export const traderApplicationSchema = z
  .object({
    firstName: z.string().trim().min(2, 'First name must be at least 2 characters'),
    lastName: z.string().trim().min(2, 'Last name must be at least 2 characters'),
    email: z.string().trim().pipe(z.email('Invalid email address')),
    companyName: z.string().trim().min(2, 'Company name is required'),
    tradingLicense: z.string().trim().min(5, 'Trading license number is required'),
    businessAddress: z.string().trim().min(10, 'Business address is required'),
    tradingVolume: z.string().min(1, 'Expected trading volume is required'),
    businessType: z.string().min(1, 'Business type is required'),
    experience: z.string().min(1, 'Experience level is required'),
    password: z
      .string()
      .min(12, 'Password must be at least 12 characters')
      .max(128, 'Password must be at most 128 characters'),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type TraderApplication = z.infer<typeof traderApplicationSchema>;

export const emptyApplication: TraderApplication = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  tradingLicense: '',
  businessAddress: '',
  tradingVolume: '',
  businessType: '',
  experience: '',
  password: '',
  confirmPassword: '',
};

export const tradingVolumeOptions = [
  { value: 'under_100k', label: 'Under $100K per month' },
  { value: '100k_500k', label: '$100K – $500K per month' },
  { value: '500k_1m', label: '$500K – $1M per month' },
  { value: 'over_1m', label: 'Over $1M per month' },
];

export const businessTypeOptions = [
  { value: 'bullion_dealer', label: 'Bullion dealer' },
  { value: 'refinery', label: 'Refinery' },
  { value: 'jeweller', label: 'Jeweller / manufacturer' },
  { value: 'mining', label: 'Mining company' },
  { value: 'institutional', label: 'Institutional investor' },
  { value: 'other', label: 'Other' },
];

export const experienceOptions = [
  { value: '0_2', label: 'Less than 2 years' },
  { value: '2_5', label: '2 – 5 years' },
  { value: '5_10', label: '5 – 10 years' },
  { value: '10_plus', label: 'More than 10 years' },
];
