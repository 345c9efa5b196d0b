export interface TrustComponent {
  score: number;
  max: number;
  detail: string;
}

export interface JourneyStep {
  seq: number;
  type: string;
  timestamp: string;
  location: string;
  action: string;
  verifiedBy: string;
  prevHash: string;
  blockchainTxHash: string;
  /** Account that entered the event; null for the platform itself (orders, seed). */
  enteredBy?: number | null;
  /** dealer: self-attested by the dealer; platform: entered by Aurum; independent: signed by a verifier. */
  attestation?: 'dealer' | 'platform' | 'independent';
  /** Owner action texts are hidden from anyone but the owner. */
  redacted?: boolean;
}

/** GET /api/verify/{query} and POST /api/provenance/scans (api/openapi.yaml VerificationResult). */
export interface VerificationResult {
  status: 'verified' | 'warning' | 'failed' | string;
  statusText: string;
  reasons: string[];
  trustScore: number;
  trustBand: 'green' | 'yellow' | 'red';
  trustBreakdown: Record<'certification' | 'supplyChain' | 'chainIntegrity' | 'physical' | 'history', TrustComponent> & {
    clonePenalty: number;
  };
  serialNumber: string;
  productName: string;
  certificationBody: string | null;
  lastVerified: string | null;
  blockchainHash: string;
  itemStatus: string;
  product: { name: string; type: string; metal: string; serialNumber: string; batch: string; weight: string; purity: string; refiner: string; year: number };
  certification: { certifier: string | null; certificateNumber: string | null; validUntil: string | null; lastVerified: string | null };
  location: { current: string; facility: string };
  chain: { intact: boolean; length: number; head: string; problem: string | null; brokenAt: number | null };
  clone: { suspected: boolean; reasons: string[] };
  otherMatches: string[];
  journeyAvailable: boolean;
  /** The item belongs to an account; `ownedByYou` when it is the signed-in caller's. */
  hasOwner?: boolean;
  ownedByYou?: boolean;
  journey: JourneyStep[] | null;
}

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

export interface ScanStats {
  totalScans: number;
  verifiedProducts: number;
  trustScore: number;
  favoriteDealer: string;
  recentScans: ScanRecord[];
}
