import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/app-routes';
import { queryClient } from '@/lib/query-client';

export function App() {
  // Marks the document once the app has mounted or hydrated (e2e and bench/web-perf.mjs wait for it).
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return (
    <BrowserRouter>
      <AppProviders client={queryClient}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
