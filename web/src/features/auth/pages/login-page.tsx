import { Link, useSearchParams } from 'react-router';
import { Briefcase, UserRound } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { DemoButtons } from '@/features/auth/components/demo-buttons';
import { LoginForm } from '@/features/auth/components/login-form';
import { PasskeySignIn } from '@/features/auth/components/passkey-sign-in';
import { useT } from '@/i18n';

export default function LoginPage() {
  const t = useT();
  const [params] = useSearchParams();
  const initialTab = params.get('role') === 'gold_trader' ? 'gold_trader' : 'client';

  return (
    <AuthShell
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to="/register" className="font-semibold text-gold hover:underline">
            {t('auth.login.signUp')}
          </Link>
        </>
      }
    >
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
          <p className="mb-5 text-sm text-muted-foreground">{t('auth.login.clientIntro')}</p>
          <LoginForm idPrefix="client" submitLabel={t('auth.login.submit')} />
        </TabsContent>
        <TabsContent value="gold_trader">
          <p className="mb-5 text-sm text-muted-foreground">{t('auth.login.traderIntro')}</p>
          <LoginForm idPrefix="trader" submitLabel={t('auth.login.submitTrader')} />
        </TabsContent>
      </Tabs>
      <PasskeySignIn />
      <DemoButtons clientLabel={t('auth.demo.clientLogin')} traderLabel={t('auth.demo.traderLogin')} />
    </AuthShell>
  );
}
