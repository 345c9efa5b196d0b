import type { ReactNode } from 'react';
import { cn } from './cn';

interface SectionProps {
  id?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Page band with consistent padding, width and anchor offset for the sticky top bar. Rendered by
 * the browser only near the viewport (`.page-band` in index.css).
 */
export function Section({ id, labelledBy, className, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn('page-band scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20 lg:px-8', className)}
    >
      <div className="mx-auto max-w-6xl">{children}</div>
    </section>
  );
}

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  align?: 'center' | 'left';
  level?: 2 | 3;
}

export function SectionHeading({ id, eyebrow, title, description, align = 'center', level = 2 }: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-[#f0c14b] uppercase">{eyebrow}</p>}
      <Heading id={id} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
        {title}
      </Heading>
      {description && <p className="mt-4 text-base text-stone-300 sm:text-lg">{description}</p>}
    </div>
  );
}
