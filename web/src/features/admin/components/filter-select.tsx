import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useT, type MessageId } from '@/i18n';

/**
 * A labelled select that filters a list: `label` defaults to "Status" (admin.status); `options` maps
 * each value to its label's message id, in the order shown; `className` goes on the select (its width).
 */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  className,
}: {
  id: string;
  label?: string;
  value: T;
  options: Record<T, MessageId>;
  onChange: (value: T) => void;
  className?: string;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label ?? t('admin.status')}</Label>
      <NativeSelect id={id} className={className} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {(Object.keys(options) as T[]).map((option) => (
          <option key={option} value={option}>
            {t(options[option])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
