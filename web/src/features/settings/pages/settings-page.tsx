import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/page-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/i18n';
import { useSettings } from '@/features/settings/api/get-settings';
import { AppearanceSettingsForm } from '@/features/settings/components/appearance-settings-form';
import { DataSettings } from '@/features/settings/components/data-settings';
import { GeneralSettingsForm } from '@/features/settings/components/general-settings-form';
import { NotificationSettingsForm } from '@/features/settings/components/notification-settings-form';
import { PriceAlerts } from '@/features/settings/components/price-alerts';
import { PrivacySettingsForm } from '@/features/settings/components/privacy-settings-form';

export const settingsTabs = ['general', 'notifications', 'security', 'privacy', 'appearance', 'data'] as const;

interface SettingsPageProps {
  /**
   * The Security tab's content. Features do not import each other: the app layer passes the
   * security feature's panel in (app/settings-route.tsx).
   */
  securityPanel?: ReactNode;
}

/** /settings: six tabs (`?tab=appearance` opens one), each saved with PUT /api/settings. */
export default function SettingsPage({ securityPanel }: SettingsPageProps) {
  const t = useT();
  const settings = useSettings();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = settingsTabs.find((x) => x === requested) ?? 'general';
  const data = settings.data;
  // Each form starts from the saved document; a save replaces it, so the key remounts the form.
  const version = data ? JSON.stringify(data) : '';

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader title={t('settings.title')} subtitle={t('settings.description')} />
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList>
          {settingsTabs.map((id) => (
            <TabsTrigger key={id} value={id}>
              {t(`settings.tabs.${id}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="security">{securityPanel}</TabsContent>
        <TabsContent value="data">
          <DataSettings />
        </TabsContent>
        {settings.isError ? (
          tab !== 'security' && tab !== 'data' && <ErrorState>{t('settings.loadFailed')}</ErrorState>
        ) : !data ? (
          tab !== 'security' && tab !== 'data' && <LoadingState />
        ) : (
          <>
            <TabsContent value="general">
              <GeneralSettingsForm key={version} settings={data.general} />
            </TabsContent>
            <TabsContent value="notifications" className="flex flex-col gap-6">
              <NotificationSettingsForm key={version} settings={data.notifications} />
              <PriceAlerts />
            </TabsContent>
            <TabsContent value="privacy">
              <PrivacySettingsForm key={version} settings={data.privacy} />
            </TabsContent>
            <TabsContent value="appearance">
              <AppearanceSettingsForm key={version} settings={data.appearance} />
            </TabsContent>
          </>
        )}
      </Tabs>
    </div>
  );
}
