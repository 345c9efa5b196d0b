/** The language menu trigger's look, shared by the menu and its deferred placeholder. */
export const languageTriggerClass = 'gap-1.5 border px-2 text-xs font-semibold tracking-wider text-muted-foreground';
