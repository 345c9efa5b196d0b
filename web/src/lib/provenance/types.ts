import type { components } from '@/lib/api-types';

/** GET /api/verify/{query} and POST /api/provenance/scans, generated from api/openapi.yaml. */
export type VerificationResult = components['schemas']['VerificationResult'];
export type JourneyStep = components['schemas']['JourneyStep'];
export type TrustComponent = components['schemas']['TrustComponent'];

/** One recorded scan (the server's lookup row): GET /api/provenance/records and the scan stats' recentScans. */
export interface ScanRecord {
  id: number;
  serialNumber: string;
  productName: string;
  status: string;
  trustScore: number;
  certificationBody: string;
  scanDate: string;
  scanLocation: string;
  facility: string;
  matched: boolean;
}
