import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { resetToasts, toast, useToast } from '@/lib/use-toast';

afterEach(() => resetToasts());

describe('toast store', () => {
  it('keeps only the newest toast', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', variant: 'destructive' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('closes a dismissed toast', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Bye' }).dismiss();
    });
    expect(result.current.toasts[0].open).toBe(false);
  });
});
