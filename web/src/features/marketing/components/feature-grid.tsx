import type { LucideIcon } from 'lucide-react';
import { cn } from './cn';

export interface Feature {
  icon?: LucideIcon;
  title: string;
  description: string;
  points?: string[];
  image?: { src: string; alt: string };
}

interface FeatureGridProps {
  items: Feature[];
  columns?: 2 | 3 | 4;
  headingLevel?: 3 | 4;
}

const columnClass = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' };

/** Cards with an icon, a title, a paragraph and optional bullet points. */
export function FeatureGrid({ items, columns = 3, headingLevel = 3 }: FeatureGridProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={cn('grid grid-cols-1 gap-6', columnClass[columns])}>
      {items.map(({ icon: Icon, title, description, points, image }) => (
        <li
          key={title}
          className="rounded-2xl border border-stone-800 bg-stone-900/70 p-6 transition-colors hover:border-[#d4a017]/50"
        >
          {image && (
            <img
              src={image.src}
              alt={image.alt}
              width={320}
              height={200}
              loading="lazy"
              className="mb-5 aspect-[8/5] w-full rounded-xl object-cover"
            />
          )}
          {Icon && !image && (
            <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-[#d4a017]/15 text-[#f0c14b]">
              <Icon aria-hidden="true" className="size-5" />
            </span>
          )}
          <Heading className="text-lg font-semibold text-white">{title}</Heading>
          <p className="mt-2 text-sm leading-relaxed text-stone-300">{description}</p>
          {points && (
            <ul className="mt-4 space-y-1.5 text-sm text-stone-300">
              {points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden="true" className="text-[#f0c14b]">
                    ◆
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
