import { Bot, Cpu, Eye, Fingerprint, Globe2, Link2, MessageSquare, ScanLine, ShieldCheck, Zap } from 'lucide-react';
import type { Feature } from '../components/feature-grid';
import type { Stat } from '../components/stat-grid';
import type { Step } from '../components/step-list';
import type { TableRow } from '../components/data-table';

export const investorMetrics: Stat[] = [
  { value: '10,000+', label: 'Active investors' },
  { value: '$2B+', label: 'Assets secured' },
  { value: '50+', label: 'Countries' },
  { value: '4.9/5', label: 'Customer rating' },
];

export const advantages: Feature[] = [
  {
    icon: ShieldCheck,
    title: 'Real-Asset Backing',
    description: 'Every digital unit is backed by allocated, insured physical metal — no algorithmic pegs.',
  },
  {
    icon: Zap,
    title: 'Zero-Point FX Rails',
    description: 'Gold as the bridge asset removes conversion mark-ups from cross-border payments.',
  },
  {
    icon: Globe2,
    title: 'Regulatory Moat',
    description: 'KYC/AML automation aligned with FATF, LBMA and Basel III makes us a partner regulators welcome.',
  },
];

export const traceability: Feature[] = [
  {
    icon: Link2,
    title: 'Blockchain Provenance',
    description: 'Each bar’s mine, refinery, assay and vault history is written to an immutable ledger.',
  },
  {
    icon: ScanLine,
    title: 'Scan-to-Verify',
    description: 'Customers check any serial in seconds; our refinery partners show a 99.8% authenticity rate.',
  },
  {
    icon: Eye,
    title: 'Audit Transparency',
    description: 'Reserve attestations publish bar lists so investors can verify backing themselves.',
  },
];

export const aiAgents: Feature[] = [
  { icon: Bot, title: 'Trading Assistant', description: 'Explains prices, spreads and orders in 12 languages, 24/7.' },
  {
    icon: Fingerprint,
    title: 'Fraud Sentinel',
    description: 'Detects document fraud and suspicious activity with 99.7% accuracy.',
  },
  {
    icon: Cpu,
    title: 'Compliance Agent',
    description: 'Processes 10,000+ KYC documents per hour and files threshold reports.',
  },
  {
    icon: MessageSquare,
    title: 'Support Agent',
    description: 'Resolves routine requests instantly and hands complex cases to specialists within 2 hours.',
  },
];

export const projectionColumns = ['Metric', 'Year 1', 'Year 2', 'Year 3'];
export const projectionRows: TableRow[] = [
  { label: 'Revenue', cells: ['$4.2M', '$12.8M', '$31.5M'] },
  { label: 'Gross margin', cells: ['38%', '46%', '52%'] },
  { label: 'Active customers', cells: ['25,000', '80,000', '210,000'] },
  { label: 'Assets under custody', cells: ['$350M', '$1.1B', '$2.8B'] },
  { label: 'EBITDA', cells: ['−$2.1M', '$1.4M', '$9.6M'] },
];

export const timeline: Step[] = [
  {
    title: 'Platform Hardening',
    meta: 'Q1-Q2',
    description: 'Security audits, vault integrations and mobile apps in all launch markets.',
  },
  {
    title: 'Market Expansion',
    meta: 'Q3-Q4',
    description: 'GCC and East African launches with local banking partners.',
  },
  {
    title: 'Institutional Products',
    meta: 'Year 2',
    description: 'Gold lending desk, API access for traders and sovereign partnerships.',
  },
  {
    title: 'Global Scale',
    meta: 'Year 3',
    description: 'Zero-point FX corridors across 30+ currencies and Series B growth.',
  },
];

export const riskColumns = ['Risk', 'Likelihood', 'Impact', 'Mitigation'];
export const riskRows: TableRow[] = [
  {
    label: 'Gold price volatility',
    cells: ['Medium', 'Medium', 'Fee revenue is volume-based, not price-directional; hedged treasury'],
  },
  {
    label: 'Regulatory change',
    cells: ['Medium', 'High', 'Dedicated compliance team, multi-jurisdiction licensing, regulator engagement'],
  },
  { label: 'Cybersecurity', cells: ['Low', 'High', 'MFA, cold storage of keys, annual penetration tests, insurance'] },
  {
    label: 'Custody and counterparty',
    cells: ['Low', 'High', 'Allocated metal in insured third-party vaults, monthly attestations'],
  },
  { label: 'Competition', cells: ['High', 'Medium', 'Traceability and compliance technology as differentiators'] },
];

export const tiers = [
  {
    name: 'Angel',
    range: '$25K-$100K',
    equity: '0.5-2% equity',
    perks: ['Quarterly investor updates', 'Founders’ briefing calls'],
  },
  {
    name: 'Strategic',
    range: '$100K-$500K',
    equity: '2-8% equity',
    perks: ['Advisory board seat option', 'Early access to institutional products'],
  },
  {
    name: 'Lead',
    range: '$500K-$1M',
    equity: '8-15% equity',
    perks: ['Board observer seat', 'Co-design of regional expansion'],
  },
];

export const fundingColumns = ['Stage', 'Raise', 'Equity', 'Use of funds'];
export const fundingRows: TableRow[] = [
  { label: 'Seed', cells: ['$1.5M', '12%', 'Core platform, licensing, first vault partners'] },
  { label: 'Series A', cells: ['$5M', '18%', 'Market expansion, AI agents, compliance centre'] },
  { label: 'Series B', cells: ['$12M', '15%', 'Institutional desk, FX corridors, global scale'] },
];
