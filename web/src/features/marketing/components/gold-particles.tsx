import { useEffect, useRef } from 'react';

interface Particle {
  x: number;
  y: number;
  r: number;
  vy: number;
  vx: number;
  alpha: number;
}

function prefersReducedMotion() {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

function makeParticles(count: number, width: number, height: number): Particle[] {
  return Array.from({ length: count }, () => ({
    x: Math.random() * width,
    y: Math.random() * height,
    r: 0.6 + Math.random() * 2.2,
    vy: -(0.15 + Math.random() * 0.45),
    vx: (Math.random() - 0.5) * 0.2,
    alpha: 0.25 + Math.random() * 0.6,
  }));
}

/**
 * Looping background: drifting metal dust drawn on a canvas. Stands in for the
 * spec's background video without external media. Shows a still frame when the
 * visitor prefers reduced motion, and pauses while scrolled off screen or in a
 * background tab; a failure to start is logged, never shown.
 */
export function GoldParticles({ density = 70, tint = '240, 193, 75' }: { density?: number; tint?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let frame = 0;
    let context: CanvasRenderingContext2D | null = null;
    try {
      context = canvas.getContext('2d');
    } catch (error) {
      console.warn('Hero animation could not start', error);
    }
    if (!context) return;
    const ctx = context;
    const size = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = canvas.clientWidth * ratio;
      canvas.height = canvas.clientHeight * ratio;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    size();
    const width = () => canvas.clientWidth;
    const height = () => canvas.clientHeight;
    const particles = makeParticles(density, width(), height());

    // One glow drawn once and stamped per particle (a gradient per particle per frame kept the
    // main thread busy).
    const sprite = document.createElement('canvas');
    sprite.width = sprite.height = 64;
    const spriteCtx = sprite.getContext('2d');
    if (spriteCtx) {
      const glow = spriteCtx.createRadialGradient(32, 32, 0, 32, 32, 32);
      glow.addColorStop(0, `rgba(${tint}, 1)`);
      glow.addColorStop(1, `rgba(${tint}, 0)`);
      spriteCtx.fillStyle = glow;
      spriteCtx.fillRect(0, 0, 64, 64);
    }

    const draw = () => {
      ctx.clearRect(0, 0, width(), height());
      for (const p of particles) {
        ctx.globalAlpha = p.alpha;
        ctx.drawImage(sprite, p.x - p.r * 4, p.y - p.r * 4, p.r * 8, p.r * 8);
      }
      ctx.globalAlpha = 1;
    };
    const step = () => {
      for (const p of particles) {
        p.y += p.vy;
        p.x += p.vx;
        if (p.y < -10) {
          p.y = height() + 10;
          p.x = Math.random() * width();
        }
      }
      draw();
      frame = requestAnimationFrame(step);
    };

    // Moves only while on screen and in a visible tab; a still frame otherwise.
    let onScreen = true;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      if (onScreen && !document.hidden && !prefersReducedMotion()) frame = requestAnimationFrame(step);
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(([entry]) => {
            onScreen = entry?.isIntersecting ?? true;
            update();
          })
        : null;
    observer?.observe(canvas);
    document.addEventListener('visibilitychange', update);

    const onResize = () => {
      size();
      draw();
    };
    window.addEventListener('resize', onResize);
    draw();
    update();
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
      window.removeEventListener('resize', onResize);
    };
  }, [density, tint]);

  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(212,160,23,0.22),transparent_60%),radial-gradient(ellipse_at_bottom_right,rgba(120,80,10,0.25),transparent_55%)]" />
      <canvas ref={canvasRef} className="absolute inset-0 size-full" />
      <div className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-t from-stone-950 to-transparent" />
    </div>
  );
}
