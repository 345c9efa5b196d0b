import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/i18n';
import { RecordsTab } from '../components/records-tab';
import { ReportsTab } from '../components/reports-tab';
import { TraderScanner } from '../components/trader-scanner';

export default function VerificationPage() {
  const t = useT();
  return (
    <div className="space-y-6 p-4 md:p-6">
      <header>
        <h1 className="text-2xl font-semibold">{t('verification.page.title')}</h1>
        <p className="text-muted-foreground">{t('verification.page.subtitle')}</p>
      </header>
      <Tabs defaultValue="scanner">
        <TabsList>
          <TabsTrigger value="scanner">{t('verification.tab.scanner')}</TabsTrigger>
          <TabsTrigger value="records">{t('verification.tab.records')}</TabsTrigger>
          <TabsTrigger value="reports">{t('verification.tab.reports')}</TabsTrigger>
        </TabsList>
        <TabsContent value="scanner" className="mt-4"><TraderScanner /></TabsContent>
        <TabsContent value="records" className="mt-4"><RecordsTab /></TabsContent>
        <TabsContent value="reports" className="mt-4"><ReportsTab /></TabsContent>
      </Tabs>
    </div>
  );
}
