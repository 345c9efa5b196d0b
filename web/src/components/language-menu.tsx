import { useLocation, useNavigate } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { Check, Languages } from 'lucide-react';
import { languageTriggerClass } from '@/components/language-trigger';
import { localizePath } from '@/config/routes';
import { isLocale, localeNames, locales, useLocale, useT, type Locale } from '@/i18n';

export interface LanguageMenuProps {
  className?: string;
  defaultOpen?: boolean;
  autoFocus?: boolean;
  /** Called after a switch (signed in: the top bar saves it as the language setting). */
  onChoose?: (locale: Locale) => void;
}

/**
 * The language menu (top bar, public header): the five languages in their own names. Choosing
 * one switches the app at once and remembers it (localStorage and the `aurum_lang` cookie). On a
 * public page it also moves to that page's URL in the language ("/gold" → "/es/gold"), which the
 * server answers with the pre-rendered page in that language on a reload.
 */
export function LanguageMenu({ className, defaultOpen, autoFocus, onChoose }: LanguageMenuProps) {
  const t = useT();
  const [locale, setLocale] = useLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const choose = async (next: Locale) => {
    await setLocale(next);
    onChoose?.(next);
    const to = localizePath(pathname, next);
    if (to !== pathname) void navigate(to + search + hash, { replace: true });
  };
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className={className ? `${languageTriggerClass} ${className}` : languageTriggerClass}
          autoFocus={autoFocus}
          aria-label={t('language.menu.label', { language: localeNames[locale] })}
          data-testid="language-menu"
        >
          <Languages aria-hidden />
          <span lang={locale}>{locale.toUpperCase()}</span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-lg border bg-card p-1 text-sm text-card-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">
            {t('language.menu.heading')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={locale}
            onValueChange={(value) => {
              if (isLocale(value)) void choose(value);
            }}
          >
            {locales.map((code) => (
              <DropdownMenu.RadioItem
                key={code}
                value={code}
                lang={code}
                className="relative flex cursor-pointer items-center rounded-md py-1.5 pr-2 pl-7 outline-none select-none data-[highlighted]:bg-muted"
              >
                <DropdownMenu.ItemIndicator className="absolute left-2 inline-flex">
                  <Check className="size-4" aria-hidden />
                </DropdownMenu.ItemIndicator>
                {localeNames[code]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
