import type { SerializedStyles } from '@emotion/react';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { insertStaticStyles } from './static-styles';

/**
 * Emotion `css` blocks as one static sheet of plain class names (why: src/lib/static-styles.ts): a part of the page
 * that renders often (the shell hydrating, menu rows when the menus land) then renders plain elements with a
 * className, not a styled component and Emotion's insertion per element. The blocks are compiled by stylis, as
 * Emotion compiles them (nesting, `&`, vendor prefixes), so a rule moved here keeps its exact CSS.
 * Dynamic values go through data attributes or CSS variables, as for any static rule.
 */
export function staticSheet(id: string, classes: Record<string, SerializedStyles | string>): void {
  // Compiled only where the page lacks the sheet: a pre-rendered page carries it in its <head>, and compiling every
  // sheet while the app's chunk evaluates lengthened the load's longest task.
  const css = () =>
    Object.entries(classes)
      .map(([name, block]) => serialize(compile(`.${name}{${typeof block === 'string' ? block : block.styles}}`), middleware([prefixer, stringify])))
      .join('\n');
  insertStaticStyles(id, css);
}
