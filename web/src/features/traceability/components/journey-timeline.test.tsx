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
        steps={[
          {
            seq: 1,
            type: 'mine',
            timestamp: '2024-01-01T00:00:00Z',
            location: 'Kalgoorlie',
            action: 'Ore extracted',
            verifiedBy: 'KCGM',
            prevHash: '0',
            blockchainTxHash: 'abc123',
            enteredBy: null,
            attestation: 'platform',
          },
        ]}
      />,
    );
    expect(screen.getByText(/Mine — Ore extracted/)).toBeInTheDocument();
    expect(screen.getByText(/abc123/)).toBeInTheDocument();
  });

  it('labels each step with how far it is attested', () => {
    const step = {
      type: 'assay',
      timestamp: '2024-01-01T00:00:00Z',
      location: 'Lab',
      action: 'Assayed',
      verifiedBy: 'SGS',
      prevHash: '0',
      blockchainTxHash: 'h',
    };
    render(
      <JourneyTimeline
        onStartScanning={() => undefined}
        steps={[
          { ...step, seq: 1, attestation: 'dealer', enteredBy: 7 },
          { ...step, seq: 2, attestation: 'platform', enteredBy: null },
          { ...step, seq: 3, attestation: 'independent', enteredBy: null },
        ]}
      />,
    );
    expect(screen.getByText('Self-attested by dealer')).toBeInTheDocument();
    expect(screen.getByText('Entered by Aurum')).toBeInTheDocument();
    expect(screen.getByText('Independently verified')).toBeInTheDocument();
  });
});
