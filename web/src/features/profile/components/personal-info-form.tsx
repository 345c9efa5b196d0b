import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n';
import { errorStatus, readApiError } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { signInAgain } from '@/lib/navigation';
import { toast } from '@/lib/use-toast';
import { useUpdateProfile, type ProfileUpdate } from '@/features/profile/api/update-profile';
import { profileField, profileSchema, type ProfileValues } from '@/features/profile/lib/profile-schema';

/** Personal Information tab: PATCH /api/auth/user; a changed email asks for the current password. */
export function PersonalInfoForm({ user }: { user: User }) {
  const t = useT();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email, currentPassword: '' },
  });
  const email = useWatch({ control, name: 'email' });
  const emailChanged = email.trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = handleSubmit((values) => {
    const body: ProfileUpdate = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
    if (emailChanged) Object.assign(body, { email: values.email.trim(), currentPassword: values.currentPassword });
    update.mutate(body, {
      onSuccess: (saved) => {
        reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email, currentPassword: '' });
        toast({ title: t('profile.toast.updated'), description: t('profile.toast.updatedBody') });
      },
      onError: (error) => {
        const apiError = readApiError(error);
        if (errorStatus(error) === 401 && apiError?.code !== 'invalid_credentials') return signInAgain();
        const field = apiError?.code === 'invalid_credentials' ? 'currentPassword' : profileField(apiError?.field);
        if (field) setError(field, { message: apiError?.message }, { shouldFocus: true });
        toast({
          title: t('profile.toast.error'),
          description: apiError?.message ?? t('profile.toast.errorBody'),
          variant: 'destructive',
        });
      },
    });
  });

  const field = (name: keyof ProfileValues) => ({
    id: `profile-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `profile-${name}-error` : undefined,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.tabs.personal')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
          <FormField id="profile-firstName" label={t('profile.form.firstName')} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...field('firstName')} {...register('firstName')} />
          </FormField>
          <FormField id="profile-lastName" label={t('profile.form.lastName')} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...field('lastName')} {...register('lastName')} />
          </FormField>
          <FormField
            id="profile-email"
            label={t('profile.form.email')}
            error={errors.email?.message}
            className="sm:col-span-2"
          >
            <Input type="email" autoComplete="email" {...field('email')} {...register('email')} />
          </FormField>
          {emailChanged && (
            <FormField
              id="profile-currentPassword"
              label={t('profile.form.currentPassword')}
              error={errors.currentPassword?.message}
              className="sm:col-span-2"
            >
              <Input
                type="password"
                autoComplete="current-password"
                {...field('currentPassword')}
                {...register('currentPassword')}
              />
              <p className="text-xs text-muted-foreground">{t('profile.form.currentPasswordHint')}</p>
            </FormField>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={update.isPending}>
              {t(update.isPending ? 'profile.form.updating' : 'profile.form.update')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
