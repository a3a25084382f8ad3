/**
 * The players on the page (§2.16: playing one video pauses every other player). Each mounted player registers how
 * to pause it; the one that starts playing pauses the rest. Module-level: players of different React trees (a
 * dialog's portal, a card) see each other.
 */
export type TPausable = { pause: () => void };

const players = new Set<TPausable>();

/** Adds a player; the answer removes it again (on unmount). */
export const registerPlayer = (player: TPausable) => {
  players.add(player);
  return () => {
    players.delete(player);
  };
};

/** `playing` has started: every other registered player pauses. */
export const pauseOtherPlayers = (playing: TPausable) => {
  for (const player of players) if (player !== playing) player.pause();
};
