import styled from '@emotion/styled';
import { theme } from '@/theme/theme';

/**
 * A card's or page's cover picture: full width at a fixed aspect ratio (`ratio`,
 * e.g. "2 / 1"), cropped to fill, on the skeleton tone until it has loaded.
 */
export const CoverImage = styled.img<{ ratio: string }>`
  display: block;
  width: 100%;
  aspect-ratio: ${(p) => p.ratio};
  object-fit: cover;
  background: ${theme.colours.skeleton};
`;
