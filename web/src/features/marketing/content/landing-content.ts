import {
  Bot,
  Briefcase,
  Clock,
  Coins,
  Globe2,
  Headphones,
  Landmark,
  LineChart,
  Lock,
  ScanLine,
  ShieldCheck,
  Sparkles,
  Truck,
  Vault,
  Zap,
} from 'lucide-react';
import type { Feature } from '../components/feature-grid';
import type { Stat } from '../components/stat-grid';
import type { TableRow } from '../components/data-table';

export const heroClaims: Stat[] = [
  { value: '10,000+', label: 'Trusted investors' },
  { value: '4.9/5', label: 'Average rating' },
  { value: '$2B+', label: 'Assets secured' },
  { value: '50+', label: 'Countries served' },
];

export const heroBadges = ['4 metals', '24/7 access', '99.99% purity', '100% insured'];

export const assistantPoints = [
  'Explains live spot prices and spreads in plain language',
  'Checks a bar’s trust score from its serial number',
  'Answers in 12 languages, day and night',
  'Flags suspicious documents with 99.7% analysis accuracy',
];

export const collection: Feature[] = [
  {
    icon: Coins,
    title: 'Investment Gold Bars',
    image: { src: '/media/gold-bar.svg', alt: 'Three stamped 999.9 fine gold bars, 1 kg and 100 g' },
    description: 'LBMA-accredited bars from 1 oz to 1 kg, 99.99% fine gold, each with a unique serial and assay certificate.',
  },
  {
    icon: Sparkles,
    title: 'Sovereign & Bullion Coins',
    image: { src: '/media/gold-coin.svg', alt: 'Two one-ounce gold bullion coins' },
    description: 'Maple Leafs, Britannias, Krugerrands and Eagles — recognised worldwide and easy to resell.',
  },
  {
    icon: Vault,
    title: 'Allocated Vault Holdings',
    image: { src: '/media/vault.svg', alt: 'Round steel vault door with a gold locking wheel' },
    description: 'Metal held in your name in insured vaults, deliverable to your door with 48-hour notice.',
  },
];

export const features: Feature[] = [
  { icon: Zap, title: 'Zero-Point FX', description: 'Settle in 30+ currencies at the interbank rate with no hidden conversion margin.' },
  { icon: Clock, title: 'Instant Transfers', description: 'Move gold-backed value between accounts in seconds, 24/7, up to $1,000,000 per transaction.' },
  { icon: Landmark, title: 'Gold Lending', description: 'Borrow against your bullion without selling it, or earn yield by lending allocated metal.' },
  { icon: ShieldCheck, title: 'Blockchain Provenance', description: 'Every bar’s journey from mine to vault is recorded on an immutable ledger.' },
  { icon: Bot, title: 'AI Trading Assistant', description: 'Market insight, alerts and portfolio guidance from an assistant trained on bullion markets.' },
  { icon: Lock, title: 'Fraud Detection & KYC/AML', description: 'Automated identity checks and transaction monitoring built for precious-metals rules.' },
];

export const whyWeExist = [
  {
    title: 'Gold deserves modern rails',
    text: 'For centuries gold has preserved wealth, but buying it still means opaque premiums, slow settlement and paper certificates. We built Aurum so owning real metal feels as simple as sending a message.',
  },
  {
    title: 'Trust must be verifiable',
    text: 'Counterfeit bars and undocumented supply chains undermine the whole market. Every product we sell carries a serial you can check yourself, with a 99.8% refinery authenticity rate across our partners.',
  },
  {
    title: 'Access should be global',
    text: 'Investors in 50+ countries use Aurum to hold metal in their own name — whether they start with a single coin or trade wholesale volumes.',
  },
];

export const comparisonColumns = ['Feature', 'Aurum', 'Traditional dealers', 'Other platforms'];

export const comparisonRows: TableRow[] = [
  { label: 'Pricing transparency', cells: ['Live spot plus one published spread', 'Negotiated premiums, often hidden', 'Spot-linked, variable fees'] },
  { label: 'Security', cells: ['Insured vaults, blockchain records, MFA', 'Store safe or bank box', 'Custodian-dependent'] },
  { label: 'Support', cells: ['24/7 specialists, reply within 2 hours', 'Shop opening hours', 'Email tickets'] },
  { label: 'Technology', cells: ['AI assistant, serial scanner, live prices', 'Phone and paper invoices', 'Basic web app'] },
  { label: 'Compliance', cells: ['Automated KYC/AML, FATF and LBMA aligned', 'Manual checks', 'Varies by region'] },
];

export const aboutStats: Stat[] = [
  { value: '12', label: 'Languages supported' },
  { value: '99.7%', label: 'Fraud detection accuracy' },
  { value: '99.8%', label: 'Refinery authenticity' },
  { value: '24/7', label: 'Platform access' },
];

export const traceabilitySteps = [
  { title: 'Mine', description: 'Responsibly sourced ore is logged with location and extraction date.' },
  { title: 'Refinery', description: 'An accredited refinery assays the metal and issues a certificate.' },
  { title: 'Certification', description: 'The serial, assay report and hash are written to the ledger.' },
  { title: 'Vault', description: 'Insured storage records custody until the bar reaches you.' },
];

export const services: Feature[] = [
  { icon: LineChart, title: 'Physical Trading', description: 'Buy and sell bars and coins at live prices with delivery or vault allocation.' },
  { icon: Truck, title: 'Secure Storage', description: 'Fully insured, audited vaults with delivery on 48-hour notice.' },
  { icon: Briefcase, title: 'Portfolio Management', description: 'Track holdings across four metals with performance and allocation insights.' },
  { icon: Headphones, title: 'Expert Advisory', description: 'Specialists who help you size positions, hedge and plan long-term holdings.' },
];

export const contactChannels = [
  { icon: Headphones, title: 'Phone', value: '+1 (212) 555-0147', href: 'tel:+12125550147' },
  { icon: Globe2, title: 'Email', value: 'support@aurum.example', href: 'mailto:support@aurum.example' },
  { icon: Landmark, title: 'Visit', value: 'Financial District, New York, NY' },
  { icon: ScanLine, title: 'Trading hours', value: '24/7 online' },
];
