import { useLootboxModalStore } from '../lootbox-modal-store';
import { FreeSpinsModal } from './free-spins-modal';
import { LootboxModal } from './lootbox-modal';

/** Open Lootbox, and over it the free-spins popup of a free-spin prize (document 2 section 4). */
export default function LootboxModals() {
  const isOpen = useLootboxModalStore((s) => s.isOpen);
  const freeSpins = useLootboxModalStore((s) => s.freeSpins);
  return (
    <>
      {isOpen && <LootboxModal />}
      {freeSpins && <FreeSpinsModal result={freeSpins} />}
    </>
  );
}
