import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { LoadingState } from '@/components/page-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/i18n';
import { useAuth } from '@/lib/auth';
import { ComplianceTab } from '@/features/profile/components/compliance-tab';
import { PersonalInfoForm } from '@/features/profile/components/personal-info-form';
import { ProfileHeader } from '@/features/profile/components/profile-header';
import { SecurityTab } from '@/features/profile/components/security-tab';

const tabs = ['personal', 'security', 'compliance'] as const;

/** /profile: header, then Personal Information, Security and Compliance (`?tab=compliance` opens it). */
export default function ProfilePage() {
  const t = useT();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find((x) => x === requested) ?? 'personal';

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader title={t('profile.title')} subtitle={t('profile.description')} />
      {!user ? (
        <LoadingState />
      ) : (
        <>
          <ProfileHeader user={user} />
          <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
            <TabsList>
              <TabsTrigger value="personal">{t('profile.tabs.personal')}</TabsTrigger>
              <TabsTrigger value="security">{t('profile.tabs.security')}</TabsTrigger>
              <TabsTrigger value="compliance">{t('profile.tabs.compliance')}</TabsTrigger>
            </TabsList>
            <TabsContent value="personal">
              <PersonalInfoForm key={`${user.id}-${user.email}`} user={user} />
            </TabsContent>
            <TabsContent value="security">
              <SecurityTab />
            </TabsContent>
            <TabsContent value="compliance">
              <ComplianceTab user={user} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
