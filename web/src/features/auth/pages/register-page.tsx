import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Briefcase, UserRound } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApplicationReceived } from '@/features/auth/components/application-received';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { ClientRegisterForm } from '@/features/auth/components/client-register-form';
import { DemoButtons } from '@/features/auth/components/demo-buttons';
import { TraderRegisterForm } from '@/features/auth/components/trader-register-form';

export default function RegisterPage() {
  const [params] = useSearchParams();
  const [appliedEmail, setAppliedEmail] = useState<string | null>(null);
  const initialTab = params.get('role') === 'gold_trader' ? 'gold_trader' : 'client';

  return (
    <AuthShell
      title="Create your account"
      subtitle="Invest in physical precious metals with Aurum"
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-gold hover:underline">
            Sign in here
          </Link>
        </>
      }
    >
      {appliedEmail ? (
        <ApplicationReceived email={appliedEmail} />
      ) : (
        <>
          <Tabs defaultValue={initialTab}>
            <TabsList aria-label="Account type">
              <TabsTrigger value="client">
                <UserRound aria-hidden />
                Client
              </TabsTrigger>
              <TabsTrigger value="gold_trader">
                <Briefcase aria-hidden />
                Gold Trader
              </TabsTrigger>
            </TabsList>
            <TabsContent value="client">
              <ClientRegisterForm />
            </TabsContent>
            <TabsContent value="gold_trader">
              <p className="mb-5 text-sm text-muted-foreground">
                Trader accounts are reviewed by our team before first sign-in.
              </p>
              <TraderRegisterForm onSubmitted={setAppliedEmail} />
            </TabsContent>
          </Tabs>
          <DemoButtons clientLabel="Demo Client Access" traderLabel="Demo Trader Access" />
        </>
      )}
    </AuthShell>
  );
}
