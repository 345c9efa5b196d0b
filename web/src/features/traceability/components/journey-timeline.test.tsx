import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JourneyTimeline } from './journey-timeline';

describe('JourneyTimeline', () => {
  it('shows No Journey Data with Start Scanning when nothing was scanned', async () => {
    const start = vi.fn();
    render(<JourneyTimeline steps={null} onStartScanning={start} />);
    expect(screen.getByText('No Journey Data')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start Scanning' }));
    expect(start).toHaveBeenCalled();
  });

  it('lists each custody step with its hash', () => {
    render(
      <JourneyTimeline
        onStartScanning={() => undefined}
        steps={[{ seq: 1, type: 'mine', timestamp: '2024-01-01T00:00:00Z', location: 'Kalgoorlie', action: 'Ore extracted', verifiedBy: 'KCGM', prevHash: '0', blockchainTxHash: 'abc123' }]}
      />,
    );
    expect(screen.getByText(/Mine — Ore extracted/)).toBeInTheDocument();
    expect(screen.getByText(/abc123/)).toBeInTheDocument();
  });
});
