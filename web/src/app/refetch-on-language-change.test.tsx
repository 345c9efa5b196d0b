import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useRefetchOnLanguageChange } from '@/app/refetch-on-language-change';
import { activateLocale } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';

afterEach(async () => {
  await activateLocale('en', { remember: false });
});

describe('useRefetchOnLanguageChange', () => {
  it('marks every query stale when the language changes, and only then', async () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { unmount } = renderHook(() => useRefetchOnLanguageChange(client));
    await act(() => activateLocale('en', { remember: false }));
    expect(invalidate).not.toHaveBeenCalled();
    await act(() => activateLocale('de', { remember: false }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ refetchType: 'none' });
    unmount();
    await act(() => activateLocale('fr', { remember: false }));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
