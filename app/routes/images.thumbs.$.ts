/**
 * /images/thumbs/{folder}/{name}.png: the raster thumbnail of the app's own
 * picture /images/{folder}/{name}.svg, as pages show catalogue pictures small
 * (why: domain/catalogue/image-thumbnails.ts). Public, like the SVG itself.
 */
import type { Route } from './+types/images.thumbs.$';
import { imageThumbnailResponse } from '~/server/catalogue/image-thumbnails.server';

export function loader({ request, params }: Route.LoaderArgs) {
  return imageThumbnailResponse(request, params['*'] ?? '');
}
