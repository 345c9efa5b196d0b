import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Briefcase, UserRound } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApplicationReceived } from '@/features/auth/components/application-received';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { ClientRegisterForm } from '@/features/auth/components/client-register-form';
import { DemoButtons } from '@/features/auth/components/demo-buttons';
import { TraderRegisterForm } from '@/features/auth/components/trader-register-form';
import { useT } from '@/i18n';

export default function RegisterPage() {
  const t = useT();
  const [params] = useSearchParams();
  const [appliedEmail, setAppliedEmail] = useState<string | null>(null);
  const initialTab = params.get('role') === 'gold_trader' ? 'gold_trader' : 'client';

  return (
    <AuthShell
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-gold hover:underline">
            {t('auth.register.signIn')}
          </Link>
        </>
      }
    >
      {appliedEmail ? (
        <ApplicationReceived email={appliedEmail} />
      ) : (
        <>
          <Tabs defaultValue={initialTab}>
            <TabsList aria-label={t('auth.accountType')}>
              <TabsTrigger value="client">
                <UserRound aria-hidden />
                {t('auth.client')}
              </TabsTrigger>
              <TabsTrigger value="gold_trader">
                <Briefcase aria-hidden />
                {t('auth.goldTrader')}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="client">
              <ClientRegisterForm />
            </TabsContent>
            <TabsContent value="gold_trader">
              <p className="mb-5 text-sm text-muted-foreground">{t('auth.register.traderNote')}</p>
              <TraderRegisterForm onSubmitted={setAppliedEmail} />
            </TabsContent>
          </Tabs>
          <DemoButtons clientLabel={t('auth.demo.clientAccess')} traderLabel={t('auth.demo.traderAccess')} />
        </>
      )}
    </AuthShell>
  );
}
