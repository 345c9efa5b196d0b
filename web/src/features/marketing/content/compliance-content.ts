import {
  Bell,
  Brain,
  Building2,
  Database,
  FileSearch,
  Fingerprint,
  Globe2,
  Languages,
  Network,
  ShieldCheck,
  Timer,
  UserSearch,
} from 'lucide-react';
import type { Translate } from '@/i18n';
import type { Feature } from '../components/feature-grid';
import type { Stat } from '../components/stat-grid';
import type { Step } from '../components/step-list';
import type { TableRow } from '../components/data-table';
import { compactNumber, orMore, whole } from './figures';

// The AML compliance page's copy, in the active language: each list takes the page's `t` (src/i18n).

export const complianceStats = (t: Translate): Stat[] => [
  { value: orMore(t, whole(10_000)), label: t('compliance.stats.documents') },
  { value: orMore(t, whole(150)), label: t('compliance.stats.databases') },
  { value: orMore(t, compactNumber(200_000_000)), label: t('compliance.stats.pep') },
  { value: whole(190), label: t('compliance.stats.countries') },
];

export const keyFeatures = (t: Translate): Feature[] => [
  {
    icon: Fingerprint,
    title: t('compliance.features.kyc.title'),
    description: t('compliance.features.kyc.description'),
  },
  {
    icon: UserSearch,
    title: t('compliance.features.screening.title'),
    description: t('compliance.features.screening.description'),
  },
  {
    icon: Bell,
    title: t('compliance.features.monitoring.title'),
    description: t('compliance.features.monitoring.description'),
  },
  {
    icon: FileSearch,
    title: t('compliance.features.reporting.title'),
    description: t('compliance.features.reporting.description'),
  },
];

export const kycColumns = (t: Translate) => [
  t('compliance.kyc.column.aspect'),
  t('compliance.kyc.column.traditional'),
  t('compliance.kyc.column.ai'),
];

export const kycRows = (t: Translate): TableRow[] =>
  (['time', 'throughput', 'accuracy', 'languages', 'screening', 'cost'] as const).map((row) => ({
    label: t(`compliance.kyc.${row}.label`),
    cells: [t(`compliance.kyc.${row}.traditional`), t(`compliance.kyc.${row}.ai`)],
  }));

export const testimonials = (t: Translate) =>
  (['dealer', 'refinery', 'tradingHouse'] as const).map((who) => ({
    quote: t(`compliance.testimonials.${who}.quote`),
    name: t(`compliance.testimonials.${who}.name`),
    org: t(`compliance.testimonials.${who}.org`),
  }));

export const implementations = (t: Translate): Feature[] => [
  {
    icon: Building2,
    title: t('compliance.examples.dealers.title'),
    description: t('compliance.examples.dealers.description'),
  },
  {
    icon: Network,
    title: t('compliance.examples.refineries.title'),
    description: t('compliance.examples.refineries.description'),
  },
  {
    icon: Globe2,
    title: t('compliance.examples.traders.title'),
    description: t('compliance.examples.traders.description'),
  },
];

export const workflow = (t: Translate): Step[] =>
  (['capture', 'analyse', 'decide'] as const).map((step) => ({
    title: t(`compliance.workflow.${step}.title`),
    description: t(`compliance.workflow.${step}.description`),
  }));

export const guide = (t: Translate): Step[] => [
  {
    title: t('compliance.guide.setup.title'),
    meta: t('compliance.guide.day', { day: 1 }),
    description: t('compliance.guide.setup.description'),
  },
  {
    title: t('compliance.guide.integration.title'),
    meta: t('compliance.guide.days', { from: 2, to: 3 }),
    description: t('compliance.guide.integration.description'),
  },
  {
    title: t('compliance.guide.training.title'),
    meta: t('compliance.guide.day', { day: 4 }),
    description: t('compliance.guide.training.description'),
  },
  {
    title: t('compliance.guide.live.title'),
    meta: t('compliance.guide.day', { day: 5 }),
    description: t('compliance.guide.live.description'),
  },
];

export const regulations = (t: Translate): Feature[] =>
  (['threshold', 'records', 'suspicious'] as const).map((rule) => ({
    title: t(`compliance.regulation.${rule}.title`),
    description: t(`compliance.regulation.${rule}.description`),
  }));

export const standards = (t: Translate): Feature[] => [
  {
    icon: Globe2,
    title: t('compliance.standards.fatf.title'),
    description: t('compliance.standards.fatf.description'),
  },
  {
    icon: ShieldCheck,
    title: t('compliance.standards.lbma.title'),
    description: t('compliance.standards.lbma.description'),
  },
  {
    icon: Building2,
    title: t('compliance.standards.basel.title'),
    description: t('compliance.standards.basel.description'),
  },
];

export const aiFeatures = (t: Translate): Feature[] => [
  { icon: Brain, title: t('compliance.ai.scoring.title'), description: t('compliance.ai.scoring.description') },
  {
    icon: Languages,
    title: t('compliance.ai.documents.title'),
    description: t('compliance.ai.documents.description'),
  },
  {
    icon: Timer,
    title: t('compliance.ai.processing.title'),
    description: t('compliance.ai.processing.description'),
  },
  { icon: Database, title: t('compliance.ai.network.title'), description: t('compliance.ai.network.description') },
];

export const governmentIntegration = (t: Translate): Feature[] => [
  {
    icon: Building2,
    title: t('compliance.government.fiu.title'),
    description: t('compliance.government.fiu.description'),
  },
  {
    icon: ShieldCheck,
    title: t('compliance.government.customs.title'),
    description: t('compliance.government.customs.description'),
  },
  {
    icon: Network,
    title: t('compliance.government.dashboards.title'),
    description: t('compliance.government.dashboards.description'),
  },
];
