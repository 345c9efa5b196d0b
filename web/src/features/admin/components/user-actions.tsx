import { useState } from 'react';
import { Ban, RotateCcw, UserCog } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { toast } from '@/lib/use-toast';
import { useChangeUserRole, type AssignableRole } from '@/features/admin/api/change-user-role';
import { useReactivateUser } from '@/features/admin/api/reactivate-user';
import { useSuspendUser } from '@/features/admin/api/suspend-user';
import { ConfirmDialog } from '@/features/admin/components/confirm-dialog';

type Pending = 'suspend' | 'reactivate' | 'role' | null;

/**
 * Suspend (optional reason), reactivate and client ↔ gold trader, each behind a confirmation;
 * the server's refusal (yourself, another admin) is shown in the dialog and as a toast.
 */
export function UserActions({ user, showRole = true }: { user: User; showRole?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const suspend = useSuspendUser();
  const reactivate = useReactivateUser();
  const changeRole = useChangeUserRole();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const nextRole: AssignableRole = user.role === 'gold_trader' ? 'client' : 'gold_trader';
  const nextRoleLabel = t(nextRole === 'client' ? 'admin.role.client' : 'admin.role.trader');

  const close = () => {
    setOpen(null);
    setError(null);
  };
  const fail = (title: string) => (e: unknown) => {
    const message = errorMessage(e);
    setError(message);
    toast({ variant: 'destructive', title, description: message });
  };

  return (
    <div className="flex flex-wrap gap-2">
      {user.status === 'suspended' ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen('reactivate')}
          aria-label={t('admin.actions.reactivateLabel', { name })}
        >
          <RotateCcw aria-hidden />
          {t('admin.actions.reactivate')}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="destructive"
          onClick={() => setOpen('suspend')}
          aria-label={t('admin.actions.suspendLabel', { name })}
        >
          <Ban aria-hidden />
          {t('admin.actions.suspend')}
        </Button>
      )}
      {showRole && user.role !== 'admin' && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setOpen('role')}
          aria-label={t('admin.actions.roleLabel', { name, role: nextRoleLabel })}
        >
          <UserCog aria-hidden />
          {t('admin.actions.makeRole', { role: nextRoleLabel })}
        </Button>
      )}

      <ConfirmDialog
        open={open === 'suspend'}
        onOpenChange={(o) => (o ? setOpen('suspend') : close())}
        title={t('admin.actions.suspendTitle', { name })}
        description={t('admin.actions.suspendBody')}
        confirmLabel={t('admin.actions.suspend')}
        destructive
        reason="optional"
        pending={suspend.isPending}
        error={error}
        onConfirm={(reason) =>
          suspend.mutate(
            { id: user.id, reason: reason || undefined },
            {
              onSuccess: () => {
                close();
                toast({ title: t('admin.actions.suspended'), description: t('admin.actions.suspendedBody', { name }) });
              },
              onError: fail(t('admin.actions.failed')),
            },
          )
        }
      />
      <ConfirmDialog
        open={open === 'reactivate'}
        onOpenChange={(o) => (o ? setOpen('reactivate') : close())}
        title={t('admin.actions.reactivateTitle', { name })}
        description={t('admin.actions.reactivateBody')}
        confirmLabel={t('admin.actions.reactivate')}
        pending={reactivate.isPending}
        error={error}
        onConfirm={() =>
          reactivate.mutate(user.id, {
            onSuccess: () => {
              close();
              toast({
                title: t('admin.actions.reactivated'),
                description: t('admin.actions.reactivatedBody', { name }),
              });
            },
            onError: fail(t('admin.actions.failed')),
          })
        }
      />
      <ConfirmDialog
        open={open === 'role'}
        onOpenChange={(o) => (o ? setOpen('role') : close())}
        title={t('admin.actions.roleTitle', { name, role: nextRoleLabel })}
        description={t(nextRole === 'gold_trader' ? 'admin.actions.roleToTrader' : 'admin.actions.roleToClient')}
        confirmLabel={t('admin.actions.makeRole', { role: nextRoleLabel })}
        pending={changeRole.isPending}
        error={error}
        onConfirm={() =>
          changeRole.mutate(
            { id: user.id, role: nextRole },
            {
              onSuccess: () => {
                close();
                toast({
                  title: t('admin.actions.roleChanged'),
                  description: t('admin.actions.roleChangedBody', { name, role: nextRoleLabel }),
                });
              },
              onError: fail(t('admin.actions.failed')),
            },
          )
        }
      />
    </div>
  );
}
