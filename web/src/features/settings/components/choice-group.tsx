import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface ChoiceGroupProps<V extends string> {
  name: string;
  legend: string;
  value: V;
  options: { value: V; label: string; content?: ReactNode }[];
  onChange: (value: V) => void;
  /** Swatches: the label is only for assistive tech, `content` is what shows. */
  compact?: boolean;
}

/** A row of native radio buttons drawn as tiles (theme, accent, font size). */
export function ChoiceGroup<V extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  compact,
}: ChoiceGroupProps<V>) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-foreground">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'relative flex cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              compact ? 'size-11 p-1' : 'min-w-24 px-4 py-2',
              o.value === value
                ? 'border-primary bg-primary/10 text-foreground'
                : 'border-border text-muted-foreground hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
              className="sr-only"
              aria-label={compact ? o.label : undefined}
            />
            {o.content}
            {!compact && o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
