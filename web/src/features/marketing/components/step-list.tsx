import { useT } from '@/i18n';
import { cn } from './cn';

export interface Step {
  title: string;
  description: string;
  meta?: string;
}

/** Numbered process steps (workflows, roadmaps, application stages). */
export function StepList({ steps, className }: { steps: Step[]; className?: string }) {
  const t = useT();
  const columns = steps.length >= 4 ? 'md:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3';
  return (
    <ol className={cn('grid grid-cols-1 gap-6', columns, className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-stone-800 bg-stone-900/70 p-6">
          <span
            aria-hidden="true"
            className="mb-4 inline-flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-[#f0c14b] to-[#b8860b] font-bold text-stone-950"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-semibold text-white">
            <span className="sr-only">{t('common.stepNumber', { number: index + 1 })}</span>
            {step.title}
          </h3>
          {step.meta && <p className="mt-1 text-sm font-medium text-[#f0c14b]">{step.meta}</p>}
          <p className="mt-2 text-sm leading-relaxed text-stone-300">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
