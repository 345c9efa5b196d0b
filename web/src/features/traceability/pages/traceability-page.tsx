import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/i18n';
import { errorStatus, readApiError } from '@/lib/api-client';
import { traceabilityKeys } from '../api/traceability-keys';
import type { VerificationResult } from '@/lib/provenance/types';
import { scanQuery } from '@/lib/provenance/scan';
import { AssistantTab } from '../components/assistant-tab';
import { DashboardTab } from '../components/dashboard-tab';
import { JourneyTimeline } from '../components/journey-timeline';
import { ScannerTab } from '../components/scanner-tab';
import { PageHeader } from '@/components/page-header';

/** Four tabs fit a 390 px phone only with smaller labels. */
const compactTab = 'px-2 text-xs sm:px-3 sm:text-sm';

export default function TraceabilityPage() {
  const t = useT();
  const [tab, setTab] = useState('scanner');
  const [result, setResult] = useState<VerificationResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [params] = useSearchParams();
  const queryClient = useQueryClient();

  const verify = async (query: string) => {
    setVerifying(true);
    setError(null);
    try {
      setResult(await scanQuery(query));
    } catch (e) {
      setResult(null);
      setError(
        errorStatus(e) === 429
          ? t('traceability.page.tooMany')
          : (readApiError(e)?.message ?? t('traceability.page.failed')),
      );
    } finally {
      setVerifying(false);
      void queryClient.invalidateQueries({ queryKey: traceabilityKeys.myScans });
    }
  };

  const shared = params.get('serial');
  useEffect(() => {
    if (!shared) return;
    // A shared link (/traceability?serial=...) verifies on arrival.
    const t = window.setTimeout(() => void verify(shared), 0);
    return () => window.clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shared]);

  return (
    <div className="space-y-6 p-4 md:p-6">
      <PageHeader title={t('traceability.page.title')} subtitle={t('traceability.page.subtitle')} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="scanner" className={compactTab}>
            {t('traceability.tab.scanner')}
          </TabsTrigger>
          <TabsTrigger value="dashboard" className={compactTab}>
            {t('traceability.tab.dashboard')}
          </TabsTrigger>
          <TabsTrigger value="assistant" className={compactTab}>
            {t('traceability.tab.assistant')}
          </TabsTrigger>
          <TabsTrigger value="journey" className={compactTab}>
            {t('traceability.tab.journey')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="scanner" className="mt-4">
          <ScannerTab
            result={result}
            error={error}
            verifying={verifying}
            onVerify={(q) => void verify(q)}
            onViewJourney={() => setTab('journey')}
            onChanged={() => result && void verify(result.serialNumber)}
          />
        </TabsContent>
        <TabsContent value="dashboard" className="mt-4">
          <DashboardTab onOpen={setTab} />
        </TabsContent>
        <TabsContent value="assistant" className="mt-4">
          <AssistantTab last={result} />
        </TabsContent>
        <TabsContent value="journey" className="mt-4">
          <JourneyTimeline steps={result?.journey ?? null} onStartScanning={() => setTab('scanner')} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
