import { apiRequest } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export interface TraderRegistration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string;
  tradingLicense: string;
  businessAddress: string;
  tradingVolume: string;
  businessType: string;
  experience: string;
}

export type RegisterAnswer = components['schemas']['RegisterResponse'];

export const registerTrader = (application: TraderRegistration) =>
  apiRequest<RegisterAnswer>('POST', '/api/auth/register', { role: 'gold_trader', ...application });
