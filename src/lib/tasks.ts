/** A later task (a macrotask): what follows runs in a task of its own, not at the end of this one. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => window.setTimeout(resolve, 0));
