/** The slice of Stripe.js (https://js.stripe.com/v3) this page uses; no npm package. */
export interface StripeCardElement {
  mount(el: HTMLElement): void;
  destroy(): void;
}
export interface StripeJs {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement };
  createPaymentMethod(args: {
    type: 'card';
    card: StripeCardElement;
    billing_details?: { name?: string };
  }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}
type StripeFactory = (publishableKey: string) => StripeJs;

export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

let loading: Promise<StripeFactory> | null = null;

/**
 * Injects Stripe.js once, on demand (only when the checkout says provider=stripe; the CSP allows
 * js.stripe.com only then), and resolves with `Stripe(publishableKey)`.
 */
export function loadStripe(publishableKey: string): Promise<StripeJs> {
  const w = window as unknown as { Stripe?: StripeFactory };
  if (!loading) {
    loading = new Promise<StripeFactory>((resolve, reject) => {
      if (w.Stripe) return resolve(w.Stripe);
      const script = document.createElement('script');
      script.src = STRIPE_JS_URL;
      script.async = true;
      script.onload = () => (w.Stripe ? resolve(w.Stripe) : reject(new Error('Stripe.js did not load')));
      script.onerror = () => {
        loading = null;
        reject(new Error('Stripe.js could not be loaded'));
      };
      document.head.appendChild(script);
    });
  }
  return loading.then((factory) => factory(publishableKey));
}
