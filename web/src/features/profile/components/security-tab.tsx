import { History, KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n';

/** Security tab: the spec's 'Enable 2FA' and 'View History', inert for now. */
export function SecurityTab() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.tabs.security')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col divide-y divide-border">
        <div className="flex flex-wrap items-center justify-between gap-3 py-4">
          <div>
            <p className="font-medium text-white">{t('profile.security.twoFactor')}</p>
            <p className="text-sm text-muted-foreground">{t('profile.security.twoFactorBody')}</p>
          </div>
          <Button variant="outline" size="sm" type="button">
            <KeyRound aria-hidden />
            {t('profile.security.enable2fa')}
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 py-4">
          <div>
            <p className="font-medium text-white">{t('profile.security.history')}</p>
            <p className="text-sm text-muted-foreground">{t('profile.security.historyBody')}</p>
          </div>
          <Button variant="outline" size="sm" type="button">
            <History aria-hidden />
            {t('profile.security.viewHistory')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
