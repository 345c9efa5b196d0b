import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import CompanyPage from '@/features/company/pages/company-page';
import type { Company } from '@/features/company/api/company';

const company: Company = {
  companyName: 'Demo Gold Trading LLC',
  registrationNumber: 'REG-2024-001',
  tradingLicense: 'TL-123456',
  businessAddress: '1 Gold Street, New York',
  contactEmail: 'desk@demo-gold.example',
  phone: '+1 212 555 0100',
  website: 'https://demo-gold.example',
  description: 'Wholesale bullion.',
  logoUrl: null,
};

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls.find(([url, init]) => url === path && init?.method === method)?.[1]?.body;

describe('CompanyPage', { timeout: 20_000 }, () => {
  it('shows the company with registration number and licence read-only, and saves the rest', async () => {
    const fetchMock = mockFetch({
      'GET /api/company': jsonResponse(company),
      'PUT /api/company': (_url, init) => jsonResponse({ ...company, ...JSON.parse(String(init?.body)) }),
    });
    renderWithApp(<CompanyPage />, { path: '/company' });
    const name = await screen.findByLabelText('Company name');
    expect(name).toHaveValue('Demo Gold Trading LLC');
    expect(screen.getByLabelText('Registration number')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Registration number')).toHaveValue('REG-2024-001');
    expect(screen.getByLabelText('Trading licence')).toHaveAttribute('readonly');
    await userEvent.clear(name);
    await userEvent.type(name, 'Aurum Bullion House');
    await userEvent.click(screen.getByRole('button', { name: 'Update Company Information' }));
    expect(await screen.findByText('Company Updated')).toBeInTheDocument();
    const body = JSON.parse(String(bodyOf(fetchMock, 'PUT', '/api/company')));
    expect(body).toEqual({
      companyName: 'Aurum Bullion House',
      businessAddress: '1 Gold Street, New York',
      contactEmail: 'desk@demo-gold.example',
      phone: '+1 212 555 0100',
      website: 'https://demo-gold.example',
      description: 'Wholesale bullion.',
    });
  });

  it('shows a server field error on its field', async () => {
    mockFetch({
      'GET /api/company': jsonResponse(company),
      'PUT /api/company': jsonResponse(
        { code: 'validation_error', message: 'phone must be at most 40 characters', field: 'phone' },
        400,
        'Bad Request',
      ),
    });
    renderWithApp(<CompanyPage />, { path: '/company' });
    await screen.findByLabelText('Company name');
    await userEvent.click(screen.getByRole('button', { name: 'Update Company Information' }));
    expect(
      await screen.findByText('phone must be at most 40 characters', { selector: '#company-phone-error' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('validates on the client before sending', async () => {
    const fetchMock = mockFetch({ 'GET /api/company': jsonResponse(company) });
    renderWithApp(<CompanyPage />, { path: '/company' });
    const email = await screen.findByLabelText('Contact e-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Update Company Information' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/api/company')).toBeUndefined();
  });

  it('uploads a logo and refuses a GIF', async () => {
    const fetchMock = mockFetch({
      'GET /api/company': jsonResponse(company),
      'POST /api/company/logo': jsonResponse({ ...company, logoUrl: '/uploads/logo.png' }),
    });
    renderWithApp(<CompanyPage />, { path: '/company' });
    await screen.findByLabelText('Company name');
    const input = screen.getByLabelText('Upload logo', { selector: 'input' });
    await userEvent.upload(input, new File(['gif'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(screen.getByText('Choose a JPEG, PNG or WebP image')).toBeInTheDocument();
    await userEvent.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Demo Gold Trading LLC logo' })).toHaveAttribute(
      'src',
      '/uploads/logo.png',
    );
    expect(bodyOf(fetchMock, 'POST', '/api/company/logo')).toBeInstanceOf(FormData);
  });
});
