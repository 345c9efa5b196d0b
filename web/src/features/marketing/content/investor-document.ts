import type { Translate } from '@/i18n';
import { markdownList, markdownTable } from '../components/download-document';
import {
  advantages,
  aiAgents,
  fundingColumns,
  fundingRows,
  investorMetrics,
  projectionColumns,
  projectionRows,
  riskColumns,
  riskRows,
  tiers,
  timeline,
} from './investor-content';

/** Investment summary as Markdown, generated from the page's own content in the active language. */
export function investorSummaryMarkdown(t: Translate) {
  return [
    `# ${t('investor.document.title')}`,
    investorMetrics(t)
      .map((metric) => `- ${metric.label}: **${metric.value}**`)
      .join('\n'),
    `## ${t('investor.advantages.title')}`,
    markdownList(advantages(t)),
    `## ${t('investor.agents.title')}`,
    markdownList(aiAgents(t)),
    `## ${t('investor.projections.title')}`,
    markdownTable(projectionColumns(t), projectionRows(t)),
    `## ${t('investor.document.timeline')}`,
    timeline(t)
      .map((step, index) => `${index + 1}. **${step.title}** (${step.meta}) — ${step.description}`)
      .join('\n'),
    `## ${t('investor.document.risks')}`,
    markdownTable(riskColumns(t), riskRows(t)),
    `## ${t('investor.tiers.title')}`,
    tiers(t)
      .map((tier) => `- **${tier.name}**: ${t('investor.tiers.offer', { range: tier.range, equity: tier.equity })}`)
      .join('\n'),
    `## ${t('investor.funding.title')}`,
    markdownTable(fundingColumns(t), fundingRows(t)),
    `_${t('investor.document.disclaimer')}_`,
  ].join('\n\n');
}
