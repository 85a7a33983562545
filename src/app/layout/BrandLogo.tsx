import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { brandAssetUrl, useBrand } from '@/brand/brand-config';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-width: 0;
  max-width: 100%;
  border-radius: ${(p) => p.theme.radius.sm};
`;

const Img = styled.img<{ h: number }>`
  display: block;
  height: ${(p) => p.h}px;
  width: auto;
  max-width: min(160px, 100%);
  object-fit: contain;
`;

/** The brand's logo linking home; explicit height so it never shifts the header (CLS). */
export function BrandLogo({ height = 32 }: { height?: number }) {
  const brand = useBrand();
  return (
    <Home to="/" aria-label={brand.name}>
      <Img src={brandAssetUrl(brand.assets.logo)} alt="" h={height} height={height} />
    </Home>
  );
}
