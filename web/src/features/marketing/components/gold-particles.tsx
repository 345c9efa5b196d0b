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
 * visitor prefers reduced motion; a failure to start is logged, never shown.
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

    const draw = () => {
      ctx.clearRect(0, 0, width(), height());
      for (const p of particles) {
        const glow = ctx.createRadialGradient(p.x, p.y, 0, p.x, p.y, p.r * 4);
        glow.addColorStop(0, `rgba(${tint}, ${p.alpha})`);
        glow.addColorStop(1, `rgba(${tint}, 0)`);
        ctx.fillStyle = glow;
        ctx.beginPath();
        ctx.arc(p.x, p.y, p.r * 4, 0, Math.PI * 2);
        ctx.fill();
      }
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

    const onResize = () => {
      size();
      draw();
    };
    window.addEventListener('resize', onResize);
    if (prefersReducedMotion()) draw();
    else frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
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
