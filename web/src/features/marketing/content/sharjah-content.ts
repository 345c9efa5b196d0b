import { Building2, Coins, Globe2, GraduationCap, Landmark, Plane, ShieldCheck, TrendingUp, Users } from 'lucide-react';
import type { Translate } from '@/i18n';
import type { Feature } from '../components/feature-grid';
import type { Stat } from '../components/stat-grid';
import type { Step } from '../components/step-list';
import type { TableRow } from '../components/data-table';
import { percent, usdCompact, usdMillions, whole } from './figures';

// The Sharjah proposal's copy, in the active language: each list takes the page's `t` (src/i18n).

export const summaryStats = (t: Translate): Stat[] => [
  { value: usdCompact(8_000_000), label: t('sharjah.stats.investment') },
  { value: '60/40', label: t('sharjah.stats.split') },
  { value: t('format.years', { count: 3 }), label: t('sharjah.stats.incentives') },
  { value: t('sharjah.stats.phases', { count: 4 }), label: t('sharjah.roadmap.name') },
];

export const advantages = (t: Translate): Feature[] => [
  {
    icon: Plane,
    title: t('sharjah.advantages.location.title'),
    description: t('sharjah.advantages.location.description'),
  },
  {
    icon: Landmark,
    title: t('sharjah.advantages.freeZone.title'),
    description: t('sharjah.advantages.freeZone.description'),
  },
  {
    icon: ShieldCheck,
    title: t('sharjah.advantages.regulatory.title'),
    description: t('sharjah.advantages.regulatory.description'),
  },
];

export const kenyaColumns = (t: Translate) => [
  t('sharjah.kenya.column.indicator'),
  t('sharjah.kenya.column.before'),
  t('sharjah.kenya.column.after'),
];

export const kenyaRows = (t: Translate): TableRow[] => [
  { label: t('sharjah.kenya.traceable'), cells: [percent(12), percent(78)] },
  { label: t('sharjah.kenya.miners'), cells: [whole(0), whole(4_200)] },
  { label: t('sharjah.kenya.royalties'), cells: [t('sharjah.kenya.baseline'), percent(64, { signed: true })] },
  { label: t('sharjah.kenya.payment'), cells: [t('format.days', { count: 21 }), t('sharjah.kenya.sameDay')] },
  { label: t('sharjah.kenya.kyc'), cells: [t('format.days', { count: 5 }), t('format.hours', { count: 2 })] },
];

export const governmentBenefits = (t: Translate): Feature[] => [
  { icon: Coins, title: t('sharjah.benefits.revenue.title'), description: t('sharjah.benefits.revenue.description') },
  { icon: Users, title: t('sharjah.benefits.jobs.title'), description: t('sharjah.benefits.jobs.description') },
  {
    icon: GraduationCap,
    title: t('sharjah.benefits.knowledge.title'),
    description: t('sharjah.benefits.knowledge.description'),
  },
  {
    icon: Globe2,
    title: t('sharjah.benefits.standing.title'),
    description: t('sharjah.benefits.standing.description'),
  },
];

export const projectionColumns = (t: Translate) => [
  t('sharjah.projection.column.metric'),
  ...[1, 2, 3, 4, 5].map((year) => t('common.yearNumber', { number: year })),
];

export const projectionRows = (t: Translate): TableRow[] => [
  { label: t('sharjah.projection.volume'), cells: [150e6, 420e6, 900e6, 1.6e9, 2.5e9].map(usdCompact) },
  { label: t('sharjah.projection.revenue'), cells: [2.1e6, 6.3e6, 13.5e6, 24e6, 37.5e6].map(usdCompact) },
  { label: t('sharjah.projection.governmentShare'), cells: [0.3, 1.6, 4.2, 8.1, 13.2].map(usdMillions) },
  { label: t('sharjah.projection.accounts'), cells: [5_000, 18_000, 42_000, 75_000, 120_000].map(whole) },
  { label: t('sharjah.projection.jobs'), cells: [60, 140, 220, 290, 350].map(whole) },
];

export const partnership = (t: Translate): Feature[] => [
  {
    icon: Building2,
    title: t('sharjah.partnership.split.title'),
    description: t('sharjah.partnership.split.description'),
  },
  {
    icon: TrendingUp,
    title: t('sharjah.partnership.investment.title'),
    description: t('sharjah.partnership.investment.description'),
  },
  {
    icon: Landmark,
    title: t('sharjah.partnership.incentives.title'),
    description: t('sharjah.partnership.incentives.description'),
  },
];

export const roadmap = (t: Translate): Step[] => [
  {
    title: t('sharjah.roadmap.foundation.title'),
    meta: t('sharjah.roadmap.months', { from: 1, to: 6 }),
    description: t('sharjah.roadmap.foundation.description'),
  },
  {
    title: t('sharjah.roadmap.launch.title'),
    meta: t('sharjah.roadmap.months', { from: 7, to: 12 }),
    description: t('sharjah.roadmap.launch.description'),
  },
  {
    title: t('sharjah.roadmap.expansion.title'),
    meta: t('common.yearNumber', { number: 2 }),
    description: t('sharjah.roadmap.expansion.description'),
  },
  {
    title: t('sharjah.roadmap.hub.title'),
    meta: t('sharjah.roadmap.years', { from: 3, to: 5 }),
    description: t('sharjah.roadmap.hub.description'),
  },
];
