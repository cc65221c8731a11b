/** Space on each side of the map that a fit keeps its points out of, in pixels. */
export interface MapPadding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A box over the map (a control), in pixels from the map's top-left corner. */
export interface OverlayBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Room kept between a marker and a control beside it. */
const CONTROL_GAP_PX = 8;

type Side = keyof MapPadding;

/**
 * The padding that keeps fitted markers whole and off every control: each control is cleared from the side it
 * costs least to clear (a column of zoom buttons at the right edge takes a strip of its width, not of its
 * height), the spec's padding stays the minimum, and the marker's reach beyond its point (`reach`) is added.
 */
export function paddingAround(
  size: { width: number; height: number },
  overlays: readonly OverlayBox[],
  minimum: MapPadding,
  reach: MapPadding,
): MapPadding {
  const padding = { ...minimum };
  for (const box of overlays) {
    const costs: [Side, number][] = [
      ['right', size.width - box.left],
      ['top', box.bottom],
      ['bottom', size.height - box.top],
      ['left', box.right],
    ];
    const [side, cost] = costs.reduce((best, next) => (next[1] < best[1] ? next : best));
    padding[side] = Math.max(padding[side], Math.ceil(cost) + CONTROL_GAP_PX);
  }
  return {
    top: padding.top + reach.top,
    right: padding.right + reach.right,
    bottom: padding.bottom + reach.bottom,
    left: padding.left + reach.left,
  };
}
