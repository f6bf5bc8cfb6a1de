/**
 * The SIMID ads, linear and nonlinear: a chunk of their own, which only a VAST that brings a SIMID
 * creative loads (src/ads/ad-break.ts).
 */
export { playSimidAd } from './simid-ad';
export { handOverOverlay } from './overlay-handover';
