import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from './cn';

export const controlClass =
  'w-full rounded-lg border border-stone-700 bg-stone-950 px-3 py-2.5 text-white placeholder:text-stone-400 focus-visible:border-[#d4a017] focus-visible:outline-2 focus-visible:outline-[#f0c14b] aria-[invalid=true]:border-red-400';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control and message wired together (aria-invalid, aria-describedby). */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-stone-200">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': message ? messageId : undefined })}
      {message && (
        <p
          id={messageId}
          className={cn('text-sm', error ? 'text-red-300' : 'text-stone-400')}
          role={error ? 'alert' : undefined}
        >
          {message}
        </p>
      )}
    </div>
  );
}

export const TextInput = (props: InputHTMLAttributes<HTMLInputElement>) => (
  <input {...props} className={cn(controlClass, props.className)} />
);

export const TextArea = (props: TextareaHTMLAttributes<HTMLTextAreaElement>) => (
  <textarea {...props} className={cn(controlClass, 'min-h-28', props.className)} />
);

export const SelectInput = (props: SelectHTMLAttributes<HTMLSelectElement>) => (
  <select {...props} className={cn(controlClass, props.className)} />
);
