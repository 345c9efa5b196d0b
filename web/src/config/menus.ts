import {
  BarChart3,
  Building2,
  Landmark,
  LayoutDashboard,
  Package,
  PieChart,
  ScanLine,
  Settings,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  TrendingUp,
  User,
  UserCog,
  Users,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@/lib/auth';

export interface MenuItem {
  path: string;
  label: string;
  icon: LucideIcon;
}

/** Side-menu links per role, exactly as spec section 2 lists them. */
export const roleMenus: Record<Role, readonly MenuItem[]> = {
  client: [
    { path: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
    { path: '/portfolio', label: 'Portfolio', icon: PieChart },
    { path: '/trading', label: 'Trading', icon: TrendingUp },
    { path: '/products', label: 'Products', icon: ShoppingBag },
    { path: '/cart', label: 'Cart', icon: ShoppingCart },
    { path: '/orders', label: 'Orders', icon: Package },
    { path: '/traceability', label: 'Track & Verify', icon: ScanLine },
    { path: '/compliance', label: 'Compliance', icon: ShieldCheck },
    { path: '/profile', label: 'Profile', icon: User },
    { path: '/settings', label: 'Settings', icon: Settings },
  ],
  gold_trader: [
    { path: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
    { path: '/trading', label: 'Trading', icon: TrendingUp },
    { path: '/inventory', label: 'Inventory', icon: Warehouse },
    { path: '/orders', label: 'Orders', icon: Package },
    { path: '/analytics', label: 'Analytics', icon: BarChart3 },
    { path: '/clients', label: 'Clients', icon: Users },
    { path: '/verification', label: 'Verification', icon: ScanLine },
    { path: '/compliance', label: 'Compliance', icon: ShieldCheck },
    { path: '/company', label: 'Company', icon: Building2 },
    { path: '/settings', label: 'Settings', icon: Settings },
  ],
  admin: [
    { path: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
    { path: '/users', label: 'User Management', icon: UserCog },
    { path: '/traders', label: 'Traders', icon: Landmark },
    { path: '/products', label: 'Products', icon: ShoppingBag },
    { path: '/orders', label: 'Orders', icon: Package },
    { path: '/compliance', label: 'Compliance', icon: ShieldCheck },
    { path: '/analytics', label: 'Analytics', icon: BarChart3 },
    { path: '/settings', label: 'Settings', icon: Settings },
  ],
};

const roleBadges: Record<Role, string> = {
  client: 'Client',
  gold_trader: 'Gold Trader',
  admin: 'Administrator',
};

function isRole(role: string | null | undefined): role is Role {
  return role != null && Object.hasOwn(roleMenus, role);
}

/** The menu for a role; an unknown or missing role gets the client menu. */
export function menuForRole(role: string | null | undefined): readonly MenuItem[] {
  return isRole(role) ? roleMenus[role] : roleMenus.client;
}

/** The role badge text; an unknown or missing role shows 'User'. */
export function roleBadgeText(role: string | null | undefined): string {
  return isRole(role) ? roleBadges[role] : 'User';
}
