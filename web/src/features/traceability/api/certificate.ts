import { apiRequest } from '@/lib/api-client';

export interface CertificateProof {
  format: string;
  certificate: Record<string, string | number | boolean>;
  signedMessage: string;
  signature: string;
  algorithm: string;
  publicKey: string;
  publicKeyPem: string;
  keyId: string;
}

export const getCertificate = (serial: string) =>
  apiRequest<CertificateProof>('GET', `/api/verify/${encodeURIComponent(serial)}/certificate`);

export const reportIssue = (serialNumber: string, description: string) =>
  apiRequest<{ received: boolean }>('POST', '/api/provenance/issues', { serialNumber, description });
