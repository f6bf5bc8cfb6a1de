import { startVpaidFrame } from './frame-endpoint';

// The entry of vpaid-frame.html: the page exists only to host one creative.
startVpaidFrame(window);
