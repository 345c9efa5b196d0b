import { describe, expect, it, vi } from 'vitest';
import { handleBackButton } from '@/lib/native/back-button';

describe('hardware back button', () => {
  it('goes back in history when the WebView can go back', () => {
    const actions = { goBack: vi.fn(), exitApp: vi.fn() };
    expect(handleBackButton(true, actions)).toBe('back');
    expect(actions.goBack).toHaveBeenCalledOnce();
    expect(actions.exitApp).not.toHaveBeenCalled();
  });

  it('exits the app at the root of the history', () => {
    const actions = { goBack: vi.fn(), exitApp: vi.fn() };
    expect(handleBackButton(false, actions)).toBe('exit');
    expect(actions.exitApp).toHaveBeenCalledOnce();
    expect(actions.goBack).not.toHaveBeenCalled();
  });
});
