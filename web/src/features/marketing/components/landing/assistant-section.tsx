import { Bot, Check, User } from 'lucide-react';
import { assistantPoints } from '../../content/landing-content';
import { cardClass } from '../button-styles';
import { cn } from '../cn';
import { Section, SectionHeading } from '../section';

const sampleChat = [
  { from: 'user', text: 'What is gold trading at right now?' },
  { from: 'ai', text: 'Gold is quoted around $2,047 per oz, silver $24.15, platinum $1,023 and palladium $1,087 (sample figures).' },
  { from: 'user', text: 'Is bar AU-2024-001234 genuine?' },
  { from: 'ai', text: 'Its trust score weighs certification (30%), supply chain (25%), blockchain (20%), physical checks (15%) and history (10%). Above 95% is exceptional.' },
] as const;

export function AssistantSection() {
  return (
    <Section id="assistant" labelledBy="assistant-title">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="assistant-title"
            align="left"
            eyebrow="AI assistant"
            title="Your 24/7 Precious-Metals Analyst"
            description="Ask about prices, spreads, storage or a bar’s provenance and get a clear answer in seconds."
          />
          <ul className="space-y-3">
            {assistantPoints.map((point) => (
              <li key={point} className="flex gap-3 text-stone-200">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-[#f0c14b]" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <figure className={cn(cardClass, 'space-y-3')} aria-label="Sample conversation with the Aurum assistant">
          {sampleChat.map((message) => (
            <div key={message.text} className={cn('flex gap-3', message.from === 'user' && 'flex-row-reverse')}>
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-stone-800 text-[#f0c14b]">
                {message.from === 'ai' ? <Bot aria-hidden="true" className="size-4" /> : <User aria-hidden="true" className="size-4" />}
              </span>
              <p
                className={cn(
                  'max-w-[85%] rounded-2xl px-4 py-2 text-sm',
                  message.from === 'ai' ? 'bg-stone-800 text-stone-100' : 'bg-[#d4a017] text-stone-950',
                )}
              >
                <span className="sr-only">{message.from === 'ai' ? 'Assistant: ' : 'You: '}</span>
                {message.text}
              </p>
            </div>
          ))}
          <figcaption className="pt-2 text-xs text-stone-400">Sample conversation; prices illustrative.</figcaption>
        </figure>
      </div>
    </Section>
  );
}
