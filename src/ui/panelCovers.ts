import type { ViewWindow } from '../scene/CameraRig';

/**
 * The boxes of an element that a finger meets: its own, or (letting touches through, or with no box of
 * its own: display: contents, whose children stand in the HUD's grid) its children's.
 */
function touchedBoxes(element: Element): DOMRect[] {
  if (getComputedStyle(element).display === 'contents') return [...element.children].flatMap(touchedBoxes);
  if (!element.checkVisibility()) return [];
  if (getComputedStyle(element).pointerEvents === 'none') return [...element.children].flatMap(touchedBoxes);
  return [element.getBoundingClientRect()];
}

/** The table's news over the board window (a curse, a card drawn): drawn whole, though taps go through it. */
const ANNOUNCEMENT = '.board-window .announcements';

/**
 * The rectangles of the viewport the HUD covers, as a finger meets them: each part beside the board
 * window (the sheet, its tabs, the status row with the lesson's card), and where a part lets touches
 * through (the top row, the bar's strip), each pill and button in it; and the announcement over the
 * board window, whole (it stands until OK or its time is up, and its words hide what lies under them:
 * on a phone, the islands along the board's top). The board window's passing notes (a refusal, a save
 * problem) are left out: they come and go, and the camera is not moved for them.
 */
export function panelCovers(hud: HTMLElement): ViewWindow[] {
  const announcements = [...hud.querySelectorAll(ANNOUNCEMENT)]
    .filter((element) => element.checkVisibility())
    .map((element) => element.getBoundingClientRect());
  return [...hud.children]
    .filter((child) => !child.classList.contains('board-window'))
    .flatMap(touchedBoxes)
    .concat(announcements)
    .filter((box) => box.width > 0 && box.height > 0)
    .map((box) => ({
      x: Math.round(box.left),
      y: Math.round(box.top),
      width: Math.round(box.width),
      height: Math.round(box.height),
    }));
}
