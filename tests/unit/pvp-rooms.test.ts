import { describe, expect, it } from 'vitest';
import { orderRooms, roomGame } from '../../src/features/games/lib/pvp-rooms';

const room = (roomId: string, status: 'WAITING' | 'PLAYING' | 'FULL') => ({
  roomId,
  nodeId: `n-${roomId}`,
  gameName: 'Texas Hold’em',
  vassalage: 'KY',
  level: 'Beginner',
  tableNo: 1,
  minBet: 10,
  seats: 9,
  occupiedSeats: status === 'FULL' ? 9 : 3,
  status,
});

describe('PVP rooms', () => {
  it('lists the tables a player can sit at first, keeping the platform order within a status', () => {
    const ordered = orderRooms([room('a', 'FULL'), room('b', 'PLAYING'), room('c', 'WAITING'), room('d', 'PLAYING'), room('e', 'WAITING')]);
    expect(ordered.map((r) => r.roomId)).toEqual(['c', 'e', 'b', 'd', 'a']);
  });

  it('launches a table as a PVP game whose id is the room id (§3 gameId/roomId)', () => {
    expect(roomGame(room('r1', 'WAITING'))).toMatchObject({ gameId: 'r1', nodeId: 'n-r1', vassalage: 'KY', gameType: 'PVP' });
  });
});
