import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/company: the trader's company (created on first use from the trader application). */
export interface Company {
  companyName: string;
  registrationNumber: string;
  tradingLicense: string;
  businessAddress: string;
  contactEmail: string;
  phone: string;
  website: string;
  description: string;
  logoUrl?: string | null;
}

/** PUT /api/company: registrationNumber and tradingLicense are read-only (the server ignores them). */
export type CompanyUpdate = Omit<Company, 'registrationNumber' | 'tradingLicense' | 'logoUrl'>;

export const companyKeys = { all: ['/api/company'] as const };

export const getCompany = () => apiRequest<Company>('GET', '/api/company');

export const companyQueryOptions = () => queryOptions({ queryKey: companyKeys.all, queryFn: getCompany });

export const useCompany = () => useQuery(companyQueryOptions());

export const updateCompany = (body: CompanyUpdate) => apiRequest<Company>('PUT', '/api/company', body);

export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => client.setQueryData(companyKeys.all, company),
  });
}

/** POST /api/company/logo, multipart field `file` (JPEG/PNG/WebP, 2 MB). */
export function uploadCompanyLogo(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<Company>('POST', '/api/company/logo', form);
}

export function useUploadCompanyLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyLogo,
    onSuccess: (company) => client.setQueryData(companyKeys.all, company),
  });
}
