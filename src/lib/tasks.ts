/** A later task (a macrotask): what follows runs in a task of its own, not at the end of this one. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/**
 * After the next frame has been painted: what a click shows at once (a menu closing) reaches the screen before the
 * work it starts (a language switch re-renders every region), so that work is not part of the click's paint.
 */
export const afterNextPaint = (): Promise<void> => new Promise<void>((resolve) => requestAnimationFrame(() => window.setTimeout(resolve, 0)));
