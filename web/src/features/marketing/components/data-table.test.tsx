import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { comparisonColumns, comparisonRows } from '../content/landing-content';
import { tierColumns, tierRows } from '../content/trader-content';
import { DataTable } from './data-table';

afterEach(cleanup);

describe('DataTable', () => {
  it('renders the landing comparison rows the spec lists', () => {
    render(<DataTable caption="Comparison" columns={comparisonColumns} rows={comparisonRows} />);
    const table = screen.getByRole('table', { name: 'Comparison' });
    const rowHeaders = within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rowHeaders).toEqual(['Pricing transparency', 'Security', 'Support', 'Technology', 'Compliance']);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Feature',
      'Aurum',
      'Traditional dealers',
      'Other platforms',
    ]);
  });

  it('renders the Standard Client vs Gold Trader terms', () => {
    render(<DataTable caption="Tiers" columns={tierColumns} rows={tierRows} />);
    const row = screen.getByRole('row', { name: /Minimum order/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$1,000', '$10,000']);
    expect(screen.getByRole('row', { name: /API access/ })).toHaveTextContent('LimitedFull');
  });
});
