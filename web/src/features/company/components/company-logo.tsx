import { useRef, useState, type ChangeEvent } from 'react';
import { Building2, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { readApiError } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { useUploadCompanyLogo } from '../api/company';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

/** The company logo with an upload button (JPEG/PNG/WebP, 2 MB; checked here and by the server). */
export function CompanyLogo({ logoUrl, name }: { logoUrl?: string | null; name: string }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCompanyLogo();
  const [error, setError] = useState<string | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type)) return setError(t('company.logo.errorType'));
    if (file.size > MAX_BYTES) return setError(t('company.logo.errorSize'));
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toast({ title: t('company.logo.updated') }),
      onError: (e) => setError(readApiError(e)?.message ?? t('company.logo.failed')),
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border bg-stone-900">
        {logoUrl ? (
          <img src={logoUrl} alt={t('company.logo.alt', { name })} className="size-full object-cover" />
        ) : (
          <Building2 aria-hidden className="size-8 text-gold" />
        )}
      </div>
      <div className="flex flex-col gap-1">
        <input
          ref={input}
          id="company-logo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          onChange={onFile}
          aria-label={t('company.logo.upload')}
          tabIndex={-1}
        />
        <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={upload.isPending}>
          <Upload aria-hidden />
          {t(upload.isPending ? 'company.logo.uploading' : 'company.logo.upload')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('company.logo.hint')}</p>
        {error && (
          <p role="alert" className="text-sm text-red-400">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
