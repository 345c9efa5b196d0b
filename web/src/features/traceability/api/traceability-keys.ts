export const traceabilityKeys = {
  all: ['/api/provenance'] as const,
  myScans: ['/api/provenance', 'my-scans'] as const,
};
