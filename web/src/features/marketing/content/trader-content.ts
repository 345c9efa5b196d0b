import { BarChart3, Percent, UserCheck } from 'lucide-react';
import type { Translate } from '@/i18n';
import type { Feature } from '../components/feature-grid';
import type { Step } from '../components/step-list';
import type { TableRow } from '../components/data-table';
import { usd } from './figures';

// The trader registration page's copy, in the active language: each list takes the page's `t` (src/i18n).

export const traderBenefits = (t: Translate): Feature[] => [
  { icon: Percent, title: t('trader.benefits.pricing.title'), description: t('trader.benefits.pricing.description') },
  {
    icon: UserCheck,
    title: t('trader.benefits.specialist.title'),
    description: t('trader.benefits.specialist.description'),
  },
  {
    icon: BarChart3,
    title: t('trader.benefits.analytics.title'),
    description: t('trader.benefits.analytics.description'),
  },
];

export const applicationSteps = (t: Translate): Step[] =>
  (['submit', 'verification', 'approval'] as const).map((step) => ({
    title: t(`trader.process.${step}.title`),
    description: t(`trader.process.${step}.description`),
  }));

export const tierColumns = (t: Translate) => [
  t('trader.tiers.column.feature'),
  t('trader.tiers.column.client'),
  t('trader.tiers.column.trader'),
];

export const tierRows = (t: Translate): TableRow[] => [
  { label: t('trader.tiers.spreads.label'), cells: [t('trader.tiers.standard'), t('trader.tiers.spreads.trader')] },
  { label: t('trader.tiers.minimum.label'), cells: [usd(1_000), usd(10_000)] },
  { label: t('trader.tiers.support.label'), cells: [t('trader.tiers.standard'), t('trader.tiers.support.trader')] },
  {
    label: t('trader.tiers.analytics.label'),
    cells: [t('trader.tiers.analytics.client'), t('trader.tiers.analytics.trader')],
  },
  { label: t('trader.tiers.api.label'), cells: [t('trader.tiers.api.client'), t('trader.tiers.api.trader')] },
];
