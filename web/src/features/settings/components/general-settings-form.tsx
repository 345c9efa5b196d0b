import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { localeNames, locales, useT, type MessageId } from '@/i18n';
import type { Settings } from '@/lib/preferences';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { useSaveSettings } from '@/features/settings/lib/use-save-settings';

type General = Settings['general'];

const timezones: { value: General['timezone']; labelId: MessageId }[] = [
  { value: 'UTC-5', labelId: 'settings.general.timezone.eastern' },
  { value: 'UTC-6', labelId: 'settings.general.timezone.central' },
  { value: 'UTC-7', labelId: 'settings.general.timezone.mountain' },
  { value: 'UTC-8', labelId: 'settings.general.timezone.pacific' },
];
const currencies: General['currency'][] = ['USD', 'EUR', 'GBP', 'JPY'];
const dateFormats: General['dateFormat'][] = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'];

/** General: language, time zone, display currency and date format; "Save General Settings". */
export function GeneralSettingsForm({ settings }: { settings: General }) {
  const t = useT();
  const [form, setForm] = useState(settings);
  const { save, isPending } = useSaveSettings();
  const set = <K extends keyof General>(key: K, value: General[K]) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ general: form });
  };
  return (
    <SettingsSection title={t('settings.general.title')} description={t('settings.general.description')}>
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
        <FormField id="settings-language" label={t('settings.general.language')}>
          <NativeSelect
            id="settings-language"
            value={form.language}
            onChange={(e) => set('language', e.target.value as General['language'])}
          >
            {locales.map((code) => (
              <option key={code} value={code} lang={code}>
                {localeNames[code]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="settings-timezone" label={t('settings.general.timezone')}>
          <NativeSelect
            id="settings-timezone"
            value={form.timezone}
            onChange={(e) => set('timezone', e.target.value as General['timezone'])}
          >
            {timezones.map((z) => (
              <option key={z.value} value={z.value}>
                {t(z.labelId)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="settings-currency" label={t('settings.general.currency')}>
          <NativeSelect
            id="settings-currency"
            value={form.currency}
            onChange={(e) => set('currency', e.target.value as General['currency'])}
          >
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="settings-date-format" label={t('settings.general.dateFormat')}>
          <NativeSelect
            id="settings-date-format"
            value={form.dateFormat}
            onChange={(e) => set('dateFormat', e.target.value as General['dateFormat'])}
          >
            {dateFormats.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <p className="text-sm text-muted-foreground sm:col-span-2">{t('settings.general.currencyNote')}</p>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={isPending}>
            {t('settings.general.save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
