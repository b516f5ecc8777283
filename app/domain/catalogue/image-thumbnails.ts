/**
 * Catalogue pictures shown small (a line's ITEM cell, the Signs list, the Add
 * panel's tiles, a brand's logo) are drawn from a raster thumbnail of the
 * shipped SVG, not the SVG itself: the browser draws every SVG picture as a
 * document of its own, on the page's main thread, before the page answers a
 * click (on a 5-line job page at CPU x4 about a sixth of its load); a PNG is
 * decoded off that thread. See
 * docs/speed-profile.md § Where a page's time goes in the browser.
 * Only the app's own SVGs under /images/ have a thumbnail; any other picture
 * (an outside address, a PNG or JPEG, a line's own picture) is shown as it is.
 * The PDF keeps drawing the SVG (crisp at any print size). Pure.
 */

/** The thumbnail's box: a picture fits inside it, kept in proportion (sharp enough for 80 px at 3x pixels). */
export const THUMBNAIL_BOX = 240;

const LOCAL_SVG = /^\/images\/([a-z0-9-]+)\/([a-z0-9-]+)\.svg$/;
const THUMBNAIL = /^([a-z0-9-]+)\/([a-z0-9-]+)\.png$/;

/** The address a picture is shown from: '/images/signs/x.svg' -> '/images/thumbs/signs/x.png'; anything else unchanged. */
export function thumbnailSrc(src: string): string {
  const m = LOCAL_SVG.exec(src);
  return m ? `/images/thumbs/${m[1]}/${m[2]}.png` : src;
}

/** The SVG a thumbnail is drawn from ('signs/x.png', what follows /images/thumbs/ -> '/images/signs/x.svg'), or null. */
export function thumbnailSource(path: string): string | null {
  const m = THUMBNAIL.exec(path);
  return m && m[1] !== 'thumbs' ? `/images/${m[1]}/${m[2]}.svg` : null;
}
