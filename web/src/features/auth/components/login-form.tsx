import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useLoginMutation } from '@/features/auth/api/login';
import { PasswordInput } from '@/features/auth/components/password-input';
import { loginSchema, type LoginValues } from '@/features/auth/lib/schemas';
import { showServerError } from '@/features/auth/lib/server-errors';

interface LoginFormProps {
  idPrefix: string;
  submitLabel: string;
}

export function LoginForm({ idPrefix, submitLabel }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLoginMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => navigate('/dashboard', { replace: true }),
      onError: (error) =>
        showServerError(
          error,
          setError,
          (field) => (field === 'email' || field === 'password' ? field : undefined),
          'Sign in failed',
        ),
    }),
  );

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField id={id('email')} label="Email" error={errors.email?.message}>
        <Input
          id={id('email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id('email')}-error` : undefined}
          {...register('email')}
        />
      </FormField>
      <FormField id={id('password')} label="Password" error={errors.password?.message}>
        <PasswordInput
          id={id('password')}
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id('password')}-error` : undefined}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? <Spinner className="size-4 text-primary-foreground" label="Signing in" /> : <LogIn aria-hidden />}
        {login.isPending ? 'Signing in...' : submitLabel}
      </Button>
    </form>
  );
}
