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
import type { Translate } from '@/i18n';
import type { Feature } from '../components/feature-grid';
import type { Stat } from '../components/stat-grid';
import { orMore, percent, usd, whole } from './figures';

// The crypto platform page's copy, in the active language: `cryptoTabs(t)` with the page's `t` (src/i18n).

export interface CryptoTab {
  value: string;
  label: string;
  title: string;
  intro: string;
  stats?: Stat[];
  features: Feature[];
}

export const cryptoTabs = (t: Translate): CryptoTab[] => [
  {
    value: 'overview',
    label: t('crypto.overview.label'),
    title: t('crypto.overview.title'),
    intro: t('crypto.overview.intro'),
    stats: [
      { value: t('crypto.overview.stat.grams', { grams: 1 }), label: t('crypto.overview.stat.goldPerToken') },
      { value: percent(100), label: t('crypto.overview.stat.reserves') },
      { value: '24/7', label: t('crypto.overview.stat.settlement') },
      { value: orMore(t, whole(50)), label: t('crypto.overview.stat.countries') },
    ],
    features: [
      { icon: Shield, title: t('crypto.overview.backed.title'), description: t('crypto.overview.backed.description') },
      {
        icon: Clock,
        title: t('crypto.overview.transfers.title'),
        description: t('crypto.overview.transfers.description'),
      },
      {
        icon: FileCheck,
        title: t('crypto.overview.redeemable.title'),
        description: t('crypto.overview.redeemable.description'),
      },
    ],
  },
  {
    value: 'lending',
    label: t('crypto.lending.label'),
    title: t('crypto.lending.title'),
    intro: t('crypto.lending.intro'),
    features: [
      { icon: Percent, title: t('crypto.lending.yield.title'), description: t('crypto.lending.yield.description') },
      { icon: Banknote, title: t('crypto.lending.borrow.title'), description: t('crypto.lending.borrow.description') },
      {
        icon: Lock,
        title: t('crypto.lending.collateral.title'),
        description: t('crypto.lending.collateral.description'),
      },
    ],
  },
  {
    value: 'fx',
    label: t('crypto.fx.label'),
    title: t('crypto.fx.title'),
    intro: t('crypto.fx.intro'),
    features: [
      {
        icon: ArrowLeftRight,
        title: t('crypto.fx.midMarket.title'),
        description: t('crypto.fx.midMarket.description'),
      },
      { icon: Globe2, title: t('crypto.fx.currencies.title'), description: t('crypto.fx.currencies.description') },
      { icon: Clock, title: t('crypto.fx.settlement.title'), description: t('crypto.fx.settlement.description') },
    ],
  },
  {
    value: 'government',
    label: t('crypto.government.label'),
    title: t('crypto.government.title'),
    intro: t('crypto.government.intro'),
    features: [
      {
        icon: Landmark,
        title: t('crypto.government.reserves.title'),
        description: t('crypto.government.reserves.description'),
      },
      {
        icon: Building2,
        title: t('crypto.government.royalties.title'),
        description: t('crypto.government.royalties.description'),
      },
      {
        icon: FileCheck,
        title: t('crypto.government.mining.title'),
        description: t('crypto.government.mining.description'),
      },
    ],
  },
  {
    value: 'logistics',
    label: t('crypto.logistics.label'),
    title: t('crypto.logistics.title'),
    intro: t('crypto.logistics.intro'),
    features: [
      { icon: Lock, title: t('crypto.logistics.vaults.title'), description: t('crypto.logistics.vaults.description') },
      {
        icon: Truck,
        title: t('crypto.logistics.delivery.title'),
        description: t('crypto.logistics.delivery.description'),
      },
      {
        icon: Plane,
        title: t('crypto.logistics.shipments.title'),
        description: t('crypto.logistics.shipments.description'),
      },
    ],
  },
  {
    value: 'compliance',
    label: t('crypto.compliance.label'),
    title: t('crypto.compliance.title'),
    intro: t('crypto.compliance.intro'),
    stats: [
      { value: percent(99.7), label: t('crypto.compliance.stat.accuracy') },
      { value: usd(10_000), label: t('crypto.compliance.stat.threshold') },
      { value: t('crypto.compliance.stat.hours', { hours: 2 }), label: t('crypto.compliance.stat.kyc') },
      { value: whole(190), label: t('crypto.compliance.stat.countries') },
    ],
    features: [
      { icon: FileCheck, title: t('crypto.compliance.kyc.title'), description: t('crypto.compliance.kyc.description') },
      {
        icon: Shield,
        title: t('crypto.compliance.monitoring.title'),
        description: t('crypto.compliance.monitoring.description'),
      },
      {
        icon: Globe2,
        title: t('crypto.compliance.standards.title'),
        description: t('crypto.compliance.standards.description'),
      },
    ],
  },
];
