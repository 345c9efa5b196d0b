/** Digits only: "4242 4242-4242 4242" → "4242424242424242". */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function luhnValid(value: string): boolean {
  const digits = cardDigits(value);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Group digits in fours as the user types. */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM/YY" or "MM/YYYY" → month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Not expired at the end of its month. */
export function expiryInFuture(value: string, now = new Date()): boolean {
  const exp = parseExpiry(value);
  if (!exp) return false;
  return exp.year > now.getFullYear() || (exp.year === now.getFullYear() && exp.month >= now.getMonth() + 1);
}

/** The test processor's cards; `result` is the message id of what each does. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', result: 'checkout.card.succeeds' },
  { number: '4000 0000 0000 0002', result: 'checkout.card.declined' },
  { number: '4000 0025 0000 3155', result: 'checkout.card.approve3ds' },
  { number: '4000 0000 0000 5126', result: 'checkout.card.refundsRefused' },
] as const;
