import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { comparisonColumns, comparisonRows } from '../content/landing-content';
import { tierColumns, tierRows } from '../content/trader-content';
import { DataTable } from './data-table';

afterEach(cleanup);

const t = (id: Parameters<typeof i18n._>[0] & string, values?: Record<string, unknown>) => i18n._(id, values);

describe('DataTable', () => {
  it('renders the landing comparison rows the spec lists', () => {
    render(<DataTable caption="Comparison" columns={comparisonColumns(t)} rows={comparisonRows(t)} />);
    const table = screen.getByRole('table', { name: 'Comparison' });
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowHeaders).toEqual(['Pricing transparency', 'Security', 'Support', 'Technology', 'Compliance']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Feature', 'Aurum', 'Traditional dealers', 'Other platforms']);
  });

  it('renders the Standard Client vs Gold Trader terms', () => {
    render(<DataTable caption="Tiers" columns={tierColumns(t)} rows={tierRows(t)} />);
    const row = screen.getByRole('row', { name: /Minimum order/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$1,000', '$10,000']);
    expect(screen.getByRole('row', { name: /API access/ })).toHaveTextContent('LimitedFull');
  });
});
