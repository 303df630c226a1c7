import { create } from 'zustand';

/** The pop-out window (spec document 1 section 4: chat popped out true/false). */
let popout: Window | null = null;
let watcher: ReturnType<typeof setInterval> | undefined;

export const useChatStore = create<{
  isPoppedOut: boolean;
  popOut: (url: string) => void;
  showChat: () => void;
}>()((set) => ({
  isPoppedOut: false,
  popOut: (url) => {
    popout = window.open(url, 'tengu-chat', 'width=370,height=720');
    if (!popout) return;
    set({ isPoppedOut: true });
    clearInterval(watcher);
    // The player may close the window themselves: the sidebar shows the chat again.
    watcher = setInterval(() => {
      if (popout?.closed) {
        clearInterval(watcher);
        popout = null;
        set({ isPoppedOut: false });
      }
    }, 1000);
  },
  showChat: () => {
    clearInterval(watcher);
    popout?.close();
    popout = null;
    set({ isPoppedOut: false });
  },
}));
