import { Outlet } from 'react-router';
import { SlipDrawer, SlipPanel } from '../components/slip-containers';
import { useSportsLive } from '../hooks/use-sports-live';

/** Every sportsbook page: the page beside the slip (a column on wide screens, a drawer below). */
export function SportsLayout() {
  useSportsLive();
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_300px] lg:items-start">
      <div className="min-w-0">
        <Outlet />
        <SlipDrawer />
      </div>
      <SlipPanel />
    </div>
  );
}
