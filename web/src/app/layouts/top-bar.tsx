import { Link } from 'react-router';
import { Home, Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { DeferredLanguageMenu } from '@/components/deferred-language-menu';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import type { User } from '@/lib/auth';
import { fullName, initials } from '@/app/layouts/user-display';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useUpdateSettings } from '@/features/settings/api/update-settings';

interface TopBarProps {
  user: User;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onOpenDrawer: () => void;
}

export function TopBar({ user, collapsed, onToggleCollapsed, onOpenDrawer }: TopBarProps) {
  const t = useT();
  // Signed in, the language is a setting: the menu saves it (the saved one wins on the next load).
  const { mutate: saveSettings } = useUpdateSettings();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur sm:px-6">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t('layout.topBar.openMenu')}
        onClick={onOpenDrawer}
      >
        <Menu aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="hidden md:inline-flex"
        aria-label={collapsed ? t('layout.topBar.expandSidebar') : t('layout.topBar.collapseSidebar')}
        aria-expanded={!collapsed}
        onClick={onToggleCollapsed}
      >
        {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
      </Button>
      <Button asChild variant="ghost" size="icon" aria-label={t('layout.topBar.home')}>
        <Link to="/">
          <Home aria-hidden />
        </Link>
      </Button>

      <div className="ml-auto flex min-w-0 items-center gap-3">
        <NotificationBell />
        <DeferredLanguageMenu onChoose={(language) => saveSettings({ general: { language } })} />
        <span
          aria-hidden
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-[#f0c14b] to-[#9a7209] text-sm font-bold text-[#1c1917]"
        >
          {initials(user)}
        </span>
        <span className="max-w-[9rem] truncate text-sm font-medium text-foreground sm:max-w-xs" data-testid="user-name">
          {fullName(user)}
        </span>
      </div>
    </header>
  );
}
