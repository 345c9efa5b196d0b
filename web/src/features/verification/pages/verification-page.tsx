import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/i18n';
import { ItemsTab } from '../components/items-tab';
import { RecordsTab } from '../components/records-tab';
import { ReportsTab } from '../components/reports-tab';
import { TraderScanner } from '../components/trader-scanner';
import { PageHeader } from '@/components/page-header';

export default function VerificationPage() {
  const t = useT();
  return (
    <div className="space-y-6 p-4 md:p-6">
      <PageHeader title={t('verification.page.title')} subtitle={t('verification.page.subtitle')} />
      <Tabs defaultValue="scanner">
        <TabsList>
          <TabsTrigger value="scanner">{t('verification.tab.scanner')}</TabsTrigger>
          <TabsTrigger value="items">{t('verification.tab.items')}</TabsTrigger>
          <TabsTrigger value="records">{t('verification.tab.records')}</TabsTrigger>
          <TabsTrigger value="reports">{t('verification.tab.reports')}</TabsTrigger>
        </TabsList>
        <TabsContent value="scanner" className="mt-4">
          <TraderScanner />
        </TabsContent>
        <TabsContent value="items" className="mt-4">
          <ItemsTab />
        </TabsContent>
        <TabsContent value="records" className="mt-4">
          <RecordsTab />
        </TabsContent>
        <TabsContent value="reports" className="mt-4">
          <ReportsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
