import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface SourceFile {
  /** Relative to the tree root, with forward slashes. */
  file: string;
  text: string;
}

/** Every hand-written TypeScript file under `<root>/src` (generated files left out), as the source checks read them. */
export function handWrittenSources(root: string): SourceFile[] {
  const walk = (dir: string, out: string[] = []): string[] => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, out);
      else if (/\.tsx?$/.test(name) && !name.includes('.generated.')) out.push(path);
    }
    return out;
  };
  return walk(join(root, 'src')).map((path) => ({ file: relative(root, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }));
}
