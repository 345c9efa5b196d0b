import { Link, useLocation } from 'react-router';
import { Home, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-8">
        <div className="flex items-center gap-3">
          <TriangleAlert aria-hidden className="size-8 shrink-0 text-gold" />
          <h1 className="text-2xl font-bold text-white">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          Nothing lives at <code className="rounded bg-muted px-1.5 py-0.5 text-stone-200">{pathname}</code>.
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          Did you forget to add the page to the route table in{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 text-stone-200">web/src/config/routes.ts</code>?
        </p>
        <Button asChild className="mt-6">
          <Link to="/">
            <Home aria-hidden />
            Go to the homepage
          </Link>
        </Button>
      </Card>
    </main>
  );
}
