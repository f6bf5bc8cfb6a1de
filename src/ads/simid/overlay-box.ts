import type { SimidDimensions } from './simid-protocol';

/** The texts of an overlay's box. */
export interface OverlayTexts {
  /** The box's region. */
  region: string;
  /** The player's close button. */
  close: string;
}

// Under the player's menus (z-index 20) and over its controls, while collapsed; expanded, over
// everything but an ad break's layer (35).
const collapsedLayer = '19';
const expandedLayer = '34';
const closeSize = 28;

/**
 * The box a nonlinear creative shows in, over the film: its frame fills it, and the player's close
 * button sits on its top right corner (above it where there is room). Made outside React, as the
 * ad's own elements are; its styles are set here, so that nothing of it is in the page's CSS.
 */
export function createOverlayBox(document: Document, texts: OverlayTexts, onClose: () => void) {
  const box = document.createElement('div');
  box.dataset.player = 'simid-overlay';
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', texts.region);
  Object.assign(box.style, { position: 'absolute', zIndex: collapsedLayer, visibility: 'hidden' });

  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', texts.close);
  close.textContent = '\u2715';
  Object.assign(close.style, {
    position: 'absolute',
    right: '0',
    width: `${closeSize}px`,
    height: `${closeSize}px`,
    padding: '0',
    border: '1px solid rgb(255 255 255 / 0.6)',
    borderRadius: '50%',
    background: 'rgb(0 0 0 / 0.75)',
    color: '#fff',
    font: 'inherit',
    fontSize: '14px',
    lineHeight: '1',
    cursor: 'pointer',
  });
  close.addEventListener('click', onClose);
  box.append(close);

  return {
    element: box,
    /** Puts the box at this place in its parent, over or under the player's menus. */
    place(rect: SimidDimensions, expanded: boolean) {
      Object.assign(box.style, {
        left: `${rect.x}px`,
        top: `${rect.y}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
        zIndex: expanded ? expandedLayer : collapsedLayer,
      });
      // Above the box where there is room, else inside its corner.
      close.style.top = rect.y >= closeSize + 4 ? `-${closeSize + 4}px` : '4px';
      close.style.right = rect.y >= closeSize + 4 ? '0' : '4px';
    },
    show(shown: boolean) {
      box.style.visibility = shown ? 'visible' : 'hidden';
    },
    /** The frame goes under the close button. */
    hold(frame: HTMLIFrameElement) {
      close.before(frame);
    },
  };
}

export type OverlayBox = ReturnType<typeof createOverlayBox>;
