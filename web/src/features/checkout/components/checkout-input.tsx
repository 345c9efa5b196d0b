import type { ComponentProps } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { CheckoutValues } from '@/features/checkout/lib/checkout-schema';

interface CheckoutInputProps extends Omit<ComponentProps<'input'>, 'name' | 'form'> {
  form: UseFormReturn<CheckoutValues>;
  name: keyof CheckoutValues;
  label: string;
}

/** A labelled input registered with the checkout form, its error wired for assistive tech. */
export function CheckoutInput({ form, name, label, className, onChange, ...props }: CheckoutInputProps) {
  const registered = form.register(name);
  const error = form.formState.errors[name]?.message;
  const id = `checkout-${name}`;
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
        {...registered}
        onChange={onChange ?? registered.onChange}
      />
    </FormField>
  );
}
