import { describe, expect, it } from 'vitest';
import {
  emptyProduct,
  imageProblem,
  microToOunces,
  productSchema,
  purityPercent,
  toMicroOunces,
  valuesToInput,
} from './product-form';

describe('product form', () => {
  it('converts grams to troy ounces exactly, rounded to 6 decimals', () => {
    expect(toMicroOunces('31.1034768', 'g')).toBe(1_000_000n);
    expect(toMicroOunces('1', 'g')).toBe(32_151n); // 0.0321507466 oz
    expect(toMicroOunces('100', 'g')).toBe(3_215_075n); // 3.215074657 oz
    expect(toMicroOunces('1000', 'g')).toBe(32_150_747n); // 32.150746568 oz
    expect(toMicroOunces('2.5', 'oz')).toBe(2_500_000n);
    expect(microToOunces(32_151n)).toBe(0.032151);
    expect(microToOunces(1_000_000n)).toBe(1);
  });

  it('shows purity in parts per 10,000 as a percentage', () => {
    expect(purityPercent(9999)).toBe('99.99%');
    expect(purityPercent(9167)).toBe('91.67%');
    expect(purityPercent(10000)).toBe('100%');
  });

  it('builds the request body: ounces as a number, purity an integer, premium a string, opening stock on add', () => {
    const values = {
      ...emptyProduct,
      name: ' Kilo Bar ',
      weight: '1000',
      weightUnit: 'g' as const,
      stock: '3',
      premium: '120.50',
    };
    expect(valuesToInput(values, { withStock: true })).toEqual({
      name: 'Kilo Bar',
      description: '',
      metalType: 'gold',
      form: 'bar',
      weight: 32.150747,
      purity: 9999,
      premium: '120.50',
      stock: 3,
    });
    const edit = valuesToInput({ ...values, active: false }, { withStock: false });
    expect(edit).not.toHaveProperty('stock');
    expect(edit.active).toBe(false);
  });

  it('refuses more than 6 decimals of ounces, purity out of range and a one-letter name', () => {
    const result = productSchema.safeParse({ ...emptyProduct, name: 'A', weight: '1.1234567', purity: '10001' });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['name', 'weight', 'purity']));
  });

  it('checks image type and size on the client', () => {
    expect(imageProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(imageProblem(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('type');
    expect(imageProblem(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'a.jpg', { type: 'image/jpeg' }))).toBe('size');
  });
});
