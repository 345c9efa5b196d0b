/** KYC files (spec section 5): JPEG, PNG or PDF up to 10 MB. */
export const KYC_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'application/pdf'] as const;
export const KYC_MAX_BYTES = 10 * 1024 * 1024;

/** Profile pictures: JPEG, PNG or WebP up to 2 MB (the server checks the same). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type FileProblem = 'type' | 'size' | null;

export function checkFile(file: File, types: readonly string[], maxBytes: number): FileProblem {
  if (!types.includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}
