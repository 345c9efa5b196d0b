import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatUsd } from '@/lib/format';
import { METAL_TYPES, type MetalType } from '@/lib/metals';
import { toast } from '@/lib/use-toast';
import { useAlerts } from '@/features/settings/api/get-alerts';
import { useCreateAlert } from '@/features/settings/api/create-alert';
import { useDeleteAlert } from '@/features/settings/api/delete-alert';
import type { PriceAlert } from '@/features/settings/api/settings-keys';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { normalizeAlertPrice } from '@/features/settings/lib/alert-price';

type Direction = PriceAlert['direction'];

/** Price alerts: create {metal, above|below, USD price}, list active and fired ones, delete. */
export function PriceAlerts() {
  const t = useT();
  const alerts = useAlerts();
  const create = useCreateAlert();
  const [metalType, setMetalType] = useState<MetalType>('gold');
  const [direction, setDirection] = useState<Direction>('above');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeAlertPrice(price);
    if (!normalized) {
      setError(t('settings.alerts.invalidPrice'));
      return;
    }
    setError(undefined);
    create.mutate(
      { metalType, direction, price: normalized },
      {
        onSuccess: () => {
          setPrice('');
          toast({ title: t('settings.alerts.created') });
        },
        onError: (e) => setError(errorMessage(e, t('settings.alerts.createFailed'))),
      },
    );
  };

  return (
    <SettingsSection title={t('settings.alerts.title')} description={t('settings.alerts.description')}>
      <form className="grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" onSubmit={submit} noValidate>
        <FormField id="alert-metal" label={t('settings.alerts.metal')}>
          <NativeSelect id="alert-metal" value={metalType} onChange={(e) => setMetalType(e.target.value as MetalType)}>
            {METAL_TYPES.map((m) => (
              <option key={m} value={m}>
                {t(`metal.${m}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="alert-direction" label={t('settings.alerts.direction')}>
          <NativeSelect
            id="alert-direction"
            value={direction}
            onChange={(e) => setDirection(e.target.value as Direction)}
          >
            <option value="above">{t('settings.alerts.above')}</option>
            <option value="below">{t('settings.alerts.below')}</option>
          </NativeSelect>
        </FormField>
        <FormField id="alert-price" label={t('settings.alerts.price')} error={error}>
          <Input
            id="alert-price"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('settings.alerts.pricePlaceholder')}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'alert-price-error' : undefined}
          />
        </FormField>
        <Button type="submit" disabled={create.isPending}>
          {t('settings.alerts.create')}
        </Button>
      </form>
      {alerts.isError ? (
        <p role="alert" className="text-sm text-red-400">
          {t('settings.alerts.loadFailed')}
        </p>
      ) : alerts.data && alerts.data.length > 0 ? (
        <ul className="divide-y rounded-lg border" data-testid="price-alert-list">
          {alerts.data.map((a) => (
            <AlertRow key={a.id} alert={a} />
          ))}
        </ul>
      ) : (
        alerts.data && <p className="text-sm text-muted-foreground">{t('settings.alerts.empty')}</p>
      )}
    </SettingsSection>
  );
}

function AlertRow({ alert: a }: { alert: PriceAlert }) {
  const t = useT();
  const remove = useDeleteAlert();
  const summary = t('settings.alerts.summary', {
    metal: t(`metal.${a.metalType}`),
    direction: a.direction,
    price: formatUsd(a.price),
  });
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm" data-testid="price-alert">
      <span className="min-w-0 flex-1 font-medium text-foreground">{summary}</span>
      {a.status === 'fired' ? (
        <Badge variant="success">
          {t('settings.alerts.fired', {
            price: formatUsd(a.firedPrice ?? a.price),
            at: a.firedAt ? formatDateTime(a.firedAt) : '',
          })}
        </Badge>
      ) : (
        <Badge variant="secondary">{t('settings.alerts.active')}</Badge>
      )}
      <Button
        variant="ghost"
        size="icon"
        disabled={remove.isPending}
        aria-label={t('settings.alerts.delete', { summary })}
        onClick={() =>
          remove.mutate(a.id, {
            onError: (e) =>
              toast({ variant: 'destructive', title: t('settings.alerts.deleteFailed'), description: errorMessage(e) }),
          })
        }
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}
