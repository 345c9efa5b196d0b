import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productKeys } from '@/lib/shop/keys';
import type { InventoryProduct, ProductInput } from './types';

/** POST /api/products → 201 product. */
export const createProduct = (body: ProductInput) => apiRequest<InventoryProduct>('POST', '/api/products', body);

/** PATCH /api/products/{id} (never `stock`: that goes through the stock endpoint). */
export const updateProduct = (id: number, body: Partial<Omit<ProductInput, 'stock'>>) =>
  apiRequest<InventoryProduct>('PATCH', `/api/products/${id}`, body);

/** POST /api/products/{id}/image, multipart field `file` (JPEG/PNG/WebP, 2 MB). */
export function uploadProductImage(id: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<InventoryProduct>('POST', `/api/products/${id}/image`, form);
}

/**
 * Create or update a product, then upload its image when one was chosen. The image goes after
 * the product exists (it needs the id); a refused image leaves the saved product as it is.
 */
export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, image }: { id?: number; body: ProductInput; image?: File | null }) => {
      let product: InventoryProduct;
      if (id === undefined) product = await createProduct(body);
      else {
        const { stock: _stock, ...patch } = body;
        void _stock;
        product = await updateProduct(id, patch);
      }
      if (image) product = await uploadProductImage(product.id, image);
      return product;
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: productKeys.all }),
        client.invalidateQueries({ queryKey: productKeys.mine }),
      ]),
  });
}
