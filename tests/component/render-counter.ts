/**
 * Counts component renders the way React DevTools sees them: React calls a global hook after every commit
 * (`__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot`); a function, class, forwardRef or memo component counts
 * once per commit it rendered in (its fiber carries React's "performed work" flag). A subtree React skipped
 * keeps its old fibers and is not walked. Install before react-dom loads (vi.hoisted in the test file).
 */
interface Fiber {
  tag: number;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  type: unknown;
}

// React's work tags for components that run user code, and its PerformedWork flag (ReactWorkTags, ReactFiberFlags).
const COMPONENT_TAGS = new Set([0, 1, 2, 11, 14, 15]);
const PERFORMED_WORK = 1;

export interface RenderCount {
  total: number;
  byName: Map<string, number>;
}

export const renders: RenderCount = { total: 0, byName: new Map() };

/** Per commit: how many components rendered, and the outermost ones that did (where each re-render started). */
export const commits: { count: number; roots: string[]; names: Map<string, number> }[] = [];
let commit: { count: number; roots: string[]; names: Map<string, number> } | null = null;
let depthOfRendered = 0;

export function resetRenders(): void {
  renders.total = 0;
  renders.byName.clear();
  commits.length = 0;
}

const nameOf = (f: Fiber): string => {
  const t = f.type as { displayName?: string; name?: string; render?: { name?: string }; type?: { name?: string } } | null;
  return t?.displayName ?? t?.name ?? t?.render?.name ?? t?.type?.name ?? 'Anonymous';
};

function count(f: Fiber): void {
  renders.total++;
  if (commit) {
    commit.count++;
    commit.names.set(nameOf(f), (commit.names.get(nameOf(f)) ?? 0) + 1);
    if (depthOfRendered === 0 && commit.roots.length < 8) commit.roots.push(nameOf(f));
  }
  const name = nameOf(f);
  renders.byName.set(name, (renders.byName.get(name) ?? 0) + 1);
}

/** A subtree mounted in this commit: every component in it rendered. */
function mounted(f: Fiber | null): void {
  for (let c = f; c; c = c.sibling) {
    if (COMPONENT_TAGS.has(c.tag)) count(c);
    mounted(c.child);
  }
}

/** A fiber that was there before: it counts if it rendered; its children are walked only if React cloned them. */
function updated(next: Fiber, prev: Fiber): void {
  const rendered = COMPONENT_TAGS.has(next.tag) && (next.flags & PERFORMED_WORK) !== 0;
  if (rendered) count(next);
  if (next.child === prev.child) return;
  if (rendered) depthOfRendered++;
  for (let c = next.child; c; c = c.sibling) {
    if (c.alternate) updated(c, c.alternate);
    else {
      if (COMPONENT_TAGS.has(c.tag)) count(c);
      depthOfRendered++;
      mounted(c.child);
      depthOfRendered--;
    }
  }
  if (rendered) depthOfRendered--;
}

export function installRenderCounter(): void {
  const g = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
  g.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      commit = { count: 0, roots: [], names: new Map() };
      commits.push(commit);
      depthOfRendered = 0;
      const current = root.current;
      if (current.alternate && current.alternate.child) updated(current, current.alternate);
      else mounted(current.child);
    },
  };
}
