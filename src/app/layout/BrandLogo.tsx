import styled from '@emotion/styled';
import { Link } from '@/components/RouterLink';
import { brandAssetUrl, useBrand } from '@/brand/brand-config';
import { theme } from '@/theme/theme';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-width: 0;
  max-width: 100%;
  border-radius: ${theme.radius.sm};
`;

const Img = styled.img<{ h: number }>`
  display: block;
  height: ${(p) => p.h}px;
  width: auto;
  max-width: min(160px, 100%);
  object-fit: contain;
`;

/** Where a phone header's logo becomes the full word mark (the theme's `sm` breakpoint). */
const WIDE = '(min-width: 600px)';

/**
 * The brand's logo linking home; explicit height so it never shifts the header
 * (CLS). With `markOnPhones`, narrow screens show the brand's square mark (its
 * favicon): a word mark squeezed beside log-in and register in a long language
 * is unreadable, the mark is not.
 */
export function BrandLogo({ height = 32, markOnPhones = false }: { height?: number; markOnPhones?: boolean }) {
  const brand = useBrand();
  const logo = brandAssetUrl(brand.assets.logo);
  return (
    <Home to="/" aria-label={brand.name}>
      {markOnPhones ? (
        <picture>
          <source media={WIDE} srcSet={logo} />
          <Img src={brandAssetUrl(brand.assets.favicon)} alt="" h={height} height={height} />
        </picture>
      ) : (
        <Img src={logo} alt="" h={height} height={height} />
      )}
    </Home>
  );
}
