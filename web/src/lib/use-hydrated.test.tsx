import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Submit() {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated}>
      Send
    </button>
  );
}

afterEach(cleanup);

describe('useHydrated', () => {
  it('is false in pre-rendered markup', () => {
    expect(renderToString(<Submit />)).toContain('disabled');
  });

  it('turns true once the pre-rendered markup is hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Submit />);
    document.body.append(container);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    const root = await act(async () => hydrateRoot(container, <Submit />));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    act(() => root.unmount());
    container.remove();
  });

  it('is true from the first client render', () => {
    render(<Submit />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
