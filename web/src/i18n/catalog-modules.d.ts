/** A catalogue imported with `?lingui`, compiled at build time by @lingui/vite-plugin. */
declare module '*?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
