/** SVG to a PNG data URL with resvg (no browser, no system fonts: every shape here is a path). */
import { Resvg } from '@resvg/resvg-js';

export const pngDataUrlOf = (svg: string): string =>
  `data:image/png;base64,${new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng().toString('base64')}`;
