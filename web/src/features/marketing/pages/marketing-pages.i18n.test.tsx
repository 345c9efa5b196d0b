import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { activateLocale } from '@/i18n';
import CompliancePage from '@/features/marketing/pages/compliance-page';
import MetalPage from '@/features/marketing/pages/metal-page';
import { mockFetch, renderWithApp } from '@/testing/test-utils';

describe('marketing pages in other languages', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await activateLocale('en', { remember: false });
  });

  it('shows the compliance page in German, figures in German format', async () => {
    await activateLocale('de', { remember: false });
    renderWithApp(<CompliancePage />, { path: '/de/compliance' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AML-Compliance & regulatorische Aufsicht');
    expect(screen.getByRole('heading', { name: 'Compliance für den Edelmetallhandel' })).toBeInTheDocument();
    expect(screen.getByText('über 10.000')).toBeInTheDocument();
    expect(screen.getByText('über 200 Mio.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Klassisches KYC im Vergleich mit KI-gestütztem KYC' });
    expect(within(table).getByRole('rowheader', { name: 'Bearbeitungszeit' })).toBeInTheDocument();
    expect(screen.getByText('Tag 2–3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Heute starten' })).toHaveAttribute('href', '/de/login');
    expect(screen.queryByText(/Compliance Built for Bullion|Get Started Today/)).not.toBeInTheDocument();
  });

  it('shows a metal page in Spanish, with the metal’s name where the grammar needs it', async () => {
    await activateLocale('es', { remember: false });
    mockFetch({});
    renderWithApp(<MetalPage metal="silver" />, { path: '/es/silver' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invierta en plata');
    expect(screen.getByRole('heading', { name: 'Panorama del mercado de la plata' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Por qué elegir la plata' })).toBeInTheDocument();
    expect(await screen.findByText(/^Cifras ilustrativas/)).toBeInTheDocument();
    expect(screen.getByText('24,15 US$')).toBeInTheDocument();
    expect(screen.getByText('99,9 %')).toBeInTheDocument();
    // Intl separates the percent sign with a no-break space in Spanish.
    expect(screen.getByRole('img', { name: /^Lingote de plata estampado, pureza del 99,9\s%$/ })).toBeInTheDocument();
    expect(screen.queryByText(/Silver|Invest in/)).not.toBeInTheDocument();
  });
});
