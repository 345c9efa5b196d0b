import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Mic } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { i18n, useT } from '@/i18n';
import { useMarketPrices } from '@/lib/market/get-market-prices';
import { useSimulatedFeed } from '@/lib/market/get-real-time-prices';
import type { VerificationResult } from '@/lib/provenance/types';
import { assistantReply, loadAssistantTexts } from '@/lib/provenance/assistant';

interface Message {
  id: number;
  type: 'ai' | 'user' | 'system';
  content: string;
}

export const TYPING_DELAY_MS = 1500;
/** Without the Web Speech API the voice button is the spec's 2-second toggle that fills a sample question. */
export const VOICE_TOGGLE_MS = 2000;

interface Recognition {
  lang: string;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
}

function speechRecognition(): (new () => Recognition) | null {
  const w = window as unknown as {
    SpeechRecognition?: new () => Recognition;
    webkitSpeechRecognition?: new () => Recognition;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

const CAPABILITIES = [
  'traceability.capability.verify',
  'traceability.capability.trust',
  'traceability.capability.prices',
  'traceability.capability.statuses',
] as const;

export function AssistantTab({ last }: { last: VerificationResult | null }) {
  const t = useT();
  const prices = useMarketPrices();
  const simulated = useSimulatedFeed();
  const [messages, setMessages] = useState<Message[]>([
    { id: 1, type: 'ai', content: i18n._('traceability.assistant.greeting') },
  ]);
  const [input, setInput] = useState('');
  const [typing, setTyping] = useState(false);
  const [listening, setListening] = useState(false);
  const nextId = useRef(2);
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (last && announced.current !== last.serialNumber) {
      announced.current = last.serialNumber;
      setMessages((m) => [
        ...m,
        {
          id: nextId.current++,
          type: 'system',
          content: i18n._('traceability.assistant.lastScan', { serial: last.serialNumber, score: last.trustScore }),
        },
      ]);
    }
  }, [last]);

  const send = (e: FormEvent) => {
    e.preventDefault();
    const question = input.trim();
    if (!question || typing) return;
    setMessages((m) => [...m, { id: nextId.current++, type: 'user', content: question }]);
    setInput('');
    setTyping(true);
    const texts = loadAssistantTexts().catch(() => undefined);
    window.setTimeout(() => {
      void texts.then(() => {
        const reply = assistantReply(question, last, prices.data, { simulated }) ?? '';
        setMessages((m) => [...m, { id: nextId.current++, type: 'ai', content: reply }]);
        setTyping(false);
      });
    }, TYPING_DELAY_MS);
  };

  const listen = () => {
    if (listening) return;
    setListening(true);
    const Speech = speechRecognition();
    if (!Speech) {
      window.setTimeout(() => {
        setInput(i18n._('traceability.assistant.sampleQuestion'));
        setListening(false);
      }, VOICE_TOGGLE_MS);
      return;
    }
    const recognition = new Speech();
    recognition.lang = i18n.locale;
    recognition.interimResults = false;
    recognition.onresult = (event) => setInput(event.results[0]?.[0]?.transcript ?? '');
    recognition.onend = () => setListening(false);
    recognition.onerror = () => setListening(false);
    recognition.start();
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0 space-y-3">
        <ul
          aria-label={t('traceability.assistant.chat')}
          className="max-h-96 space-y-2 overflow-y-auto rounded-xl border border-border p-3"
        >
          {messages.map((m) => (
            <li
              key={m.id}
              className={m.type === 'user' ? 'text-right' : m.type === 'system' ? 'text-xs text-muted-foreground' : ''}
            >
              <span className="inline-block rounded-lg bg-stone-900 px-3 py-2 text-sm">{m.content}</span>
            </li>
          ))}
          {typing && <li className="text-sm text-muted-foreground">{t('traceability.assistant.typing')}</li>}
        </ul>
        <form onSubmit={send} className="flex gap-2">
          <label htmlFor="assistant-input" className="sr-only">
            {t('traceability.assistant.message')}
          </label>
          <Input
            id="assistant-input"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder={t('traceability.assistant.placeholder')}
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-pressed={listening}
            aria-label={t(listening ? 'traceability.assistant.listening' : 'traceability.assistant.voice')}
            onClick={listen}
          >
            <Mic aria-hidden className={listening ? 'animate-pulse text-primary' : undefined} />
          </Button>
          <Button type="submit">{t('traceability.assistant.send')}</Button>
        </form>
      </div>
      <section aria-label={t('traceability.capability.title')} className="rounded-xl border border-border p-4">
        <h3 className="font-semibold">{t('traceability.capability.title')}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {CAPABILITIES.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
