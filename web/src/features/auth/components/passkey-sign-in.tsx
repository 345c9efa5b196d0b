import { useNavigate } from 'react-router';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { isPasskeyCancelled, webAuthnAvailable } from '@/lib/security/webauthn';
import { toast } from '@/lib/use-toast';
import { usePasskeyLogin } from '@/features/auth/api/passkey-login';

/** "Sign in with a passkey": no email or password, the browser offers this site's passkeys. */
export function PasskeySignIn() {
  const t = useT();
  const navigate = useNavigate();
  const login = usePasskeyLogin();

  const onClick = () => {
    if (!webAuthnAvailable()) {
      toast({ variant: 'destructive', title: t('auth.passkey.unsupported') });
      return;
    }
    login.mutate(undefined, {
      onSuccess: () => navigate('/dashboard', { replace: true }),
      onError: (error) => {
        if (isPasskeyCancelled(error)) return;
        toast({
          variant: 'destructive',
          title: t('auth.error.signIn'),
          description: errorMessage(error, t('auth.passkey.failed')),
        });
      },
    });
  };

  return (
    <Button variant="secondary" size="lg" className="mt-5 w-full" onClick={onClick} disabled={login.isPending}>
      <KeyRound aria-hidden />
      {t('auth.passkey.signIn')}
    </Button>
  );
}
