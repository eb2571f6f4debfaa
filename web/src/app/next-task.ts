/** Resolves in a later task, so the browser can paint and handle input before the work after it. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
