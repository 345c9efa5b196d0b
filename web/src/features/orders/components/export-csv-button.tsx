import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

/** A download link styled as a button; the browser saves the server's CSV with the session cookie. */
export function ExportCsvButton({ href, label, filename }: { href: string; label?: string; filename: string }) {
  const t = useT();
  return (
    <Button asChild variant="outline">
      <a href={href} download={filename}>
        <Download aria-hidden />
        {label ?? t('orders.export')}
      </a>
    </Button>
  );
}
