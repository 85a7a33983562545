import styled from '@emotion/styled';
import { columnsList } from '@/components/grid-list';

/** One column on phones, two, then three. */
export const promotionGridCss = columnsList({ columns: 1, gap: 4 }, { columns: 2 }, { columns: 3 });

export const PromotionGrid = styled.ul(promotionGridCss);
