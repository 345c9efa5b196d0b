/**
 * Shared look for marketing calls to action; applied to <a>, <Link> and <button> alike. A plain
 * lookup, not class-variance-authority: it is on the landing page's critical path (about 1 KB of
 * compressed JavaScript less; the signed-in UI keeps cva in components/ui).
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#f0c14b]';
const disabledLook = 'disabled:cursor-not-allowed disabled:opacity-50';
const variants = {
  primary:
    'bg-gradient-to-r from-[#e8b923] to-[#c9961a] text-stone-950 shadow-lg shadow-[#d4a017]/20 hover:from-[#f0c94a] hover:to-[#d4a017]',
  outline: 'border border-[#d4a017]/70 text-[#f0c14b] hover:bg-[#d4a017]/10',
  ghost: 'text-stone-200 hover:bg-stone-800 hover:text-white',
  subtle: 'border border-stone-700 bg-stone-900 text-stone-100 hover:border-stone-500',
};
const sizes = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5 text-sm sm:text-base',
  lg: 'px-6 py-3 text-base',
};

export interface ButtonStyleProps {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
  /**
   * True while a pre-rendered page is not hydrated yet (`!useHydrated()`): the button is disabled
   * meanwhile (a click would do nothing) but keeps its enabled look, so the page does not show
   * dimmed buttons that light up a moment later.
   */
  hydrating?: boolean;
}

export function buttonStyles({
  variant = 'primary',
  size = 'md',
  className,
  hydrating = false,
}: ButtonStyleProps = {}): string {
  const look = hydrating
    ? `${base} ${variants[variant]} ${sizes[size]}`
    : `${base} ${disabledLook} ${variants[variant]} ${sizes[size]}`;
  return className ? `${look} ${className}` : look;
}

export const cardClass = 'rounded-2xl border border-stone-800 bg-stone-900/70 p-6';
export const goldText = 'text-[#f0c14b]';
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#f0c14b]';

/** cardClass without its border colour, for cards that pick their own (cn does not merge conflicts). */
export const cardBaseClass = 'rounded-2xl border bg-stone-900/70 p-6';
