import type { ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/features/auth/components/password-input';

type FormInputProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  error?: FieldError;
  className?: string;
};

/** A labelled input wired to its error message; type="password" gets the show/hide toggle. */
export function FormInput({ id, label, error, className, type, ...inputProps }: FormInputProps) {
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <FormField id={id} label={label} error={error?.message} className={className}>
      {type === 'password' ? (
        <PasswordInput {...inputProps} {...a11y} />
      ) : (
        <Input type={type} {...inputProps} {...a11y} />
      )}
    </FormField>
  );
}
