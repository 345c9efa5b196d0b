import { requestJson } from './http';

export interface ContactRequest {
  name: string;
  email: string;
  topic: string;
  message: string;
}

export const sendContactRequest = (request: ContactRequest) =>
  requestJson<unknown>('/api/contact-requests', { method: 'POST', body: request });
