// The page's entry (index.html). A pre-rendered public page paints from its HTML and CSS alone, so
// the app's code (React, the router, the page's chunk: about 110 KB compressed) is only requested
// once its first contentful paint is on screen: on a slow link it then never competes with the
// stylesheet for bandwidth, and the paint never waits for script evaluation. Any other page (the
// SPA shell, a background tab, where no frame is painted until it is shown) starts the app at
// once.
import { prerenderedAttribute } from '@/config/prerender';
import { afterFirstPaint } from '@/lib/after-first-paint';
import './index.css';

const start = () => void import('./main');
const prerendered = document.getElementById('root')?.hasAttribute(prerenderedAttribute) ?? false;
if (prerendered && document.visibilityState === 'visible') {
  afterFirstPaint(start);
} else {
  start();
}
