import { useAuth } from '@/lib/auth';
import { ClientDashboard } from '@/features/dashboard/components/client-dashboard';
import { TraderDashboard } from '@/features/dashboard/components/trader-dashboard';

/** Spec section 6: only gold_trader gets a different dashboard. */
export default function DashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  return user.role === 'gold_trader' ? <TraderDashboard user={user} /> : <ClientDashboard user={user} />;
}
