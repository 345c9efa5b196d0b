import { z } from 'zod';
import { i18n } from '@/i18n';
import { toScaled } from '@/lib/money';
import type { InventoryProduct, ProductInput } from '../api/types';

/** One troy ounce in grams, exactly (×10⁷): 31.1034768 g. */
const GRAMS_PER_OZ_E7 = 311_034_768n;

/** Accepted image types and size, as the server checks them (by magic bytes there). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

const decimal = /^\d+(\.\d+)?$/;
const integer = /^\d+$/;

/**
 * Troy ounces in micro-ounces from a weight typed in ounces or grams. Grams convert exactly
 * (1 oz t = 31.1034768 g) and round half up to 6 decimals; ounces are taken to 6 decimals.
 */
export function toMicroOunces(value: string, unit: 'oz' | 'g'): bigint {
  const text = value.trim();
  if (unit === 'oz') return toScaled(text, 6);
  // grams with 9 decimals × 10⁷ / (g per oz × 10⁷) gives ounces × 10⁹; keep 6 decimals.
  const nanoGrams = toScaled(text, 9);
  const numerator = nanoGrams * 10_000_000n;
  const divisor = GRAMS_PER_OZ_E7 * 1000n;
  return (numerator + divisor / 2n) / divisor;
}

/** Micro-ounces as the JSON number the server reads exactly ("1.5", "0.321507"). */
export function microToOunces(micro: bigint): number {
  const whole = micro / 1_000_000n;
  const fraction = (micro % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return Number(fraction ? `${whole}.${fraction}` : `${whole}`);
}

/** Purity in parts per 10,000 shown as a percentage: 9999 → "99.99%". */
export function purityPercent(purity: number): string {
  return `${(purity / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

const msg = (id: Parameters<typeof i18n._>[0]) => () => i18n._(id);

export const productSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, { error: msg('inventory.form.error.name') })
      .max(120, { error: msg('inventory.form.error.name') }),
    description: z
      .string()
      .trim()
      .max(2000, { error: msg('inventory.form.error.description') }),
    metalType: z.enum(['gold', 'silver', 'platinum', 'palladium']),
    form: z.enum(['bar', 'coin']),
    weight: z
      .string()
      .trim()
      .regex(decimal, { error: msg('inventory.form.error.weight') }),
    weightUnit: z.enum(['oz', 'g']),
    purity: z
      .string()
      .trim()
      .regex(integer, { error: msg('inventory.form.error.purity') })
      .refine((v) => Number(v) >= 1 && Number(v) <= 10000, { error: msg('inventory.form.error.purity') }),
    premium: z
      .string()
      .trim()
      .regex(decimal, { error: msg('inventory.form.error.premium') }),
    stock: z
      .string()
      .trim()
      .regex(integer, { error: msg('inventory.form.error.stock') })
      .refine((v) => Number(v) <= 1_000_000, { error: msg('inventory.form.error.stock') }),
    active: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (!decimal.test(values.weight)) return;
    const fraction = values.weight.split('.')[1] ?? '';
    if (values.weightUnit === 'oz' && fraction.length > 6)
      ctx.addIssue({ code: 'custom', path: ['weight'], message: i18n._('inventory.form.error.weightDecimals') });
    else if (toMicroOunces(values.weight, values.weightUnit) <= 0n)
      ctx.addIssue({ code: 'custom', path: ['weight'], message: i18n._('inventory.form.error.weight') });
  });

export type ProductFormValues = z.infer<typeof productSchema>;

export const emptyProduct: ProductFormValues = {
  name: '',
  description: '',
  metalType: 'gold',
  form: 'bar',
  weight: '1',
  weightUnit: 'oz',
  purity: '9999',
  premium: '0.00',
  stock: '0',
  active: true,
};

/** The form's values for an existing product (weight shown in ounces). */
export function productToValues(p: InventoryProduct): ProductFormValues {
  return {
    name: p.name,
    description: p.description ?? '',
    metalType: p.metalType,
    form: p.form,
    weight: String(p.weight),
    weightUnit: 'oz',
    purity: String(p.purity),
    premium: p.premium,
    stock: String(p.inventory),
    active: p.active,
  };
}

/** The request body: weight in troy ounces (6 decimals), purity an integer, premium a decimal string. */
export function valuesToInput(v: ProductFormValues, { withStock }: { withStock: boolean }): ProductInput {
  const body: ProductInput = {
    name: v.name.trim(),
    description: v.description.trim(),
    metalType: v.metalType,
    form: v.form,
    weight: microToOunces(toMicroOunces(v.weight, v.weightUnit)),
    purity: Number(v.purity),
    premium: v.premium.trim(),
  };
  if (withStock) body.stock = Number(v.stock);
  else body.active = v.active;
  return body;
}

/** A form field a server error names (`field` of the error body), if the form has it. */
export function productField(field: string | undefined): keyof ProductFormValues | undefined {
  const known: (keyof ProductFormValues)[] = [
    'name',
    'description',
    'metalType',
    'form',
    'weight',
    'purity',
    'premium',
    'stock',
  ];
  return known.find((k) => k === field);
}

/** Client-side image check (the server checks again): 'type', 'size' or null when fine. */
export function imageProblem(file: File): 'type' | 'size' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}
