import { useRef, useState } from 'react';
import { Download, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { useExportAccount } from '@/features/settings/api/export-account';
import { NotJsonFileError, useImportAccount } from '@/features/settings/api/import-account';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { DeleteAccountDialog } from '@/features/settings/components/delete-account-dialog';

/** Data: Export Data (a JSON download), Import Data (restores settings and alerts), Danger Zone. */
export function DataSettings() {
  const t = useT();
  const exporter = useExportAccount();
  const importer = useImportAccount();
  const fileInput = useRef<HTMLInputElement>(null);
  const [restored, setRestored] = useState<string>();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setRestored(undefined);
    importer.mutate(file, {
      onSuccess: (result) => {
        const message = result.settings
          ? t('settings.data.importedWithSettings', { count: result.alerts })
          : t('settings.data.importedAlertsOnly', { count: result.alerts });
        setRestored(message);
        toast({ title: t('settings.data.importDone'), description: message });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('settings.data.importFailed'),
          description:
            error instanceof NotJsonFileError
              ? t('settings.data.notJson')
              : errorMessage(error, t('settings.data.importFailedBody')),
        }),
    });
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div className="flex flex-col gap-6">
      <SettingsSection title={t('settings.data.title')} description={t('settings.data.description')}>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            disabled={exporter.isPending}
            onClick={() =>
              exporter.mutate(undefined, {
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title: t('settings.data.exportFailed'),
                    description: errorMessage(error),
                  }),
              })
            }
          >
            <Download aria-hidden />
            {t('settings.data.export')}
          </Button>
          <Button variant="outline" disabled={importer.isPending} onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden />
            {t('settings.data.import')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('settings.data.importFile')}
            data-testid="import-file"
            onChange={(e) => onFile(e.target.files?.[0])}
          />
        </div>
        <p className="text-sm text-muted-foreground">{t('settings.data.importHint')}</p>
        {restored && (
          <p role="status" className="text-sm text-foreground">
            {restored}
          </p>
        )}
      </SettingsSection>
      <Card className="border-red-700/60">
        <CardHeader>
          <CardTitle className="text-red-400">{t('settings.danger.title')}</CardTitle>
          <CardDescription>{t('settings.danger.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccountDialog />
        </CardContent>
      </Card>
    </div>
  );
}
