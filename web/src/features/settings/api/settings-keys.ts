import type { components } from '@/lib/api-types';

export type { Settings } from '@/lib/preferences';
export type SettingsPatch = components['schemas']['SettingsPatch'];
export type PriceAlert = components['schemas']['PriceAlert'];
export type PriceAlertRequest = components['schemas']['PriceAlertRequest'];
export type AccountImportResult = components['schemas']['AccountImportResult'];
export type AccountDeleteRequest = components['schemas']['AccountDeleteRequest'];

/** Query keys of the settings endpoints (the default query fn GETs the joined key). */
export const settingsKeys = {
  all: ['/api/settings'] as const,
};

export const alertKeys = {
  all: ['/api/alerts'] as const,
};
