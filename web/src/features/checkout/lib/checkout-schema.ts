import { z } from 'zod';
import { i18n, type MessageId } from '@/i18n';
import { cardDigits, expiryInFuture, luhnValid, parseExpiry } from '@/features/checkout/lib/card';
import type { CardInput, ShippingAddress } from '@/lib/shop/types';

/** A validation message in the active language, read when the check fails (not at import). */
const msg = (id: MessageId) => ({ error: () => i18n._(id) });
const required = (id: MessageId) => z.string().trim().min(1, msg(id));

/** Shipping (spec section 5: all required, country US by default) and the test-mode card. */
export const checkoutSchema = z.object({
  firstName: required('checkout.v.firstName'),
  lastName: required('checkout.v.lastName'),
  address: required('checkout.v.address'),
  city: required('checkout.v.city'),
  state: required('checkout.v.state'),
  zipCode: required('checkout.v.zip'),
  country: z.string().trim().length(2, msg('checkout.v.country')),
  cardName: required('checkout.v.cardName'),
  cardNumber: z
    .string()
    .refine((v) => /^\d{12,19}$/.test(cardDigits(v)), msg('checkout.v.cardLength'))
    .refine((v) => luhnValid(v), msg('checkout.v.cardInvalid')),
  cardExpiry: z
    .string()
    .refine((v) => parseExpiry(v) !== null, msg('checkout.v.expiryFormat'))
    .refine((v) => expiryInFuture(v), msg('checkout.v.expired')),
  cardCvc: z.string().regex(/^\d{3,4}$/, msg('checkout.v.cvc')),
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

/** The shipping address's fields, as the form and the API name them. */
export const shippingFields = ['firstName', 'lastName', 'address', 'city', 'state', 'zipCode', 'country'] as const;

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
  return {
    number: cardDigits(v.cardNumber),
    expMonth: exp.month,
    expYear: exp.year,
    cvc: v.cardCvc,
    name: v.cardName.trim(),
  };
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
