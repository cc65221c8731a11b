import type { Page } from '@playwright/test';

/** What a page did that it must not: dialogs, script errors, console errors, CSP violations, injected script. */
export interface PageWatch {
  dialogs: string[];
  errors: string[];
  /** CSP violation reports the page raised (securitypolicyviolation events). */
  violations(): Promise<string[]>;
  /** Whether any payload's script ran (they set window.__xss). */
  scriptRan(): Promise<boolean>;
}

/** Starts watching a page before it loads anything. */
export async function watchPage(page: Page): Promise<PageWatch> {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return {
    dialogs,
    errors,
    violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    scriptRan: () => page.evaluate(() => '__xss' in window),
  };
}
