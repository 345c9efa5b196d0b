/** Query keys of the trader's verification workspace; the default query fn is not used here. */
export const verificationKeys = {
  all: ['/api/provenance'] as const,
  records: (q: string) => ['/api/provenance', 'records', q] as const,
  items: ['/api/provenance', 'items'] as const,
};
