/**
 * A position chosen in the list shows at once, from the list's own data; the address (`?job=`) follows as
 * a router update, which React renders as a transition: later on a slow phone or a busy machine, and
 * meanwhile the previous position's Apply would still be on screen, live under the next tap. So the
 * choice wins while the address is one it was made on (`over`: the address at the time, and those that
 * earlier choices still on their way left behind); once the address names it, or changes some other
 * way (a link, going back), the address rules again.
 */
export type PositionChoice = { id: string; over: (string | null)[] };

/** The position shown: the choice while it is ahead of the address, else the address's, else the first. */
export const shownPosition = (choice: PositionChoice | null, fromAddress: string | null, firstId: string | null) =>
  (choice && choice.over.includes(fromAddress) ? choice.id : fromAddress) ?? firstId;

/** The choice of `id`, made while the address names `fromAddress`. */
export const choosePosition = (
  current: PositionChoice | null,
  fromAddress: string | null,
  id: string,
): PositionChoice => ({
  id,
  over: [fromAddress, ...(current && current.over.includes(fromAddress) ? [...current.over, current.id] : [])],
});
