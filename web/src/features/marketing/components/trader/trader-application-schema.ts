import { z } from 'zod';
import { i18n, type MessageId, type Translate } from '@/i18n';
import { usdCompact } from '../../content/figures';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/** A validation message in the active language, read when the check fails (not at import). */
const msg = (id: MessageId, values?: Record<string, number>) => ({ error: () => i18n._(id, values) });

/** Trader application (spec section 5) plus the account password the server needs. */
export const traderApplicationSchema = z
  .object({
    firstName: z.string().trim().min(2, msg('traderApply.valid.firstName')),
    lastName: z.string().trim().min(2, msg('traderApply.valid.lastName')),
    email: z
      .string()
      .trim()
      .pipe(z.email(msg('common.invalidEmail'))),
    companyName: z.string().trim().min(2, msg('auth.valid.companyName')),
    tradingLicense: z.string().trim().min(5, msg('auth.valid.tradingLicense')),
    businessAddress: z.string().trim().min(10, msg('traderApply.valid.businessAddress')),
    tradingVolume: z.string().min(1, msg('traderApply.valid.tradingVolume')),
    businessType: z.string().min(1, msg('traderApply.valid.businessType')),
    experience: z.string().min(1, msg('traderApply.valid.experience')),
    password: z
      .string()
      .min(PASSWORD_MIN, msg('auth.valid.passwordMin', { min: PASSWORD_MIN }))
      .max(PASSWORD_MAX, msg('auth.valid.passwordMax', { max: PASSWORD_MAX })),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    ...msg('auth.valid.mismatch'),
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

export interface Option {
  value: string;
  label: string;
}

export const tradingVolumeOptions = (t: Translate): Option[] => [
  { value: 'under_100k', label: t('traderApply.volume.under', { amount: usdCompact(100_000) }) },
  {
    value: '100k_500k',
    label: t('traderApply.volume.between', { from: usdCompact(100_000), to: usdCompact(500_000) }),
  },
  {
    value: '500k_1m',
    label: t('traderApply.volume.between', { from: usdCompact(500_000), to: usdCompact(1_000_000) }),
  },
  { value: 'over_1m', label: t('traderApply.volume.over', { amount: usdCompact(1_000_000) }) },
];

export const businessTypeOptions = (t: Translate): Option[] =>
  (['bullion_dealer', 'refinery', 'jeweller', 'mining', 'institutional', 'other'] as const).map((value) => ({
    value,
    label: t(`traderApply.businessType.${value}`),
  }));

export const experienceOptions = (t: Translate): Option[] => [
  { value: '0_2', label: t('traderApply.experience.lessThan', { count: 2 }) },
  { value: '2_5', label: t('traderApply.experience.between', { from: 2, to: 5 }) },
  { value: '5_10', label: t('traderApply.experience.between', { from: 5, to: 10 }) },
  { value: '10_plus', label: t('traderApply.experience.moreThan', { count: 10 }) },
];
