import { useId } from 'react';

/** The brand mark: a small gold ingot. Decorative; the wordmark next to it carries the name. */
export function AurumMark({ className = 'size-8' }: { className?: string }) {
  // A unique gradient id per instance: a shared id breaks when the first copy is display:none.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f7d774" />
          <stop offset="0.55" stopColor="#d4a017" />
          <stop offset="1" stopColor="#9a7209" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="#1c1917" />
      <path d="M7 22 L11 11 H21 L25 22 Z" fill={`url(#${gradientId})`} />
      <path d="M11 11 H21 L19.5 14 H12.5 Z" fill="#fbe7a1" opacity="0.6" />
    </svg>
  );
}
