import { useState, type FormEvent } from 'react';
import { Printer, QrCode, Route } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useT, type MessageId } from '@/i18n';
import { readApiError } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { useItems, type RegistryItem } from '../api/get-items';
import { useMyProducts } from '../api/get-my-products';
import { qrLabelUrl } from '../api/qr-label';
import { CUSTODY_EVENT_TYPES, useRecordEvent, type CustodyEventType } from '../api/record-event';
import { useRegisterItem } from '../api/register-item';
import { printLabel } from './label-print';

const eventLabels: Record<CustodyEventType, MessageId> = {
  dealer_receipt: 'verification.items.event.dealerReceipt',
  vault_intake: 'verification.items.event.vaultIntake',
  inspection: 'verification.items.event.inspection',
  assay: 'verification.items.event.assay',
  certification: 'verification.items.event.certification',
  refinery: 'verification.items.event.refinery',
  mine: 'verification.items.event.mine',
};

const statusLabels: Record<string, MessageId> = {
  in_vault: 'verification.items.status.inVault',
  at_dealer: 'verification.items.status.atDealer',
  sold: 'verification.items.status.sold',
  delivered: 'verification.items.status.delivered',
  reported_stolen: 'verification.items.status.reportedStolen',
  reported_lost: 'verification.items.status.reportedLost',
};

type Errors = Partial<Record<string, string>>;

/** Server errors name their field; anything else is shown above the buttons. */
function fieldErrors(error: unknown, fallback: string): Errors {
  const apiError = readApiError(error);
  return apiError?.field ? { [apiError.field]: apiError.message } : { form: apiError?.message ?? fallback };
}

/** The trader's serialized items: register one for a product, record custody events, print QR labels. */
export function ItemsTab() {
  const t = useT();
  const { data: items, isLoading } = useItems();
  const [eventFor, setEventFor] = useState<RegistryItem | null>(null);
  const [labelFor, setLabelFor] = useState<RegistryItem | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <RegisterItemCard />
      <Card>
        <CardHeader>
          <CardTitle>{t('verification.items.listTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <p>{t('verification.loading')}</p>
          ) : !items || items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('verification.items.empty')}</p>
          ) : (
            <Table className="min-w-[40rem]">
              <TableHeader>
                <TableRow>
                  <TableHead>{t('verification.records.serial')}</TableHead>
                  <TableHead>{t('verification.records.product')}</TableHead>
                  <TableHead>{t('verification.items.weight')}</TableHead>
                  <TableHead>{t('verification.records.status')}</TableHead>
                  <TableHead className="text-right">{t('verification.items.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.id} data-testid="registry-item">
                    <TableCell className="font-mono">{item.serialNumber}</TableCell>
                    <TableCell className="min-w-[9rem] whitespace-normal">{item.productName}</TableCell>
                    <TableCell>{item.weight}</TableCell>
                    <TableCell>
                      <Badge variant={item.status.startsWith('reported') ? 'destructive' : 'secondary'}>
                        {statusLabels[item.status] ? t(statusLabels[item.status]) : item.status}
                      </Badge>
                    </TableCell>
                    <TableCell className="text-right">
                      <div className="flex flex-wrap justify-end gap-1">
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setEventFor(item)}
                          aria-label={t('verification.items.recordEventFor', { serial: item.serialNumber })}
                        >
                          <Route aria-hidden />
                          {t('verification.items.recordEvent')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setLabelFor(item)}
                          aria-label={t('verification.items.printLabelFor', { serial: item.serialNumber })}
                        >
                          <QrCode aria-hidden />
                          {t('verification.items.printLabel')}
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <EventDialog item={eventFor} onClose={() => setEventFor(null)} />
      <LabelDialog item={labelFor} onClose={() => setLabelFor(null)} />
    </div>
  );
}

function RegisterItemCard() {
  const t = useT();
  const { data: products } = useMyProducts();
  const register = useRegisterItem();
  const active = (products ?? []).filter((p) => p.active !== false);
  const empty = {
    productId: '',
    serialNumber: '',
    refiner: '',
    batch: '',
    year: String(new Date().getFullYear()),
    location: '',
    facility: '',
    certifier: '',
    certificateNumber: '',
  };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const product = active.find((p) => String(p.id) === form.productId);
    const required: (keyof typeof empty)[] = ['serialNumber', 'refiner', 'batch', 'location', 'facility'];
    const next: Errors = {};
    if (!product) next.productId = t('verification.items.error.product');
    for (const key of required) if (!form[key].trim()) next[key] = t('verification.items.error.required');
    if (!/^\d{4}$/.test(form.year.trim())) next.year = t('verification.items.error.year');
    setErrors(next);
    if (Object.keys(next).length > 0 || !product) return;
    register.mutate(
      {
        serialNumber: form.serialNumber.trim(),
        productId: product.id,
        productName: product.name,
        type: product.form,
        metal: product.metalType,
        weightOz: String(product.weight),
        purity: product.purity,
        refiner: form.refiner.trim(),
        batch: form.batch.trim(),
        year: Number(form.year),
        location: form.location.trim(),
        facility: form.facility.trim(),
        ...(form.certifier.trim() ? { certifier: form.certifier.trim() } : {}),
        ...(form.certificateNumber.trim() ? { certificateNumber: form.certificateNumber.trim() } : {}),
      },
      {
        onSuccess: (item) => {
          setForm({ ...empty, productId: form.productId });
          toast({
            title: t('verification.items.registered'),
            description: t('verification.items.registeredBody', { serial: item.serialNumber }),
          });
        },
        onError: (e) =>
          setErrors(
            readApiError(e)?.code === 'conflict'
              ? { serialNumber: readApiError(e)?.message }
              : fieldErrors(e, t('verification.items.error.failed')),
          ),
      },
    );
  };

  const input = (key: keyof typeof empty, labelId: MessageId, extra: { optional?: boolean } = {}) => (
    <FormField id={`item-${key}`} label={t(labelId)} error={errors[key]}>
      <Input
        id={`item-${key}`}
        value={form[key]}
        onChange={set(key)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `item-${key}-error` : undefined}
        required={!extra.optional}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('verification.items.registerTitle')}</CardTitle>
        <CardDescription>{t('verification.items.registerDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FormField id="item-productId" label={t('verification.items.product')} error={errors.productId}>
            <NativeSelect
              id="item-productId"
              value={form.productId}
              onChange={set('productId')}
              aria-invalid={errors.productId ? true : undefined}
              aria-describedby={errors.productId ? 'item-productId-error' : undefined}
            >
              <option value="">{t('verification.items.chooseProduct')}</option>
              {active.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {input('serialNumber', 'verification.items.serial')}
          {input('refiner', 'verification.items.refiner')}
          {input('batch', 'verification.items.batch')}
          {input('year', 'verification.items.year')}
          {input('location', 'verification.items.location')}
          {input('facility', 'verification.items.facility')}
          {input('certifier', 'verification.items.certifier', { optional: true })}
          {input('certificateNumber', 'verification.items.certificateNumber', { optional: true })}
          {errors.form && (
            <p role="alert" className="text-sm text-red-400 sm:col-span-2 lg:col-span-3">
              {errors.form}
            </p>
          )}
          <div className="sm:col-span-2 lg:col-span-3">
            <Button type="submit" disabled={register.isPending}>
              {t(register.isPending ? 'verification.items.registering' : 'verification.items.register')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function EventDialog({ item, onClose }: { item: RegistryItem | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('verification.items.eventTitle')}</DialogTitle>
          <DialogDescription>
            {item && t('verification.items.eventDescription', { serial: item.serialNumber })}
          </DialogDescription>
        </DialogHeader>
        {item && <EventForm key={item.serialNumber} serial={item.serialNumber} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EventForm({ serial, onDone }: { serial: string; onDone: () => void }) {
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

function LabelDialog({ item, onClose }: { item: RegistryItem | null; onClose: () => void }) {
  const t = useT();
  const [blocked, setBlocked] = useState(false);
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) {
          setBlocked(false);
          onClose();
        }
      }}
    >
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t('verification.items.labelTitle')}</DialogTitle>
          <DialogDescription>{t('verification.items.labelDescription')}</DialogDescription>
        </DialogHeader>
        {item && (
          <>
            <figure className="mx-auto w-56 rounded-lg bg-white p-3 text-center text-black" data-testid="qr-label">
              <img
                src={qrLabelUrl(item.serialNumber)}
                alt={t('verification.reports.labelFor', { serial: item.serialNumber })}
                className="mx-auto w-full"
              />
              <figcaption>
                <p className="mt-2 font-mono text-sm font-semibold break-all">{item.serialNumber}</p>
                <p className="text-xs">{item.productName}</p>
              </figcaption>
            </figure>
            {blocked && (
              <p role="alert" className="text-sm text-red-400">
                {t('verification.items.popupBlocked')}
              </p>
            )}
            <DialogFooter>
              <Button
                onClick={() =>
                  setBlocked(
                    !printLabel(item, {
                      title: t('verification.items.labelTitle'),
                      alt: t('verification.reports.labelFor', { serial: item.serialNumber }),
                    }),
                  )
                }
              >
                <Printer aria-hidden />
                {t('verification.items.print')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
