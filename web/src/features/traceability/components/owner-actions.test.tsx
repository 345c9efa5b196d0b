import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/lib/use-toast';
import { OwnerActions } from './owner-actions';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

function ok(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('OwnerActions', () => {
  it('reports the item stolen only after confirmation, then toasts and refreshes', async () => {
    const fetchMock = vi.fn().mockResolvedValue(ok({ serialNumber: 'AU-1', status: 'reported_stolen' }));
    vi.stubGlobal('fetch', fetchMock);
    const done = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <OwnerActions serial="AU-1" canTransfer onDone={done} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Report stolen' }));
    expect(screen.getByRole('dialog', { name: 'Report stolen?' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Report stolen' }));
    const dialog = screen.getByRole('dialog');
    await user.click(dialog.querySelector('button.bg-destructive') as HTMLElement);
    expect(await screen.findByText('Reported stolen')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/provenance/items/AU-1/report');
    expect(JSON.parse(init.body as string)).toMatchObject({ kind: 'stolen' });
    expect(done).toHaveBeenCalled();
  });

  it('transfers to the e-mail entered and shows the server refusal as a toast', async () => {
    const refusal = JSON.stringify({
      code: 'validation_error',
      message: 'No account has this e-mail address',
      field: 'toEmail',
    });
    const fetchMock = vi.fn().mockResolvedValue(new Response(refusal, { status: 400 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(
      <>
        <OwnerActions serial="AU-1" canTransfer onDone={() => undefined} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const confirm = screen.getAllByRole('button', { name: 'Transfer' }).at(-1)!;
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText("Recipient's e-mail"), 'friend@example.com');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('No account has this e-mail address')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/provenance/items/AU-1/transfer');
    expect(JSON.parse(init.body as string)).toEqual({ toEmail: 'friend@example.com' });
  });
});
