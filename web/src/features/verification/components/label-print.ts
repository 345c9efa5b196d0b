import { qrLabelUrl } from '../api/qr-label';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Opens a print-friendly page with the item's QR label, serial and product, and the browser's
 * print dialog once the QR image has loaded. Texts come translated from the caller.
 */
export function printLabel(item: { serialNumber: string; productName: string }, texts: { title: string; alt: string }) {
  const win = window.open('', '_blank', 'width=420,height=560');
  if (!win) return false;
  const src = new URL(qrLabelUrl(item.serialNumber), window.location.origin).href;
  win.document
    .write(`<!doctype html><html lang="${escape(document.documentElement.lang || 'en')}"><head><meta charset="utf-8">
<title>${escape(texts.title)}</title>
<style>
  @page { size: 62mm 80mm; margin: 4mm; }
  body { font-family: system-ui, sans-serif; color: #000; background: #fff; margin: 0; display: flex; justify-content: center; }
  figure { margin: 0; width: 54mm; text-align: center; }
  img { width: 100%; height: auto; }
  .serial { font: 600 11pt ui-monospace, monospace; margin-top: 2mm; word-break: break-all; }
  .product { font-size: 9pt; margin-top: 1mm; }
</style></head><body>
<figure><img src="${escape(src)}" alt="${escape(texts.alt)}">
<figcaption><div class="serial">${escape(item.serialNumber)}</div><div class="product">${escape(item.productName)}</div></figcaption></figure>
</body></html>`);
  win.document.close();
  // No inline script (the page's CSP refuses it): print from here once the QR has loaded.
  const img = win.document.querySelector('img');
  const print = () => {
    win.focus();
    win.print();
  };
  if (!img || img.complete) print();
  else img.addEventListener('load', print, { once: true });
  return true;
}
