import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A download link styled as a button; the browser saves the server's CSV with the session cookie. */
export function ExportCsvButton({ href, label = 'Export', filename }: { href: string; label?: string; filename: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} download={filename}>
        <Download aria-hidden />
        {label}
      </a>
    </Button>
  );
}
