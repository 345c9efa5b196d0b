import { useEffect, type RefObject } from 'react';

/**
 * Adopts text a visitor typed into a pre-rendered field before the page hydrated. React keeps that
 * text in the DOM but the controlled state starts empty, and its value tracker then ignores the same
 * text typed again, so without this the field shows the text while the form acts as if it were blank.
 */
export function useTypedBeforeHydration(input: RefObject<HTMLInputElement | null>, adopt: (value: string) => void) {
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) adopt(typed);
    // Once, on mount: later values arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
