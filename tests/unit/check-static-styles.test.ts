import { describe, expect, it } from 'vitest';
import { findThemeReads } from '../../scripts/check-static-styles';

const lines = (text: string) => findThemeReads([{ file: 'src/x.tsx', text }]).map((f) => f.line);

describe('check-static-styles', () => {
  it('fails on a styled rule that takes the theme from props, in each spelling', () => {
    const text = [
      'const A = styled.div`',
      '  color: ${(p) => p.theme.colours.text};',
      '  gap: ${(props) => props.theme.space(2)};',
      '  ${({ theme }) => theme.breakpoint.md} { display: none; }',
      '  border: ${({ theme, active }: Props) => (active ? theme.colours.primary : theme.colours.border)};',
      '  ${(p) => rowCss(p.theme, p.collapsed)}',
      '  padding: ${(x) => x.theme.space(x.gap)};',
      '`;',
      'export const frame = (theme: Theme) => css`color: ${theme.colours.text};`;',
      'const tile = theme => css``;',
    ].join('\n');
    expect(lines(text)).toEqual([2, 3, 4, 5, 6, 7, 9, 10]);
  });

  it('lets the imported theme, per-instance props, strings and comments pass', () => {
    const text = [
      "import { theme } from '@/theme/theme';",
      'const A = styled.div<{ tone: Tone }>`',
      '  color: ${theme.colours.text};',
      '  background: ${(p) => (p.tone === "danger" ? theme.colours.danger : theme.colours.surface)};',
      '`;',
      "const label = intl.formatMessage({ id: 'shell.theme.dark' });",
      "document.documentElement.dataset.theme = 'dark';",
      '// (p) => p.theme.colours.text was the old way',
    ].join('\n');
    expect(lines(text)).toEqual([]);
  });
});
