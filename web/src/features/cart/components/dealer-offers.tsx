import { Check, Clock, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n';
import { formatDateTime, formatUsd } from '@/lib/format';
import { useMyOffers, type DealerOffer } from '@/features/cart/api/get-offers';
import { useRespondOffer } from '@/features/cart/api/respond-offer';

function OfferCard({ offer }: { offer: DealerOffer }) {
  const t = useT();
  const respond = useRespondOffer();
  const answer = (accept: boolean) => respond.mutate({ id: offer.id, accept });

  return (
    <li className="rounded-xl border border-primary/30 bg-primary/5 p-4" data-testid="dealer-offer">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-white">{t('cart.offers.from', { seller: offer.sellerName })}</h3>
          <p className="mt-0.5 flex items-center gap-1 text-xs text-stone-400">
            <Clock aria-hidden className="size-3.5" />
            {t('cart.offers.expires', { date: formatDateTime(offer.expiresAt) })}
          </p>
        </div>
        <p className="text-lg font-bold text-white tabular-nums">{formatUsd(offer.total)}</p>
      </div>
      <ul className="mt-3 flex flex-col gap-1 text-sm">
        {offer.lines.map((line) => (
          <li key={line.productId} className="flex justify-between gap-3 text-stone-300">
            <span className="min-w-0">
              {t('cart.offers.line', { quantity: line.quantity, name: line.name, price: formatUsd(line.unitPrice) })}
            </span>
            <span className="tabular-nums">{formatUsd(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      {offer.note && <p className="mt-2 text-sm text-stone-400 italic">“{offer.note}”</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={respond.isPending}
          aria-label={t('cart.offers.acceptFor', { seller: offer.sellerName, id: offer.id })}
          onClick={() => answer(true)}
        >
          <Check aria-hidden />
          {t('cart.offers.accept')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={respond.isPending}
          aria-label={t('cart.offers.declineFor', { seller: offer.sellerName, id: offer.id })}
          onClick={() => answer(false)}
        >
          <X aria-hidden />
          {t('cart.offers.decline')}
        </Button>
      </div>
    </li>
  );
}

/** "Offers from your dealers": open offers with their locked prices; accepting fills the cart. */
export function DealerOffers({ className }: { className?: string }) {
  const t = useT();
  const offers = useMyOffers();
  const open = (offers.data ?? []).filter((o) => o.status === 'open');
  if (open.length === 0) return null;
  return (
    <Card className={className}>
      <CardHeader className="pb-0">
        <CardTitle>{t('cart.offers.title')}</CardTitle>
        <CardDescription>{t('cart.offers.description')}</CardDescription>
      </CardHeader>
      <CardContent className="pt-4">
        <ul className="flex flex-col gap-3">
          {open.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
