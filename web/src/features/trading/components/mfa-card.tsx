import { KeyRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The spec's MFA setup card; the feature itself ships in a later issue, so nothing here pretends to work. */
export function MfaCard() {
  return (
    <Card>
      <CardHeader className="pb-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Multi-Factor Authentication</CardTitle>
          <Badge variant="secondary">Coming soon</Badge>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p id="mfa-unavailable" className="text-sm text-muted-foreground">
          Protect trading with an authenticator app code. MFA setup is not available yet; it arrives in a
          later release.
        </p>
        <Button size="sm" variant="outline" className="w-fit" disabled aria-describedby="mfa-unavailable">
          <KeyRound aria-hidden />
          Set Up MFA
        </Button>
      </CardContent>
    </Card>
  );
}
