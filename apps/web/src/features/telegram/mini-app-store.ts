import { create } from 'zustand';

/** Whether the app runs as the messenger's mini app (spec document 1 section 1). */
export const useMiniAppStore = create<{ isMiniApp: boolean; setMiniApp: (on: boolean) => void }>()(
  (set) => ({ isMiniApp: false, setMiniApp: (isMiniApp) => set({ isMiniApp }) }),
);
