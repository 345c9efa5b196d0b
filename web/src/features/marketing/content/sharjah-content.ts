import { Building2, Coins, Globe2, GraduationCap, Landmark, Plane, ShieldCheck, TrendingUp, Users } from 'lucide-react';
import type { Feature } from '../components/feature-grid';
import type { Stat } from '../components/stat-grid';
import type { Step } from '../components/step-list';
import type { TableRow } from '../components/data-table';

export const executiveSummary =
  'Aurum proposes a public-private partnership with the Government of Sharjah to establish a regional hub for gold-backed digital trading, traceable bullion logistics and AI-driven compliance. Building on results proven in Kenya, the partnership positions Sharjah as the trusted gateway for responsibly sourced gold between Africa, Asia and Europe.';

export const summaryStats: Stat[] = [
  { value: '$8M', label: 'Initial investment' },
  { value: '60/40', label: 'Partnership split' },
  { value: '3 years', label: 'Incentive period' },
  { value: '4 phases', label: 'Roadmap' },
];

export const advantages: Feature[] = [
  {
    icon: Plane,
    title: 'Strategic Location',
    description: 'Sharjah sits within hours of the world’s largest gold markets and major African producers.',
  },
  {
    icon: Landmark,
    title: 'Free-Zone Framework',
    description: 'Established free zones offer streamlined licensing and full foreign ownership for technology firms.',
  },
  {
    icon: ShieldCheck,
    title: 'Regulatory Credibility',
    description: 'UAE AML rules for dealers in precious metals align with FATF recommendations.',
  },
];

export const kenyaColumns = ['Indicator', 'Before Aurum', 'After 18 months'];
export const kenyaRows: TableRow[] = [
  { label: 'Traceable gold volume', cells: ['12%', '78%'] },
  { label: 'Artisanal miners onboarded', cells: ['0', '4,200'] },
  { label: 'Royalty collection', cells: ['Baseline', '+64%'] },
  { label: 'Average payment time to miners', cells: ['21 days', 'Same day'] },
  { label: 'KYC processing time', cells: ['5 days', '2 hours'] },
];

export const governmentBenefits: Feature[] = [
  { icon: Coins, title: 'New Revenue', description: 'Licence fees, royalties and a 40% share of partnership profits.' },
  {
    icon: Users,
    title: 'Skilled Jobs',
    description: 'An estimated 350 direct jobs in technology, compliance and logistics by year five.',
  },
  {
    icon: GraduationCap,
    title: 'Knowledge Transfer',
    description: 'Training programmes with local universities in blockchain and financial compliance.',
  },
  {
    icon: Globe2,
    title: 'Global Standing',
    description: 'Recognition as a leading centre for responsible, transparent gold trading.',
  },
];

export const projectionColumns = ['Metric', 'Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5'];
export const projectionRows: TableRow[] = [
  { label: 'Trading volume', cells: ['$150M', '$420M', '$900M', '$1.6B', '$2.5B'] },
  { label: 'Platform revenue', cells: ['$2.1M', '$6.3M', '$13.5M', '$24M', '$37.5M'] },
  { label: 'Government share (40%)', cells: ['$0.3M', '$1.6M', '$4.2M', '$8.1M', '$13.2M'] },
  { label: 'Active accounts', cells: ['5,000', '18,000', '42,000', '75,000', '120,000'] },
  { label: 'Direct jobs', cells: ['60', '140', '220', '290', '350'] },
];

export const partnership: Feature[] = [
  {
    icon: Building2,
    title: '60/40 Split',
    description:
      'A joint venture owned 60% by Aurum (technology and operations) and 40% by the Sharjah government partner (licensing, infrastructure and oversight).',
  },
  {
    icon: TrendingUp,
    title: '$8M Initial Investment',
    description: 'Aurum commits $8M to the regional platform, vault integration, compliance centre and local hiring.',
  },
  {
    icon: Landmark,
    title: '3 Years of Incentives',
    description:
      'The partnership requests free-zone incentives for the first 3 years: licence fee waivers, fast-track visas and access to government data services.',
  },
];

export const roadmap: Step[] = [
  {
    title: 'Foundation',
    meta: 'Months 1-6',
    description: 'Joint-venture incorporation, licensing, regional data centre and compliance team.',
  },
  {
    title: 'Launch',
    meta: 'Months 7-12',
    description: 'Platform go-live for dealers and institutions; vault and customs integration.',
  },
  {
    title: 'Expansion',
    meta: 'Year 2',
    description: 'Gold lending, zero-point FX corridors and onboarding of African producers.',
  },
  {
    title: 'Regional Hub',
    meta: 'Years 3-5',
    description: 'Sovereign reserve services, GCC-wide access and cross-border settlement network.',
  },
];
