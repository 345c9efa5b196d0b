import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RecordsTab } from '../components/records-tab';
import { ReportsTab } from '../components/reports-tab';
import { TraderScanner } from '../components/trader-scanner';

export default function VerificationPage() {
  return (
    <div className="space-y-6 p-4 md:p-6">
      <header>
        <h1 className="text-2xl font-semibold">Verification Center</h1>
        <p className="text-muted-foreground">Verify items, review scans of your stock, download reports and print QR labels.</p>
      </header>
      <Tabs defaultValue="scanner">
        <TabsList>
          <TabsTrigger value="scanner">QR Scanner</TabsTrigger>
          <TabsTrigger value="records">Verification Records</TabsTrigger>
          <TabsTrigger value="reports">Reports</TabsTrigger>
        </TabsList>
        <TabsContent value="scanner" className="mt-4"><TraderScanner /></TabsContent>
        <TabsContent value="records" className="mt-4"><RecordsTab /></TabsContent>
        <TabsContent value="reports" className="mt-4"><ReportsTab /></TabsContent>
      </Tabs>
    </div>
  );
}
