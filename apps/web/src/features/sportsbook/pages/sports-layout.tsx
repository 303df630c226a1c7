import { Outlet } from 'react-router';
import { SlipDrawer, SlipPanel } from '../components/slip-containers';
import { useIsWide } from '../hooks/use-is-wide';
import { useSportsLive } from '../hooks/use-sports-live';

/** Every sportsbook page: the page beside the slip (a column on wide screens, a drawer below). */
export function SportsLayout() {
  useSportsLive();
  // One slip in the page at a time: the column from 1024 px, the drawer below.
  const isWide = useIsWide();
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_300px] lg:items-start">
      <div className="min-w-0">
        <Outlet />
        {!isWide && <SlipDrawer />}
      </div>
      {isWide && <SlipPanel />}
    </div>
  );
}
