import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT, type MessageId } from '@/i18n';
import type { Settings } from '@/lib/preferences';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { SwitchRow } from '@/features/settings/components/switch-row';
import { useSaveSettings } from '@/features/settings/lib/use-save-settings';

type Notifications = Settings['notifications'];

const channels: { key: keyof Notifications; id: string; labelId: MessageId; hintId: MessageId }[] = [
  { key: 'email', id: 'email', labelId: 'settings.notifications.email', hintId: 'settings.notifications.emailHint' },
  { key: 'sms', id: 'sms', labelId: 'settings.notifications.sms', hintId: 'settings.notifications.smsHint' },
  { key: 'push', id: 'push', labelId: 'settings.notifications.push', hintId: 'settings.notifications.pushHint' },
  {
    key: 'priceAlerts',
    id: 'price-alerts',
    labelId: 'settings.notifications.priceAlerts',
    hintId: 'settings.notifications.priceAlertsHint',
  },
  {
    key: 'orderUpdates',
    id: 'order-updates',
    labelId: 'settings.notifications.orderUpdates',
    hintId: 'settings.notifications.orderUpdatesHint',
  },
  {
    key: 'marketNews',
    id: 'market-news',
    labelId: 'settings.notifications.marketNews',
    hintId: 'settings.notifications.marketNewsHint',
  },
];

/** Notifications: six switches (email on, SMS off, push on, price alerts on, order updates on, market news off); Save. */
export function NotificationSettingsForm({ settings }: { settings: Notifications }) {
  const t = useT();
  const [form, setForm] = useState(settings);
  const { save, isPending } = useSaveSettings();
  return (
    <SettingsSection title={t('settings.notifications.title')} description={t('settings.notifications.description')}>
      <div className="divide-y">
        {channels.map((c) => (
          <SwitchRow
            key={c.key}
            id={`settings-notify-${c.id}`}
            label={t(c.labelId)}
            description={t(c.hintId)}
            checked={form[c.key]}
            onCheckedChange={(checked) => setForm((f) => ({ ...f, [c.key]: checked }))}
          />
        ))}
      </div>
      <div>
        <Button disabled={isPending} onClick={() => save({ notifications: form })}>
          {t('settings.notifications.save')}
        </Button>
      </div>
    </SettingsSection>
  );
}
