import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState, LoadingState } from '@/components/page-state';
import { PageHeader } from '@/components/page-header';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useCompany } from '../api/company';
import { CompanyForm } from '../components/company-form';
import { CompanyLogo } from '../components/company-logo';

/** /company: the trader's company profile (GET/PUT /api/company) and logo. */
export default function CompanyPage() {
  const t = useT();
  const { data: company, isLoading, error } = useCompany();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('company.title')} subtitle={t('company.description')} />
      {isLoading ? (
        <LoadingState label={t('company.loading')} />
      ) : error || !company ? (
        <ErrorState>
          {t('company.loadFailed')} {errorMessage(error)}
        </ErrorState>
      ) : (
        <div className="mt-6 flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('company.logo.title')}</CardTitle>
              <CardDescription>{t('company.logo.description')}</CardDescription>
            </CardHeader>
            <CardContent>
              <CompanyLogo logoUrl={company.logoUrl} name={company.companyName} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('company.settings.title')}</CardTitle>
              <CardDescription>{t('company.settings.description')}</CardDescription>
            </CardHeader>
            <CardContent>
              <CompanyForm key={company.companyName + company.registrationNumber} company={company} />
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
