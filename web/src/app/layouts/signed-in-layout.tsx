import { useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { SidebarNav } from '@/app/layouts/sidebar-nav';
import { TopBar } from '@/app/layouts/top-bar';
import { useLogout } from '@/app/use-logout';
import { useT } from '@/i18n';

/** Spec "Shared signed-in layout": top bar, role sidebar (drawer below 768 px), content beside it. */
export function SignedInLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const t = useT();
  const logout = useLogout();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  if (!user) {
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-4">
        <Spinner className="size-10" />
        <p className="text-muted-foreground">{t('layout.loadingDashboard')}</p>
      </div>
    );
  }

  const handleLogout = () => {
    setDrawerOpen(false);
    void logout();
  };

  return (
    <div className="min-h-dvh">
      <aside
        className={cn(
          'fixed inset-y-0 left-0 z-40 hidden border-r bg-stone-950 transition-[width] duration-200 md:block',
          collapsed ? 'w-[var(--sidebar-width-collapsed)]' : 'w-[var(--sidebar-width)]',
        )}
        aria-label={t('layout.sidebar')}
      >
        <SidebarNav user={user} collapsed={collapsed} onLogout={handleLogout} />
      </aside>

      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-black/70 md:hidden" />
          <Dialog.Content
            className="drawer-content fixed inset-y-0 left-0 z-50 w-[min(18rem,85vw)] border-r bg-stone-950 shadow-2xl outline-none md:hidden"
            aria-describedby={undefined}
          >
            <Dialog.Title className="sr-only">{t('layout.navigationMenu')}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" className="absolute top-3 right-3" aria-label={t('common.closeMenu')}>
                <X aria-hidden />
              </Button>
            </Dialog.Close>
            <SidebarNav user={user} onNavigate={() => setDrawerOpen(false)} onLogout={handleLogout} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <div
        className={cn(
          'flex min-h-dvh min-w-0 flex-col transition-[padding] duration-200',
          collapsed ? 'md:pl-[var(--sidebar-width-collapsed)]' : 'md:pl-[var(--sidebar-width)]',
        )}
      >
        <TopBar
          user={user}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((c) => !c)}
          onOpenDrawer={() => setDrawerOpen(true)}
        />
        <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">{children}</main>
      </div>
    </div>
  );
}
