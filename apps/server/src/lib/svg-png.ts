/**
 * SVG to PNG with resvg: no browser and no system fonts (every shape drawn is a path), for the
 * captcha and slider pictures and the installed web app's icons alike.
 */
import { Resvg } from '@resvg/resvg-js';

const drawingOf = (svg: string) => new Resvg(svg, { font: { loadSystemFonts: false } });

export const pngOf = (svg: string): Buffer => drawingOf(svg).render().asPng();

export const pngDataUrlOf = (svg: string): string => `data:image/png;base64,${pngOf(svg).toString('base64')}`;

/** Whether resvg can read the document: a picture from a file is checked before it is drawn in. */
export const isDrawableSvg = (svg: string): boolean => {
  try {
    drawingOf(svg);
    return true;
  } catch {
    return false;
  }
};
