import { BrowserRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/app-routes';
import { queryClient } from '@/lib/query-client';

export function App() {
  return (
    <BrowserRouter>
      <AppProviders client={queryClient}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
