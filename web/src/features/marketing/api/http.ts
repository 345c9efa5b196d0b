import { languageHeader } from '@/lib/api-client';

/** Error answer shape of the Aurum API: `{code, message, field?}`. */
export interface ApiErrorBody {
  code?: string;
  message?: string;
  field?: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    text: string,
  ) {
    super(`${status}: ${text}`);
  }
}

/**
 * Minimal JSON fetch for the public pages (credentials included, JSON content type with a
 * body). Non-success answers throw HttpError carrying the parsed error body when there is one.
 */
export async function requestJson<T>(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: {
      ...languageHeader(),
      Accept: 'application/json',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const body = parsed && typeof parsed === 'object' ? (parsed as ApiErrorBody) : null;
    throw new HttpError(response.status, body, text || response.statusText);
  }
  return parsed as T;
}
