import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterPage from '@/features/auth/pages/register-page';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';

describe('RegisterPage', () => {
  it('shows validation messages for an empty client form', async () => {
    mockFetch({});
    renderWithApp(<RegisterPage />, { path: '/register' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Client Account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 12 characters')).toBeInTheDocument();
  });

  it('rejects passwords that do not match', async () => {
    mockFetch({});
    renderWithApp(<RegisterPage />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Password'), 'CorrectHorse2024!');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'CorrectHorse2025!');
    await userEvent.click(screen.getByRole('button', { name: 'Create Client Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('shows an email-taken error beside the email field', async () => {
    mockFetch({
      'POST /api/auth/register': jsonResponse(
        { code: 'email_taken', message: 'That email is already registered', field: 'email' },
        409,
        'Conflict',
      ),
    });
    renderWithApp(<RegisterPage />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'CorrectHorse2024!');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'CorrectHorse2024!');
    await userEvent.click(screen.getByRole('button', { name: 'Create Client Account' }));
    expect(await screen.findByText('That email is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs a new client in and goes to the dashboard', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/register': jsonResponse({ user: makeUser(), signedIn: true }, 201, 'Created'),
    });
    renderWithApp(<RegisterPage />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'CorrectHorse2024!');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'CorrectHorse2024!');
    await userEvent.click(screen.getByRole('button', { name: 'Create Client Account' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    const body = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(body).toEqual({
      role: 'client',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'CorrectHorse2024!',
    });
  });

  it('validates the trader form and confirms a pending application', async () => {
    mockFetch({
      'POST /api/auth/register': jsonResponse(
        {
          user: makeUser({ role: 'gold_trader', status: 'pending_approval', email: 'desk@bullion.example' }),
          signedIn: false,
        },
        201,
        'Created',
      ),
    });
    renderWithApp(<RegisterPage />, { path: '/register?role=gold_trader' });
    const submit = screen.getByRole('button', { name: 'Apply as Gold Trader' });
    await userEvent.click(submit);
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Trading license number is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('First name'), 'Grace');
    await userEvent.type(screen.getByLabelText('Last name'), 'Hopper');
    await userEvent.type(screen.getByLabelText('Company name'), 'Hopper Bullion');
    await userEvent.type(screen.getByLabelText('Business email'), 'desk@bullion.example');
    await userEvent.type(screen.getByLabelText('Trading license number'), 'TL-12345');
    await userEvent.type(screen.getByLabelText('Password'), 'CorrectHorse2024!');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'CorrectHorse2024!');
    await userEvent.click(submit);

    expect(await screen.findByRole('heading', { name: 'Application received' })).toBeInTheDocument();
    expect(screen.getByText(/2-3 business days/)).toBeInTheDocument();
  });
});
