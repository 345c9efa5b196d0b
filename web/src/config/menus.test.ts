import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { menuForRole, roleBadgeId } from '@/config/menus';

const paths = (role: string | undefined) => menuForRole(role).map((m) => m.path);

describe('role menus', () => {
  it('gives clients their ten links in spec order', () => {
    expect(paths('client')).toEqual([
      '/dashboard',
      '/portfolio',
      '/trading',
      '/products',
      '/cart',
      '/orders',
      '/traceability',
      '/compliance',
      '/profile',
      '/settings',
    ]);
    expect(menuForRole('client').find((m) => m.path === '/traceability')?.labelId).toBe('menu.trackVerify');
  });

  it('gives gold traders the trader tools', () => {
    expect(paths('gold_trader')).toEqual([
      '/dashboard',
      '/trading',
      '/inventory',
      '/orders',
      '/analytics',
      '/clients',
      '/verification',
      '/compliance',
      '/company',
      '/settings',
    ]);
  });

  it('gives admins user management and traders', () => {
    expect(paths('admin')).toEqual([
      '/dashboard',
      '/users',
      '/traders',
      '/kyc-review',
      '/compliance-reports',
      '/refunds',
      '/audit',
      '/inbox',
      '/products',
      '/orders',
      '/compliance',
      '/analytics',
      '/settings',
    ]);
    expect(i18n._(menuForRole('admin')[1].labelId)).toBe('User Management');
  });

  it('falls back to the client menu for an unknown or missing role', () => {
    expect(paths('auditor')).toEqual(paths('client'));
    expect(paths(undefined)).toEqual(paths('client'));
    expect(paths('constructor')).toEqual(paths('client'));
  });
});

describe('role badge', () => {
  it('names each role and shows "User" for anything else', () => {
    expect(i18n._(roleBadgeId('client'))).toBe('Client');
    expect(i18n._(roleBadgeId('gold_trader'))).toBe('Gold Trader');
    expect(i18n._(roleBadgeId('admin'))).toBe('Administrator');
    expect(i18n._(roleBadgeId('auditor'))).toBe('User');
    expect(i18n._(roleBadgeId(null))).toBe('User');
  });
});
