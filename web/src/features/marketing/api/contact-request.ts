import { apiRequest } from '@/lib/api-client';

export interface ContactRequest {
  name: string;
  email: string;
  topic: string;
  message: string;
}

export const sendContactRequest = (request: ContactRequest) =>
  apiRequest<unknown>('POST', '/api/contact-requests', request);
