import { api } from '@/api/api';
import type { PointsItem, PointsItems } from '@/api/models';

export async function getPointsItems(signal?: AbortSignal): Promise<PointsItem[]> {
  const value = await api.call<PointsItems>('pointsItems', { signal });
  return value.list;
}

export async function getPointsBalance(signal?: AbortSignal): Promise<number> {
  const value = await api.call<{ points: number }>('pointsBalance', { signal });
  return value.points;
}
