import { ensureCatalogArea, i18n, type MessageId } from '@/i18n';
import type { VerificationResult } from '@/lib/provenance/types';

/**
 * The assistant of the landing page and of /traceability: it answers from real data only (a
 * looked-up or last-scanned serial, the current market prices) and from fixed texts (what the
 * statuses and the trust score mean). Pure functions; the pages fetch and keep the conversation.
 * Its texts are the `assistant` catalogue area: call `loadAssistantTexts()` before answering.
 */
export const loadAssistantTexts = () => ensureCatalogArea('assistant');

/** A quoted metal price (the fields of GET /api/market-prices the answers use). */
export interface QuotedPrice {
  metalType: string;
  price: string;
  change: string;
}

const LABELS: Record<string, MessageId> = {
  certification: 'traceability.factor.certification',
  supplyChain: 'traceability.factor.supplyChain',
  chainIntegrity: 'traceability.factor.chainIntegrity',
  physical: 'traceability.factor.physical',
  history: 'traceability.factor.history',
};

export interface AssistantContext {
  /** The serial scanned last on this page, if any. */
  last?: VerificationResult | null;
  prices?: QuotedPrice[];
  /** The server runs its simulated feed, so quoted prices say so. */
  simulated?: boolean;
  /** A visitor without a session: questions about their account point to sign-up. */
  signedOut?: boolean;
}

export type AssistantAnswer =
  | { kind: 'text'; text: string }
  /** Needs an account: the text plus a link to /register. */
  | { kind: 'signUp'; text: string }
  /** Names a serial: look it up (GET /api/verify/{serial}) and answer with `serialAnswer`. */
  | { kind: 'lookup'; serial: string };

/**
 * A run of the characters a serial is made of (the server's rule, domain::isValidSerial: 3–40 of
 * A–Z, 0–9 and '-', the input upper-cased). Serials come in more shapes than `AU-2024-001234`
 * (`AG-2026-000001-01` per unit of an order line, `AU-2026-R000042-01` for a stock adjustment, a
 * trader's own), so the whole run is taken rather than a fixed pattern.
 */
const SERIAL_RUN = /[a-z0-9-]+/gi;
const ACCOUNT =
  /portfolio|order|holding|balance|account|wallet|transaction|my (gold|silver|platinum|palladium|metals?)\b/;

/** A letter, a digit and a hyphen, and not a date ("2024-01-01") nor a number-word ("24-hour"). */
function isSerialLike(token: string): boolean {
  return /[a-z]/i.test(token) && /\d/.test(token) && token.includes('-') && !/^\d+(-[a-z]+)+$/i.test(token);
}

/**
 * The serial a question names ("Is AU-2024-001234 genuine?", "What is the status of
 * AG-2026-000001-01?"), upper-cased, or null. A serial-looking run holds a letter, a digit and a
 * hyphen, so words ("GOLD", "status"), numbers ("999") and dates are never taken for one;
 * hyphens at its ends are punctuation ("AU-2024-001234 - is it real?").
 */
export function findSerial(question: string): string | null {
  for (const [run] of question.matchAll(SERIAL_RUN)) {
    const token = run.replace(/^-+|-+$/g, '');
    if (token.length >= 3 && token.length <= 40 && isSerialLike(token)) return token.toUpperCase();
  }
  return null;
}

function pricesText(prices: QuotedPrice[] | undefined, simulated: boolean): string {
  if (!prices || prices.length === 0) return i18n._('traceability.ai.noPrices');
  const list = prices.map((p) => `${p.metalType} $${p.price} (${p.change})`).join(', ');
  return i18n._(simulated ? 'traceability.ai.simulatedPrices' : 'traceability.ai.livePrices', { list });
}

function scoresText(last: VerificationResult): string {
  const parts = Object.entries(LABELS).map(([key, id]) => {
    const label = i18n._(id);
    const c = last.trustBreakdown?.[key as keyof typeof LABELS & keyof VerificationResult['trustBreakdown']] as
      { score: number; max: number; detail: string } | undefined;
    return c ? `${label} ${c.score}/${c.max} (${c.detail})` : label;
  });
  const penalty = last.trustBreakdown?.clonePenalty
    ? ` ${i18n._('traceability.ai.penalty', { penalty: last.trustBreakdown.clonePenalty })}`
    : '';
  const exceptional = last.trustScore > 95 ? ` ${i18n._('traceability.ai.exceptional')}` : '';
  const scores = i18n._('traceability.ai.scores', {
    serial: last.serialNumber,
    score: last.trustScore,
    parts: parts.join('; '),
  });
  return `${scores}${penalty}${exceptional}`;
}

/** The answer to a question, or null for blank input (the spec ignores it). */
export function answerQuestion(question: string, context: AssistantContext = {}): AssistantAnswer | null {
  const { last = null, prices, simulated = false, signedOut = false } = context;
  const q = question.trim().toLowerCase();
  if (!q) return null;
  const text = (t: string): AssistantAnswer => ({ kind: 'text', text: t });
  const serial = findSerial(q);
  if (serial && serial !== last?.serialNumber) return { kind: 'lookup', serial };
  if (signedOut && ACCOUNT.test(q)) return { kind: 'signUp', text: i18n._('assistant.signUp') };
  if (/price|cost|worth|spot/.test(q)) return text(pricesText(prices, simulated));
  if (!/trust|score/.test(q) && /status|mean|warning|failed|verified|attention/.test(q)) {
    return text(i18n._('traceability.ai.statuses'));
  }
  if (/trust|score|why|breakdown/.test(q) || last) {
    if (last) return text(scoresText(last));
    const meaning = i18n._('assistant.trustMeaning');
    return text(signedOut ? meaning : `${meaning} ${i18n._('traceability.ai.scanFirst')}`);
  }
  return text(i18n._('traceability.ai.fallback'));
}

/** The answer about a looked-up serial: its status and trust score, or why there is none. */
export function serialAnswer(
  serial: string,
  outcome:
    | {
        kind: 'result';
        result: Pick<VerificationResult, 'serialNumber' | 'productName' | 'trustScore'> & {
          statusText?: string;
          status: string;
        };
      }
    | { kind: 'not-found' }
    | { kind: 'unavailable' },
): string {
  if (outcome.kind === 'not-found') return i18n._('assistant.serialNotFound', { serial });
  if (outcome.kind === 'unavailable') return i18n._('assistant.unavailable');
  const { result } = outcome;
  return i18n._('assistant.serialStatus', {
    serial: result.serialNumber,
    product: result.productName,
    status: result.statusText || result.status,
    score: result.trustScore,
  });
}

/** /traceability's reply: the last scan is the serial in question. */
export function assistantReply(
  question: string,
  last: VerificationResult | null,
  prices: QuotedPrice[] | undefined,
  { simulated = false }: { simulated?: boolean } = {},
): string | null {
  const answer = answerQuestion(question, { last, prices, simulated });
  if (!answer) return null;
  return answer.kind === 'lookup' ? i18n._('traceability.ai.fallback') : answer.text;
}
