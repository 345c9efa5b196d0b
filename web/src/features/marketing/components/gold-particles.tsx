import { useEffect, useRef } from 'react';
import { idleSteps, whenIdle } from '@/lib/scheduling';

/** A layer of dust: its share of the particles, their sizes and how fast it rises (CSS px per second). */
interface DustLayer {
  share: number;
  minRadius: number;
  maxRadius: number;
  speed: number;
}

/** Far dust small and slow, near dust larger and faster: depth without per-frame work. */
const layers: DustLayer[] = [
  { share: 0.6, minRadius: 0.6, maxRadius: 1.8, speed: 14 },
  { share: 0.4, minRadius: 1.4, maxRadius: 2.8, speed: 30 },
];

export type Motion = 'running' | 'paused';

/** The dust moves only on screen, in a visible tab, and never for a visitor who prefers reduced motion. */
export function dustMotion(state: { onScreen: boolean; hidden: boolean; reducedMotion: boolean }): Motion {
  return state.onScreen && !state.hidden && !state.reducedMotion ? 'running' : 'paused';
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function glowSprite(tint: string) {
  const sprite = document.createElement('canvas');
  sprite.width = sprite.height = 64;
  const ctx = sprite.getContext('2d');
  if (ctx) {
    const glow = ctx.createRadialGradient(32, 32, 0, 32, 32, 32);
    glow.addColorStop(0, `rgba(${tint}, 1)`);
    glow.addColorStop(1, `rgba(${tint}, 0)`);
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, 64, 64);
  }
  return sprite;
}

/**
 * Canvas pixels per CSS pixel. The glows are soft, so half resolution (scaled up by the browser)
 * looks the same, and a quarter of the pixels is a quarter of the bitmap the compositor takes over
 * on the main thread (a hero-sized layer at 1:1 made a 20 ms task on a phone-sized page).
 */
export const dustResolution = 0.5;

/** Glows drawn per idle callback: each step stays a few milliseconds even on a slow phone. */
export const glowsPerStep = 12;

/** A layer's canvas sized for its tile twice, ready to draw on in CSS pixels; null if it cannot draw. */
function sizeLayer(canvas: HTMLCanvasElement) {
  const width = canvas.clientWidth;
  const height = canvas.clientHeight / 2;
  const ratio = dustResolution;
  canvas.width = Math.max(1, Math.round(width * ratio));
  canvas.height = Math.max(1, Math.round(height * 2 * ratio));
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  return { ctx, width, height };
}

/**
 * Draw `count` glows at random places in a tile as large as the backdrop, the tile twice, one above
 * the other (each glow also one tile higher and lower), so the layer loops without a seam when it
 * has risen by one tile.
 */
function drawGlows(
  { ctx, width, height }: NonNullable<ReturnType<typeof sizeLayer>>,
  layer: DustLayer,
  count: number,
  sprite: HTMLCanvasElement,
) {
  for (let i = 0; i < count; i += 1) {
    const r = layer.minRadius + Math.random() * (layer.maxRadius - layer.minRadius);
    const x = Math.random() * width;
    const y = Math.random() * height;
    ctx.globalAlpha = 0.25 + Math.random() * 0.6;
    for (const dy of [-height, 0, height, 2 * height]) ctx.drawImage(sprite, x - r * 4, y + dy - r * 4, r * 8, r * 8);
  }
}

/**
 * Looping background: drifting metal dust. Stands in for the spec's background video without
 * external media. Each layer is a canvas twice the backdrop's height, painted once, when the page
 * is idle and at half resolution (a canvas, not a background image: it is never a Largest
 * Contentful Paint candidate), that a CSS animation moves up by half its height (`.dust-layer` in
 * index.css): a transform the compositor runs, so the main thread does no work per frame. The
 * animation is paused off screen (IntersectionObserver), in a background tab (visibilitychange)
 * and for a visitor who prefers reduced motion, who gets the still tile. A failure to draw is
 * logged, never shown.
 */
export function GoldParticles({ density = 70, tint = '240, 193, 75' }: { density?: number; tint?: string }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const layerRefs = useRef<(HTMLCanvasElement | null)[]>([]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let painted = '';
    let resizeTimer: ReturnType<typeof setTimeout> | undefined;

    // Painted once the page is idle, in small steps, one per idle callback (the glow sprite; each
    // layer's canvas; `glowsPerStep` glows at a time): the dust is decoration, and neither the first
    // paint nor hydration should wait for it, nor any step make a long task on a slow phone (the
    // backdrop's gradient shows meanwhile, the glows appear as they are drawn).
    let cancelPaint = () => {};
    const paint = () => {
      const size = `${root.clientWidth}x${root.clientHeight}`;
      if (!root.clientWidth || !root.clientHeight || size === painted) return;
      painted = size;
      cancelPaint();
      let sprite: HTMLCanvasElement | undefined;
      let failed = false;
      const step = (work: () => void) => () => {
        if (failed) return;
        try {
          work();
        } catch (error) {
          failed = true;
          console.warn('Hero animation could not start', error);
        }
      };
      const steps = [step(() => (sprite = glowSprite(tint)))];
      layers.forEach((layer, i) => {
        const count = Math.round(density * layer.share);
        let target: ReturnType<typeof sizeLayer> = null;
        steps.push(step(() => (target = layerRefs.current[i] ? sizeLayer(layerRefs.current[i]) : null)));
        for (let drawn = 0; drawn < count; drawn += glowsPerStep) {
          const batch = Math.min(glowsPerStep, count - drawn);
          steps.push(step(() => target && sprite && drawGlows(target, layer, batch, sprite)));
        }
        steps.push(
          step(() => {
            const canvas = layerRefs.current[i];
            if (target && canvas) canvas.style.animationDuration = `${(root.clientHeight / layer.speed).toFixed(1)}s`;
          }),
        );
      });
      cancelPaint = idleSteps(steps);
    };

    const reducedMotion = typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : undefined;
    let onScreen = true;
    const update = () => {
      root.dataset.motion = dustMotion({
        onScreen,
        hidden: document.hidden,
        reducedMotion: reducedMotion?.matches ?? false,
      });
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(([entry]) => {
            onScreen = entry?.isIntersecting ?? true;
            update();
          })
        : null;
    observer?.observe(root);
    document.addEventListener('visibilitychange', update);
    reducedMotion?.addEventListener?.('change', update);
    const onResize = () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(paint, 200);
    };
    window.addEventListener('resize', onResize);
    const cancelFirstPaint = whenIdle(paint);
    update();
    return () => {
      cancelFirstPaint();
      cancelPaint();
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
      reducedMotion?.removeEventListener?.('change', update);
      clearTimeout(resizeTimer);
      window.removeEventListener('resize', onResize);
    };
  }, [density, tint]);

  return (
    <div
      ref={rootRef}
      aria-hidden="true"
      data-motion="paused"
      className="pointer-events-none absolute inset-0 overflow-hidden"
    >
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(212,160,23,0.22),transparent_60%),radial-gradient(ellipse_at_bottom_right,rgba(120,80,10,0.25),transparent_55%)]" />
      {layers.map((layer, i) => (
        <canvas
          key={layer.speed}
          ref={(element) => {
            layerRefs.current[i] = element;
          }}
          className="dust-layer"
        />
      ))}
      <div className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-t from-stone-950 to-transparent" />
    </div>
  );
}
