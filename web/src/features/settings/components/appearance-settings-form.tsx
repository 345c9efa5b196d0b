import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import type { Appearance } from '@/lib/preferences';
import { ChoiceGroup } from '@/features/settings/components/choice-group';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { useSaveSettings } from '@/features/settings/lib/use-save-settings';

/** Swatch colours; the app's own accent colours are in index.css (`html[data-accent=…]`). */
const swatches: Record<Appearance['accent'], string> = {
  blue: 'bg-[#2563eb]',
  green: 'bg-[#16a34a]',
  purple: 'bg-[#9333ea]',
  yellow: 'bg-[#d4a017]',
};

/**
 * Appearance: theme (light default, dark, system), four accent swatches, font size. Saving
 * applies it to the whole app at once (features/settings/lib/apply-settings.ts).
 */
export function AppearanceSettingsForm({ settings }: { settings: Appearance }) {
  const t = useT();
  const [form, setForm] = useState(settings);
  const { save, isPending } = useSaveSettings();
  return (
    <SettingsSection title={t('settings.appearance.title')} description={t('settings.appearance.description')}>
      <ChoiceGroup
        name="theme"
        legend={t('settings.appearance.theme')}
        value={form.theme}
        onChange={(theme) => setForm((f) => ({ ...f, theme }))}
        options={[
          { value: 'light', label: t('settings.appearance.theme.light') },
          { value: 'dark', label: t('settings.appearance.theme.dark') },
          { value: 'system', label: t('settings.appearance.theme.system') },
        ]}
      />
      <ChoiceGroup
        name="accent"
        compact
        legend={t('settings.appearance.accent')}
        value={form.accent}
        onChange={(accent) => setForm((f) => ({ ...f, accent }))}
        options={(['blue', 'green', 'purple', 'yellow'] as const).map((accent) => ({
          value: accent,
          label: t(`settings.appearance.accent.${accent}`),
          content: <span aria-hidden className={`size-7 rounded-full ${swatches[accent]}`} />,
        }))}
      />
      <ChoiceGroup
        name="fontSize"
        legend={t('settings.appearance.fontSize')}
        value={form.fontSize}
        onChange={(fontSize) => setForm((f) => ({ ...f, fontSize }))}
        options={[
          { value: 'small', label: t('settings.appearance.fontSize.small') },
          { value: 'medium', label: t('settings.appearance.fontSize.medium') },
          { value: 'large', label: t('settings.appearance.fontSize.large') },
        ]}
      />
      <div>
        <Button disabled={isPending} onClick={() => save({ appearance: form })}>
          {t('settings.appearance.save')}
        </Button>
      </div>
    </SettingsSection>
  );
}
