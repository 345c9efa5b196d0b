import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredLanguageMenu } from '@/components/deferred-language-menu';
import { LanguageMenu } from '@/components/language-menu';
import { activateLocale, useT } from '@/i18n';
import { formatUsd } from '@/lib/format';
import { renderWithApp } from '@/testing/test-utils';

function Probe() {
  const t = useT();
  return (
    <p data-testid="probe">
      {t('layout.topBar.openMenu')} {formatUsd('2047')}
    </p>
  );
}

afterEach(async () => {
  await activateLocale('en', { remember: false });
  localStorage.clear();
  document.cookie = 'aurum_lang=; Path=/; Max-Age=0';
});

describe('LanguageMenu', () => {
  it('lists the five languages in their own names', async () => {
    renderWithApp(<LanguageMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['English', 'Español', 'Français', 'Deutsch', '简体中文']);
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  });

  it('switches the text, formatting and <html lang>, and remembers the choice', async () => {
    renderWithApp(
      <>
        <LanguageMenu />
        <Probe />
      </>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('Open menu $2,047.00');

    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Español' }));

    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Abrir menú 2047,00 US$'));
    expect(screen.getByRole('button', { name: 'Idioma: Español' })).toHaveTextContent('ES');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('aurum_lang')).toBe('es');
    expect(document.cookie).toContain('aurum_lang=es');

    await userEvent.click(screen.getByRole('button', { name: 'Idioma: Español' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Deutsch' }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Menü öffnen 2.047,00 $'));
    expect(document.documentElement.lang).toBe('de');
  });
});

describe('DeferredLanguageMenu', () => {
  it('loads the menu on a click, opens it, and passes the choice on (the top bar saves it)', async () => {
    const onChoose = vi.fn();
    renderWithApp(<DeferredLanguageMenu onChoose={onChoose} />);
    expect(screen.queryByRole('menuitemradio')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Français' }));

    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(onChoose).toHaveBeenCalledWith('fr');
  });
});
