import type { SupportMessage } from '@tengu/shared';
import { describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import type { useLiveSupportStore } from '@/app/shell/live-support-store';
import type { ApiClient } from '@/lib/api-client';
import type { RealtimeClient } from '@/lib/socket-client';
import { watchLiveSupport } from './live-support-watcher';

/** The shell store's shape, fresh per test (the real module is the shell's). */
const newStore = () =>
  create<{
    isOpen: boolean;
    unread: number;
    open: () => void;
    close: () => void;
    toggle: () => void;
    setUnread: (n: number) => void;
  }>()((set) => ({
    isOpen: false,
    unread: 0,
    open: () => set({ isOpen: true }),
    close: () => set({ isOpen: false }),
    toggle: () => undefined,
    setUnread: (unread) => set({ unread }),
  })) as unknown as typeof useLiveSupportStore;

function fakeSocket() {
  const handlers = new Map<string, (payload?: unknown) => void>();
  return {
    on: (event: string, fn: (payload?: unknown) => void) => handlers.set(event, fn),
    off: (event: string) => handlers.delete(event),
    emit: (event: string, payload?: unknown) => handlers.get(event)?.(payload),
    handlers,
  };
}

const staff = (id: string): SupportMessage => ({
  id,
  author: 'staff',
  staffName: 'agent',
  body: 'Hello',
  createdAt: new Date().toISOString(),
});

describe('the live-support badge feed', () => {
  it('starts from the server count, adds staff answers while closed, clears on stop', async () => {
    const store = newStore();
    const socket = fakeSocket();
    const client = { socket: () => socket } as unknown as RealtimeClient;
    const get = vi.fn().mockResolvedValue({ unread: 2 });
    const stop = watchLiveSupport(store, client, { get } as unknown as ApiClient);
    await vi.waitFor(() => expect(store.getState().unread).toBe(2));
    expect(get).toHaveBeenCalledWith('/support/unread');

    socket.emit('support:message', staff('1'));
    socket.emit('support:message', { ...staff('2'), author: 'player' });
    expect(store.getState().unread).toBe(3);
    // The open widget reads answers itself: no badge then.
    store.getState().open();
    socket.emit('support:message', staff('3'));
    expect(store.getState().unread).toBe(3);

    // A reconnect reads the count afresh.
    store.getState().close();
    get.mockResolvedValue({ unread: 0 });
    socket.emit('connect');
    await vi.waitFor(() => expect(store.getState().unread).toBe(0));

    stop();
    expect(socket.handlers.size).toBe(0);
    socket.emit('support:message', staff('4'));
    expect(store.getState().unread).toBe(0);
  });
});
