import { BarChart3, Percent, UserCheck } from 'lucide-react';
import type { Feature } from '../components/feature-grid';
import type { Step } from '../components/step-list';
import type { TableRow } from '../components/data-table';

export const traderBenefits: Feature[] = [
  {
    icon: Percent,
    title: 'Wholesale Pricing',
    description: 'Trade at wholesale spreads on all four metals with volume-based rebates for high-turnover desks.',
  },
  {
    icon: UserCheck,
    title: 'Dedicated Specialist',
    description: 'A named precious-metals specialist for execution, logistics and settlement questions.',
  },
  {
    icon: BarChart3,
    title: 'Advanced Analytics',
    description: 'Inventory, client and revenue analytics plus full API access for your own systems.',
  },
];

export const applicationSteps: Step[] = [
  { title: 'Submit Application', description: 'Tell us about your business, licence and expected volumes.' },
  {
    title: 'Verification',
    description: 'Our compliance team checks your licence, company records and KYC/AML documents.',
  },
  { title: 'Approval', description: 'An administrator approves your account and wholesale access is switched on.' },
];

export const tierColumns = ['Feature', 'Standard Client', 'Gold Trader'];

export const tierRows: TableRow[] = [
  { label: 'Spreads', cells: ['Standard', 'Wholesale'] },
  { label: 'Minimum order', cells: ['$1,000', '$10,000'] },
  { label: 'Support', cells: ['Standard', 'Dedicated specialist'] },
  { label: 'Analytics', cells: ['Basic', 'Advanced'] },
  { label: 'API access', cells: ['Limited', 'Full'] },
];
