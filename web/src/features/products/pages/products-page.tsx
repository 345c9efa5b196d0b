import { PagePlaceholder } from '@/components/ui/page-placeholder';

export default function ProductsPage() {
  return <PagePlaceholder title="Precious Metals Catalog" description="Browse bars and coins in gold, silver, platinum and palladium." />;
}
