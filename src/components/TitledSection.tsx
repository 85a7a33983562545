import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { theme } from '@/theme/theme';

const Section = styled.section`
  margin-top: ${theme.space(6)};
  > h2,
  > h3 {
    margin: 0 0 ${theme.space(3)};
    font-size: ${theme.font.size.md};
  }
  &[data-level='2'] {
    margin-top: ${theme.space(8)};
    > h2 {
      font-size: ${theme.font.size.xl};
    }
  }
`;

/**
 * A part of a page under its own heading, which names it for screen readers: level 2 for a part of a
 * page (the promotions' winners), level 3 for a part of a centre tab (signed-in devices).
 */
export function TitledSection({ title, level = 3, testId, children }: { title: string; level?: 2 | 3; testId?: string; children: ReactNode }) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Section aria-labelledby={id} data-level={level} data-testid={testId}>
      <Heading id={id}>{title}</Heading>
      {children}
    </Section>
  );
}
