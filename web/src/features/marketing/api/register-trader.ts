import { requestJson } from './http';

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

export interface RegisterAnswer {
  user: { email?: string; firstName?: string; role?: string };
  signedIn: boolean;
}

export const registerTrader = (application: TraderRegistration) =>
  requestJson<RegisterAnswer>('/api/auth/register', {
    method: 'POST',
    body: { role: 'gold_trader', ...application },
  });
