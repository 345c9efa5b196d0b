import { useT } from '@/i18n';
import { GoldParticles } from '../gold-particles';
import { percent } from '../../content/figures';
import type { Metal, MetalContent } from '../../content/metal-content';

/** Animated product visual (stands in for the spec's product video; no external media). */
export function MetalMediaPanel({ metal, content }: { metal: Metal; content: MetalContent }) {
  const t = useT();
  const fill = `rgb(${content.tint})`;
  const purity = percent(content.purity);
  return (
    <figure className="relative isolate flex aspect-video items-center justify-center overflow-hidden rounded-2xl border border-stone-800 bg-gradient-to-br from-stone-900 to-stone-950">
      <GoldParticles density={45} tint={content.tint} />
      <svg
        viewBox="0 0 200 120"
        role="img"
        aria-label={t('metalPage.media.alt', { metal, purity })}
        className="relative w-3/5 max-w-xs drop-shadow-2xl"
      >
        <path d="M40 30h120l30 70H10z" fill={fill} />
        <path d="M40 30h120l-10 14H50z" fill="#fff" opacity="0.45" />
        <path d="M10 100h180" stroke="#000" strokeOpacity="0.25" />
        <text
          x="100"
          y="74"
          textAnchor="middle"
          fontSize="13"
          fontWeight="700"
          fill="#292524"
          fontFamily="system-ui, sans-serif"
        >
          {content.symbol} · {purity}
        </text>
        <text x="100" y="90" textAnchor="middle" fontSize="9" fill="#44403c" fontFamily="system-ui, sans-serif">
          {t('metalPage.media.stamp')}
        </text>
      </svg>
      <figcaption className="absolute bottom-3 left-4 text-xs text-stone-300">
        {t('metalPage.media.caption', { metal, sizes: content.barSizes })}
      </figcaption>
    </figure>
  );
}
