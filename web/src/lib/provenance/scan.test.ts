import { afterEach, describe, expect, it, vi } from 'vitest';
import { scanQuery } from './scan';

describe('scanQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts a signed-in scan instead of the public GET', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ serialNumber: 'AU-2024-001234', status: 'verified' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await scanQuery('  AU-2024-001234 ', { lat: 40.7, lon: -74 });
    expect(result.serialNumber).toBe('AU-2024-001234');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/provenance/scans');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ query: 'AU-2024-001234', lat: 40.7, lon: -74 });
  });
});
