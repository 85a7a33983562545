import styled from '@emotion/styled';
import { columnsList } from '@/components/grid-list';

export const PromotionGrid = styled.ul(columnsList({ columns: 1, gap: 4 }, { columns: 2 }, { columns: 3 }));
