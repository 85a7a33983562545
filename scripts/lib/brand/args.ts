/** `--name value` or `--name=value` from argv; tiny on purpose (no CLI framework for five scripts). */
export function argValue(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  if (i >= 0) return argv[i + 1];
  const eq = argv.find((a) => a.startsWith(name + '='));
  return eq?.slice(name.length + 1);
}

/** `--name a,b` as ['a', 'b'] (blanks dropped), or undefined when the flag is absent. */
export function argList(argv: readonly string[], name: string): string[] | undefined {
  return argValue(argv, name)
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Positional arguments: those that are neither a flag nor a flag's value. */
export function positionals(argv: readonly string[], flagsWithValue: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (flagsWithValue.includes(argv[i])) i++;
    else if (!argv[i].startsWith('--')) out.push(argv[i]);
  }
  return out;
}
