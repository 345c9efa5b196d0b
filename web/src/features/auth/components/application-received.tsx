import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Shown after a trader applies: the account exists but waits for an administrator. */
export function ApplicationReceived({ email }: { email: string }) {
  return (
    <section aria-labelledby="application-received" className="flex flex-col items-center text-center" role="status">
      <CircleCheck aria-hidden className="size-12 text-gold" />
      <h2 id="application-received" className="mt-4 text-2xl font-bold text-white">
        Application received
      </h2>
      <p className="mt-3 text-stone-300">
        Your gold trader account for <span className="font-semibold text-white">{email}</span> has been
        created and is pending approval.
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        An administrator must approve it before you can sign in. This usually takes 2-3 business days.
      </p>
      <Button asChild variant="outline" className="mt-6">
        <Link to="/">Back to Home</Link>
      </Button>
    </section>
  );
}
