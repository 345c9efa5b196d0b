import type { ReactNode } from 'react';
import { GoldParticles } from './gold-particles';

interface PageHeroProps {
  badge?: ReactNode;
  title: ReactNode;
  subtitle: ReactNode;
  /** Buttons row. */
  actions?: ReactNode;
  /** Anything under the buttons, e.g. a StatGrid. */
  children?: ReactNode;
}

/**
 * Hero band shared by every marketing page: animated gold backdrop, one h1, actions. Its id lets a
 * pre-rendered page hold its first paint until the whole hero is parsed (scripts/prerender.mjs).
 */
export function PageHero({ badge, title, subtitle, actions, children }: PageHeroProps) {
  return (
    <section
      id="hero"
      aria-labelledby="page-title"
      className="relative isolate overflow-hidden px-4 pt-16 pb-16 sm:px-6 sm:pt-24 lg:px-8"
    >
      <GoldParticles />
      <div className="relative mx-auto max-w-5xl text-center">
        {badge && (
          <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-[#d4a017]/40 bg-[#d4a017]/10 px-4 py-1.5 text-sm font-medium text-[#f0c14b]">
            {badge}
          </p>
        )}
        <h1
          id="page-title"
          className="text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
        >
          {title}
        </h1>
        <p className="mx-auto mt-6 max-w-3xl text-lg text-pretty text-stone-300 sm:text-xl">{subtitle}</p>
        {actions && (
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            {actions}
          </div>
        )}
        {children && <div className="mt-12">{children}</div>}
      </div>
    </section>
  );
}

/** Gold gradient span for emphasised words inside a hero title. */
export function GoldWords({ children }: { children?: ReactNode }) {
  return (
    <span className="bg-gradient-to-r from-[#f7dc7c] via-[#e8b923] to-[#d4a017] bg-clip-text text-transparent">
      {children}
    </span>
  );
}
