-- A payment provider's event names its payment intent; the webhook finds the quote by that
-- reference (CheckoutRepository::findByProviderRef, on every delivered payment event). Without an
-- index the lookup read every quote ever made, a cost per payment that grew with history. The
-- references the server makes itself begin with their creation time (crypto::timeOrderedToken),
-- so this index grows at one end like the quotes' other keys.
CREATE INDEX IF NOT EXISTS checkout_quotes_provider_ref ON checkout_quotes(provider_ref);
