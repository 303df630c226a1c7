import { describe, expect, it } from 'vitest';
import { ReconnectPolicy, type Schedule } from './reconnect-policy';

/** A hand-driven scheduler: tests fire the pending task themselves. */
function manualScheduler() {
  const pending: { run: () => void; delayMs: number; isCancelled: boolean }[] = [];
  const schedule: Schedule = (run, delayMs) => {
    const task = { run, delayMs, isCancelled: false };
    pending.push(task);
    return () => {
      task.isCancelled = true;
    };
  };
  const fireNext = () => {
    const task = pending.shift();
    if (task && !task.isCancelled) task.run();
  };
  return { schedule, pending, fireNext };
}

function setup(random = 0.5) {
  const scheduler = manualScheduler();
  let connects = 0;
  let gaveUp = false;
  const policy = new ReconnectPolicy({
    connect: () => {
      connects += 1;
    },
    schedule: scheduler.schedule,
    random: () => random,
    onGiveUp: () => {
      gaveUp = true;
    },
  });
  return { policy, scheduler, connects: () => connects, gaveUp: () => gaveUp };
}

describe('ReconnectPolicy', () => {
  it('backs off exponentially with jitter, capped at 30 s', () => {
    const { policy, scheduler } = setup(0.5);
    policy.start();
    const delays: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      policy.onConnectionLost();
      delays.push(scheduler.pending[0]?.delayMs ?? -1);
      scheduler.fireNext();
    }
    expect(delays).toEqual([2500, 4500, 8500, 16_500, 30_500]);
  });

  it('gives up after 5 attempts', () => {
    const { policy, scheduler, connects, gaveUp } = setup();
    policy.start();
    for (let i = 0; i < 5; i += 1) {
      policy.onConnectionLost();
      scheduler.fireNext();
    }
    expect(connects()).toBe(6);
    policy.onConnectionLost();
    expect(scheduler.pending).toHaveLength(0);
    expect(gaveUp()).toBe(true);
    expect(policy.isStopped).toBe(true);
  });

  it('resets the attempt counter on connect', () => {
    const { policy, scheduler } = setup(0);
    policy.start();
    policy.onConnectionLost();
    scheduler.fireNext();
    policy.onConnectionLost();
    scheduler.fireNext();
    expect(policy.attempts).toBe(2);
    policy.onConnected();
    expect(policy.attempts).toBe(0);
    policy.onConnectionLost();
    expect(scheduler.pending[0]?.delayMs).toBe(2000);
  });

  it('never reconnects after a deliberate disconnect', () => {
    const { policy, scheduler, connects } = setup();
    policy.start();
    policy.onConnectionLost();
    policy.stop();
    scheduler.fireNext();
    policy.onConnectionLost();
    expect(connects()).toBe(1);
    expect(scheduler.pending).toHaveLength(0);
  });

  it('counts an error and a close reported for the same loss once', () => {
    const { policy, scheduler } = setup();
    policy.start();
    policy.onConnectionLost();
    policy.onConnectionLost();
    expect(scheduler.pending).toHaveLength(1);
    expect(policy.attempts).toBe(1);
  });
});
