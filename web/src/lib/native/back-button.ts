/** What the hardware back button may do (Capacitor's App plugin and the browser history). */
export interface BackButtonActions {
  goBack: () => void;
  exitApp: () => void;
}

/**
 * Spec "Native wrapper": the back button goes back in history when it can, otherwise (at the
 * root of the history) it exits the app. `canGoBack` is what the WebView reports.
 */
export function handleBackButton(canGoBack: boolean, actions: BackButtonActions): 'back' | 'exit' {
  if (canGoBack) {
    actions.goBack();
    return 'back';
  }
  actions.exitApp();
  return 'exit';
}
