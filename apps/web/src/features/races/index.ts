export { AffiliateRacesSection } from './components/affiliate-races-section';
export { RacesHost } from './components/races-host';
