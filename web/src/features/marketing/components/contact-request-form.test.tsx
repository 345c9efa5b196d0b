import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactRequestForm } from './contact-request-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Grace Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace@fund.example');
  await user.type(screen.getByLabelText('Message'), 'We would like to discuss the Series A round.');
  await user.click(screen.getByRole('button', { name: 'Send Request' }));
}

describe('ContactRequestForm', () => {
  it('validates before sending', async () => {
    const user = userEvent.setup();
    render(<ContactRequestForm topic="investor-meeting" title="Schedule Investor Meeting" />);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  });

  it('posts the request with its topic and confirms', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ContactRequestForm topic="investor-meeting" title="Schedule Investor Meeting" />);
    await fill(user);
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/contact-requests');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      topic: 'investor-meeting',
      name: 'Grace Hopper',
    });
  });

  it('admits it could not send when the endpoint is missing', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 404 })));
    const user = userEvent.setup();
    render(<ContactRequestForm topic="investor-meeting" title="Schedule Investor Meeting" />);
    await fill(user);
    expect(await screen.findByText(/Could not send your request right now/)).toBeInTheDocument();
  });
});
