/**
 * The language menu trigger's look (a small ghost button), shared by the menu and its deferred
 * placeholder. A plain class string: the public pages' first download carries neither the
 * Button component's variants nor tailwind-merge.
 */
export const languageTriggerClass =
  'inline-flex h-8 shrink-0 items-center justify-center gap-1.5 rounded-lg border px-2 text-xs font-semibold tracking-wider whitespace-nowrap text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&_svg]:size-4 [&_svg]:shrink-0';
