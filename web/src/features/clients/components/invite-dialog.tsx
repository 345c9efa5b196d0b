import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n';
import { errorMessage, errorStatus } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useCreateInvite } from '@/features/clients/api/create-invite';
import { useInvites } from '@/features/clients/api/get-invites';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function InviteList() {
  const t = useT();
  const invites = useInvites();
  if (invites.isLoading) return <Spinner label={t('clients.invite.loading')} />;
  if (invites.error) {
    return (
      <p role="alert" className="text-sm text-red-400">
        {t('clients.invite.loadFailed')} {errorMessage(invites.error)}
      </p>
    );
  }
  const list = invites.data ?? [];
  if (list.length === 0) return <p className="text-sm text-muted-foreground">{t('clients.invite.none')}</p>;
  return (
    <ul className="divide-y divide-border rounded-lg border border-border" aria-label={t('clients.invite.list')}>
      {list.map((invite) => (
        <li
          key={invite.id}
          className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
          data-testid="invite"
        >
          <div className="min-w-0">
            <p className="truncate text-sm text-white">{invite.email}</p>
            <p className="text-xs text-muted-foreground">
              {t('clients.invite.sentOn', { date: formatDate(invite.createdAt) })}
            </p>
          </div>
          <Badge variant={invite.status === 'pending' ? 'warning' : 'success'}>
            {invite.status === 'pending' ? t('clients.invite.pending') : t('clients.invite.registered')}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Add Client: invite a person by e-mail to register (an existing account becomes a client at once). */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const invite = useCreateInvite();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setError(t('clients.invite.invalid'));
      return;
    }
    setError(undefined);
    invite.mutate(value, {
      onSuccess: (created) => {
        setEmail('');
        toast({
          title: t('clients.invite.sent'),
          // An address with an account is answered like any other (the server links nobody on an invite).
          description: t('clients.invite.sentBody', { email: created.email }),
        });
      },
      onError: (e) =>
        setError(errorStatus(e) === 409 ? t('clients.invite.already') : errorMessage(e, t('clients.invite.failed'))),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('clients.invite.title')}</DialogTitle>
          <DialogDescription>{t('clients.invite.description')}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <FormField id="invite-email" label={t('clients.invite.email')} error={error} className="flex-1">
            <Input
              id="invite-email"
              type="email"
              autoComplete="off"
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'invite-email-error' : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={invite.isPending || email.trim() === ''} className={error ? 'sm:mb-7' : ''}>
            {invite.isPending ? t('clients.invite.sending') : t('clients.invite.send')}
          </Button>
        </form>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-white">{t('clients.invite.list')}</h3>
          <InviteList />
        </div>
      </DialogContent>
    </Dialog>
  );
}
