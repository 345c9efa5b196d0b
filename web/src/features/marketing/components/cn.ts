import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Local class merger so the marketing feature does not depend on shell internals. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
