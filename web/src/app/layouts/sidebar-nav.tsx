import { Link, NavLink } from 'react-router';
import { Globe, LogOut } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { menuForRole, roleBadgeId } from '@/config/menus';
import type { User } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { fullName, initials } from '@/app/layouts/user-display';
import { AurumMark } from '@/components/ui/aurum-mark';
import { useT } from '@/i18n';

interface SidebarNavProps {
  user: User;
  collapsed?: boolean;
  onNavigate?: () => void;
  onLogout: () => void;
}

const itemClass =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-300 transition-colors outline-none hover:bg-muted hover:text-white focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-5 [&_svg]:shrink-0';

/** The sidebar body, shared by the desktop rail and the mobile drawer. */
export function SidebarNav({ user, collapsed = false, onNavigate, onLogout }: SidebarNavProps) {
  const t = useT();
  const menu = menuForRole(user.role);
  return (
    <div className="flex h-full flex-col">
      <div className={cn('flex h-16 shrink-0 items-center gap-2 border-b px-4', collapsed && 'justify-center px-2')}>
        <AurumMark />
        {!collapsed && <span className="text-lg font-bold tracking-wide text-white">Aurum</span>}
      </div>

      <div className={cn('border-b px-4 py-4', collapsed && 'flex justify-center px-2')}>
        {collapsed ? (
          <span
            className="flex size-9 items-center justify-center rounded-full bg-primary/20 text-sm font-semibold text-gold"
            title={`${fullName(user)} (${t(roleBadgeId(user.role))})`}
          >
            {initials(user)}
          </span>
        ) : (
          <>
            <p className="truncate font-semibold text-white">{fullName(user)}</p>
            <Badge className="mt-2" data-testid="role-badge">
              {t(roleBadgeId(user.role))}
            </Badge>
          </>
        )}
      </div>

      <nav aria-label={t('layout.nav.main')} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {menu.map(({ path, labelId, icon: Icon }) => {
            const label = t(labelId);
            return (
              <li key={path}>
                <NavLink
                  to={path}
                  onClick={onNavigate}
                  title={collapsed ? label : undefined}
                  aria-label={collapsed ? label : undefined}
                  className={({ isActive }) =>
                    cn(
                      itemClass,
                      collapsed && 'justify-center px-0',
                      isActive && 'bg-primary/15 text-gold hover:bg-primary/20 hover:text-gold',
                    )
                  }
                >
                  <Icon aria-hidden />
                  {!collapsed && <span className="truncate">{label}</span>}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="flex flex-col gap-1 border-t px-3 py-4">
        <Link
          to="/"
          onClick={onNavigate}
          title={collapsed ? t('layout.nav.homepage') : undefined}
          aria-label={collapsed ? t('layout.nav.homepage') : undefined}
          className={cn(itemClass, collapsed && 'justify-center px-0')}
        >
          <Globe aria-hidden />
          {!collapsed && <span>{t('layout.nav.homepage')}</span>}
        </Link>
        <button
          type="button"
          onClick={onLogout}
          title={collapsed ? t('layout.nav.logout') : undefined}
          aria-label={collapsed ? t('layout.nav.logout') : undefined}
          className={cn(
            itemClass,
            'text-red-300 hover:bg-red-950/60 hover:text-red-200',
            collapsed && 'justify-center px-0',
          )}
        >
          <LogOut aria-hidden />
          {!collapsed && <span>{t('layout.nav.logout')}</span>}
        </button>
      </div>
    </div>
  );
}
