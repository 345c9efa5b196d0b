import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n';
import { errorMessage, readApiError } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { useChangePassword } from '@/features/security/api/change-password';
import { passwordChangeSchema, type PasswordChangeValues } from '@/features/security/lib/password-schema';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Current, new and confirm-new password; changing it signs every other session out. */
export function PasswordCard() {
  const t = useT();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ revokedSessions }) => {
          reset();
          toast({
            title: t('security.password.changed'),
            description: t('security.password.changedBody', { count: revokedSessions }),
          });
        },
        onError: (err) => {
          const body = readApiError(err);
          if (body?.code === 'invalid_credentials') {
            setError('currentPassword', { type: 'server', message: body.message }, { shouldFocus: true });
          } else if (body?.field === 'newPassword' || body?.field === 'currentPassword') {
            setError(body.field, { type: 'server', message: body.message }, { shouldFocus: true });
          } else {
            toast({
              variant: 'destructive',
              title: t('security.password.failed'),
              description: errorMessage(err, t('security.error.generic')),
            });
          }
        },
      },
    ),
  );

  const labels = {
    currentPassword: t('security.password.current'),
    newPassword: t('security.password.new'),
    confirmPassword: t('security.password.confirm'),
  };
  const autoComplete = {
    currentPassword: 'current-password',
    newPassword: 'new-password',
    confirmPassword: 'new-password',
  };

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>{t('security.password.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
          {fields.map((name) => (
            <FormField key={name} id={`security-${name}`} label={labels[name]} error={errors[name]?.message}>
              <Input
                id={`security-${name}`}
                type="password"
                autoComplete={autoComplete[name]}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `security-${name}-error` : undefined}
                {...register(name)}
              />
            </FormField>
          ))}
          <Button type="submit" className="w-fit" disabled={change.isPending}>
            {t('security.password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
