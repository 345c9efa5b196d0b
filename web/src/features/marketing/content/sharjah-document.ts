import { markdownList, markdownTable } from '../components/download-document';
import {
  advantages,
  executiveSummary,
  governmentBenefits,
  kenyaColumns,
  kenyaRows,
  partnership,
  projectionColumns,
  projectionRows,
  roadmap,
} from './sharjah-content';

/** Full proposal as Markdown, generated from the page's own content. */
export function sharjahProposalMarkdown() {
  return [
    '# Aurum × Sharjah — Government Partnership Proposal',
    '## Executive Summary',
    executiveSummary,
    '## Strategic Advantages',
    markdownList(advantages),
    '## Results in Kenya',
    markdownTable(kenyaColumns, kenyaRows),
    '## Government Benefits',
    markdownList(governmentBenefits),
    '## 5-Year Projection',
    markdownTable(projectionColumns, projectionRows),
    '## Partnership Structure',
    markdownList(partnership),
    '## Roadmap',
    roadmap.map((step, index) => `${index + 1}. **${step.title}** (${step.meta}) — ${step.description}`).join('\n'),
    '_Projections are illustrative and subject to due diligence._',
  ].join('\n\n');
}

/** Index of documents offered in the due-diligence package. */
export function sharjahDueDiligenceMarkdown() {
  return [
    '# Aurum — Due Diligence Package Request',
    'This checklist lists the documents Aurum provides to government reviewers. Contact partnerships@aurum.example to receive the secure data-room link.',
    '## Documents',
    [
      'Corporate structure and shareholder register',
      'Audited financial statements and reserve attestations',
      'AML/KYC policy, FATF and LBMA alignment memo',
      'Information security and data-protection assessments',
      'Kenya programme impact report',
      'Five-year financial model (see projection table)',
    ]
      .map((item) => `- [ ] ${item}`)
      .join('\n'),
    '## Projection Summary',
    markdownTable(projectionColumns, projectionRows),
  ].join('\n\n');
}
