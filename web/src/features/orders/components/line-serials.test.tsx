import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LineSerials } from './line-serials';

describe('LineSerials', () => {
  it('links each serial to its verification', () => {
    render(
      <MemoryRouter>
        <LineSerials serials={['AU-2024-001234', 'AU-2026-000042-01']} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Verify serial AU-2024-001234' })).toHaveAttribute(
      'href',
      '/traceability?serial=AU-2024-001234',
    );
    expect(screen.getByRole('link', { name: 'Verify serial AU-2026-000042-01' })).toHaveAttribute(
      'href',
      '/traceability?serial=AU-2026-000042-01',
    );
  });

  it('shows nothing for a line without serials', () => {
    const { container } = render(
      <MemoryRouter>
        <LineSerials serials={[]} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
