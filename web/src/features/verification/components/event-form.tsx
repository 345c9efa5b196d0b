import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useT, type MessageId } from '@/i18n';
import { toast } from '@/lib/use-toast';
import { CUSTODY_EVENT_TYPES, useRecordEvent, type CustodyEventType } from '../api/record-event';
import { fieldErrors, type Errors } from './form-errors';

const eventLabels: Record<CustodyEventType, MessageId> = {
  dealer_receipt: 'verification.items.event.dealerReceipt',
  vault_intake: 'verification.items.event.vaultIntake',
  inspection: 'verification.items.event.inspection',
  assay: 'verification.items.event.assay',
  certification: 'verification.items.event.certification',
  refinery: 'verification.items.event.refinery',
  mine: 'verification.items.event.mine',
};

/** The custody event form of one item: its type, location, action and who verified it. */
export function EventForm({ serial, onDone }: { serial: string; onDone: () => void }) {
  const t = useT();
  const record = useRecordEvent(serial);
  const [form, setForm] = useState({
    type: 'dealer_receipt' as CustodyEventType,
    location: '',
    action: '',
    verifiedBy: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    for (const key of ['location', 'action', 'verifiedBy'] as const)
      if (!form[key].trim()) next[key] = t('verification.items.error.required');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    record.mutate(
      {
        type: form.type,
        location: form.location.trim(),
        action: form.action.trim(),
        verifiedBy: form.verifiedBy.trim(),
      },
      {
        onSuccess: () => {
          toast({ title: t('verification.items.eventRecorded'), description: serial });
          onDone();
        },
        onError: (e) => setErrors(fieldErrors(e, t('verification.items.error.failed'))),
      },
    );
  };
  const text = (key: 'location' | 'action' | 'verifiedBy', labelId: MessageId) => (
    <FormField id={`event-${key}`} label={t(labelId)} error={errors[key]}>
      <Input
        id={`event-${key}`}
        value={form[key]}
        onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `event-${key}-error` : undefined}
      />
    </FormField>
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField id="event-type" label={t('verification.items.eventType')} error={errors.type}>
        <NativeSelect
          id="event-type"
          value={form.type}
          onChange={(e) => setForm((f) => ({ ...f, type: e.target.value as CustodyEventType }))}
        >
          {CUSTODY_EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(eventLabels[type])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {text('location', 'verification.items.location')}
      {text('action', 'verification.items.eventAction')}
      {text('verifiedBy', 'verification.items.verifiedBy')}
      {errors.form && (
        <p role="alert" className="text-sm text-red-400">
          {errors.form}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('verification.items.cancel')}
        </Button>
        <Button type="submit" disabled={record.isPending}>
          {t('verification.items.recordEvent')}
        </Button>
      </DialogFooter>
    </form>
  );
}
