import {
  ArrowLeftRight,
  Banknote,
  Building2,
  Clock,
  FileCheck,
  Globe2,
  Landmark,
  Lock,
  Percent,
  Plane,
  Shield,
  Truck,
} from 'lucide-react';
import type { Feature } from '../components/feature-grid';
import type { Stat } from '../components/stat-grid';

export interface CryptoTab {
  value: string;
  label: string;
  title: string;
  intro: string;
  stats?: Stat[];
  features: Feature[];
}

export const cryptoTabs: CryptoTab[] = [
  {
    value: 'overview',
    label: 'Overview',
    title: 'A Cryptocurrency Backed by Real Gold',
    intro:
      'Every Aurum token is redeemable for one gram of allocated, LBMA-accredited gold held in insured vaults. You get the stability of bullion with the speed and reach of a digital asset.',
    stats: [
      { value: '1 g', label: 'Gold per token' },
      { value: '100%', label: 'Reserves audited' },
      { value: '24/7', label: 'Settlement' },
      { value: '50+', label: 'Countries' },
    ],
    features: [
      {
        icon: Shield,
        title: 'Fully Backed',
        description: 'Independent monthly audits publish the serial numbers of every bar in reserve.',
      },
      {
        icon: Clock,
        title: 'Instant Transfers',
        description: 'Send value worldwide in seconds, up to $1,000,000 per transaction.',
      },
      {
        icon: FileCheck,
        title: 'Redeemable',
        description: 'Convert tokens to physical bars or coins and take delivery with 48-hour notice.',
      },
    ],
  },
  {
    value: 'lending',
    label: 'Gold Lending',
    title: 'Put Your Gold to Work',
    intro:
      'Lend allocated gold to vetted institutional borrowers and earn a yield paid in gold, or borrow cash against your holdings without selling them.',
    features: [
      {
        icon: Percent,
        title: 'Earn Yield in Gold',
        description: 'Lending terms from 30 days to one year, with interest credited in grams of gold.',
      },
      {
        icon: Banknote,
        title: 'Borrow Against Bullion',
        description: 'Access liquidity up to a conservative loan-to-value ratio, keeping your exposure to gold.',
      },
      {
        icon: Lock,
        title: 'Over-Collateralised',
        description:
          'Borrowers post collateral in excess of the loan, monitored continuously with automatic margin calls.',
      },
    ],
  },
  {
    value: 'fx',
    label: 'Zero-Point FX',
    title: 'Zero-Point Foreign Exchange',
    intro:
      'Pay or settle in more than 30 currencies at the interbank mid-rate. Gold is the bridge asset, so there is no conversion mark-up and no correspondent-bank delay.',
    features: [
      {
        icon: ArrowLeftRight,
        title: 'Mid-Market Rates',
        description: 'The rate you see is the rate you get — no spread hidden in the conversion.',
      },
      {
        icon: Globe2,
        title: '30+ Currencies',
        description: 'USD, EUR, GBP, AED, KES, SGD and more, converted in one step.',
      },
      {
        icon: Clock,
        title: 'Same-Second Settlement',
        description: 'Cross-border payments settle as soon as both sides confirm, day or night.',
      },
    ],
  },
  {
    value: 'government',
    label: 'Government',
    title: 'Infrastructure for Governments and Central Banks',
    intro:
      'Aurum offers sovereign partners a transparent way to digitise national gold reserves, formalise artisanal mining and collect royalties in real time.',
    features: [
      {
        icon: Landmark,
        title: 'Reserve Digitisation',
        description: 'Tokenise part of a national reserve for transparent, auditable settlement.',
      },
      {
        icon: Building2,
        title: 'Royalty Collection',
        description: 'Royalties and taxes are calculated and remitted at the point of sale.',
      },
      {
        icon: FileCheck,
        title: 'Formalising Artisanal Mining',
        description: 'Miners sell into a traceable channel and receive fair, instant payment.',
      },
    ],
  },
  {
    value: 'logistics',
    label: 'Logistics',
    title: 'Secure Vaulting and Delivery',
    intro:
      'Metal moves only between accredited vaults and insured carriers, with every custody hand-off recorded on the blockchain.',
    features: [
      {
        icon: Lock,
        title: 'Insured Vaults',
        description: 'Allocated storage in high-security vaults, 100% insured and audited.',
      },
      {
        icon: Truck,
        title: 'Armoured Delivery',
        description: 'Door-to-door delivery with 48-hour notice and full tracking.',
      },
      {
        icon: Plane,
        title: 'Cross-Border Shipments',
        description: 'Customs paperwork and provenance records prepared automatically.',
      },
    ],
  },
  {
    value: 'compliance',
    label: 'Compliance',
    title: 'Compliance by Design',
    intro:
      'KYC, AML and sanctions screening run on every account and transaction, aligned with FATF recommendations and LBMA responsible sourcing.',
    stats: [
      { value: '99.7%', label: 'Document-analysis accuracy' },
      { value: '$10,000', label: 'Reporting threshold (USD eq.)' },
      { value: '2 h', label: 'Typical KYC processing' },
      { value: '190', label: 'Countries screened' },
    ],
    features: [
      {
        icon: FileCheck,
        title: 'Automated KYC',
        description: 'Identity verification in 50+ languages with instant approval for low-risk customers.',
      },
      {
        icon: Shield,
        title: 'Transaction Monitoring',
        description: 'Real-time risk scoring with escalation to trained analysts.',
      },
      {
        icon: Globe2,
        title: 'Global Standards',
        description: 'Policies mapped to FATF, LBMA and Basel III requirements.',
      },
    ],
  },
];
