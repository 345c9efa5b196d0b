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
