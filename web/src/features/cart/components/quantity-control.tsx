import { useState, type KeyboardEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n';

interface QuantityControlProps {
  name: string;
  quantity: number;
  busy: boolean;
  /** Called with the wanted quantity; 0 or below means "remove". */
  onCommit: (quantity: number) => void;
}

/** Minus, a numeric input (min 1; a typed 0 or less removes the line) and plus. */
export function QuantityControl({ name, quantity, busy, onCommit }: QuantityControlProps) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(quantity);

  const commitDraft = () => {
    if (draft === null) return;
    setDraft(null);
    const n = Math.trunc(Number(draft));
    if (draft.trim() === '' || !Number.isFinite(n) || n === quantity) return;
    onCommit(n);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commitDraft();
    if (e.key === 'Escape') setDraft(null);
  };

  return (
    <div className="flex items-center gap-1.5">
      <Button
        variant="secondary"
        size="icon"
        className="size-9"
        aria-label={t('cart.qty.decrease', { name })}
        disabled={busy}
        onClick={() => onCommit(quantity - 1)}
      >
        <Minus aria-hidden />
      </Button>
      <Input
        type="number"
        inputMode="numeric"
        min={1}
        aria-label={t('cart.qty.label', { name })}
        className="h-9 w-16 text-center"
        value={shown}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commitDraft}
        onKeyDown={onKeyDown}
      />
      <Button
        variant="secondary"
        size="icon"
        className="size-9"
        aria-label={t('cart.qty.increase', { name })}
        disabled={busy}
        onClick={() => onCommit(quantity + 1)}
      >
        <Plus aria-hidden />
      </Button>
    </div>
  );
}
