import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Check } from 'lucide-react';
import { useT } from '@/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { assistantPoints } from '../../content/landing-content';
import { buttonStyles, cardClass } from '../button-styles';
import { cn } from '../cn';
import { Section, SectionHeading } from '../section';
import { AssistantBubble, assistantInputClass } from './assistant-bubble';
import type { AssistantChatProps } from './assistant-chat';

type Chat = ComponentType<AssistantChatProps>;
let chatModule: Promise<Chat> | undefined;
/** The chat's code (answers, lookups, prices) is its own chunk, loaded on first use of the input. */
const loadChat = () => (chatModule ??= import('./assistant-chat').then((m) => m.AssistantChat));

export function AssistantSection() {
  const t = useT();
  const hydrated = useHydrated();
  const [Chat, setChat] = useState<Chat | null>(null);
  const [pending, setPending] = useState<string | undefined>();
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const start = () => {
    loadChat().then(
      (component) => {
        setTyped(input.current?.value ?? '');
        setChat(() => component);
      },
      () => {
        chatModule = undefined; // a failed download is retried on the next focus
      },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const question = input.current?.value.trim();
    if (!question) return;
    setPending(question);
    start();
  };

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
        <div className={cn(cardClass, 'space-y-4')}>
          {Chat ? (
            <Chat initialInput={pending ? '' : typed} pendingQuestion={pending} />
          ) : (
            <>
              <ul aria-label={t('landing.assistant.title')} className="space-y-3">
                <AssistantBubble from="ai">{t('landing.assistant.greeting')}</AssistantBubble>
              </ul>
              <form onSubmit={submit} className="flex gap-2">
                <label htmlFor="landing-assistant-input" className="sr-only">
                  {t('landing.assistant.inputLabel')}
                </label>
                <input
                  ref={input}
                  id="landing-assistant-input"
                  autoComplete="off"
                  className={assistantInputClass}
                  onFocus={start}
                  onPointerDown={start}
                />
                <button
                  type="submit"
                  disabled={!hydrated}
                  className={buttonStyles({ size: 'sm', hydrating: !hydrated })}
                >
                  {t('landing.assistant.send')}
                </button>
              </form>
            </>
          )}
        </div>
      </div>
    </Section>
  );
}
