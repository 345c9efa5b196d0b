import { Fragment, useCallback, useContext, type ReactNode } from 'react';
import { I18nProvider, LinguiContext, Trans } from '@lingui/react';
import { activateLocale, i18n, type MessageId } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locales';

export type MessageValues = Record<string, unknown>;

/** A translate function, as returned by `useT()`: content modules take one (`features(t)`). */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * Lingui's provider. The subtree is keyed by the active language, so a switch re-renders
 * everything in it, including components that only format numbers and dates (lib/format.ts)
 * and never read a message. A switch is a deliberate action from the language menu; local
 * component state is reset as by a reload, the query cache is kept.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <KeyedByLocale>{children}</KeyedByLocale>
    </I18nProvider>
  );
}

function KeyedByLocale({ children }: { children: ReactNode }) {
  const { i18n: active } = useLinguiContext();
  return <Fragment key={active.locale}>{children}</Fragment>;
}

/** Lingui's context, or the global instance outside a provider (a component rendered alone in a test). */
function useLinguiContext() {
  return useContext(LinguiContext) ?? { i18n, _: i18n._.bind(i18n) };
}

/**
 * `const t = useT();` then `t('orders.title')`, `t('cart.items', { count: 3 })`.
 * Ids are checked by `tsc` against the English catalogues.
 */
export function useT(): Translate {
  const { _ } = useLinguiContext();
  return useCallback((id: MessageId, values?: MessageValues) => _(id, values), [_]);
}

/** The active language and a function that switches (and remembers) it. */
export function useLocale(): [Locale, (locale: Locale) => Promise<void>] {
  const { i18n: active } = useLinguiContext();
  return [active.locale as Locale, activateLocale];
}

interface TProps {
  id: MessageId;
  values?: MessageValues;
  /** Elements for the message's `<0>…</0>` tags: `"Read the <0>terms</0>"` with `components={{ 0: <a href="/terms" /> }}`. */
  components?: Record<string, ReactNode>;
}

/**
 * A message rendered as React nodes: needed only when it embeds elements (links, bold text).
 * Like `useT`, it also works outside a provider (a component rendered alone in a test).
 */
export function T({ id, values, components }: TProps) {
  const message = <Trans id={id} values={values} components={components} />;
  return useContext(LinguiContext) ? message : <I18nProvider i18n={i18n}>{message}</I18nProvider>;
}
