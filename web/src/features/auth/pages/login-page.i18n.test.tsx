import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '@/i18n';
import LoginPage from '@/features/auth/pages/login-page';
import { renderWithApp } from '@/testing/test-utils';

describe('sign-in in other languages', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await activateLocale('en', { remember: false });
  });

  it('signs in in French, validation messages included', async () => {
    await activateLocale('fr', { remember: false });
    renderWithApp(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Bon retour' })).toBeInTheDocument();
    const client = screen.getByRole('tabpanel');
    await userEvent.click(within(client).getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Saisissez une adresse e-mail valide')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est obligatoire')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back|Sign In/)).not.toBeInTheDocument();
  });
});
