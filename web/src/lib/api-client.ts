import { activeLocale } from '@/i18n';
import type { components } from '@/lib/api-types';

export type ApiErrorBody = components['schemas']['Error'];
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-2xx response. The message follows spec section 8:
 * `${status}: ${bodyText || statusText}`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
  }
}

/** Throw an ApiError unless the response is 2xx. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, bodyText);
}

async function parseBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * `Accept-Language` with the active language (en, es, fr, de, zh), sent on every API request so
 * the server's messages (error `message`s, certificates, CSV headers) follow the visitor's choice.
 */
export function languageHeader(): { 'Accept-Language': string } {
  return { 'Accept-Language': activeLocale() };
}

/**
 * The one way the app talks to the server: cookies included, JSON in and out, the active language.
 * A `FormData` body (file uploads) goes as it is: the browser sets the multipart content type with
 * its boundary, so none is forced here. Unsafe requests carry the browser's Origin either way.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: { headers?: Record<string, string>; onResponse?: (res: Response) => void } = {},
): Promise<T> {
  const hasBody = body !== undefined;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers = {
    ...languageHeader(),
    ...(hasBody && !isForm ? { 'Content-Type': 'application/json' } : {}),
    ...options.headers,
  };
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: isForm ? body : hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  options.onResponse?.(res);
  return parseBody<T>(res);
}

/** HTTP status of an error thrown by the client, or undefined for anything else. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (error instanceof Error) {
    const match = /^(\d{3}): /.exec(error.message);
    if (match) return Number(match[1]);
  }
  return undefined;
}

/**
 * Read the server's `{code, message, field?}` body from an error thrown by the client.
 * Returns null when the error is not an API error or its body is not that shape.
 */
export function readApiError(error: unknown): ApiErrorBody | null {
  if (!(error instanceof Error)) return null;
  const bodyText = error instanceof ApiError ? error.bodyText : error.message.replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (
      parsed !== null &&
      typeof parsed === 'object' &&
      typeof (parsed as ApiErrorBody).code === 'string' &&
      typeof (parsed as ApiErrorBody).message === 'string'
    ) {
      const { code, message, field } = parsed as ApiErrorBody;
      return typeof field === 'string' ? { code, message, field } : { code, message };
    }
  } catch {
    // Not JSON: a proxy page or plain text; callers fall back to a generic message.
  }
  return null;
}

/** A human message for any error: the server's message when there is one. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.') {
  return readApiError(error)?.message ?? fallback;
}
