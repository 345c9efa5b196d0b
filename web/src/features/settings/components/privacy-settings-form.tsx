import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useT, type MessageId } from '@/i18n';
import type { Settings } from '@/lib/preferences';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { SwitchRow } from '@/features/settings/components/switch-row';
import { useSaveSettings } from '@/features/settings/lib/use-save-settings';

type Privacy = Settings['privacy'];

const visibilities: { value: Privacy['profileVisibility']; labelId: MessageId }[] = [
  { value: 'public', labelId: 'settings.privacy.visibility.public' },
  { value: 'private', labelId: 'settings.privacy.visibility.private' },
  { value: 'contacts', labelId: 'settings.privacy.visibility.contacts' },
];

const switches: { key: 'dataSharing' | 'analytics' | 'marketing'; labelId: MessageId; hintId: MessageId }[] = [
  { key: 'dataSharing', labelId: 'settings.privacy.dataSharing', hintId: 'settings.privacy.dataSharingHint' },
  { key: 'analytics', labelId: 'settings.privacy.analytics', hintId: 'settings.privacy.analyticsHint' },
  { key: 'marketing', labelId: 'settings.privacy.marketing', hintId: 'settings.privacy.marketingHint' },
];

/** Privacy: profile visibility (private default) and three switches; Save. */
export function PrivacySettingsForm({ settings }: { settings: Privacy }) {
  const t = useT();
  const [form, setForm] = useState(settings);
  const { save, isPending } = useSaveSettings();
  return (
    <SettingsSection title={t('settings.privacy.title')} description={t('settings.privacy.description')}>
      <FormField id="settings-visibility" label={t('settings.privacy.visibility')} className="sm:max-w-xs">
        <NativeSelect
          id="settings-visibility"
          value={form.profileVisibility}
          onChange={(e) =>
            setForm((f) => ({ ...f, profileVisibility: e.target.value as Privacy['profileVisibility'] }))
          }
        >
          {visibilities.map((v) => (
            <option key={v.value} value={v.value}>
              {t(v.labelId)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="divide-y">
        {switches.map((s) => (
          <SwitchRow
            key={s.key}
            id={`settings-privacy-${s.key}`}
            label={t(s.labelId)}
            description={t(s.hintId)}
            checked={form[s.key]}
            onCheckedChange={(checked) => setForm((f) => ({ ...f, [s.key]: checked }))}
          />
        ))}
      </div>
      <div>
        <Button disabled={isPending} onClick={() => save({ privacy: form })}>
          {t('settings.privacy.save')}
        </Button>
      </div>
    </SettingsSection>
  );
}
