import { ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n';
import { statusTone, type KycDocument } from '@/lib/compliance';
import { categoryLabel, documentStateLabel, documentTypeLabel } from '@/lib/compliance-labels';
import { formatDateTime, formatNumber } from '@/lib/format';
import { kycDocumentUrl } from '@/features/admin/api/get-kyc-case';

/** One case document, previewed inline from the admin document URL (image, or the PDF in a frame). */
export function KycDocumentPreview({ caseId, document }: { caseId: number; document: KycDocument }) {
  const t = useT();
  const url = kycDocumentUrl(caseId, document.id);
  const title = t('admin.kyc.documentTitle', {
    type: t(documentTypeLabel[document.documentType]),
    category: t(categoryLabel[document.category]),
  });
  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-border p-3" data-testid="kyc-document">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium text-white">{title}</span>
        <span className="flex items-center gap-2">
          <Badge variant={statusTone(document.status)}>{t(documentStateLabel[document.status])}</Badge>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-xs text-gold hover:underline"
          >
            <ExternalLink aria-hidden className="size-3.5" />
            {t('admin.kyc.openDocument')}
          </a>
        </span>
      </figcaption>
      {document.contentType === 'application/pdf' ? (
        <iframe src={url} title={title} className="h-96 w-full rounded-lg border border-border bg-white" />
      ) : (
        <img src={url} alt={title} className="max-h-96 w-full rounded-lg bg-stone-950 object-contain" />
      )}
      <p className="font-mono text-xs break-all text-muted-foreground">
        {t('admin.kyc.documentMeta', {
          date: formatDateTime(document.createdAt),
          size: formatNumber(Math.ceil(document.size / 1024)),
          sha256: document.sha256,
        })}
      </p>
    </figure>
  );
}
