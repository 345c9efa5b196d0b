import { Boxes, Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ProductImage } from '@/components/product-image';
import { useT } from '@/i18n';
import { useMoney } from '@/lib/fx-rates';
import { formatNumber, formatOz } from '@/lib/format';
import type { InventoryProduct } from '../api/types';
import { StockStatusBadge } from './stock-status-badge';

interface InventoryTableProps {
  products: InventoryProduct[];
  showSeller: boolean;
  onEdit: (product: InventoryProduct) => void;
  onStock: (product: InventoryProduct) => void;
}

/** Product (image, name, weight), seller for admins, metal, live price, stock, status, actions. */
export function InventoryTable({ products, showSeller, onEdit, onStock }: InventoryTableProps) {
  const t = useT();
  const money = useMoney();
  // With the seller column (admins) the row is too wide for a 1280 px screen beside the sidebar:
  // the actions show their icons only (their names stay in aria-label and the tooltip) below 2xl.
  const label = showSeller ? 'hidden 2xl:inline' : undefined;
  return (
    <Table className="min-w-[44rem]">
      <TableHeader>
        <TableRow>
          <TableHead>{t('inventory.table.product')}</TableHead>
          {showSeller && <TableHead>{t('inventory.table.seller')}</TableHead>}
          <TableHead>{t('inventory.table.metal')}</TableHead>
          <TableHead className="text-right">{t('inventory.table.price')}</TableHead>
          <TableHead className="text-right">{t('inventory.table.stock')}</TableHead>
          <TableHead>{t('inventory.table.status')}</TableHead>
          <TableHead className="text-right">{t('inventory.table.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {products.map((p) => (
          <TableRow key={p.id} data-testid="inventory-row">
            <TableCell>
              <div className="flex items-center gap-3">
                <ProductImage
                  src={p.imageUrl}
                  metalType={p.metalType}
                  alt=""
                  className="size-10 shrink-0 rounded-md object-cover"
                />
                <div className="min-w-0">
                  <p className="max-w-[16rem] truncate font-medium text-white">{p.name}</p>
                  <p className="text-xs text-stone-400">
                    {formatOz(p.weight)} · {t(p.form === 'coin' ? 'inventory.form.coin' : 'inventory.form.bar')}
                  </p>
                </div>
              </div>
            </TableCell>
            {showSeller && (
              <TableCell className="max-w-[10rem] whitespace-normal">
                {p.sellerId ? p.sellerName : t('inventory.table.house')}
              </TableCell>
            )}
            <TableCell>{t(`metal.${p.metalType}`)}</TableCell>
            <TableCell className="text-right font-medium">{money.format(p.currentPrice)}</TableCell>
            <TableCell className="text-right">{formatNumber(p.inventory)}</TableCell>
            <TableCell>
              <div className="flex flex-wrap gap-1">
                <StockStatusBadge status={p.stockStatus} />
                {!p.active && <Badge variant="secondary">{t('inventory.status.archived')}</Badge>}
              </div>
            </TableCell>
            <TableCell className="text-right">
              <div className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onStock(p)}
                  aria-label={t('inventory.actions.stockFor', { name: p.name })}
                  title={t('inventory.actions.stock')}
                >
                  <Boxes aria-hidden />
                  <span className={label}>{t('inventory.actions.stock')}</span>
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onEdit(p)}
                  aria-label={t('inventory.actions.editFor', { name: p.name })}
                  title={t('inventory.actions.edit')}
                >
                  <Pencil aria-hidden />
                  <span className={label}>{t('inventory.actions.edit')}</span>
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
