import { useState, type SyntheticEvent } from 'react';
import { metalFallbackImage } from '@/lib/metals';
import { cn } from '@/lib/utils';

interface ProductImageProps {
  src?: string | null;
  metalType: string;
  alt: string;
  className?: string;
}

/** A product picture that swaps to the metal's fallback image when missing or broken. */
export function ProductImage({ src, metalType, alt, className }: ProductImageProps) {
  const fallback = metalFallbackImage(metalType);
  const [failed, setFailed] = useState(false);
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!failed) {
      setFailed(true);
      event.currentTarget.src = fallback;
    }
  };
  return (
    <img
      src={!src || failed ? fallback : src}
      alt={alt}
      decoding="async"
      width={320}
      height={240}
      onError={onError}
      className={cn('aspect-[4/3] w-full bg-stone-900 object-cover', className)}
    />
  );
}
