import type { ScanRecord } from '@/lib/provenance/types';

export interface ScanStats {
  totalScans: number;
  verifiedProducts: number;
  trustScore: number;
  favoriteDealer: string;
  recentScans: ScanRecord[];
}
