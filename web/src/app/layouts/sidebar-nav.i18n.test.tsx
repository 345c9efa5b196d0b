import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { activateLocale } from '@/i18n';
import { SidebarNav } from '@/app/layouts/sidebar-nav';
import { makeUser, renderWithApp } from '@/testing/test-utils';

describe('the side menu in other languages', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await activateLocale('en', { remember: false });
  });

  it('labels the side menu and role in Chinese', async () => {
    await activateLocale('zh', { remember: false });
    renderWithApp(<SidebarNav user={makeUser({ role: 'gold_trader' })} onLogout={() => {}} />);
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '库存' })).toHaveAttribute('href', '/inventory');
    expect(within(nav).getByRole('link', { name: '验证' })).toHaveAttribute('href', '/verification');
    expect(screen.getByTestId('role-badge')).toHaveTextContent('黄金交易商');
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
  });
});
