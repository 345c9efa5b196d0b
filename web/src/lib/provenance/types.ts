import type { components } from '@/lib/api-types';

/** GET /api/verify/{query} and POST /api/provenance/scans, generated from api/openapi.yaml. */
export type VerificationResult = components['schemas']['VerificationResult'];
export type JourneyStep = components['schemas']['JourneyStep'];
export type TrustComponent = components['schemas']['TrustComponent'];
