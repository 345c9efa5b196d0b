import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/page-state';
import { useAuth } from '@/lib/auth';
import DashboardPage from '@/features/dashboard/pages/dashboard-page';

// The admin console's overview is its own chunk: clients and traders never download it.
const AdminDashboardPage = lazy(() => import('@/features/admin/pages/admin-dashboard-page'));

/** /dashboard: admins get the operator's overview; clients and traders keep theirs. */
export default function DashboardRoute() {
  const { user } = useAuth();
  if (user?.role === 'admin')
    return (
      <Suspense fallback={<LoadingState />}>
        <AdminDashboardPage />
      </Suspense>
    );
  return <DashboardPage />;
}
