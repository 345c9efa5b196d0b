import { Clock, MessageSquare } from 'lucide-react';
import { useT } from '@/i18n';
import { contactChannels } from '../../content/landing-content';
import { cardClass, focusRing } from '../button-styles';
import { cn } from '../cn';
import { Section, SectionHeading } from '../section';

export function ContactSection() {
  const t = useT();
  return (
    <Section id="contact" labelledBy="contact-title" className="bg-stone-900/40">
      <SectionHeading
        id="contact-title"
        eyebrow={t('landing.nav.contact')}
        title={t('landing.contact.title')}
        description={t('landing.contact.description')}
      />
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {contactChannels(t).map(({ icon: Icon, title, value, href }) => (
          <li key={title} className={cardClass}>
            <Icon aria-hidden="true" className="mb-3 size-6 text-[#f0c14b]" />
            <h3 className="font-semibold text-white">{title}</h3>
            {href ? (
              <a
                href={href}
                className={cn(
                  'mt-1 block break-words rounded text-stone-200 underline-offset-4 hover:underline',
                  focusRing,
                )}
              >
                {value}
              </a>
            ) : (
              <p className="mt-1 text-stone-200">{value}</p>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center justify-center gap-4 text-stone-200 sm:flex-row sm:gap-10">
        <p className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-5 text-[#f0c14b]" /> {t('landing.contact.available')}
        </p>
        <p className="flex items-center gap-2">
          <MessageSquare aria-hidden="true" className="size-5 text-[#f0c14b]" /> {t('landing.contact.response')}
        </p>
      </div>
    </Section>
  );
}
