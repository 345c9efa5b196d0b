import type { ReactNode } from 'react';
import { Section } from './section';

interface CallToActionProps {
  id?: string;
  title: string;
  text: ReactNode;
  actions: ReactNode;
}

/** Closing band with a gold-framed panel and the page's final buttons. */
export function CallToAction({ id = 'cta', title, text, actions }: CallToActionProps) {
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <div className="relative overflow-hidden rounded-3xl border border-[#d4a017]/40 bg-gradient-to-br from-stone-900 via-stone-900 to-[#3a2d12] px-6 py-12 text-center sm:px-12">
        <h2 id={`${id}-title`} className="text-3xl font-bold text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-stone-300">{text}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {actions}
        </div>
      </div>
    </Section>
  );
}
