import type { ReactNode } from 'react';
import { Bot, User } from 'lucide-react';
import { useT } from '@/i18n';
import { cn } from '../cn';

/** One chat message of the landing assistant (shared by the static shell and the loaded chat). */
export function AssistantBubble({ from, children }: { from: 'ai' | 'user'; children: ReactNode }) {
  const t = useT();
  return (
    <li className={cn('flex gap-3', from === 'user' && 'flex-row-reverse')}>
      <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-stone-800 text-[#f0c14b]">
        {from === 'ai' ? <Bot aria-hidden="true" className="size-4" /> : <User aria-hidden="true" className="size-4" />}
      </span>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-sm',
          from === 'ai' ? 'bg-stone-800 text-stone-100' : 'bg-[#d4a017] text-stone-950',
        )}
      >
        <span className="sr-only">
          {from === 'ai' ? t('landing.assistant.chat.assistantPrefix') : t('landing.assistant.chat.youPrefix')}
        </span>
        {children}
      </p>
    </li>
  );
}

export const assistantInputClass =
  'min-w-0 flex-1 rounded-full border border-stone-700 bg-stone-950 px-4 py-2 text-sm text-stone-100 placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#f0c14b]';
