/** A gate a test holds requests at (a slow line, played on purpose) until it opens it. */
export function gate(): { passed: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}
