import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { ApiError, apiRequest, errorStatus, readApiError } from '@/lib/api-client';
import { jsonResponse, mockFetch } from '@/testing/test-utils';

describe('apiRequest', () => {
  it('sends cookies and a JSON content type when there is a body', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/login': jsonResponse({ id: 1 }) });
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.c', password: 'x' });
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Accept-Language': 'en', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"email":"a@b.c","password":"x"}');
  });

  it('sends FormData as it is, without forcing a content type', async () => {
    const fetchMock = mockFetch({ 'POST /api/kyc/upload': jsonResponse({ id: 1 }, 201) });
    const form = new FormData();
    form.append('documentType', 'passport');
    await apiRequest('POST', '/api/kyc/upload', form);
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Accept-Language': 'en' });
    expect(init?.body).toBe(form);
  });

  it('sends no content type without a body and reads 204 as undefined', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/logout': new Response(null, { status: 204 }) });
    await expect(apiRequest('POST', '/api/auth/logout')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0][1]?.headers).toEqual({ 'Accept-Language': 'en' });
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe('include');
  });

  it('sends the active language as Accept-Language', async () => {
    const fetchMock = mockFetch({ 'GET /api/orders': jsonResponse([]) });
    await activateLocale('de', { remember: false });
    try {
      await apiRequest('GET', '/api/orders');
    } finally {
      await activateLocale('en', { remember: false });
    }
    expect(fetchMock.mock.calls[0][1]?.headers).toEqual({ 'Accept-Language': 'de' });
  });

  it('throws "<status>: <body>" on a non-2xx answer', async () => {
    const body = { code: 'email_taken', message: 'Email already registered', field: 'email' };
    mockFetch({ 'POST /api/auth/register': jsonResponse(body, 409, 'Conflict') });
    const error = await apiRequest('POST', '/api/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(`409: ${JSON.stringify(body)}`);
    expect(errorStatus(error)).toBe(409);
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch({ 'GET /api/orders': new Response('', { status: 500, statusText: 'Internal Server Error' }) });
    await expect(apiRequest('GET', '/api/orders')).rejects.toThrow('500: Internal Server Error');
  });
});

describe('readApiError', () => {
  it('reads code, message and field from an API error', () => {
    const error = new ApiError(
      400,
      'Bad Request',
      '{"code":"validation_error","message":"Too short","field":"password"}',
    );
    expect(readApiError(error)).toEqual({ code: 'validation_error', message: 'Too short', field: 'password' });
  });

  it('reads a plain Error carrying the same message format', () => {
    const error = new Error('401: {"code":"invalid_credentials","message":"Wrong email or password"}');
    expect(readApiError(error)).toEqual({ code: 'invalid_credentials', message: 'Wrong email or password' });
  });

  it('returns null for bodies that are not the error shape', () => {
    expect(readApiError(new ApiError(502, 'Bad Gateway', '<html>oops</html>'))).toBeNull();
    expect(readApiError(new Error('network down'))).toBeNull();
    expect(readApiError('nope')).toBeNull();
  });
});
