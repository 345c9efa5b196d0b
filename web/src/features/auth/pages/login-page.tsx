import { Link, useSearchParams } from 'react-router';
import { Briefcase, UserRound } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { DemoButtons } from '@/features/auth/components/demo-buttons';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginPage() {
  const [params] = useSearchParams();
  const initialTab = params.get('role') === 'gold_trader' ? 'gold_trader' : 'client';

  return (
    <AuthShell
      title="Welcome back"
      subtitle="Sign in to your Aurum account"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className="font-semibold text-gold hover:underline">
            Sign up here
          </Link>
        </>
      }
    >
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
          <p className="mb-5 text-sm text-muted-foreground">
            Buy, store and verify precious metals.
          </p>
          <LoginForm idPrefix="client" submitLabel="Sign In" />
        </TabsContent>
        <TabsContent value="gold_trader">
          <p className="mb-5 text-sm text-muted-foreground">
            Wholesale trading, inventory and client tools.
          </p>
          <LoginForm idPrefix="trader" submitLabel="Sign In as Gold Trader" />
        </TabsContent>
      </Tabs>
      <DemoButtons clientLabel="Demo Client Login" traderLabel="Demo Trader Login" />
    </AuthShell>
  );
}
