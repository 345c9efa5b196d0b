-- The units of a product still for sale, newest first (provenance::availableItemsOfProduct, on
-- every order line): provenance_items_product (product_id, status) also holds every unit already
-- allocated to an order and waiting in the vault, so the lookup walked all of a hot product's sold
-- units, a cost that grew with its history. Only unallocated units are in this index.
CREATE INDEX IF NOT EXISTS provenance_items_available ON provenance_items(product_id, id)
  WHERE order_id IS NULL AND status IN ('in_vault', 'at_dealer');

-- A buyer's active holds on a product (reservedByUser, on every add to cart): started from the
-- buyer's quotes, the lookup walked all of them; the active holds of a product are the few
-- checkouts in flight.
CREATE INDEX IF NOT EXISTS stock_reservations_active ON stock_reservations(product_id)
  WHERE status = 'active';
