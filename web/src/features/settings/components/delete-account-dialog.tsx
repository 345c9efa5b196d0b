import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n';
import { errorMessage, errorStatus } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import { setDisplayPreferences } from '@/lib/format';
import { useMfaStatus } from '@/lib/security/get-mfa-status';
import { useDeleteAccount } from '@/features/settings/api/delete-account';

/**
 * Danger Zone > Delete Account: a confirm dialog with the password and, when a second factor is
 * on (GET /api/auth/mfa), a code. 204: signed out and sent to the landing page; 409 (orders in
 * flight) and 401 (wrong password or code) are shown in the dialog.
 */
export function DeleteAccountDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">{t('settings.danger.delete')}</Button>
      </DialogTrigger>
      <DialogContent>{open && <DeleteAccountForm />}</DialogContent>
    </Dialog>
  );
}

function DeleteAccountForm() {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const mfa = useMfaStatus();
  const needsCode = mfa.data?.enabled ?? false;
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || (needsCode && !code.trim())) {
      setError(t('settings.danger.missing'));
      return;
    }
    setError(undefined);
    remove.mutate(needsCode ? { password, code: code.trim() } : { password }, {
      onSuccess: () => {
        navigate('/', { replace: true });
        setDisplayPreferences(null);
        client.clear();
        client.setQueryData(authKeys.user, null);
      },
      onError: (e) => {
        const status = errorStatus(e);
        setError(
          status === 409
            ? t('settings.danger.ordersInFlight')
            : status === 401
              ? needsCode
                ? t('settings.danger.wrongPasswordOrCode')
                : t('settings.danger.wrongPassword')
              : errorMessage(e, t('settings.danger.failed')),
        );
      },
    });
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{t('settings.danger.confirmTitle')}</DialogTitle>
        <DialogDescription>{t('settings.danger.confirmBody')}</DialogDescription>
      </DialogHeader>
      <FormField id="delete-password" label={t('settings.danger.password')}>
        <Input
          id="delete-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      {needsCode && (
        <FormField id="delete-code" label={t('settings.danger.code')}>
          <Input
            id="delete-code"
            inputMode="text"
            autoComplete="one-time-code"
            maxLength={32}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </FormField>
      )}
      {error && (
        <p role="alert" className="rounded-lg border border-red-700/50 bg-red-950/40 p-3 text-sm text-red-300">
          {error}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t('settings.danger.cancel')}</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={remove.isPending || mfa.isLoading}>
          {t('settings.danger.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
