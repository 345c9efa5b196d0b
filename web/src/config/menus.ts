import {
  BarChart3,
  Building2,
  ClipboardList,
  FileCheck,
  Inbox,
  Landmark,
  LayoutDashboard,
  Package,
  ScrollText,
  PieChart,
  ScanLine,
  Settings,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  TrendingUp,
  Undo2,
  User,
  UserCog,
  Users,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import type { MessageId } from '@/i18n';
import type { Role } from '@/lib/auth';

export interface MenuItem {
  path: string;
  /** Catalogue id of the link text (public area: the menu is drawn before any page loads). */
  labelId: MessageId;
  icon: LucideIcon;
}

/**
 * Side-menu links per role as spec section 2 lists them, plus the admin's KYC review, compliance
 * reports and refund queue.
 */
export const roleMenus: Record<Role, readonly MenuItem[]> = {
  client: [
    { path: '/dashboard', labelId: 'menu.dashboard', icon: LayoutDashboard },
    { path: '/portfolio', labelId: 'menu.portfolio', icon: PieChart },
    { path: '/trading', labelId: 'menu.trading', icon: TrendingUp },
    { path: '/products', labelId: 'menu.products', icon: ShoppingBag },
    { path: '/cart', labelId: 'menu.cart', icon: ShoppingCart },
    { path: '/orders', labelId: 'menu.orders', icon: Package },
    { path: '/traceability', labelId: 'menu.trackVerify', icon: ScanLine },
    { path: '/compliance', labelId: 'menu.compliance', icon: ShieldCheck },
    { path: '/profile', labelId: 'menu.profile', icon: User },
    { path: '/settings', labelId: 'menu.settings', icon: Settings },
  ],
  gold_trader: [
    { path: '/dashboard', labelId: 'menu.dashboard', icon: LayoutDashboard },
    { path: '/trading', labelId: 'menu.trading', icon: TrendingUp },
    { path: '/inventory', labelId: 'menu.inventory', icon: Warehouse },
    { path: '/orders', labelId: 'menu.orders', icon: Package },
    { path: '/analytics', labelId: 'menu.analytics', icon: BarChart3 },
    { path: '/clients', labelId: 'menu.clients', icon: Users },
    { path: '/verification', labelId: 'menu.verification', icon: ScanLine },
    { path: '/compliance', labelId: 'menu.compliance', icon: ShieldCheck },
    { path: '/company', labelId: 'menu.company', icon: Building2 },
    { path: '/settings', labelId: 'menu.settings', icon: Settings },
  ],
  admin: [
    { path: '/dashboard', labelId: 'menu.dashboard', icon: LayoutDashboard },
    { path: '/users', labelId: 'menu.users', icon: UserCog },
    { path: '/traders', labelId: 'menu.traders', icon: Landmark },
    { path: '/kyc-review', labelId: 'menu.kycReview', icon: FileCheck },
    { path: '/compliance-reports', labelId: 'menu.complianceReports', icon: ClipboardList },
    { path: '/refunds', labelId: 'menu.refunds', icon: Undo2 },
    { path: '/audit', labelId: 'menu.audit', icon: ScrollText },
    { path: '/inbox', labelId: 'menu.inbox', icon: Inbox },
    { path: '/products', labelId: 'menu.products', icon: ShoppingBag },
    { path: '/orders', labelId: 'menu.orders', icon: Package },
    { path: '/compliance', labelId: 'menu.compliance', icon: ShieldCheck },
    { path: '/analytics', labelId: 'menu.analytics', icon: BarChart3 },
    { path: '/settings', labelId: 'menu.settings', icon: Settings },
  ],
};

const roleBadges: Record<Role, MessageId> = {
  client: 'role.client',
  gold_trader: 'role.goldTrader',
  admin: 'role.admin',
};

function isRole(role: string | null | undefined): role is Role {
  return role != null && Object.hasOwn(roleMenus, role);
}

/** The menu for a role; an unknown or missing role gets the client menu. */
export function menuForRole(role: string | null | undefined): readonly MenuItem[] {
  return isRole(role) ? roleMenus[role] : roleMenus.client;
}

/** The role badge's catalogue id; an unknown or missing role shows 'User'. */
export function roleBadgeId(role: string | null | undefined): MessageId {
  return isRole(role) ? roleBadges[role] : 'role.user';
}
