import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import type { TraderClient } from '@/features/clients/api/client-keys';
import { useSendClientMessage } from '@/features/clients/api/send-client-message';

export const MAX_MESSAGE = 2000;

export const textareaClass =
  'min-h-32 w-full rounded-lg border border-input bg-stone-950/60 px-3 py-2 text-sm text-foreground placeholder:text-stone-500 outline-none transition-colors focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 aria-invalid:border-red-500';

function ContactForm({ client, onDone }: { client: TraderClient; onDone: () => void }) {
  const t = useT();
  const send = useSendClientMessage();
  const [text, setText] = useState('');
  const length = text.trim().length;
  const tooLong = text.length > MAX_MESSAGE;

  const submit = () =>
    send.mutate(
      { id: client.id, text: text.trim() },
      {
        onSuccess: () => {
          toast({
            title: t('clients.contact.sent'),
            description: t('clients.contact.sentBody', { name: client.name }),
          });
          onDone();
        },
      },
    );

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (length > 0 && !tooLong) submit();
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="client-message">{t('clients.contact.message')}</Label>
        <textarea
          id="client-message"
          className={textareaClass}
          value={text}
          maxLength={MAX_MESSAGE}
          aria-invalid={tooLong || undefined}
          aria-describedby="client-message-count"
          onChange={(e) => setText(e.target.value)}
        />
        <p id="client-message-count" className={cn('text-right text-xs', tooLong ? 'text-red-400' : 'text-stone-400')}>
          {t('clients.contact.count', { count: formatNumber(text.length), max: formatNumber(MAX_MESSAGE) })}
        </p>
      </div>
      {send.error && (
        <p role="alert" className="text-sm text-red-400">
          {errorMessage(send.error, t('clients.contact.failed'))}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('clients.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={length === 0 || tooLong || send.isPending}>
          {send.isPending ? t('clients.contact.sending') : t('clients.contact.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Contact: a message to the client's notification centre (and e-mail when they chose it). */
export function ContactDialog({ client, onClose }: { client: TraderClient | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={client !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{client ? t('clients.contact.title', { name: client.name }) : ''}</DialogTitle>
          <DialogDescription>{t('clients.contact.description')}</DialogDescription>
        </DialogHeader>
        {client && <ContactForm key={client.id} client={client} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
