import { Bot, Check, User } from 'lucide-react';
import { useT } from '@/i18n';
import { assistantPoints } from '../../content/landing-content';
import { cardClass } from '../button-styles';
import { cn } from '../cn';
import { Section, SectionHeading } from '../section';

const sampleChat = [
  { from: 'user', textId: 'landing.assistant.chat.q1' },
  { from: 'ai', textId: 'landing.assistant.chat.a1' },
  { from: 'user', textId: 'landing.assistant.chat.q2' },
  { from: 'ai', textId: 'landing.assistant.chat.a2' },
] as const;

export function AssistantSection() {
  const t = useT();
  return (
    <Section id="assistant" labelledBy="assistant-title">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="assistant-title"
            align="left"
            eyebrow={t('landing.assistant.eyebrow')}
            title={t('landing.assistant.title')}
            description={t('landing.assistant.description')}
          />
          <ul className="space-y-3">
            {assistantPoints(t).map((point) => (
              <li key={point} className="flex gap-3 text-stone-200">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-[#f0c14b]" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <figure className={cn(cardClass, 'space-y-3')} aria-label={t('landing.assistant.sampleLabel')}>
          {sampleChat.map((message) => (
            <div key={message.textId} className={cn('flex gap-3', message.from === 'user' && 'flex-row-reverse')}>
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-stone-800 text-[#f0c14b]">
                {message.from === 'ai' ? (
                  <Bot aria-hidden="true" className="size-4" />
                ) : (
                  <User aria-hidden="true" className="size-4" />
                )}
              </span>
              <p
                className={cn(
                  'max-w-[85%] rounded-2xl px-4 py-2 text-sm',
                  message.from === 'ai' ? 'bg-stone-800 text-stone-100' : 'bg-[#d4a017] text-stone-950',
                )}
              >
                <span className="sr-only">
                  {message.from === 'ai'
                    ? t('landing.assistant.chat.assistantPrefix')
                    : t('landing.assistant.chat.youPrefix')}
                </span>
                {t(message.textId)}
              </p>
            </div>
          ))}
          <figcaption className="pt-2 text-xs text-stone-400">{t('landing.assistant.caption')}</figcaption>
        </figure>
      </div>
    </Section>
  );
}
