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

/** Investment summary as Markdown, generated from the page's own content. */
export function investorSummaryMarkdown() {
  return [
    '# Aurum — Investment Summary',
    investorMetrics.map((metric) => `- ${metric.label}: **${metric.value}**`).join('\n'),
    '## Competitive Advantages',
    markdownList(advantages),
    '## AI Agents',
    markdownList(aiAgents),
    '## Financial Projections',
    markdownTable(projectionColumns, projectionRows),
    '## Timeline',
    timeline.map((step, index) => `${index + 1}. **${step.title}** (${step.meta}) — ${step.description}`).join('\n'),
    '## Risks',
    markdownTable(riskColumns, riskRows),
    '## Investment Tiers',
    tiers.map((tier) => `- **${tier.name}**: ${tier.range} for ${tier.equity}`).join('\n'),
    '## Funding Stages',
    markdownTable(fundingColumns, fundingRows),
    '_Projections are illustrative and not an offer of securities._',
  ].join('\n\n');
}
