import { KeyRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n';

/** The spec's MFA setup card; the feature itself ships in a later issue, so nothing here pretends to work. */
export function MfaCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader className="pb-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('trading.mfa.title')}</CardTitle>
          <Badge variant="secondary">{t('trading.comingSoon')}</Badge>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p id="mfa-unavailable" className="text-sm text-muted-foreground">
          {t('trading.mfa.body')}
        </p>
        <Button size="sm" variant="outline" className="w-fit" disabled aria-describedby="mfa-unavailable">
          <KeyRound aria-hidden />
          {t('trading.mfa.setup')}
        </Button>
      </CardContent>
    </Card>
  );
}
