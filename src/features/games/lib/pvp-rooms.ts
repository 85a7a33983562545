import type { Game, PvpRooms } from '@/api/models';

type Room = PvpRooms['list'][number];

/** Tables shown before "show all": two rows on a desktop, enough to pick one on a phone. */
export const PVP_ROOMS_SHOWN = 8;

const STATUS_ORDER: Record<Room['status'], number> = { WAITING: 0, PLAYING: 1, FULL: 2 };

/** Tables a player can sit at first (waiting, then playing, full last); within a status the platform's order stays. */
export function orderRooms(rooms: readonly Room[]): Room[] {
  return rooms
    .map((room, i) => ({ room, i }))
    .sort((a, b) => STATUS_ORDER[a.room.status] - STATUS_ORDER[b.room.status] || a.i - b.i)
    .map(({ room }) => room);
}

/** A table as the game the launch path plays (§3: a PVP game's id is its roomId). */
export function roomGame(room: Room): Game {
  return { gameId: room.roomId, nodeId: room.nodeId, vassalage: room.vassalage, gameType: 'PVP', gameName: room.gameName, smallIcon: '', code: room.nodeId };
}
