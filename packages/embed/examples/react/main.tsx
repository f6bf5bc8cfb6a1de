import { setPlayerUrl } from '@video-player/embed/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// ?player= names the player page (by default /player/ on this page's origin), ?movie= the content.
const query = new URLSearchParams(location.search);
setPlayerUrl(query.get('player') ?? new URL('/player/', location.href).href);

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <App movieId={Number(query.get('movie') ?? 1)} />
  </StrictMode>,
);
