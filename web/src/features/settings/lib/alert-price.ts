/** A price as the server takes it ("2100.00"): digits, up to 2 decimals, above zero; null otherwise. */
export function normalizeAlertPrice(input: string): string | null {
  const value = input.trim().replace(/^\$/, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const whole = match[1].replace(/^0+(?=\d)/, '');
  const cents = (match[2] ?? '').padEnd(2, '0');
  if (/^0+$/.test(whole + cents)) return null;
  return `${whole}.${cents}`;
}
