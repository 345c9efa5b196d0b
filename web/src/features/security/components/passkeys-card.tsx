import { useState, type FormEvent } from 'react';
import { KeyRound, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { isPasskeyCancelled, webAuthnAvailable } from '@/lib/security/webauthn';
import { toast } from '@/lib/use-toast';
import { useDeletePasskey } from '@/features/security/api/delete-passkey';
import { usePasskeys, type Passkey } from '@/features/security/api/get-passkeys';
import { useRegisterPasskey } from '@/features/security/api/register-passkey';

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const t = useT();
  const remove = useDeletePasskey();
  const onRemove = () =>
    remove.mutate(passkey.id, {
      onSuccess: () => toast({ title: t('security.passkeys.removed'), description: passkey.name }),
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('security.error.title'),
          description: errorMessage(err, t('security.error.generic')),
        }),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-medium text-white">
          <KeyRound aria-hidden className="size-4 text-gold" />
          {passkey.name}
          <span className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-stone-300">{passkey.algorithm}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {t('security.passkeys.created', { date: formatDateTime(passkey.createdAt) })}
          {' · '}
          {passkey.lastUsedAt
            ? t('security.passkeys.lastUsed', { date: formatDateTime(passkey.lastUsedAt) })
            : t('security.passkeys.neverUsed')}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        disabled={remove.isPending}
        aria-label={t('security.passkeys.remove', { name: passkey.name })}
      >
        <Trash2 aria-hidden />
        {t('security.passkeys.removeShort')}
      </Button>
    </li>
  );
}

/** Passkeys: sign in without a password, or use one as the second factor. */
export function PasskeysCard() {
  const t = useT();
  const passkeys = usePasskeys();
  const register = useRegisterPasskey();
  const [name, setName] = useState('');

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!webAuthnAvailable()) {
      toast({ variant: 'destructive', title: t('security.passkeys.unsupported') });
      return;
    }
    register.mutate(name, {
      onSuccess: (passkey) => {
        setName('');
        toast({ title: t('security.passkeys.added'), description: passkey.name });
      },
      onError: (err) => {
        if (isPasskeyCancelled(err)) return;
        toast({
          variant: 'destructive',
          title: t('security.passkeys.addFailed'),
          description: errorMessage(err, t('security.error.generic')),
        });
      },
    });
  };

  const list = passkeys.data ?? [];
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle>{t('security.passkeys.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('security.passkeys.body')}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {passkeys.isError && (
          <p role="alert" className="text-sm text-red-400">
            {t('security.passkeys.loadError')}
          </p>
        )}
        {passkeys.isSuccess && list.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('security.passkeys.none')}</p>
        )}
        {list.length > 0 && (
          <ul aria-label={t('security.passkeys.title')} className="flex flex-col divide-y divide-border">
            {list.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )}
        <form onSubmit={onAdd} noValidate className="flex flex-wrap items-end gap-3">
          <FormField id="passkey-name" label={t('security.passkeys.nameLabel')} className="min-w-48 flex-1">
            <Input
              id="passkey-name"
              maxLength={60}
              placeholder={t('security.passkeys.namePlaceholder')}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <Button type="submit" variant="outline" disabled={register.isPending}>
            <KeyRound aria-hidden />
            {t('security.passkeys.add')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
