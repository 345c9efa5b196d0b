import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@/components/localized-link';
import { useT } from '@/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { answerQuestion, loadAssistantTexts, serialAnswer } from '@/lib/provenance/assistant';
import { mayBeSignedIn, useAuth } from '@/lib/auth';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { marketPricesQueryOptions } from '@/lib/market/get-market-prices';
import { realTimePricesQueryOptions } from '@/lib/market/get-real-time-prices';
import { verifySerial } from '../../api/verify-serial';
import { buttonStyles } from '../button-styles';
import { AssistantBubble, assistantInputClass } from './assistant-bubble';

/** The spec's typing indicator: an answer appears 1.5 s after the question, or when its data has arrived. */
export const TYPING_DELAY_MS = 1500;

export interface AssistantChatProps {
  /** What the visitor had typed into the static input before this chunk arrived. */
  initialInput?: string;
  /** A question submitted before this chunk arrived: asked at once. */
  pendingQuestion?: string;
}

interface Message {
  id: number;
  from: 'ai' | 'user';
  text: string;
  signUp?: boolean;
}

const delay = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The landing page's assistant, loaded on first use (assistant-section.tsx renders its static
 * shell). It answers with lib/provenance/assistant.ts, the same logic as /traceability's, from public data:
 * GET /api/verify/{serial}, /api/market-prices and /api/real-time-prices (simulated or not).
 */
export function AssistantChat({ initialInput = '', pendingQuestion }: AssistantChatProps) {
  const t = useT();
  const hydrated = useHydrated();
  const client = useQueryClient();
  const { isAuthenticated } = useAuth({ ask: mayBeSignedIn() });
  const [messages, setMessages] = useState<Message[]>([]);
  const [input, setInput] = useState(initialInput);
  const [typing, setTyping] = useState(false);
  const nextId = useRef(1);
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, setInput);
  const asked = useRef(false);

  const answer = async (question: string): Promise<Omit<Message, 'id' | 'from'> | null> => {
    await loadAssistantTexts().catch(() => undefined);
    const [prices, simulated] = await Promise.all([
      client.fetchQuery(marketPricesQueryOptions()).catch(() => undefined),
      client
        .fetchQuery(realTimePricesQueryOptions())
        .then((rows) => Array.isArray(rows) && rows.some((r) => r.simulated))
        .catch(() => false),
    ]);
    const reply = answerQuestion(question, { prices, simulated, signedOut: !isAuthenticated });
    if (!reply) return null;
    if (reply.kind === 'lookup') return { text: serialAnswer(reply.serial, await verifySerial(reply.serial)) };
    return { text: reply.text, signUp: reply.kind === 'signUp' };
  };

  const ask = (raw: string) => {
    const question = raw.trim();
    if (!question || typing) return;
    setMessages((m) => [...m, { id: nextId.current++, from: 'user', text: question }]);
    setInput('');
    setTyping(true);
    void Promise.all([answer(question), delay(TYPING_DELAY_MS)]).then(([reply]) => {
      if (reply) setMessages((m) => [...m, { id: nextId.current++, from: 'ai', ...reply }]);
      setTyping(false);
    });
  };

  useEffect(() => {
    inputRef.current?.focus();
    if (pendingQuestion && !asked.current) {
      asked.current = true;
      ask(pendingQuestion);
    }
    // Runs once, when the chunk has replaced the static shell.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    ask(input);
  };

  const body = (m: Message): ReactNode =>
    m.signUp ? (
      <>
        {m.text}{' '}
        <Link to="/register" className="font-semibold text-[#f0c14b] underline underline-offset-2">
          {t('assistant.signUpLink')}
        </Link>
      </>
    ) : (
      m.text
    );

  return (
    <>
      <ul aria-label={t('landing.assistant.title')} aria-live="polite" className="max-h-96 space-y-3 overflow-y-auto">
        <AssistantBubble from="ai">{t('landing.assistant.greeting')}</AssistantBubble>
        {messages.map((m) => (
          <AssistantBubble key={m.id} from={m.from}>
            {body(m)}
          </AssistantBubble>
        ))}
        {typing && (
          <li className="text-sm text-stone-400" role="status">
            {t('assistant.typing')}
          </li>
        )}
      </ul>
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor="landing-assistant-input" className="sr-only">
          {t('landing.assistant.inputLabel')}
        </label>
        <input
          ref={inputRef}
          id="landing-assistant-input"
          autoComplete="off"
          className={assistantInputClass}
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
        <button type="submit" disabled={!hydrated} className={buttonStyles({ size: 'sm', hydrating: !hydrated })}>
          {t('landing.assistant.send')}
        </button>
      </form>
    </>
  );
}
