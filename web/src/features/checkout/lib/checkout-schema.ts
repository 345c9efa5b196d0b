import { z } from 'zod';
import { cardDigits, expiryInFuture, luhnValid, parseExpiry } from '@/features/checkout/lib/card';
import type { CardInput, ShippingAddress } from '@/lib/shop/types';

const required = (label: string) => z.string().trim().min(1, `${label} is required`);

/** Shipping (spec section 5: all required, country US by default) and the test-mode card. */
export const checkoutSchema = z.object({
  firstName: required('First name'),
  lastName: required('Last name'),
  address: required('Address'),
  city: required('City'),
  state: required('State'),
  zipCode: required('ZIP code'),
  country: z.string().trim().length(2, 'Use a two-letter country code'),
  cardName: required('Name on card'),
  cardNumber: z
    .string()
    .refine((v) => /^\d{12,19}$/.test(cardDigits(v)), 'Enter a card number of 12 to 19 digits')
    .refine((v) => luhnValid(v), 'This card number is not valid'),
  cardExpiry: z
    .string()
    .refine((v) => parseExpiry(v) !== null, 'Use MM/YY')
    .refine((v) => expiryInFuture(v), 'This card has expired'),
  cardCvc: z.string().regex(/^\d{3,4}$/, 'CVC is 3 or 4 digits'),
});

export type CheckoutValues = z.infer<typeof checkoutSchema>;

/** With Stripe, Elements validates the card: only shipping and the cardholder's name here. */
export const stripeCheckoutSchema = checkoutSchema.pick({
  firstName: true,
  lastName: true,
  address: true,
  city: true,
  state: true,
  zipCode: true,
  country: true,
  cardName: true,
});

export const checkoutDefaults: CheckoutValues = {
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'US',
  cardName: '',
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
};

export function toShipping(v: CheckoutValues): ShippingAddress {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    address: v.address.trim(),
    city: v.city.trim(),
    state: v.state.trim(),
    zipCode: v.zipCode.trim(),
    country: v.country.trim().toUpperCase(),
  };
}

export function toCard(v: CheckoutValues): CardInput {
  const exp = parseExpiry(v.cardExpiry) ?? { month: 0, year: 0 };
  return { number: cardDigits(v.cardNumber), expMonth: exp.month, expYear: exp.year, cvc: v.cardCvc, name: v.cardName.trim() };
}

/** Map a server `field` ("card.number", "shipping.zipCode") to the form field it concerns. */
export function formFieldFor(serverField: string | undefined): keyof CheckoutValues | null {
  const map: Record<string, keyof CheckoutValues> = {
    'card.number': 'cardNumber',
    'card.expMonth': 'cardExpiry',
    'card.expYear': 'cardExpiry',
    'card.cvc': 'cardCvc',
    'card.name': 'cardName',
  };
  if (!serverField) return null;
  if (map[serverField]) return map[serverField];
  const m = /^shipping\.(\w+)$/.exec(serverField);
  return m && m[1] in checkoutDefaults ? (m[1] as keyof CheckoutValues) : null;
}
