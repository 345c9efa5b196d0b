import { Bot, Cpu, Eye, Fingerprint, Globe2, Link2, MessageSquare, ScanLine, ShieldCheck, Zap } from 'lucide-react';
import type { Translate } from '@/i18n';
import { formatNumber } from '@/lib/format';
import type { Feature } from '../components/feature-grid';
import type { Stat } from '../components/stat-grid';
import type { Step } from '../components/step-list';
import type { TableRow } from '../components/data-table';
import type { Tier } from '../components/investment-tiers';
import { orMore, percent, usdCompact, whole } from './figures';

// The investor page's copy, in the active language: each list takes the page's `t` (src/i18n).

export const investorMetrics = (t: Translate): Stat[] => [
  { value: orMore(t, whole(10_000)), label: t('investor.metrics.investors') },
  { value: orMore(t, usdCompact(2_000_000_000)), label: t('investor.metrics.assets') },
  { value: orMore(t, whole(50)), label: t('investor.metrics.countries') },
  { value: `${formatNumber(4.9)}/5`, label: t('investor.metrics.rating') },
];

export const advantages = (t: Translate): Feature[] => [
  {
    icon: ShieldCheck,
    title: t('investor.advantages.backing.title'),
    description: t('investor.advantages.backing.description'),
  },
  { icon: Zap, title: t('investor.advantages.fx.title'), description: t('investor.advantages.fx.description') },
  {
    icon: Globe2,
    title: t('investor.advantages.regulatory.title'),
    description: t('investor.advantages.regulatory.description'),
  },
];

export const traceability = (t: Translate): Feature[] => [
  { icon: Link2, title: t('investor.trace.ledger.title'), description: t('investor.trace.ledger.description') },
  { icon: ScanLine, title: t('investor.trace.scan.title'), description: t('investor.trace.scan.description') },
  { icon: Eye, title: t('investor.trace.audit.title'), description: t('investor.trace.audit.description') },
];

export const aiAgents = (t: Translate): Feature[] => [
  { icon: Bot, title: t('investor.agents.trading.title'), description: t('investor.agents.trading.description') },
  { icon: Fingerprint, title: t('investor.agents.fraud.title'), description: t('investor.agents.fraud.description') },
  {
    icon: Cpu,
    title: t('investor.agents.compliance.title'),
    description: t('investor.agents.compliance.description'),
  },
  {
    icon: MessageSquare,
    title: t('investor.agents.support.title'),
    description: t('investor.agents.support.description'),
  },
];

export const projectionColumns = (t: Translate) => [
  t('investor.projections.column.metric'),
  ...[1, 2, 3].map((year) => t('common.yearNumber', { number: year })),
];

export const projectionRows = (t: Translate): TableRow[] => [
  { label: t('investor.projections.revenue'), cells: [4.2e6, 12.8e6, 31.5e6].map(usdCompact) },
  { label: t('investor.projections.margin'), cells: [38, 46, 52].map((value) => percent(value)) },
  { label: t('investor.projections.customers'), cells: [25_000, 80_000, 210_000].map(whole) },
  { label: t('investor.projections.custody'), cells: [350e6, 1.1e9, 2.8e9].map(usdCompact) },
  { label: t('investor.projections.ebitda'), cells: [-2.1e6, 1.4e6, 9.6e6].map(usdCompact) },
];

export const timeline = (t: Translate): Step[] => [
  {
    title: t('investor.timeline.hardening.title'),
    meta: t('investor.timeline.quarters', { from: 1, to: 2 }),
    description: t('investor.timeline.hardening.description'),
  },
  {
    title: t('investor.timeline.expansion.title'),
    meta: t('investor.timeline.quarters', { from: 3, to: 4 }),
    description: t('investor.timeline.expansion.description'),
  },
  {
    title: t('investor.timeline.institutional.title'),
    meta: t('common.yearNumber', { number: 2 }),
    description: t('investor.timeline.institutional.description'),
  },
  {
    title: t('investor.timeline.scale.title'),
    meta: t('common.yearNumber', { number: 3 }),
    description: t('investor.timeline.scale.description'),
  },
];

export const riskColumns = (t: Translate) => [
  t('investor.risk.column.risk'),
  t('investor.risk.column.likelihood'),
  t('investor.risk.column.impact'),
  t('investor.risk.column.mitigation'),
];

type Level = 'low' | 'medium' | 'high';
const risks: { id: 'price' | 'regulatory' | 'cyber' | 'custody' | 'competition'; likelihood: Level; impact: Level }[] =
  [
    { id: 'price', likelihood: 'medium', impact: 'medium' },
    { id: 'regulatory', likelihood: 'medium', impact: 'high' },
    { id: 'cyber', likelihood: 'low', impact: 'high' },
    { id: 'custody', likelihood: 'low', impact: 'high' },
    { id: 'competition', likelihood: 'high', impact: 'medium' },
  ];

export const riskRows = (t: Translate): TableRow[] =>
  risks.map(({ id, likelihood, impact }) => ({
    label: t(`investor.risk.${id}.label`),
    cells: [
      t(`investor.risk.likelihood.${likelihood}`),
      t(`investor.risk.impact.${impact}`),
      t(`investor.risk.${id}.mitigation`),
    ],
  }));

const range = (t: Translate, from: string, to: string) => t('format.range', { from, to });

export const tiers = (t: Translate): Tier[] => [
  {
    name: t('investor.tiers.angel.name'),
    range: range(t, usdCompact(25_000), usdCompact(100_000)),
    equity: range(t, formatNumber(0.5), percent(2)),
    perks: [t('investor.tiers.angel.updates'), t('investor.tiers.angel.briefings')],
  },
  {
    name: t('investor.tiers.strategic.name'),
    range: range(t, usdCompact(100_000), usdCompact(500_000)),
    equity: range(t, whole(2), percent(8)),
    perks: [t('investor.tiers.strategic.advisory'), t('investor.tiers.strategic.earlyAccess')],
  },
  {
    name: t('investor.tiers.lead.name'),
    range: range(t, usdCompact(500_000), usdCompact(1_000_000)),
    equity: range(t, whole(8), percent(15)),
    perks: [t('investor.tiers.lead.observer'), t('investor.tiers.lead.expansion')],
  },
];

export const fundingColumns = (t: Translate) => [
  t('investor.funding.column.stage'),
  t('investor.funding.column.raise'),
  t('investor.funding.column.equity'),
  t('investor.funding.column.use'),
];

export const fundingRows = (t: Translate): TableRow[] => [
  {
    label: t('investor.funding.seed.label'),
    cells: [usdCompact(1.5e6), percent(12), t('investor.funding.seed.use')],
  },
  {
    label: t('investor.funding.seriesA.label'),
    cells: [usdCompact(5e6), percent(18), t('investor.funding.seriesA.use')],
  },
  {
    label: t('investor.funding.seriesB.label'),
    cells: [usdCompact(12e6), percent(15), t('investor.funding.seriesB.use')],
  },
];
