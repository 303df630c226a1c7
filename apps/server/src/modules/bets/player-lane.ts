/**
 * One player's bets run one after another in this process before they take a database
 * connection. The seed row lock serialises them anyway (docs/decisions/007-bet-pipeline.md);
 * queueing here keeps a burst from one player (200 concurrent bets) from holding every pooled
 * connection while it waits on that lock, which would starve other players' requests. Across
 * replicas the row lock still decides.
 */
const lanes = new Map<string, Promise<unknown>>();

export function inPlayerLane<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const previous = lanes.get(userId) ?? Promise.resolve();
  const run = previous.then(work, work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  lanes.set(userId, settled);
  void settled.then(() => {
    if (lanes.get(userId) === settled) lanes.delete(userId);
  });
  return run;
}
