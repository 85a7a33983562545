import type { ResolvedBrandConfig } from '@/brand/brand-config';

// Placeholder until the shell lands (issue 4).
export function App({ brand }: { brand: ResolvedBrandConfig }) {
  return <h1>{brand.name}</h1>;
}
