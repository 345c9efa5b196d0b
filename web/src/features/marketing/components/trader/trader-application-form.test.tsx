import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TraderApplicationForm } from './trader-application-form';

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Business email'), 'ada@bullion.example');
  await user.type(screen.getByLabelText('Company name'), 'Lovelace Bullion');
  await user.type(screen.getByLabelText('Trading license number'), 'TL-12345');
  await user.type(screen.getByLabelText('Business address'), '1 Wall Street, New York');
  await user.selectOptions(screen.getByLabelText('Expected monthly trading volume'), '100k_500k');
  await user.selectOptions(screen.getByLabelText('Business type'), 'bullion_dealer');
  await user.selectOptions(screen.getByLabelText('Experience in precious metals'), '5_10');
  await user.type(screen.getByLabelText('Password'), 'correct-horse-battery');
  await user.type(screen.getByLabelText('Confirm password'), 'correct-horse-battery');
}

function answer(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TraderApplicationForm', () => {
  it('shows the spec messages when submitted empty', async () => {
    const user = userEvent.setup();
    render(<TraderApplicationForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Invalid email address',
      'Company name is required',
      'Trading license number is required',
      'Business address is required',
      'Expected trading volume is required',
      'Business type is required',
      'Experience level is required',
      'Password must be at least 12 characters',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('reports mismatched passwords', async () => {
    const user = userEvent.setup();
    render(<TraderApplicationForm />);
    await user.type(screen.getByLabelText('Password'), 'correct-horse-battery');
    await user.type(screen.getByLabelText('Confirm password'), 'something-else-entirely');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('posts a gold_trader registration and shows the pending panel', async () => {
    const fetchMock = answer(201, { user: { email: 'ada@bullion.example' }, signedIn: false });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<TraderApplicationForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('heading', { name: 'Application received' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/register');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body)).toEqual({
      role: 'gold_trader',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@bullion.example',
      password: 'correct-horse-battery',
      companyName: 'Lovelace Bullion',
      tradingLicense: 'TL-12345',
      businessAddress: '1 Wall Street, New York',
      tradingVolume: '100k_500k',
      businessType: 'bullion_dealer',
      experience: '5_10',
    });
  });

  it('shows a server error beside the field it names', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, { code: 'email_taken', message: 'An account with this email already exists', field: 'email' }),
    );
    const user = userEvent.setup();
    render(<TraderApplicationForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const message = await screen.findByText('An account with this email already exists');
    await waitFor(() => expect(screen.getByLabelText('Business email')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Business email')).toHaveAttribute('aria-describedby', message.id);
  });

  it('shows other server errors as a form-level alert', async () => {
    vi.stubGlobal('fetch', answer(500, { code: 'internal', message: 'Something went wrong' }));
    const user = userEvent.setup();
    render(<TraderApplicationForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
