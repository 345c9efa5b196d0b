/** GET /api/provenance/items/{serial}/qr.svg: the item's printable QR label. */
export const qrLabelUrl = (serial: string) => `/api/provenance/items/${encodeURIComponent(serial)}/qr.svg`;
