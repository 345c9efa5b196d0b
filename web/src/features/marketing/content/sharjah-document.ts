import type { Translate } from '@/i18n';
import { markdownList, markdownTable } from '../components/download-document';
import {
  advantages,
  governmentBenefits,
  kenyaColumns,
  kenyaRows,
  partnership,
  projectionColumns,
  projectionRows,
  roadmap,
} from './sharjah-content';

/** Full proposal as Markdown, generated from the page's own content in the active language. */
export function sharjahProposalMarkdown(t: Translate) {
  return [
    `# ${t('sharjah.document.title')}`,
    `## ${t('sharjah.summary.title')}`,
    t('sharjah.summary.text'),
    `## ${t('sharjah.advantages.title')}`,
    markdownList(advantages(t)),
    `## ${t('sharjah.kenya.title')}`,
    markdownTable(kenyaColumns(t), kenyaRows(t)),
    `## ${t('sharjah.benefits.title')}`,
    markdownList(governmentBenefits(t)),
    `## ${t('sharjah.projection.title')}`,
    markdownTable(projectionColumns(t), projectionRows(t)),
    `## ${t('sharjah.partnership.title')}`,
    markdownList(partnership(t)),
    `## ${t('sharjah.roadmap.name')}`,
    roadmap(t)
      .map((step, index) => `${index + 1}. **${step.title}** (${step.meta}) — ${step.description}`)
      .join('\n'),
    `_${t('sharjah.document.disclaimer')}_`,
  ].join('\n\n');
}

const dueDiligenceDocuments = ['corporate', 'financials', 'aml', 'security', 'kenya', 'model'] as const;

/** Index of documents offered in the due-diligence package. */
export function sharjahDueDiligenceMarkdown(t: Translate) {
  return [
    `# ${t('sharjah.dueDiligence.title')}`,
    t('sharjah.dueDiligence.intro', { email: 'partnerships@aurum.example' }),
    `## ${t('sharjah.dueDiligence.documents')}`,
    dueDiligenceDocuments.map((item) => `- [ ] ${t(`sharjah.dueDiligence.document.${item}`)}`).join('\n'),
    `## ${t('sharjah.dueDiligence.projection')}`,
    markdownTable(projectionColumns(t), projectionRows(t)),
  ].join('\n\n');
}
