import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { LoadingState } from '@/components/page-state';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime, formatUsd } from '@/lib/format';
import { useUserDetail } from '@/features/admin/api/get-user-detail';
import type { AdminUserDetail } from '@/features/admin/api/types';
import { ApplicationDetails } from '@/features/admin/components/application-details';
import { kycLabel, roleLabel } from '@/features/admin/components/labels';
import { StatusBadge } from '@/features/admin/components/status-badge';
import { UserActions } from '@/features/admin/components/user-actions';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

const muted = 'text-sm text-muted-foreground';

function DetailBody({ detail }: { detail: AdminUserDetail }) {
  const t = useT();
  const { user, orders, kyc, sessions, application } = detail;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{roleLabel[user.role] ? t(roleLabel[user.role]) : user.role}</Badge>
        <StatusBadge status={user.status} />
        <span className={muted}>{t('admin.users.joinedOn', { date: formatDate(user.createdAt) })}</span>
      </div>
      <UserActions user={user} />

      <Section title={t('admin.users.orders')}>
        {orders.length === 0 ? (
          <p className={muted}>{t('admin.users.noOrders')}</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {orders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="font-medium text-white">#{o.id}</span>
                <span className="text-stone-300">{formatDate(o.createdAt)}</span>
                <OrderStatusBadge status={o.status} />
                <span className="font-medium text-white tabular-nums">{formatUsd(o.totalAmount)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('admin.users.kyc')}>
        <p className="text-sm text-stone-200">{t(kycLabel[kyc?.status ?? ''] ?? 'admin.kyc.notStarted')}</p>
        {kyc?.cases && kyc.cases.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm">
            {kyc.cases.map((c) => (
              <li key={c.id} className="text-stone-300">
                {t('admin.users.kycCase', {
                  id: c.id,
                  status: t(kycLabel[c.status] ?? 'admin.kyc.notStarted'),
                  date: c.submittedAt ? formatDate(c.submittedAt) : '—',
                })}
                {c.reason && <span className="text-muted-foreground"> · {c.reason}</span>}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('admin.users.sessions')}>
        {sessions.length === 0 ? (
          <p className={muted}>{t('admin.users.noSessions')}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {sessions.map((s) => (
              <li key={s.id} className="rounded-lg border border-border px-3 py-2">
                <p className="font-medium text-white">{s.device || t('admin.users.unknownDevice')}</p>
                <p className="text-xs text-muted-foreground">
                  {t('admin.users.sessionLine', {
                    ip: s.ip ?? '—',
                    created: formatDateTime(s.createdAt),
                    seen: s.lastSeenAt ? formatDateTime(s.lastSeenAt) : '—',
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {application && (
        <Section title={t('admin.users.application')}>
          <ApplicationDetails application={application} />
        </Section>
      )}
    </div>
  );
}

/** An account in full (GET /api/admin/users/{id}) with its actions. */
export function UserDetailDialog({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const t = useT();
  const { data, isPending, error } = useUserDetail(userId);
  const name = data ? `${data.user.firstName} ${data.user.lastName}` : t('admin.users.detail');
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{name}</DialogTitle>
          <DialogDescription>{data?.user.email ?? t('admin.users.detailLoading')}</DialogDescription>
        </DialogHeader>
        {isPending ? (
          <LoadingState />
        ) : error ? (
          <p role="alert" className="text-sm text-red-300">
            {t('admin.loadFailed', { error: errorMessage(error) })}
          </p>
        ) : (
          data && <DetailBody detail={data} />
        )}
      </DialogContent>
    </Dialog>
  );
}
