import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { useUpdateSettings } from '@/features/settings/api/update-settings';
import type { SettingsPatch } from '@/features/settings/api/settings-keys';

/** Save one tab's group with PUT /api/settings and say so in a toast (the error too). */
export function useSaveSettings() {
  const t = useT();
  const mutation = useUpdateSettings();
  const save = (patch: SettingsPatch) =>
    mutation.mutate(patch, {
      onSuccess: () => toast({ title: t('settings.toast.saved'), description: t('settings.toast.savedBody') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('settings.toast.failed'),
          description: errorMessage(error, t('settings.toast.failedBody')),
        }),
    });
  return { save, isPending: mutation.isPending };
}
