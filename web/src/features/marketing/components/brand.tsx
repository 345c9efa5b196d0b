import { Link } from 'react-router';
import { focusRing } from './button-styles';
import { cn } from './cn';

/** Aurum word mark: a faceted gold ingot drawn inline (no external image hosts under CSP). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <defs>
        <linearGradient id="aurum-ingot" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f7dc7c" />
          <stop offset="0.5" stopColor="#d4a017" />
          <stop offset="1" stopColor="#8a6410" />
        </linearGradient>
      </defs>
      <path d="M7 10h18l5 14H2z" fill="url(#aurum-ingot)" />
      <path d="M7 10h18l-3 4H10z" fill="#fbe9a6" opacity="0.6" />
      <path d="M10 14h12l3 10H7z" fill="#000" opacity="0.08" />
    </svg>
  );
}

export function BrandLink() {
  return (
    <Link to="/" className={cn('flex items-center gap-2 rounded-md text-lg font-bold text-white', focusRing)}>
      <BrandMark />
      <span>
        Aurum<span className="text-[#f0c14b]">.</span>
      </span>
    </Link>
  );
}
