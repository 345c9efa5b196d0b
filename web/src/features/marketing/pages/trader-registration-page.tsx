import { Clock, KeyRound, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles, cardBaseClass, cardClass } from '../components/button-styles';
import { cn } from '../components/cn';
import { DataTable } from '../components/data-table';
import { FeatureGrid } from '../components/feature-grid';
import { GoldWords, PageHero } from '../components/page-hero';
import { PageShell } from '../components/page-shell';
import { Section, SectionHeading } from '../components/section';
import { StepList } from '../components/step-list';
import { TraderApplicationForm } from '../components/trader/trader-application-form';
import { applicationSteps, tierColumns, tierRows, traderBenefits } from '../content/trader-content';

function EntryButtons() {
  return (
    <>
      <a href="/api/login?role=gold_trader" className={buttonStyles({ size: 'lg' })}>
        Sign In as Gold Trader
      </a>
      <Link to="/login" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
        Continue as Client
      </Link>
    </>
  );
}

export default function TraderRegistrationPage() {
  return (
    <PageShell>
      <PageHero
        badge={
          <>
            <ShieldCheck aria-hidden="true" className="size-4" /> For professional bullion traders
          </>
        }
        title={
          <>
            Become an Aurum <GoldWords>Gold Trader</GoldWords>
          </>
        }
        subtitle="Wholesale spreads, a dedicated specialist, advanced analytics and full API access for licensed precious-metals businesses."
        actions={<EntryButtons />}
      />
      <Section labelledBy="benefits-title">
        <SectionHeading id="benefits-title" eyebrow="Benefits" title="Built for Professional Desks" />
        <FeatureGrid items={traderBenefits} />
      </Section>
      <Section labelledBy="access-title" className="bg-stone-900/40">
        <div className="grid gap-6 lg:grid-cols-3">
          <article className={cn(cardBaseClass, 'border-[#d4a017]/50')}>
            <KeyRound aria-hidden="true" className="mb-3 size-7 text-[#f0c14b]" />
            <h2 id="access-title" className="text-2xl font-bold text-white">
              Quick Access
            </h2>
            <p className="mt-3 text-stone-300">
              Already approved? Sign in with your trader account, or continue with a standard client account.
            </p>
            <div className="mt-6 flex flex-col gap-3">
              <EntryButtons />
            </div>
          </article>
          <article className={cn(cardClass, 'lg:col-span-2')} aria-labelledby="process-title">
            <h2 id="process-title" className="text-2xl font-bold text-white">
              Application Process
            </h2>
            <p className="mt-2 mb-6 flex items-center gap-2 text-stone-300">
              <Clock aria-hidden="true" className="size-4 text-[#f0c14b]" /> Typical review: 2-3 business days
            </p>
            <StepList steps={applicationSteps} />
          </article>
        </div>
      </Section>
      <Section labelledBy="tiers-title">
        <SectionHeading id="tiers-title" eyebrow="Compare" title="Standard Client vs Gold Trader" />
        <DataTable
          caption="Standard Client compared with Gold Trader"
          columns={tierColumns}
          rows={tierRows}
          highlightColumn={1}
        />
      </Section>
      <Section id="apply" labelledBy="apply-title" className="bg-stone-900/40">
        <SectionHeading
          id="apply-title"
          eyebrow="Apply"
          title="Apply for a Gold Trader Account"
          description="Your account is created as pending and activated after an administrator approves it."
        />
        <div className="mx-auto max-w-3xl">
          <TraderApplicationForm />
        </div>
      </Section>
    </PageShell>
  );
}
