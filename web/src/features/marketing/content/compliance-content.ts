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
import type { Feature } from '../components/feature-grid';
import type { Stat } from '../components/stat-grid';
import type { Step } from '../components/step-list';
import type { TableRow } from '../components/data-table';

export const complianceStats: Stat[] = [
  { value: '10,000+', label: 'Documents per hour' },
  { value: '150+', label: 'Screening databases' },
  { value: '200M+', label: 'PEP records' },
  { value: '190', label: 'Countries covered' },
];

export const keyFeatures: Feature[] = [
  {
    icon: Fingerprint,
    title: 'Automated KYC',
    description: 'Identity documents checked in 50+ languages with 99.7% document-analysis accuracy.',
  },
  {
    icon: UserSearch,
    title: 'Sanctions & PEP Screening',
    description: 'Every customer screened against 150+ databases and 200M+ politically exposed person records.',
  },
  {
    icon: Bell,
    title: 'Transaction Monitoring',
    description:
      'Precious-metals transactions at or above the $10,000 USD equivalent reporting threshold are flagged automatically.',
  },
  {
    icon: FileSearch,
    title: 'Audit-Ready Reporting',
    description: 'Suspicious activity reports and audit trails generated in regulator-ready formats.',
  },
];

export const kycColumns = ['Aspect', 'Traditional KYC', 'AI-powered KYC'];
export const kycRows: TableRow[] = [
  { label: 'Processing time', cells: ['3-5 days per file', '2 hours'] },
  { label: 'Throughput', cells: ['Dozens of files per analyst per day', '10,000+ documents per hour'] },
  { label: 'Accuracy', cells: ['Manual review, error-prone', '99.7% document analysis'] },
  { label: 'Languages', cells: ['Limited by staff', '50+ languages'] },
  { label: 'Screening coverage', cells: ['A few watch lists', '150+ databases, 200M+ PEP records'] },
  { label: 'Cost per check', cells: ['High, scales with headcount', 'Low, scales automatically'] },
];

export const testimonials = [
  {
    quote:
      'Onboarding that took our team a week now finishes the same afternoon, and our auditors love the trail it leaves.',
    name: 'Head of Compliance',
    org: 'Regional bullion dealer, Dubai',
  },
  {
    quote:
      'Screening against PEP and sanctions lists used to be our bottleneck. Now it simply happens in the background.',
    name: 'Chief Risk Officer',
    org: 'Precious-metals refinery, Switzerland',
  },
  {
    quote: 'We went live in five business days and passed our next regulatory inspection without a single finding.',
    name: 'Managing Director',
    org: 'Gold trading house, Singapore',
  },
];

export const implementations: Feature[] = [
  {
    icon: Building2,
    title: 'Bullion Dealers',
    description: 'Retail counters verify buyers in minutes and file threshold reports automatically.',
  },
  {
    icon: Network,
    title: 'Refineries',
    description: 'Supplier due diligence and chain-of-custody checks aligned with LBMA Responsible Gold Guidance.',
  },
  {
    icon: Globe2,
    title: 'Cross-Border Traders',
    description: 'Multi-jurisdiction screening for shipments across 190 countries.',
  },
];

export const workflow: Step[] = [
  { title: 'Capture', description: 'The customer uploads an ID and proof of address from any device.' },
  { title: 'Analyse', description: 'AI verifies documents, matches faces and screens sanctions and PEP lists.' },
  {
    title: 'Decide',
    description: 'Low-risk customers are approved instantly; others go to an analyst with a full case file.',
  },
];

export const guide: Step[] = [
  {
    title: 'Setup',
    meta: 'Day 1',
    description: 'Configure risk rules, thresholds and reviewer roles for your jurisdiction.',
  },
  {
    title: 'Data Integration',
    meta: 'Days 2-3',
    description: 'Connect your customer and transaction data through our API or secure file import.',
  },
  {
    title: 'Staff Training',
    meta: 'Day 4',
    description: 'Hands-on sessions for analysts and front-line staff on case handling and escalation.',
  },
  { title: 'Go Live', meta: 'Day 5', description: 'Switch on monitoring — live within 5 business days of kick-off.' },
];

export const regulations: Feature[] = [
  {
    title: 'Reporting threshold',
    description:
      'Cash and equivalent precious-metals transactions of $10,000 USD or more are reported to the relevant financial intelligence unit.',
  },
  {
    title: 'Record keeping',
    description: 'Customer identification and transaction records are retained for at least five years.',
  },
  {
    title: 'Suspicious activity',
    description:
      'Unusual patterns — structuring, rapid buy-sell cycles, third-party payments — are escalated for review.',
  },
];

export const standards: Feature[] = [
  {
    icon: Globe2,
    title: 'FATF',
    description:
      'Risk-based approach following the Financial Action Task Force recommendations for dealers in precious metals and stones.',
  },
  {
    icon: ShieldCheck,
    title: 'LBMA',
    description: 'Responsible Gold and Silver Guidance: five-step supply-chain due diligence and independent audits.',
  },
  {
    icon: Building2,
    title: 'Basel III',
    description:
      'Capital and liquidity treatment of gold holdings that informs how banks and institutions work with bullion.',
  },
];

export const aiFeatures: Feature[] = [
  {
    icon: Brain,
    title: 'Behavioural Risk Scoring',
    description: 'Models learn each customer’s normal activity and score deviations in real time.',
  },
  {
    icon: Languages,
    title: 'Multilingual Document AI',
    description: 'Reads passports, IDs and utility bills in 50+ languages and scripts.',
  },
  {
    icon: Timer,
    title: '2-Hour Case Processing',
    description: 'Standard cases close within two hours, complex ones arrive pre-investigated.',
  },
  {
    icon: Database,
    title: 'Network Analysis',
    description: 'Links accounts, devices and counterparties to expose hidden relationships.',
  },
];

export const governmentIntegration: Feature[] = [
  {
    icon: Building2,
    title: 'Financial Intelligence Units',
    description: 'Direct electronic filing of threshold and suspicious transaction reports.',
  },
  {
    icon: ShieldCheck,
    title: 'Customs & Trade',
    description: 'Import and export declarations matched to bullion movements and provenance records.',
  },
  {
    icon: Network,
    title: 'Regulator Dashboards',
    description: 'Read-only supervisory views with aggregated, privacy-preserving statistics.',
  },
];
